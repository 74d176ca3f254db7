/// How far a caret movement or deletion reaches.
public struct TextUnit: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case character
    case word
    case line
    case paragraph
    case document
  }
  let kind: Kind

  /// One grapheme cluster: what a reader sees as one character (an emoji with its skin tone
  /// or family joiners, a flag, a letter with its accents).
  public static let character = TextUnit(kind: .character)
  /// To the start (backward) or end (forward) of a word.
  public static let word = TextUnit(kind: .word)
  /// To the start or end of the line: the visual line when a ``TextLineNavigating`` layout is
  /// given, the paragraph otherwise.
  public static let line = TextUnit(kind: .line)
  /// To the start or end of the paragraph (then on to the next one).
  public static let paragraph = TextUnit(kind: .paragraph)
  /// To the start or end of the text.
  public static let document = TextUnit(kind: .document)
}
