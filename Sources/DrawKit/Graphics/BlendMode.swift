internal import CDrawKitCairo

/// How new drawing combines with what is already on the surface: Porter-Duff compositing and
/// the separable and non-separable blend modes that cairo's operators provide.
public struct BlendMode: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight
    case softLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy
    case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusLighter
  }
  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// Source over destination: ordinary painting (the default).
  public static let normal = BlendMode(.normal)
  /// Multiplies colours, darkening.
  public static let multiply = BlendMode(.multiply)
  /// Inverts, multiplies and inverts again, lightening.
  public static let screen = BlendMode(.screen)
  /// Multiplies or screens depending on the destination.
  public static let overlay = BlendMode(.overlay)
  /// Keeps the darker of each component.
  public static let darken = BlendMode(.darken)
  /// Keeps the lighter of each component.
  public static let lighten = BlendMode(.lighten)
  /// Brightens the destination to reflect the source.
  public static let colorDodge = BlendMode(.colorDodge)
  /// Darkens the destination to reflect the source.
  public static let colorBurn = BlendMode(.colorBurn)
  /// Multiplies or screens depending on the source.
  public static let hardLight = BlendMode(.hardLight)
  /// Darkens or lightens depending on the source, softly.
  public static let softLight = BlendMode(.softLight)
  /// The absolute difference of the components.
  public static let difference = BlendMode(.difference)
  /// Like difference, with lower contrast.
  public static let exclusion = BlendMode(.exclusion)
  /// The source's hue with the destination's saturation and luminosity.
  public static let hue = BlendMode(.hue)
  /// The source's saturation with the destination's hue and luminosity.
  public static let saturation = BlendMode(.saturation)
  /// The source's hue and saturation with the destination's luminosity.
  public static let color = BlendMode(.color)
  /// The source's luminosity with the destination's hue and saturation.
  public static let luminosity = BlendMode(.luminosity)
  /// Erases to transparent wherever the source is drawn.
  public static let clear = BlendMode(.clear)
  /// Replaces the destination with the source, alpha included.
  public static let copy = BlendMode(.copy)
  /// The source where the destination is opaque.
  public static let sourceIn = BlendMode(.sourceIn)
  /// The source where the destination is transparent.
  public static let sourceOut = BlendMode(.sourceOut)
  /// The source over the destination, only where the destination is opaque.
  public static let sourceAtop = BlendMode(.sourceAtop)
  /// The destination over the source.
  public static let destinationOver = BlendMode(.destinationOver)
  /// The destination where the source is opaque.
  public static let destinationIn = BlendMode(.destinationIn)
  /// The destination where the source is transparent.
  public static let destinationOut = BlendMode(.destinationOut)
  /// The destination over the source, only where the source is opaque.
  public static let destinationAtop = BlendMode(.destinationAtop)
  /// Source and destination each only where the other is transparent.
  public static let xor = BlendMode(.xor)
  /// Adds source and destination, saturating at white.
  public static let plusLighter = BlendMode(.plusLighter)

  /// The cairo constant for this value.
  var cairoValue: cairo_operator_t {
    switch kind {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}
