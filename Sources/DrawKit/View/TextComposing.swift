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
}
