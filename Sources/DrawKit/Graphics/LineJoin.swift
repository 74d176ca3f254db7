internal import CDrawKitCairo

/// How the corners between stroked segments are drawn.
public struct LineJoin: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case miter, round, bevel
  }
  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// A sharp corner, cut to a bevel past the miter limit (the default).
  public static let miter = LineJoin(.miter)
  /// A rounded corner.
  public static let round = LineJoin(.round)
  /// A corner cut off flat.
  public static let bevel = LineJoin(.bevel)

  /// The cairo constant for this value.
  var cairoValue: cairo_line_join_t {
    switch kind {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }
}
