import Foundation

extension DrawView {
  /// Asks for ``layoutSubviews()`` before the next frame; cheap to call often.
  ///
  /// Adding, removing or hiding a subview, and changing a view's size, call it for you.
  public func setNeedsLayout() {
    needsLayoutStorage = true
    var top = self
    var current = superview
    var steps = 0
    while let view = current, !view.descendantNeedsLayout {
      view.descendantNeedsLayout = true
      top = view
      current = view.superview
      steps += 1
    }
    ancestorVisits += steps
    if current == nil { top.treeDidChange() }
  }

  /// Whether this view or a view below it waits for ``layoutSubviews()``.
  public var needsLayout: Bool { needsLayoutStorage || descendantNeedsLayout }

  /// The most layout passes one ``layoutIfNeeded()`` runs.
  public static let maximumLayoutPasses = 8

  /// Runs ``layoutSubviews()`` now for this view and every view below it that asked for it,
  /// parents before children; the renderer calls it on the root once before each frame.
  ///
  /// A layout that asks for another layout of a view already laid out in this pass (a
  /// child resizing its parent) gets it, in another pass, up to ``maximumLayoutPasses``: a
  /// layout that never settles (a `layoutSubviews` that always asks for layout again, or
  /// frames that keep changing each other) cannot hang the frame. What is still asked for
  /// then waits for the next call: the frame is painted as laid out so far, and the root's
  /// ``EventHandling/onNeedsUpdate(_:)`` handler is told again, so the host draws another
  /// frame, which goes on (a ``FrameLoop`` counts such frames in
  /// ``FrameLoop/unsettledLayoutCount`` and paces them at its ``FrameLoop/frameInterval``).
  ///
  /// On a root, it then works the hover out again from the pointer's last location if
  /// something moved under it since the last pointer event (see ``isHovered``), so the frame
  /// shows the hover of the tree it paints.
  public func layoutIfNeeded() {
    for _ in 0..<Self.maximumLayoutPasses where needsLayout {
      // Each pass measures natural sizes afresh, once per view and size offered.
      MeasurementSession.runLayout { _ in
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
    }
    if superview == nil { refreshHoverIfStale() }
    if needsLayout {
      layoutDidNotSettle()
    } else {
      treeMayBeClean()
    }
  }

  /// After the last pass left layout to do: asks the root's host for another frame, which
  /// it would otherwise never hear of (it was told once, and the tree never became clean).
  private func layoutDidNotSettle() {
    guard superview == nil, let notifier = updateNotifier else { return }
    notifier.hasNotified = false
    treeDidChange()
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of an unlimited size (or of its maximum
  /// sizes), held within its ``sizeConstraints``, keeping its origin.
  public func sizeToFit() {
    let unlimited = CGSize(width: CGFloat.infinity, height: .infinity)
    frame.size = sizeConstraints.clamp(sizeThatFits(sizeConstraints.clamp(unlimited)))
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
