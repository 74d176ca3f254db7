import Foundation

/// A view an input method composes text in, as hosts see it: the window host passes the input
/// method's composition, commits and caret position through this protocol, whatever widget
/// class it is.
///
/// ``TextInputView`` adopts it, so every text widget, yours included, takes input methods in
/// every host.
public protocol TextComposing: AnyObject {
  /// Whether an input method may compose text here; hosts send keys straight to the view
  /// when not (secure or read-only text).
  var acceptsMarkedText: Bool { get }
  /// Whether an input method is composing text in this view.
  var isComposing: Bool { get }
  /// Starts or updates the input method's composition.
  func setMarkedText(_ marked: MarkedText)
  /// Commits the marked text as it stands.
  func unmarkText()
  /// Removes the marked text, putting back what it replaced.
  func cancelComposition()
  /// Inserts text the input method committed, replacing any marked text.
  func insertText(_ text: String)
  /// The caret's rectangle in the root view's coordinates (the window's, in points), as tall
  /// as its line: where an input method opens its candidate window.
  var inputMethodCaretRect: CGRect { get }
  /// Calls `handler` whenever a composition ends without the host asking: an edit or
  /// selection change from code (an `onChange` that assigns the text), a key the input method
  /// did not take (Return, BackSpace), a click.
  ///
  /// The host resets its input method there (`gtk_im_context_reset`, XIM's `XIM_RESET_IC`),
  /// so that its next preedit starts afresh instead of bringing back, and so doubling, the
  /// text that was composed. It is not called for the host's own ``unmarkText()``,
  /// ``cancelComposition()`` and ``insertText(_:)``. The handler runs while the text is
  /// being changed, so it must not edit the text; it receives the view. `nil` removes it.
  func onCompositionEnd(_ handler: ((any TextComposing) -> Void)?)
}
