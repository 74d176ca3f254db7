internal import CCairo

/// How the corners between stroked segments are drawn.
public struct LineJoin: Hashable, Sendable {
  let cairoValue: cairo_line_join_t

  /// A sharp corner, cut to a bevel past the miter limit (the default).
  public static let miter = LineJoin(cairoValue: CAIRO_LINE_JOIN_MITER)
  /// A rounded corner.
  public static let round = LineJoin(cairoValue: CAIRO_LINE_JOIN_ROUND)
  /// A corner cut off flat.
  public static let bevel = LineJoin(cairoValue: CAIRO_LINE_JOIN_BEVEL)
}
