internal import CDrawKitCairo

/// Which points count as inside a path that crosses itself or has holes.
public struct FillRule: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case winding, evenOdd
  }
  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// Inside where the path winds around a point a non-zero number of times (the default).
  public static let winding = FillRule(.winding)
  /// Inside where a ray from a point crosses the path an odd number of times, so nested
  /// shapes cut holes whatever their direction.
  public static let evenOdd = FillRule(.evenOdd)

  /// The cairo constant for this value.
  var cairoValue: cairo_fill_rule_t {
    switch kind {
    case .winding: CAIRO_FILL_RULE_WINDING
    case .evenOdd: CAIRO_FILL_RULE_EVEN_ODD
    }
  }
}
