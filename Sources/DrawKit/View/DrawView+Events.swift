import Foundation

extension DrawView {
  /// Delivers a key press to the focused view of this tree and, if it does not use it, up
  /// the tree; returns whether a view used it.
  ///
  /// The press goes, in this order, until one uses it:
  /// 1. the focused view's shortcuts (``EventHandling/onShortcut(_:_:)``), then its
  ///    ``keyDown(_:)``;
  /// 2. Space or Return without modifiers: the focused view's ``activate()``;
  /// 3. each ancestor of the focused view in turn, nearest first, up to this tree's root: its
  ///    shortcuts, then its ``keyDown(_:)`` (a responder chain, as in UIKit and GTK), so a
  ///    shortcut on the root works in the whole window. Without a focused view the root alone
  ///    is asked;
  /// 4. Tab and Shift+Tab move the focus to the next or previous focusable view.
  ///
  /// A handler may change the tree: the next view is asked only if it is still in this tree
  /// and enabled (as for pointer events). Any key makes the focus visible
  /// (``isFocusVisible``).
  @discardableResult
  public func dispatch(_ event: KeyEvent) -> Bool {
    let root = rootView
    root.setFocusVisible(true)
    if let focused = root.focusedViewStorage, !focused.canBecomeFocused {
      focused.resignFirstResponder()
    }
    let focused = root.focusedViewStorage
    let activates = (event.key == .space || event.key == .return) && event.modifiers.isEmpty
    let callbacks = TreeCallbacks.current
    var changes = callbacks.changeCount
    var receiver: DrawView? = focused ?? (root.isEnabled ? root : nil)
    while let view = receiver {
      if callbacks.changeCount != changes {
        changes = callbacks.changeCount
        guard view.rootView === root, view.isEnabledInTree else { return false }
      }
      if view.offer(event) { return true }
      if view === focused, activates, view.activate() { return true }
      receiver = view.superview
    }
    switch KeyBindings().command(for: event) {
    case .focusNext?: return root.focusNext() != nil
    case .focusPrevious?: return root.focusPrevious() != nil
    default: return false
    }
  }

  /// Offers a key press to this view's shortcuts, then to its ``keyDown(_:)``.
  private func offer(_ event: KeyEvent) -> Bool {
    if let handler = shortcutHandlers?[KeyShortcut(event.key, modifiers: event.modifiers)] {
      handler()
      return true
    }
    return keyDown(event)
  }

  /// Delivers a pointer event, whose location is in this (root) view's coordinates, to the
  /// view under it; returns whether a view used it.
  ///
  /// A button press focuses the nearest focusable view under the pointer, hides the focus
  /// ring, and captures the pointer: drags (``PointerEvent/Phase/move``) and the release go
  /// to the same view until the button goes up. Events a view does not use go on to its
  /// superview, as the tree is when each view is reached: a view a handler took out of the
  /// tree (or disabled) gets nothing, and the event goes no further. Along the way the tree
  /// keeps ``isHovered`` (sending ``PointerEvent/Phase/enter`` and
  /// ``PointerEvent/Phase/exit`` to the views the pointer enters and leaves, before the
  /// event itself) and ``isPressed``. Disabled views and those below them get nothing.
  ///
  /// After the event the hover is worked out again if a handler moved what lies under the
  /// pointer (a wheel event that scrolled), so it never lags behind. A press whose view was
  /// removed, hidden or disabled is over: its drags and its release go to no view.
  @discardableResult
  public func dispatch(_ event: PointerEvent) -> Bool {
    let root = rootView
    let pointer = root.pointerStateForEvents
    let callbacks = TreeCallbacks.current
    if event.phase == .exit {
      pointer.location = nil
      callbacks.deferring { root.updateHover(to: nil, event: event) }
      return false
    }
    pointer.location = event.location
    defer { root.refreshHoverIfStale() }
    if event.phase == .down { pointer.pressIsCancelled = false }
    if pointer.pressIsCancelled, event.phase == .move || event.phase == .up {
      if event.phase == .up {
        pointer.pressIsCancelled = false
        pointer.hoverIsStale = true
      }
      return false
    }
    let captured = pointer.captured
    let hit = root.hitTest(event.location)
    if captured == nil {
      callbacks.deferring { root.updateHover(to: hit, event: event) }
    }
    defer {
      if event.phase == .up, captured != nil {
        root.releaseCapture()
        pointer.pressIsCancelled = false
        pointer.hoverIsStale = true
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
      // A press of a second button while one is held takes the capture over.
      root.releaseCapture()
      pointer.captured = target
      root.setFocusVisible(false)
      if let focusable = target.nearestAncestor(where: \.isFocusable) {
        focusable.becomeFirstResponder()
      }
      guard target.rootView === root, pointer.captured === target else { return false }
      if event.button == .primary { target.updatePressed(at: event.location, in: root) }
    case .move, .up:
      // Only a drag or release of a press that is still captured presses; one whose view left
      // the tree presses nothing the release would not let go of.
      if event.button == .primary, captured != nil {
        target.updatePressed(at: event.location, in: root)
      }
    default:
      break
    }
    return root.bubble(event, from: target, callbacks: callbacks)
  }

  /// On a root: offers `event` (in root coordinates) to `target`, then to its ancestors
  /// until one uses it; returns whether one did.
  ///
  /// A handler may change the tree: the next view is then offered the event only if it is
  /// still in this tree and enabled. That check runs only after a change, so bubbling up a
  /// deep tree stays linear.
  private func bubble(
    _ event: PointerEvent, from target: DrawView, callbacks: TreeCallbacks
  ) -> Bool {
    var receiver: DrawView? = target
    var local = event
    local.location = convert(event.location, to: target)
    var changes = callbacks.changeCount
    while let view = receiver {
      if view.pointerEvent(local) { return true }
      local.location = local.location.applying(view.transformToSuperview)
      receiver = view.superview
      if callbacks.changeCount != changes, let next = receiver {
        changes = callbacks.changeCount
        guard next.rootView === self, next.isEnabledInTree else { return false }
      }
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
}
