/// Steps through a ``TextStorage`` one grapheme cluster at a time across paragraphs; the end
/// of a paragraph reads as a `"\n"` cluster.
struct CharacterCursor {
  let paragraphs: [String]
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
    if position.offset > 0 {
      let index = paragraph.characterIndex(utf8Offset: position.offset)
      return paragraph[paragraph.index(before: index)]
    }
    return position.paragraph > 0 ? "\n" : nil
  }

  /// Moves past the next cluster; returns false at the end of the text.
  @discardableResult
  mutating func moveForward() -> Bool {
    let paragraph = paragraphs[position.paragraph]
    if position.offset < paragraph.utf8.count {
      let index = paragraph.characterIndex(utf8Offset: position.offset)
      position.offset = paragraph.utf8Offset(of: paragraph.index(after: index))
      return true
    }
    guard position.paragraph + 1 < paragraphs.count else { return false }
    position = TextPosition(paragraph: position.paragraph + 1, offset: 0)
    return true
  }

  /// Moves before the previous cluster; returns false at the start of the text.
  @discardableResult
  mutating func moveBackward() -> Bool {
    if position.offset > 0 {
      let paragraph = paragraphs[position.paragraph]
      let index = paragraph.characterIndex(utf8Offset: position.offset)
      position.offset = paragraph.utf8Offset(of: paragraph.index(before: index))
      return true
    }
    guard position.paragraph > 0 else { return false }
    position = TextPosition(
      paragraph: position.paragraph - 1, offset: paragraphs[position.paragraph - 1].utf8.count)
    return true
  }
}
