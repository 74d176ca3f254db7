/// Whether a theme is light (dark text on a light background) or dark.
///
/// Drawings read it from ``ThemeTokens/colorScheme`` for the choices colours alone do not
/// make, such as a shadow that shows only on light backgrounds.
public struct ColorScheme: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: String, Hashable, Sendable {
    case light, dark
  }
  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// Dark content on a light background.
  public static let light = ColorScheme(.light)
  /// Light content on a dark background.
  public static let dark = ColorScheme(.dark)

  /// The scheme's name: `light` or `dark`.
  public var description: String { kind.rawValue }
}
