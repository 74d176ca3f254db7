import Foundation

extension DrawView {
  /// Marks the whole view as needing to be drawn again.
  public func setNeedsDisplay() {
    setNeedsDisplay(bounds)
  }

  /// Marks `rect` (in this view's coordinates) as needing to be drawn again.
  ///
  /// The rectangle is carried up to the root view, cut to every clipping ancestor on the way,
  /// and added to the root's ``dirtyRegion``. Hidden views and views inside hidden ancestors
  /// add nothing, since they show nothing. A rectangle with a NaN or infinite component
  /// marks the whole view.
  public func setNeedsDisplay(_ rect: CGRect) {
    setNeedsDisplay(rect, movingContent: false)
  }

  /// Marks `rect` as ``setNeedsDisplay(_:)`` does; `movingContent` says that what lies under
  /// a point may have changed there (a view moved, scrolled, was hidden or shown), so the
  /// root's hover is worked out again (see ``isHovered``).
  func setNeedsDisplay(_ rect: CGRect, movingContent: Bool) {
    // A tree that is all to be drawn again (one being built) gains nothing: one step to
    // the remembered root instead of a walk up with the rectangle.
    let root = rootView
    // A frame's scroll (which may have marked the whole root) still needs the other marks.
    let isFollowingScroll = root.scrollMove.map { !$0.isRefused && !$0.isMarkingScroll } ?? false
    if !isFollowingScroll, root.isWhollyDirtyRoot {
      if movingContent { root.pointerState?.hoverIsStale = true }
      return
    }
    var current = self
    let isFinite =
      rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
      && rect.size.height.isFinite
    var area = isFinite ? rect.standardized : displayArea()
    var steps = 0
    defer { ancestorVisits += steps }
    while let parent = current.superview {
      guard !current.isHidden else { return }
      if current.clipsToBounds {
        area = area.intersection(current.bounds)
      }
      guard !area.isNull, !area.isEmpty else { return }
      area = area.applying(current.transformToSuperview)
      current = parent
      steps += 1
    }
    guard !current.isHidden else { return }
    let visible = area.intersection(current.bounds)
    guard !visible.isNull, !visible.isEmpty else { return }
    if movingContent { current.pointerState?.hoverIsStale = true }
    current.dirtyRegion.add(visible)
    if let move = current.scrollMove, !move.isMarkingScroll { move.addOtherDirty(visible) }
    current.treeDidChange()
  }

  /// Whether any part of the tree this view roots needs drawing again.
  public var needsDisplay: Bool { !dirtyRegion.isEmpty }

  /// Whether the whole tree this view is in will be drawn again anyway (a tree being built,
  /// or one marked wholly dirty), so working out smaller areas to repaint can be skipped.
  var treeIsWhollyDirty: Bool { rootView.isWhollyDirtyRoot }

  /// On a root: whether its whole bounds are to be drawn again, or it has no area at all,
  /// so that no change inside its tree adds anything to draw.
  var isWhollyDirtyRoot: Bool {
    let bounds = self.bounds
    return bounds.isEmpty || dirtyRegion.rects.contains { $0.contains(bounds) }
  }

  /// Returns the area of the tree that needs drawing, in root coordinates, and marks it
  /// drawn: for hosts and embedders that repaint the region themselves.
  public func takeDirtyRegion() -> DirtyRegion {
    let root = rootView
    let region = root.dirtyRegion
    root.dirtyRegion.removeAll()
    root.lastScrollMove = root.scrollMove
    root.scrollMove = nil
    root.treeMayBeClean()
    return region
  }
}
