import Foundation

extension TextInputView: TextComposing {
  /// The caret (the selection's head, inside the marked text while composing) in the root
  /// view's coordinates.
  public var inputMethodCaretRect: CGRect {
    convert(caretRect(for: storage.selection.head), to: nil)
  }
}
