internal import CDrawKitCairo

/// Where wrapped text may break between lines.
public struct LineBreakMode: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case word
    case character
    case wordOrCharacter
  }
  private let kind: Kind

  /// Break between words only; a word longer than the line overflows it.
  public static let word = LineBreakMode(kind: .word)
  /// Break between any two graphemes.
  public static let character = LineBreakMode(kind: .character)
  /// Break between words, and inside a word only when it is longer than a line (the default).
  public static let wordOrCharacter = LineBreakMode(kind: .wordOrCharacter)

  var pangoValue: PangoWrapMode {
    switch kind {
    case .word: PANGO_WRAP_WORD
    case .character: PANGO_WRAP_CHAR
    case .wordOrCharacter: PANGO_WRAP_WORD_CHAR
    }
  }
}
