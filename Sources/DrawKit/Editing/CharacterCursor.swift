/// Steps through a ``TextStorage`` one caret stop at a time across paragraphs (Pango's cursor
/// positions, see ``CursorStops``); the end of a paragraph reads as a `"\n"` cluster.
///
/// Peeking returns the grapheme cluster (Swift `Character`) that holds the next or previous
/// step, which is what word movement classifies.
struct CharacterCursor {
  let paragraphs: TextStorage.Paragraphs
  private(set) var position: TextPosition

  init(_ storage: TextStorage, at position: TextPosition) {
    self.paragraphs = storage.paragraphs
    self.position = position
  }

  /// The cluster after the cursor, or `nil` at the end of the text.
  func peekForward() -> Character? {
    let paragraph = paragraphs[position.paragraph]
    if position.offset < paragraph.utf8.count {
      return paragraph[paragraph.characterIndex(utf8Offset: position.offset)]
    }
    return position.paragraph + 1 < paragraphs.count ? "\n" : nil
  }

  /// The cluster before the cursor, or `nil` at the start of the text.
  func peekBackward() -> Character? {
    let paragraph = paragraphs[position.paragraph]
    if let previous = paragraph.cursorPosition(before: position.offset) {
      return paragraph[paragraph.characterIndex(utf8Offset: previous)]
    }
    return position.paragraph > 0 ? "\n" : nil
  }

  /// Moves past the next cluster; returns false at the end of the text.
  @discardableResult
  mutating func moveForward() -> Bool {
    let paragraph = paragraphs[position.paragraph]
    if let next = paragraph.cursorPosition(after: position.offset) {
      position.offset = next
      return true
    }
    guard position.paragraph + 1 < paragraphs.count else { return false }
    position = TextPosition(paragraph: position.paragraph + 1, offset: 0)
    return true
  }

  /// Moves before the previous cluster; returns false at the start of the text.
  @discardableResult
  mutating func moveBackward() -> Bool {
    if let previous = paragraphs[position.paragraph].cursorPosition(before: position.offset) {
      position.offset = previous
      return true
    }
    guard position.paragraph > 0 else { return false }
    position = TextPosition(
      paragraph: position.paragraph - 1, offset: paragraphs[position.paragraph - 1].utf8.count)
    return true
  }
}
