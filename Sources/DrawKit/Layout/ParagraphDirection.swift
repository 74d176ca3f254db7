/// What a paragraph's text says about its writing direction, for laying it out in segments:
/// whether it may hold right-to-left text, and the base direction each segment's layout takes.
///
/// Text without right-to-left characters runs left to right whichever line a segment starts
/// at, so its segments take Pango's automatic direction. Text with them takes the direction of
/// its first strong character in every segment: a segment starting at a later line would
/// otherwise take the direction of that line's first strong character (an English word in a
/// Hebrew paragraph flips its lines to the left). Text that may hold U+2029 PARAGRAPH
/// SEPARATOR, after which Pango starts a paragraph of its own direction, keeps the automatic
/// direction.
struct ParagraphDirection: Equatable {
  /// Whether the text may hold right-to-left characters or bidi controls (never `false` when
  /// it does).
  let mayHaveRightToLeft: Bool
  /// Whether the text may hold U+2029 PARAGRAPH SEPARATOR (never `false` when it does).
  let mayHaveParagraphSeparator: Bool
  /// The base direction of every segment's layout (``TextLayout/fixedRightToLeft``): `nil`
  /// for the automatic one.
  let fixedRightToLeft: Bool?

  /// The direction of the UTF-8 text `bytes`, found by reading all of it.
  init(of bytes: UnsafeBufferPointer<UInt8>) {
    self.init(
      mayHaveRightToLeft: Self.mayHaveRightToLeft(bytes),
      mayHaveParagraphSeparator: Self.mayHaveParagraphSeparator(bytes), text: bytes)
  }

  private init(
    mayHaveRightToLeft: Bool, mayHaveParagraphSeparator: Bool, text: UnsafeBufferPointer<UInt8>
  ) {
    self.mayHaveRightToLeft = mayHaveRightToLeft
    self.mayHaveParagraphSeparator = mayHaveParagraphSeparator
    fixedRightToLeft =
      mayHaveRightToLeft && !mayHaveParagraphSeparator
      ? PangoBaseDirection.firstStrongIsRightToLeft(text) : nil
  }

  /// The direction of `text`, made from this direction's text by inserting `inserted` (and
  /// deleting some): reads only the inserted bytes, and `text` up to its first strong
  /// character when it may hold right-to-left text.
  func edited(
    inserting inserted: UnsafeBufferPointer<UInt8>, giving text: UnsafeBufferPointer<UInt8>
  )
    -> ParagraphDirection
  {
    ParagraphDirection(
      mayHaveRightToLeft: mayHaveRightToLeft || Self.mayHaveRightToLeft(inserted),
      mayHaveParagraphSeparator: mayHaveParagraphSeparator
        || Self.mayHaveParagraphSeparator(inserted), text: text)
  }

  /// The direction of `text`.
  static func of(_ text: String) -> ParagraphDirection {
    var text = text
    return text.withUTF8 { ParagraphDirection(of: $0) }
  }

  /// Whether `bytes` may hold right-to-left text.
  ///
  /// Looks for a character of U+0580–U+08FF (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
  /// neighbours), U+FB00–U+FDFF or U+FE40–U+FEFF (presentation forms), U+10800–U+10FFF or
  /// U+1E800–U+1EFFF (right-to-left supplementary blocks), or a bidi control mark, embedding
  /// or isolate. The blocks are wider than the right-to-left scripts, so it can say yes
  /// wrongly, never no.
  static func mayHaveRightToLeft<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
    var second: UInt8 = 0
    var first: UInt8 = 0
    for byte in bytes {
      switch (second, first, byte) {
      case (_, _, 0xD6...0xDF), (_, 0xE0, 0xA0...0xA3), (_, 0xEF, 0xAC...0xB7),
        (_, 0xEF, 0xB9...0xBB), (0xE2, 0x80, 0x8E...0x8F), (0xE2, 0x80, 0xAA...0xAE),
        (0xE2, 0x81, 0xA6...0xA9), (0xF0, 0x90, 0xA0...0xBF), (0xF0, 0x9E, 0xA0...0xBF):
        return true
      default:
        second = first
        first = byte
      }
    }
    return false
  }

  /// Whether `bytes` may hold U+2029 PARAGRAPH SEPARATOR (E2 80 A9): it holds the byte A9
  /// after E2 80.
  private static func mayHaveParagraphSeparator(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var second: UInt8 = 0
    var first: UInt8 = 0
    for byte in bytes {
      if second == 0xE2, first == 0x80, byte == 0xA9 { return true }
      second = first
      first = byte
    }
    return false
  }
}
