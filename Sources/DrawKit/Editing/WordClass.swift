/// The kind of grapheme cluster, as word movement sees it: runs of one word class make a
/// word; spaces and punctuation lie between words.
enum WordClass: Equatable {
  case space
  case punctuation
  /// Each emoji is a word of its own.
  case emoji
  case han
  case hiragana
  case katakana
  /// Letters, digits and marks of every other script, and `_`.
  case letters

  init(_ character: Character) {
    guard let first = character.unicodeScalars.first else {
      self = .punctuation
      return
    }
    let value = first.value
    if character.isWhitespace || character.isNewline {
      self = .space
    } else if Self.isEmoji(character, first: first) {
      self = .emoji
    } else if (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
      || (0x20000...0x2FFFF).contains(value) || (0xF900...0xFAFF).contains(value)
      || value == 0x3005
    {
      self = .han
    } else if (0x3040...0x309F).contains(value) {
      self = .hiragana
    } else if (0x30A0...0x30FF).contains(value) || (0x31F0...0x31FF).contains(value)
      || (0xFF66...0xFF9F).contains(value)
    {
      self = .katakana
    } else if character.isLetter || character.isNumber || first.properties.isAlphabetic
      || character == "_" || first.properties.generalCategory == .nonspacingMark
    {
      self = .letters
    } else {
      self = .punctuation
    }
  }

  /// Whether the class makes up words (as opposed to separating them).
  var isWord: Bool { self != .space && self != .punctuation }

  /// Whether a cluster of class `next` continues a word whose clusters so far are `self`:
  /// the same script, or kanji followed by their hiragana endings (送り仮名).
  func continues(with next: WordClass) -> Bool {
    guard self != .emoji else { return false }
    return next == self || (self == .han && next == .hiragana)
  }

  /// Emoji-presentation characters, flags, and text characters turned into emoji by a
  /// variation selector, joiner or skin-tone modifier (but not a plain digit or `#`).
  private static func isEmoji(_ character: Character, first: Unicode.Scalar) -> Bool {
    let properties = first.properties
    if properties.isEmojiPresentation || (0x1F1E6...0x1F1FF).contains(first.value) {
      return true
    }
    return properties.isEmoji
      && character.unicodeScalars.contains {
        $0.value == 0xFE0F || $0.value == 0x200D || $0.properties.isEmojiModifier
      }
  }
}
