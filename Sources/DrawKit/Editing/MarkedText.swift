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

  /// The text being composed; it never holds a line break: each becomes one space, a
  /// `"\r\n"` pair too, as the storage makes one `"\n"` of it.
  public let text: String
  /// The caret (an empty range) or selection inside ``text``, on caret stops.
  public let selection: Range<String.Index>
  /// The clauses, in order; where none covers a part of the text, that part is ``Segment/Style/raw``.
  public let segments: [Segment]

  /// Marked text `text` with its caret or selection (at the end when `nil`) and its clauses.
  ///
  /// Indices must belong to `text`; ones past its end are moved to the end and reversed
  /// ranges are put in order, so a host's off-by-one cannot corrupt the text. Ranges are put
  /// on caret stops as the storage's are: an empty range (a caret) moves to the start of the
  /// grapheme cluster it falls in (between the halves of a surrogate pair, say), a longer one
  /// widens to the clusters it touches.
  public init(_ text: String, selection: Range<String.Index>? = nil, segments: [Segment] = []) {
    var flattened = String.UnicodeScalarView()
    var droppedNewlines: [Int] = []
    var offset = 0
    var previousWasReturn = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && previousWasReturn {
        droppedNewlines.append(offset)
      } else {
        flattened.append(scalar == "\n" || scalar == "\r" ? " " : scalar)
      }
      previousWasReturn = scalar == "\r"
      offset += scalar.utf8.count
    }
    let flat = String(flattened)
    func placed(_ range: Range<String.Index>) -> Range<String.Index> {
      let lower = min(range.lowerBound, text.endIndex)
      let upper = min(range.upperBound, text.endIndex)
      let ordered = min(lower, upper)..<max(lower, upper)
      let original = text.stopRange(ordered)
      func moved(_ offset: Int) -> Int {
        offset - droppedNewlines.prefix { $0 < offset }.count
      }
      let onStops = flat.stopRange(moved(original.lowerBound)..<moved(original.upperBound))
      return flat.utf8Index(onStops.lowerBound)..<flat.utf8Index(onStops.upperBound)
    }
    self.text = flat
    self.selection = placed(selection ?? text.endIndex..<text.endIndex)
    self.segments = segments.map { Segment(range: placed($0.range), style: $0.style) }
  }

  /// `index`'s distance in UTF-8 bytes from the start of ``text``.
  func utf8Offset(of index: String.Index) -> Int {
    text.utf8.distance(from: text.startIndex, to: index)
  }
}
