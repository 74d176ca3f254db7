internal import CDrawKitCairo

/// Where an ellipsis (…) replaces text that does not fit on one line.
public struct TruncationMode: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case none
    case head
    case middle
    case tail
  }
  private let kind: Kind

  /// No truncation: long text wraps (or overflows without a width).
  public static let none = TruncationMode(kind: .none)
  /// "…end of the text".
  public static let head = TruncationMode(kind: .head)
  /// "Start of…the text".
  public static let middle = TruncationMode(kind: .middle)
  /// "Start of the…".
  public static let tail = TruncationMode(kind: .tail)

  var pangoValue: PangoEllipsizeMode {
    switch kind {
    case .none: PANGO_ELLIPSIZE_NONE
    case .head: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .tail: PANGO_ELLIPSIZE_END
    }
  }
}
