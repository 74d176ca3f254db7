import Foundation

extension DrawView {
  /// Delivers a key press to the focused view of this tree; returns whether a view used it.
  ///
  /// A Tab or Shift+Tab that the focused view does not use moves focus to the next or
  /// previous focusable view.
  @discardableResult
  public func dispatch(_ event: KeyEvent) -> Bool {
    let root = rootView
    if let focused = root.focusedViewStorage, focused.keyDown(event) {
      return true
    }
    switch KeyBindings().command(for: event) {
    case .focusNext?: return root.focusNext() != nil
    case .focusPrevious?: return root.focusPrevious() != nil
    default: return false
    }
  }

  /// Delivers a pointer event, whose location is in this (root) view's coordinates, to the
  /// view under it; returns whether a view used it.
  ///
  /// A button press focuses the nearest focusable view under the pointer and captures the
  /// pointer: moves and the release go to the same view until the button goes up. Events a
  /// view does not use go on to its superview.
  @discardableResult
  public func dispatch(_ event: PointerEvent) -> Bool {
    let root = rootView
    let captured = root.pointerCaptureStorage
    let target: DrawView?
    if event.phase == .move || event.phase == .up, let captured {
      target = captured
    } else {
      target = root.hitTest(event.location)
    }
    guard let target else { return false }
    if event.phase == .down {
      root.pointerCaptureStorage = target
      if let focusable = target.nearestAncestor(where: \.isFocusable) {
        focusable.becomeFirstResponder()
      }
    } else if event.phase == .up {
      root.pointerCaptureStorage = nil
    }
    var receiver: DrawView? = target
    while let view = receiver {
      var local = event
      local.location = root.convert(event.location, to: view)
      if view.pointerEvent(local) { return true }
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
}
