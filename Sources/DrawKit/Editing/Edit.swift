/// One replacement as recorded for undo: what was there, what replaced it, and where.
struct Edit: Hashable {
  /// The replaced range, in positions of the text before the edit.
  let range: Range<TextPosition>
  /// The text that was removed.
  let removedText: String
  /// The text that was inserted.
  let insertedText: String
  /// Where the inserted text lies, in positions of the text after the edit.
  let insertedRange: Range<TextPosition>

  /// `position`, from before the edit, moved to where the same text is after it; positions
  /// inside the replaced range move to the end of the insertion.
  func adjust(_ position: TextPosition) -> TextPosition {
    if position <= range.lowerBound { return position }
    if position < range.upperBound || position == range.upperBound && !range.isEmpty {
      return insertedRange.upperBound
    }
    if position.paragraph == range.upperBound.paragraph {
      return TextPosition(
        paragraph: insertedRange.upperBound.paragraph,
        offset: insertedRange.upperBound.offset + position.offset - range.upperBound.offset)
    }
    let shift = insertedRange.upperBound.paragraph - range.upperBound.paragraph
    return TextPosition(paragraph: position.paragraph + shift, offset: position.offset)
  }
}
