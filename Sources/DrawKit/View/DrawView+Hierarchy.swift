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
  /// A view that is already a subview here only changes its place in the order (to the end
  /// for an index past it): it is not taken out of the tree, so it keeps everything it had
  /// (the focus, the press, the hover while it is still under the pointer, its resolved
  /// theme and its layout), and the area it covers is drawn again. A view moved within its
  /// tree keeps the focus and its press, as long as it can still be focused at its new
  /// place; a view coming from another tree (or a view that was a root) leaves its focus and
  /// press behind: the focused view in it hears "lost", and the release of its press
  /// activates nothing. Either way a view from another superview loses the hover, which the
  /// tree works out again (see ``isHovered``).
  ///
  /// - Precondition: `view` is not this view or one of its ancestors.
  public func insertSubview(_ view: DrawView, at index: Int) {
    precondition(
      view !== self && (view.subviews.isEmpty || !isDescendant(of: view)),
      "A view cannot become a subview of itself or its descendant")
    if view.superview === self { return moveSubview(view, to: index) }
    TreeCallbacks.current.deferring {
      let kept = view.superview == nil ? view.leaveOwnTree() : view.detach(into: self)
      insertSubviewEntry(view, at: index)
      view.superview = self
      // The view was a root, which it and the views below it may remember.
      view.rootVersion &+= 1
      view.animationsDidJoinTree()
      view.dirtyRegion.removeAll()
      view.resetUpdateNotification()
      view.invalidateThemeCache()
      setNeedsDisplay(view.displayAreaInSuperview(), movingContent: true)
      setNeedsLayout()
      // The view lays itself out in its new place, however it was laid out before (or never).
      view.setNeedsLayout()
      postAccessibilityNotification(.childrenChanged)
      if let focused = kept.focus, !focused.canBecomeFocused {
        focused.rootView.moveFocus(to: nil)
      }
      if let pressed = kept.press, !pressed.isEnabledAndVisibleInTree {
        pressed.rootView.endPointerState(within: pressed, keepingPress: false)
      }
    }
  }

  /// Moves `view`, one of the subviews, to `index` in their order (clamped to the last place).
  ///
  /// A change of order, not of place in the tree, so nothing the tree keeps for the view
  /// ends. Its area is drawn again (it may now cover a sibling or be covered), the order is
  /// laid out again (stacks place their views in it), the hover worked out again and
  /// assistive technology told.
  private func moveSubview(_ view: DrawView, to index: Int) {
    if detachedPrefix > 0 { compactSubviews() }
    let destination = min(max(index, 0), subviewStorage.count - 1)
    guard subviewStorage.indices.contains(destination), subviewStorage[destination] !== view
    else { return }
    removeSubviewEntry(view)
    insertSubviewEntry(view, at: destination)
    setNeedsDisplay(view.displayAreaInSuperview(), movingContent: true)
    setNeedsLayout()
    postAccessibilityNotification(.childrenChanged)
  }

  /// Detaches the view from its superview; does nothing when it has none.
  ///
  /// The focus, the press and the hover of the tree it leaves are taken from it and its
  /// subviews, so keys never go to a view nobody sees: the focused view among them hears
  /// "lost" and the hovered ones ``PointerEvent/Phase/exit`` once the view is out, and the
  /// release of a press on them activates nothing.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    TreeCallbacks.current.deferring { _ = detach(into: nil) }
  }

  /// Takes the view out of its superview's subviews, on its way to `newParent` (`nil` when
  /// it is removed).
  ///
  /// What the tree it leaves kept for the view and its subviews ends, unless `newParent` is
  /// in the same tree: then the focus and the press stay with them. Returns the focused and
  /// the pressed view that stay, for the caller to check once the view is in its new place.
  /// Called inside a ``TreeCallbacks/deferring(_:)`` scope, so callbacks come once the move is
  /// complete.
  private func detach(into newParent: DrawView?) -> (focus: DrawView?, press: DrawView?) {
    guard let parent = superview else { return (nil, nil) }
    let root = parent.rootView
    var staysInTree: Bool { newParent?.rootView === root }
    var kept: (focus: DrawView?, press: DrawView?) = (nil, nil)
    if let focused = root.focusedViewStorage, focused.isDescendant(of: self) {
      if staysInTree {
        kept.focus = focused
      } else {
        root.moveFocus(to: nil)
      }
    }
    if let pointer = root.pointerState {
      if let captured = pointer.captured, captured.isDescendant(of: self), staysInTree {
        kept.press = captured
      }
      root.endPointerState(within: self, keepingPress: kept.press != nil)
    }
    parent.setNeedsDisplay(displayAreaInSuperview(), movingContent: true)
    parent.removeSubviewEntry(self)
    parent.subviewsDetached += 1
    superview = nil
    // This view and those below it remember the tree's root.
    root.rootVersion &+= 1
    invalidateThemeCache()
    parent.setNeedsLayout()
    parent.postAccessibilityNotification(.childrenChanged)
    resetUpdateNotification()
    treeDidChange()
    return kept
  }

  /// On a root about to become a subview: ends the focus and the pointer state its tree
  /// kept, since they belong to the tree it leaves; nothing stays.
  private func leaveOwnTree() -> (focus: DrawView?, press: DrawView?) {
    moveFocus(to: nil)
    isFocusVisibleStorage = false
    if pointerState != nil {
      endPointerState(within: self, keepingPress: false)
      pointerState = nil
    }
    return (nil, nil)
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
