extension TextStorage {
  /// Moves the caret (or, `extending`, the selection's head) one step to the right or left on
  /// screen through `layout`; returns false, moving nothing, when the layout cannot tell or a
  /// selection is to be collapsed (which goes to the selection's logical edge).
  func moveCaretVisually(towardRight: Bool, extending: Bool, layout: TextLineNavigating)
    -> Bool
  {
    let current = selection
    guard extending || current.isEmpty,
      let target = layout.visualPosition(from: current.head, towardRight: towardRight)
    else { return false }
    let head = clamp(target)
    selection = extending ? TextSelection(anchor: current.anchor, head: head) : .caret(head)
    return true
  }

  /// The position a visual caret step within the paragraph of `position` leads to: past the
  /// paragraph's logical start, the previous paragraph's end; past its logical end, the next
  /// paragraph's start; at the ends of the text, `position` itself.
  func position(after step: VisualStep, from position: TextPosition) -> TextPosition {
    switch step {
    case .offset(let offset):
      return clamp(TextPosition(paragraph: position.paragraph, offset: offset))
    case .offStart:
      guard position.paragraph > 0 else { return position }
      return TextPosition(
        paragraph: position.paragraph - 1, offset: paragraphs[position.paragraph - 1].utf8.count)
    case .offEnd:
      guard position.paragraph + 1 < paragraphs.count else { return position }
      return TextPosition(paragraph: position.paragraph + 1, offset: 0)
    }
  }
}
