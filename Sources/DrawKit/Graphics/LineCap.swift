internal import CDrawKitCairo

/// How the ends of stroked open subpaths are drawn.
public struct LineCap: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case butt, round, square
  }
  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// The stroke stops exactly at the end point (cairo's and CoreGraphics' default).
  public static let butt = LineCap(.butt)
  /// A half circle centred on the end point.
  public static let round = LineCap(.round)
  /// A half square centred on the end point, extending the line by half its width.
  public static let square = LineCap(.square)

  /// The cairo constant for this value.
  var cairoValue: cairo_line_cap_t {
    switch kind {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }
}
