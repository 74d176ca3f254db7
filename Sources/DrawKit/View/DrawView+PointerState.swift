import Foundation

extension DrawView {
  /// On a root: its pointer state, made when the first pointer event arrives.
  var pointerStateForEvents: PointerState {
    if let pointerState { return pointerState }
    let made = PointerState()
    pointerState = made
    return made
  }

  /// On a root: notes that what lies under the pointer may have changed, so that the hover
  /// is worked out again at the next opportunity (see ``isHovered``).
  func hoverMayHaveMoved() {
    pointerState?.hoverIsStale = true
  }

  /// Ends what this view and its subviews take part in, as they are hidden or disabled: the
  /// focus, the hover and the press.
  ///
  /// Called inside a ``TreeCallbacks/deferring(_:)`` scope.
  func leaveInteraction() {
    resignFocusWithin()
    let root = rootView
    if root.pointerState != nil { root.endPointerState(within: self, keepingPress: false) }
  }

  /// On a root: takes the hover from `subtree` (a view of this tree) and its subviews,
  /// queueing their exit events, and ends a press held on one of them; with `keepingPress`
  /// (the subtree moves within the tree) the press goes on and only the ancestors it leaves
  /// stop being pressed.
  ///
  /// Linear in the depth of the tree: only the hovered and pressed views, which form two
  /// chains of ancestors, hold state.
  func endPointerState(within subtree: DrawView, keepingPress: Bool) {
    guard let pointer = pointerState else { return }
    pointer.hoverIsStale = true
    if let hovered = pointer.hovered, hovered.isDescendant(of: subtree) {
      var leaving: [DrawView] = []
      var current: DrawView? = hovered
      while let view = current {
        leaving.append(view)
        if view === subtree { break }
        current = view.superview
      }
      pointer.hovered = subtree.superview
      let downward = Array(leaving.reversed())
      let callbacks = TreeCallbacks.current
      let points = locations(of: pointer.location ?? .zero, downThrough: downward)
      for (view, location) in zip(downward, points).reversed() {
        view.isHovered = false
        callbacks.queue(PointerEvent(.exit, at: location), for: view)
      }
      subtree.setNeedsDisplay()
    }
    guard let captured = pointer.captured, captured.isDescendant(of: subtree) else { return }
    if keepingPress {
      var outermostChanged: DrawView?
      var current = subtree.superview
      while let view = current {
        if view.isPressed {
          view.isPressed = false
          outermostChanged = view
        }
        current = view.superview
      }
      outermostChanged?.setNeedsDisplay()
    } else {
      releaseCapture()
      pointer.pressIsCancelled = true
    }
  }

  /// On a root: works the hover out again from the pointer's last location when something
  /// moved in the tree since it last was, unless a button is held.
  ///
  /// Called after each pointer event and by ``layoutIfNeeded()`` on the root, so that a
  /// scroll or a change from code shows the right hover in the next frame.
  func refreshHoverIfStale() {
    guard let pointer = pointerState, pointer.hoverIsStale, pointer.captured == nil,
      !pointer.pressIsCancelled
    else { return }
    pointer.hoverIsStale = false
    let target = pointer.location.flatMap { hitTest($0) }
    TreeCallbacks.current.deferring {
      updateHover(to: target, event: PointerEvent(.hover, at: pointer.location ?? .zero))
    }
  }

  /// On a root: makes the hovered views those of `hit` and its ancestors, up to a disabled
  /// one, sending exit events to the views the pointer left (innermost first) and enter
  /// events to those it entered (outermost first), and redrawing the outermost of each.
  ///
  /// The flags change at once; the events are queued in `TreeCallbacks`. Linear in the depth
  /// of the tree: the two chains meet at their common ancestor.
  func updateHover(to hit: DrawView?, event: PointerEvent) {
    let pointer = pointerStateForEvents
    let view = hit.flatMap(Self.hoverTarget(under:))
    let previous = pointer.hovered
    guard previous !== view else { return }
    pointer.hovered = view
    let old = previous?.ancestorChain ?? []
    let new = view?.ancestorChain ?? []
    let newSet = Set(new.map(ObjectIdentifier.init))
    let oldSet = Set(old.map(ObjectIdentifier.init))
    let leftDown = Array(old.filter { !newSet.contains(ObjectIdentifier($0)) }.reversed())
    let enteredDown = Array(new.filter { !oldSet.contains(ObjectIdentifier($0)) }.reversed())
    let callbacks = TreeCallbacks.current
    let leftPoints = locations(of: event.location, downThrough: leftDown)
    for (leaving, location) in zip(leftDown, leftPoints).reversed() {
      leaving.isHovered = false
      var exit = event
      exit.phase = .exit
      exit.location = location
      callbacks.queue(exit, for: leaving)
    }
    leftDown.first?.setNeedsDisplay()
    let enteredPoints = locations(of: event.location, downThrough: enteredDown)
    for (entering, location) in zip(enteredDown, enteredPoints) {
      entering.isHovered = true
      var enter = event
      enter.phase = .enter
      enter.location = location
      callbacks.queue(enter, for: entering)
    }
    enteredDown.first?.setNeedsDisplay()
  }

  /// The innermost view `hit` and its ancestors make hovered: `hit`, or the superview of
  /// the outermost disabled view above it (`nil` when that is the root), since disabled views
  /// and those below them are not hovered.
  private static func hoverTarget(under hit: DrawView) -> DrawView? {
    var target: DrawView? = hit
    var current: DrawView? = hit
    while let view = current {
      if !view.isEnabled { target = view.superview }
      current = view.superview
    }
    return target
  }

  /// Where `location`, in this root's coordinates, lies in each view of `chain`.
  ///
  /// `chain` is a run of ancestors, outermost first: one conversion, then one step per view,
  /// so linear in the chain. A chain no longer in this tree keeps the location as it is.
  func locations(of location: CGPoint, downThrough chain: [DrawView]) -> [CGPoint] {
    guard let outermost = chain.first else { return [] }
    var local = outermost.rootView === self ? convert(location, to: outermost) : location
    var result = [local]
    for view in chain.dropFirst() {
      local = local.applying(view.transformToSuperview.inverted() ?? .identity)
      result.append(local)
    }
    return result
  }

  /// Marks this view and its ancestors pressed where `location` (in `root`'s coordinates)
  /// lies inside them, and not pressed where it does not.
  ///
  /// Redraws the outermost view whose press changed, which covers the others.
  func updatePressed(at location: CGPoint, in root: DrawView) {
    var local = root.convert(location, to: self)
    var outermostChanged: DrawView?
    for view in ancestorChain {
      let inside = view.bounds.contains(local)
      if view.isPressed != inside {
        view.isPressed = inside
        outermostChanged = view
      }
      local = local.applying(view.transformToSuperview)
    }
    outermostChanged?.setNeedsDisplay()
  }

  /// On a root: ends the pointer capture and the press.
  func releaseCapture() {
    guard let pointer = pointerState else { return }
    if let captured = pointer.captured {
      var outermostChanged: DrawView?
      for view in captured.ancestorChain where view.isPressed {
        view.isPressed = false
        outermostChanged = view
      }
      outermostChanged?.setNeedsDisplay()
    }
    pointer.captured = nil
  }

  /// This view and its ancestors, innermost first.
  var ancestorChain: [DrawView] {
    var chain: [DrawView] = []
    var current: DrawView? = self
    while let view = current {
      chain.append(view)
      current = view.superview
    }
    return chain
  }
}
