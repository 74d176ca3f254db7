extension TextStorage {
  /// The Unicode scalars (newlines included) before `position`, clamped to a caret stop: the
  /// character offset AT-SPI counts.
  ///
  /// Costs the paragraph's chunk (64 paragraphs) from the nearer end to `position`, plus, on
  /// the first offset asked for after an edit, the chunks between the edit and `position`;
  /// never the whole text before it.
  func scalarOffset(of position: TextPosition) -> Int {
    offset(of: position)[.scalars]
  }

  /// The UTF-16 code units (newlines included) before `position`, clamped to a caret stop: the
  /// offset `NSString` and `NSRange` count.
  func utf16Offset(of position: TextPosition) -> Int {
    offset(of: position)[.utf16]
  }

  private func offset(of position: TextPosition) -> UnitCounts {
    let position = clamp(position)
    return paragraphs.unitCounts(beforeParagraph: position.paragraph, offset: position.offset)
  }

  /// The position `offset` units of `unit` into the text, clamped to the text but not rounded
  /// to a caret stop (``clampedSelection(anchor:head:)`` and ``clampedRange(_:)`` do that);
  /// an offset between the two halves of a surrogate pair gives the pair's start, or its end
  /// when `roundingUp`.
  func position(atOffset offset: Int, in unit: TextOffsetUnit, roundingUp: Bool) -> TextPosition {
    let found = paragraphs.position(atOffset: offset, in: unit)
    var position = TextPosition(paragraph: found.paragraph, offset: found.offset)
    if found.splitsScalar, roundingUp { position.offset += 4 }
    return position
  }

  /// How many bytes of text working out scalar and UTF-16 offsets has scanned: for tests that
  /// check what an offset costs.
  package var offsetBytesScanned: Int { paragraphs.unitBytesScanned }

  /// A selection from `anchor` to `head` given from outside, clamped into the text with both
  /// ends on caret stops: a caret stays a caret, at the stop at or before it; a selection
  /// widens to every cluster it touches, keeping its direction.
  ///
  /// So a caret placed between the halves of a surrogate pair, or inside an emoji sequence,
  /// never becomes a selection of the emoji that the next key would delete, and a selection
  /// never splits a character.
  func clampedSelection(anchor: TextPosition, head: TextPosition) -> TextSelection {
    guard anchor != head else { return .caret(clamp(anchor)) }
    let range = clampedRange(min(anchor, head)..<max(anchor, head))
    return anchor < head
      ? TextSelection(anchor: range.lowerBound, head: range.upperBound)
      : TextSelection(anchor: range.upperBound, head: range.lowerBound)
  }

  /// A range given from outside, clamped into the text with both ends on caret stops: an empty
  /// range stays empty, at the stop at or before it; another widens to every cluster it
  /// touches.
  func clampedRange(_ range: Range<TextPosition>) -> Range<TextPosition> {
    let lower = clamp(range.lowerBound)
    guard !range.isEmpty else { return lower..<lower }
    return lower..<max(lower, clampUp(range.upperBound))
  }
}
