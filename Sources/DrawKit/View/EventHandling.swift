/// Typed event closures for every view, in DrawKit's one callback shape: a method named
/// `on` and the event, taking a closure that receives the view as its own type first, so a
/// checkbox's handler reads `checkbox.isSelected` without a cast and needs no reference to
/// the view (no retain cycle).
///
/// ```swift
/// let checkbox = Checkbox(title: "Wrap lines")
///   .onActivate { checkbox in checkbox.isSelected.toggle() }
/// ```
///
/// Each method replaces the view's previous closure of its kind (`nil` removes it) and
/// returns the view, so calls chain. A subclass can instead override
/// ``DrawView/keyDown(_:)``, ``DrawView/pointerEvent(_:)``, ``DrawView/focusDidChange(_:)``
/// or ``DrawView/activate()``; their default implementations call these closures.
public protocol EventHandling: AnyObject {}

extension DrawView: EventHandling {}

extension EventHandling where Self: DrawView {
  /// Handles key presses while the view is focused; the closure returns whether it used the
  /// press.
  @discardableResult
  public func onKey(_ handler: ((Self, KeyEvent) -> Bool)?) -> Self {
    keyHandler = handler.map { handler in { [unowned self] event in handler(self, event) } }
    return self
  }

  /// Handles pointer events that hit the view, in its coordinates; the closure returns
  /// whether it used the event (unused ones go on to the superview).
  @discardableResult
  public func onPointer(_ handler: ((Self, PointerEvent) -> Bool)?) -> Self {
    pointerHandler = handler.map { handler in { [unowned self] event in handler(self, event) } }
    return self
  }

  /// Called with the view and its new focus state whenever it gains or loses focus.
  @discardableResult
  public func onFocusChange(_ handler: ((Self, Bool) -> Void)?) -> Self {
    focusHandler = handler.map { handler in
      { [unowned self] isFocused in handler(self, isFocused) }
    }
    return self
  }

  /// Runs `handler` when `shortcut` is pressed while the focus is on this view or below it
  /// and no view nearer the focus used the press; on the root view, anywhere in the window.
  ///
  /// A view holds any number of shortcuts, one action each: attaching a shortcut again
  /// replaces its action, and `nil` removes it. A matching shortcut uses the press (it goes no
  /// further). Views nearer the focus come first, so a focused text field types the letter of
  /// a shortcut without modifiers and keeps Ctrl+A for Select All; see
  /// ``DrawView/dispatch(_:)-(KeyEvent)`` for the whole order.
  @discardableResult
  public func onShortcut(_ shortcut: KeyShortcut, _ handler: ((Self) -> Void)?) -> Self {
    var handlers = shortcutHandlers ?? [:]
    handlers[shortcut] = handler.map { handler in { [unowned self] in handler(self) } }
    shortcutHandlers = handlers.isEmpty ? nil : handlers
    return self
  }

  /// The view's action, run by a click on it, or by Space or Return while it is focused;
  /// giving a view an action makes it button-like.
  @discardableResult
  public func onActivate(_ handler: ((Self) -> Void)?) -> Self {
    activateHandler = handler.map { handler in { [unowned self] in handler(self) } }
    return self
  }
}

extension EventHandling where Self: TextInputView {
  /// Called after every change to the text, whatever made it (typing, paste, undo, code),
  /// with the widget as its own type and what changed; the one change callback of every text
  /// widget.
  ///
  /// The widget is passed in, so the closure needs no reference to it: a field that keeps
  /// at most ten characters is `field.onChange { field, _ in field.text = String(field.text.prefix(10)) }`,
  /// without a retain cycle. Edits made here are applied after every observer has heard
  /// this change, and reported in turn.
  @discardableResult
  public func onChange(_ handler: ((Self, TextChange) -> Void)?) -> Self {
    changeHandler = handler.map { handler in { [unowned self] change in handler(self, change) } }
    return self
  }
}

extension EventHandling where Self: TextField {
  /// Called with the field and its text when the user presses Return; a field without this
  /// closure leaves Return to its superviews.
  @discardableResult
  public func onSubmit(_ handler: ((Self, String) -> Void)?) -> Self {
    submitHandler = handler.map { handler in { [unowned self] text in handler(self, text) } }
    return self
  }
}
