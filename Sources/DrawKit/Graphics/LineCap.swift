internal import CCairo

/// How the ends of stroked open subpaths are drawn.
public struct LineCap: Hashable, Sendable {
  let cairoValue: cairo_line_cap_t

  /// The stroke stops exactly at the end point (cairo's and CoreGraphics' default).
  public static let butt = LineCap(cairoValue: CAIRO_LINE_CAP_BUTT)
  /// A half circle centred on the end point.
  public static let round = LineCap(cairoValue: CAIRO_LINE_CAP_ROUND)
  /// A half square centred on the end point, extending the line by half its width.
  public static let square = LineCap(cairoValue: CAIRO_LINE_CAP_SQUARE)
}
