import Foundation

extension DrawView {
  /// Asks for ``layoutSubviews()`` before the next frame; cheap to call often.
  ///
  /// Adding, removing or hiding a subview, and changing a view's size, call it for you.
  public func setNeedsLayout() {
    needsLayoutStorage = true
    var top = self
    var current = superview
    while let view = current, !view.descendantNeedsLayout {
      view.descendantNeedsLayout = true
      top = view
      current = view.superview
    }
    if current == nil { top.treeDidChange() }
  }

  /// Whether this view or a view below it waits for ``layoutSubviews()``.
  public var needsLayout: Bool { needsLayoutStorage || descendantNeedsLayout }

  /// Runs ``layoutSubviews()`` now for this view and every view below it that asked for it,
  /// parents before children; the renderer calls it on the root before each frame.
  ///
  /// A layout that asks for another layout of a view already laid out in this pass (a
  /// child resizing its parent) gets it, up to eight passes, so a layout that never settles
  /// cannot hang the frame.
  ///
  /// On a root, it then works the hover out again from the pointer's last location if
  /// something moved under it since the last pointer event (see ``isHovered``), so the frame
  /// shows the hover of the tree it paints.
  public func layoutIfNeeded() {
    for _ in 0..<8 where needsLayout {
      var pending: [DrawView] = [self]
      while let view = pending.popLast() {
        if view.needsLayoutStorage {
          view.needsLayoutStorage = false
          if !view.isHidden { view.layoutSubviews() }
        }
        guard view.descendantNeedsLayout else { continue }
        view.descendantNeedsLayout = false
        pending += view.subviews.reversed().filter(\.needsLayout)
      }
    }
    if superview == nil { refreshHoverIfStale() }
    treeMayBeClean()
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of an unlimited size, keeping its origin.
  public func sizeToFit() {
    frame.size = sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
  }

  /// Calls `body` with this view and every view below it, parents before children, back to
  /// front, without recursion (trees may be deeper than the stack); `body` returns whether to
  /// visit the view's subviews.
  func walkSubtree(_ body: (DrawView) -> Bool) {
    var pending: [DrawView] = [self]
    while let view = pending.popLast() {
      if body(view) {
        pending += view.subviews.reversed()
      }
    }
  }
}
