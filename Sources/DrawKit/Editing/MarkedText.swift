/// Text an input method is composing: shown in place in the text, not yet committed.
///
/// Japanese, Chinese and Korean are typed through an input method that shows the reading
/// first ("にほんご"), converts it clause by clause ("日本語") and commits the result. Until
/// then the composition is *marked text* (UIKit's name; GTK calls it preedit): it sits in the
/// text where the caret was, drawn underlined, with its own caret and clauses. Hosts build one
/// from what the input method sends and pass it to ``TextStorage/setMarkedText(_:)`` or
/// ``TextInputView/setMarkedText(_:)``.
public struct MarkedText: Hashable, Sendable {
  /// One clause of the composition and how it is shown.
  public struct Segment: Hashable, Sendable {
    /// How a clause is shown.
    public struct Style: Hashable, Sendable, CustomStringConvertible {
      private enum Kind: String, Hashable, Sendable {
        case raw, converting
      }
      private let kind: Kind

      private init(_ kind: Kind) {
        self.kind = kind
      }

      /// Not converted yet, or not the clause being converted: a thin underline.
      public static let raw = Style(.raw)
      /// The clause the input method is converting now: a thick underline.
      public static let converting = Style(.converting)

      /// The style's name: `raw` or `converting`.
      public var description: String { kind.rawValue }
    }

    /// Where the clause lies in ``MarkedText/text``.
    public var range: Range<String.Index>
    /// How the clause is shown.
    public var style: Style

    /// A clause over `range` of the marked text, shown in `style`.
    public init(range: Range<String.Index>, style: Style) {
      self.range = range
      self.style = style
    }
  }

  /// The text being composed; it never holds a line break (one becomes a space).
  public let text: String
  /// The caret (an empty range) or selection inside ``text``.
  public let selection: Range<String.Index>
  /// The clauses, in order; where none covers a part of the text, that part is ``Segment/Style/raw``.
  public let segments: [Segment]

  /// Marked text `text` with its caret or selection (at the end when `nil`) and its clauses.
  ///
  /// Indices must belong to `text`; ones past its end are moved to the end and reversed
  /// ranges are put in order, so a host's off-by-one cannot corrupt the text.
  public init(_ text: String, selection: Range<String.Index>? = nil, segments: [Segment] = []) {
    let flattened = String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
    func clamped(_ range: Range<String.Index>) -> Range<String.Index> {
      let lower = min(range.lowerBound, flattened.endIndex)
      let upper = min(range.upperBound, flattened.endIndex)
      return min(lower, upper)..<max(lower, upper)
    }
    self.text = flattened
    self.selection = clamped(selection ?? flattened.endIndex..<flattened.endIndex)
    self.segments = segments.map { Segment(range: clamped($0.range), style: $0.style) }
  }

  /// `index`'s distance in UTF-8 bytes from the start of ``text``.
  func utf8Offset(of index: String.Index) -> Int {
    text.utf8.distance(from: text.startIndex, to: index)
  }
}
