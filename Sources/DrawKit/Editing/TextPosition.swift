/// A caret position in a ``TextStorage``: a paragraph and a UTF-8 byte offset inside it.
///
/// Positions the storage hands out lie on grapheme-cluster boundaries; positions it receives
/// are clamped into the text and rounded down to a boundary. Paragraph `p`, offset 0 is the
/// start of that paragraph; its end is the offset equal to its UTF-8 length (just before the
/// newline that ends it).
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The paragraph, counted from 0.
  public var paragraph: Int
  /// The UTF-8 byte offset within the paragraph.
  public var offset: Int

  /// Creates a position from a paragraph number and a UTF-8 offset within it.
  public init(paragraph: Int, offset: Int) {
    self.paragraph = paragraph
    self.offset = offset
  }

  /// The start of the text.
  public static let zero = TextPosition(paragraph: 0, offset: 0)

  /// Orders positions as they occur in the text.
  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.paragraph, lhs.offset) < (rhs.paragraph, rhs.offset)
  }

  /// `paragraph:offset`.
  public var description: String { "\(paragraph):\(offset)" }
}
