/// Whether a theme is light (dark text on a light background) or dark.
///
/// Drawings read it from ``ThemeTokens/colorScheme`` for the choices colours alone do not
/// make, such as a shadow that shows only on light backgrounds.
public struct ColorScheme: Hashable, Sendable, CustomStringConvertible {
  private let name: String

  /// Dark content on a light background.
  public static let light = ColorScheme(name: "light")
  /// Light content on a dark background.
  public static let dark = ColorScheme(name: "dark")

  /// The scheme's name.
  public var description: String { name }
}
