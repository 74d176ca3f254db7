import Foundation

extension DrawView {
  /// Delivers a key press to the focused view of this tree; returns whether a view used it.
  ///
  /// A press the focused view does not use goes on: Tab and Shift+Tab move the focus to the
  /// next or previous focusable view, and Space, Return and keypad Enter call the focused
  /// view's ``activate()``. Any key makes the focus visible (``isFocusVisible``).
  @discardableResult
  public func dispatch(_ event: KeyEvent) -> Bool {
    let root = rootView
    root.setFocusVisible(true)
    let focused = root.focusedViewStorage
    if let focused, !focused.canBecomeFocused {
      focused.resignFirstResponder()
    } else if let focused, focused.keyDown(event) {
      return true
    }
    switch KeyBindings().command(for: event) {
    case .focusNext?: return root.focusNext() != nil
    case .focusPrevious?: return root.focusPrevious() != nil
    default: break
    }
    let activates = event.key == .space || event.key == .return
    guard activates, event.modifiers.isEmpty, let focused = root.focusedViewStorage else {
      return false
    }
    return focused.activate()
  }

  /// Delivers a pointer event, whose location is in this (root) view's coordinates, to the
  /// view under it; returns whether a view used it.
  ///
  /// A button press focuses the nearest focusable view under the pointer, hides the focus
  /// ring, and captures the pointer: drags (``PointerEvent/Phase/move``) and the release go
  /// to the same view until the button goes up. Events a view does not use go on to its
  /// superview. Along the way the tree keeps ``isHovered`` (sending
  /// ``PointerEvent/Phase/enter`` and ``PointerEvent/Phase/exit`` to the views the pointer
  /// enters and leaves) and ``isPressed``. Disabled views and those below them get nothing.
  @discardableResult
  public func dispatch(_ event: PointerEvent) -> Bool {
    let root = rootView
    if event.phase == .exit {
      root.updateHover(to: nil, event: event)
      return false
    }
    let captured = root.pointerCaptureStorage
    let hit = root.hitTest(event.location)
    if captured == nil {
      root.updateHover(to: hit, event: event)
    }
    defer {
      if event.phase == .up {
        root.releaseCapture()
        if captured != nil { root.updateHover(to: root.hitTest(event.location), event: event) }
      }
    }
    if event.phase == .enter { return false }
    let target: DrawView?
    if event.phase == .move || event.phase == .up, let captured {
      target = captured
    } else {
      target = hit
    }
    // An enter, exit or focus handler may remove the target from the tree: the event is then
    // dropped, as it is for a point over nothing.
    guard let target, target.rootView === root, target.isEnabledInTree else { return false }
    switch event.phase {
    case .down:
      root.pointerCaptureStorage = target
      root.setFocusVisible(false)
      if let focusable = target.nearestAncestor(where: \.isFocusable) {
        focusable.becomeFirstResponder()
      }
      guard target.rootView === root else { return false }
      if event.button == .primary { target.updatePressed(at: event.location, in: root) }
    case .move:
      // Only a drag of a press that is still captured presses; a drag whose view left the
      // tree presses nothing the release would not let go of.
      if event.button == .primary, captured != nil {
        target.updatePressed(at: event.location, in: root)
      }
    default:
      break
    }
    var receiver: DrawView? = target
    var local = event
    local.location = root.convert(event.location, to: target)
    while let view = receiver {
      if view.pointerEvent(local) { return true }
      local.location = local.location.applying(view.transformToSuperview)
      receiver = view.superview
    }
    return false
  }

  /// The pasteboard copy, cut and paste use here: the nearest ``pasteboard`` up the tree,
  /// or one the root makes on first use.
  public var effectivePasteboard: Pasteboard {
    var current: DrawView? = self
    while let view = current {
      if let pasteboard = view.pasteboardStorage { return pasteboard }
      current = view.superview
    }
    let made = MemoryPasteboard()
    rootView.pasteboardStorage = made
    return made
  }

  /// The selection pasteboard (X11's PRIMARY) here: the nearest ``selectionPasteboard`` up the
  /// tree, or `nil` when no host provides one.
  public var effectiveSelectionPasteboard: Pasteboard? {
    nearestAncestor { $0.selectionPasteboardStorage != nil }?.selectionPasteboardStorage
  }

  /// This view or its nearest ancestor for which `predicate` holds.
  func nearestAncestor(where predicate: (DrawView) -> Bool) -> DrawView? {
    var current: DrawView? = self
    while let view = current {
      if predicate(view) { return view }
      current = view.superview
    }
    return nil
  }

  /// Clears this view's hover and press, as it leaves its tree.
  func clearPointerState() {
    walkSubtree { view in
      let changed = view.isHovered || view.isPressed
      view.isHovered = false
      view.isPressed = false
      if changed { view.stateDidChange() }
      return true
    }
  }

  /// On a root: makes `view` and its ancestors the hovered ones, sending exit events to the
  /// views the pointer left (innermost first) and enter events to those it entered
  /// (outermost first), and redrawing the outermost of each.
  ///
  /// Linear in the depth of the tree: the two chains meet at their common ancestor.
  private func updateHover(to view: DrawView?, event: PointerEvent) {
    let previous = hoveredViewStorage
    guard previous !== view else { return }
    hoveredViewStorage = view
    let old = previous?.ancestorChain ?? []
    let new = view?.ancestorChain ?? []
    let newSet = Set(new.map(ObjectIdentifier.init))
    let oldSet = Set(old.map(ObjectIdentifier.init))
    let left = old.filter { !newSet.contains(ObjectIdentifier($0)) }
    let entered = new.filter { !oldSet.contains(ObjectIdentifier($0)) }
    let leftDown = Array(left.reversed())
    for (leaving, location) in zip(leftDown, locations(of: event.location, downThrough: leftDown))
      .reversed()
    {
      leaving.isHovered = false
      var exit = event
      exit.phase = .exit
      exit.location = location
      _ = leaving.pointerEvent(exit)
    }
    leftDown.first?.setNeedsDisplay()
    let enteredDown = Array(entered.reversed())
    guard let outermost = enteredDown.first, outermost.isEnabledInTree else { return }
    let points = locations(of: event.location, downThrough: enteredDown)
    for (entering, location) in zip(enteredDown, points) {
      guard entering.isEnabled else { break }
      entering.isHovered = true
      var enter = event
      enter.phase = .enter
      enter.location = location
      _ = entering.pointerEvent(enter)
    }
    outermost.setNeedsDisplay()
  }

  /// Where `location`, in this root's coordinates, lies in each view of `chain`.
  ///
  /// `chain` is a run of ancestors, outermost first: one conversion, then one step per view,
  /// so linear in the chain. A chain no longer in this tree keeps the location as it is.
  private func locations(of location: CGPoint, downThrough chain: [DrawView]) -> [CGPoint] {
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
  private func updatePressed(at location: CGPoint, in root: DrawView) {
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
  private func releaseCapture() {
    if let captured = pointerCaptureStorage {
      var outermostChanged: DrawView?
      for view in captured.ancestorChain where view.isPressed {
        view.isPressed = false
        outermostChanged = view
      }
      outermostChanged?.setNeedsDisplay()
    }
    pointerCaptureStorage = nil
  }

  /// This view and its ancestors, innermost first.
  private var ancestorChain: [DrawView] {
    var chain: [DrawView] = []
    var current: DrawView? = self
    while let view = current {
      chain.append(view)
      current = view.superview
    }
    return chain
  }
}
