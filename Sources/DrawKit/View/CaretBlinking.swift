/// A view with a blinking caret, as hosts see it: the window host blinks the focused
/// view's caret through this protocol, whatever widget class it is.
///
/// ``TextInputView`` adopts it, so every text widget, yours included, blinks in every host.
public protocol CaretBlinking: AnyObject {
  /// Whether the caret is in the visible half of its blink.
  var isCaretBlinkVisible: Bool { get }
  /// Shows or hides the caret for the next half of its blink.
  func blinkCaret()
}
