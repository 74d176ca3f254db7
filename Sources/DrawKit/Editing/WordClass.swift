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

  /// Whether `middle` joins the clusters on either side into one word, as UAX #29 (rules WB6,
  /// WB7, WB11 and WB12) says: between letters a `MidLetter` (`:` `·`) or `MidNumLet` (`.` `’`)
  /// or `'` ("don't", "e.g"); between digits a `MidNum` (`,` `;`) or `MidNumLet` or `'`
  /// ("3.14", "1,000").
  static func joins(_ middle: Character, between before: Character, and after: Character) -> Bool {
    guard middle.unicodeScalars.count == 1, let scalar = middle.unicodeScalars.first else {
      return false
    }
    let value = scalar.value
    let isMidNumLetQ = midNumLet.contains(value) || value == 0x27
    if isLetter(before), isLetter(after) {
      return isMidNumLetQ || midLetter.contains(value)
    }
    if isDigit(before), isDigit(after) {
      return isMidNumLetQ || midNum.contains(value)
    }
    return false
  }

  /// UAX #29's `MidLetter`: colon, middle dots, the Armenian apostrophe, Hebrew gershayim.
  private static let midLetter: Set<UInt32> = [
    0x3A, 0xB7, 0x387, 0x55F, 0x5F4, 0x2027, 0xFE13, 0xFE55, 0xFF1A,
  ]
  /// UAX #29's `MidNumLet`: full stops and the typographic apostrophes.
  private static let midNumLet: Set<UInt32> = [
    0x2E, 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E,
  ]
  /// UAX #29's `MidNum`: commas, semicolons and other number separators.
  private static let midNum: Set<UInt32> = [
    0x2C, 0x3B, 0x37E, 0x589, 0x60C, 0x60D, 0x66C, 0x7F8, 0x2044, 0xFE10, 0xFE14, 0xFE50, 0xFE54,
    0xFF0C, 0xFF1B,
  ]

  /// Whether `character` is a letter for the joining rules (UAX #29's `AHLetter`).
  private static func isLetter(_ character: Character) -> Bool {
    WordClass(character) == .letters && !isDigit(character) && character != "_"
  }

  /// Whether `character` is a decimal digit (UAX #29's `Numeric`).
  private static func isDigit(_ character: Character) -> Bool {
    character.unicodeScalars.first?.properties.numericType == .decimal
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
