import Foundation

extension DrawView {
  /// Adds `view` on top of the other subviews, first removing it from any other superview.
  ///
  /// - Precondition: `view` is not this view or one of its ancestors.
  public func addSubview(_ view: DrawView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (0 is the back), first removing it from any
  /// other superview; an index past the end appends.
  ///
  /// - Precondition: `view` is not this view or one of its ancestors.
  public func insertSubview(_ view: DrawView, at index: Int) {
    precondition(
      view !== self && (view.subviews.isEmpty || !isDescendant(of: view)),
      "A view cannot become a subview of itself or its descendant")
    view.removeFromSuperview()
    insertSubviewEntry(view, at: index)
    view.superview = self
    // The view was a root, which it and the views below it may remember.
    view.rootVersion &+= 1
    view.dirtyRegion.removeAll()
    view.resetUpdateNotification()
    view.invalidateThemeCache()
    setNeedsDisplay(view.displayAreaInSuperview())
    setNeedsLayout()
    // The view lays itself out in its new place, however it was laid out before (or never).
    view.setNeedsLayout()
    postAccessibilityNotification(.childrenChanged)
  }

  /// Detaches the view from its superview; does nothing when it has none.
  ///
  /// The focus, the pointer capture and the hover of the tree it leaves are taken from it and
  /// its subviews, so keys never go to a view nobody sees.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    resignFocusWithin()
    let root = parent.rootView
    if let captured = root.pointerCaptureStorage, captured.isDescendant(of: self) {
      root.pointerCaptureStorage = nil
    }
    if let hovered = root.hoveredViewStorage, hovered.isDescendant(of: self) {
      root.hoveredViewStorage = nil
    }
    parent.setNeedsDisplay(displayAreaInSuperview())
    parent.removeSubviewEntry(self)
    superview = nil
    // This view and those below it remember the tree's root.
    root.rootVersion &+= 1
    clearPointerState()
    invalidateThemeCache()
    parent.setNeedsLayout()
    parent.postAccessibilityNotification(.childrenChanged)
    resetUpdateNotification()
    treeDidChange()
  }

  /// Whether this view is `view` or lies somewhere below it.
  public func isDescendant(of view: DrawView) -> Bool {
    var current: DrawView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The topmost ancestor of the view (the view itself when it has no superview).
  ///
  /// Remembered on the views passed on the way up, so asking again from any of them takes
  /// one step, until a view leaves the tree or the root joins another: building a tree from
  /// the root down, or laying out a deep one, never walks to the root again and again.
  public var rootView: DrawView {
    var root = self
    var steps = 0
    while true {
      if let known = root.rememberedRoot {
        root = known
        break
      }
      guard let parent = root.superview else { break }
      root = parent
      steps += 1
    }
    ancestorVisits += steps
    let version = root.rootVersion
    var current: DrawView? = self
    while let view = current, view.rootStamp != version || view.cachedRoot !== root {
      view.cachedRoot = root
      view.rootStamp = version
      current = view.superview
    }
    return root
  }

  /// The root this view remembers, if that is still its root.
  private var rememberedRoot: DrawView? {
    guard let root = cachedRoot, root.rootVersion == rootStamp else { return nil }
    return root
  }

  /// Converts `point` from this view's coordinates to `view`'s; `nil` means the root's.
  ///
  /// - Precondition: both views are in the same tree.
  public func convert(_ point: CGPoint, to view: DrawView?) -> CGPoint {
    let target = view ?? rootView
    precondition(target.rootView === rootView, "Converting between views of different trees")
    let inRoot = point.applying(transformToRoot)
    return inRoot.applying(target.transformToRoot.inverted() ?? .identity)
  }

  /// Converts `rect` from this view's coordinates to `view`'s; `nil` means the root's.
  public func convert(_ rect: CGRect, to view: DrawView?) -> CGRect {
    let origin = convert(rect.origin, to: view)
    return CGRect(origin: origin, size: rect.size)
  }

  /// The translation from this view's bounds coordinates to the root view's.
  var transformToRoot: Transform {
    var transform = Transform.identity
    var current = self
    while let parent = current.superview {
      transform = transform.concatenating(current.transformToSuperview)
      current = parent
    }
    return transform
  }

  /// The translation from this view's bounds coordinates to its superview's.
  var transformToSuperview: Transform {
    Transform(
      translationX: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
  }
}
