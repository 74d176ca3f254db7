internal import CCairo

/// Which points count as inside a path that crosses itself or has holes.
public struct FillRule: Hashable, Sendable {
  let cairoValue: cairo_fill_rule_t

  /// Inside where the path winds around a point a non-zero number of times (the default).
  public static let winding = FillRule(cairoValue: CAIRO_FILL_RULE_WINDING)
  /// Inside where a ray from a point crosses the path an odd number of times, so nested
  /// shapes cut holes whatever their direction.
  public static let evenOdd = FillRule(cairoValue: CAIRO_FILL_RULE_EVEN_ODD)
}
