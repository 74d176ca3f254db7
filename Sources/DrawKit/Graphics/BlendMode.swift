internal import CCairo

/// How new drawing combines with what is already on the surface: Porter-Duff compositing and
/// the separable and non-separable blend modes that cairo's operators provide.
public struct BlendMode: Hashable, Sendable {
  let cairoValue: cairo_operator_t

  /// Source over destination: ordinary painting (the default).
  public static let normal = BlendMode(cairoValue: CAIRO_OPERATOR_OVER)
  /// Multiplies colours, darkening.
  public static let multiply = BlendMode(cairoValue: CAIRO_OPERATOR_MULTIPLY)
  /// Inverts, multiplies and inverts again, lightening.
  public static let screen = BlendMode(cairoValue: CAIRO_OPERATOR_SCREEN)
  /// Multiplies or screens depending on the destination.
  public static let overlay = BlendMode(cairoValue: CAIRO_OPERATOR_OVERLAY)
  /// Keeps the darker of each component.
  public static let darken = BlendMode(cairoValue: CAIRO_OPERATOR_DARKEN)
  /// Keeps the lighter of each component.
  public static let lighten = BlendMode(cairoValue: CAIRO_OPERATOR_LIGHTEN)
  /// Brightens the destination to reflect the source.
  public static let colorDodge = BlendMode(cairoValue: CAIRO_OPERATOR_COLOR_DODGE)
  /// Darkens the destination to reflect the source.
  public static let colorBurn = BlendMode(cairoValue: CAIRO_OPERATOR_COLOR_BURN)
  /// Multiplies or screens depending on the source.
  public static let hardLight = BlendMode(cairoValue: CAIRO_OPERATOR_HARD_LIGHT)
  /// Darkens or lightens depending on the source, softly.
  public static let softLight = BlendMode(cairoValue: CAIRO_OPERATOR_SOFT_LIGHT)
  /// The absolute difference of the components.
  public static let difference = BlendMode(cairoValue: CAIRO_OPERATOR_DIFFERENCE)
  /// Like difference, with lower contrast.
  public static let exclusion = BlendMode(cairoValue: CAIRO_OPERATOR_EXCLUSION)
  /// The source's hue with the destination's saturation and luminosity.
  public static let hue = BlendMode(cairoValue: CAIRO_OPERATOR_HSL_HUE)
  /// The source's saturation with the destination's hue and luminosity.
  public static let saturation = BlendMode(cairoValue: CAIRO_OPERATOR_HSL_SATURATION)
  /// The source's hue and saturation with the destination's luminosity.
  public static let color = BlendMode(cairoValue: CAIRO_OPERATOR_HSL_COLOR)
  /// The source's luminosity with the destination's hue and saturation.
  public static let luminosity = BlendMode(cairoValue: CAIRO_OPERATOR_HSL_LUMINOSITY)
  /// Erases to transparent wherever the source is drawn.
  public static let clear = BlendMode(cairoValue: CAIRO_OPERATOR_CLEAR)
  /// Replaces the destination with the source, alpha included.
  public static let copy = BlendMode(cairoValue: CAIRO_OPERATOR_SOURCE)
  /// The source where the destination is opaque.
  public static let sourceIn = BlendMode(cairoValue: CAIRO_OPERATOR_IN)
  /// The source where the destination is transparent.
  public static let sourceOut = BlendMode(cairoValue: CAIRO_OPERATOR_OUT)
  /// The source over the destination, only where the destination is opaque.
  public static let sourceAtop = BlendMode(cairoValue: CAIRO_OPERATOR_ATOP)
  /// The destination over the source.
  public static let destinationOver = BlendMode(cairoValue: CAIRO_OPERATOR_DEST_OVER)
  /// The destination where the source is opaque.
  public static let destinationIn = BlendMode(cairoValue: CAIRO_OPERATOR_DEST_IN)
  /// The destination where the source is transparent.
  public static let destinationOut = BlendMode(cairoValue: CAIRO_OPERATOR_DEST_OUT)
  /// The destination over the source, only where the source is opaque.
  public static let destinationAtop = BlendMode(cairoValue: CAIRO_OPERATOR_DEST_ATOP)
  /// Source and destination each only where the other is transparent.
  public static let xor = BlendMode(cairoValue: CAIRO_OPERATOR_XOR)
  /// Adds source and destination, saturating at white.
  public static let plusLighter = BlendMode(cairoValue: CAIRO_OPERATOR_ADD)
}
