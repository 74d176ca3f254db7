import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, each component from 0 to 1.
///
/// Components outside 0...1 are clamped and NaN becomes 0 when the colour is created, so a
/// colour always reaches cairo as a valid value.
///
/// A colour can also name a role of the theme, as UIKit's dynamic colours do: ``accent``,
/// ``label``, ``background`` and the other theme colours (see `Color+Theme.swift`) take the
/// value of the ``ThemeTokens`` in effect where they are drawn, so a drawing made with
/// `.accent` follows every theme it is drawn under. Read outside a drawing, a theme colour's
/// components are those of the light tokens (``ThemeTokens/light``).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...1 (for a theme colour: in the light tokens).
  public let red: CGFloat
  /// The green component, 0...1 (for a theme colour: in the light tokens).
  public let green: CGFloat
  /// The blue component, 0...1 (for a theme colour: in the light tokens).
  public let blue: CGFloat
  /// The opacity, 0 (transparent) to 1 (opaque).
  public let alpha: CGFloat
  /// The theme colour this colour stands for, or `nil` for a fixed colour.
  let role: ThemeColorRole?
  /// Whether ``alpha`` replaces the theme colour's own opacity when it is resolved.
  let replacesRoleAlpha: Bool

  /// Creates a colour from red, green, blue and alpha components in 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
    self.role = nil
    self.replacesRoleAlpha = false
  }

  /// A colour standing for `role`, with the light tokens' value as its components.
  init(role: ThemeColorRole, value: Color, replacingAlpha: CGFloat? = nil) {
    self.red = value.red
    self.green = value.green
    self.blue = value.blue
    self.alpha = replacingAlpha.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) } ?? value.alpha
    self.role = role
    self.replacesRoleAlpha = replacingAlpha != nil
  }

  /// Creates a gray from a white level in 0...1, as UIKit's `UIColor(white:alpha:)`.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  public init(hex: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255,
      green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// Creates a colour from a CSS-style hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA`, with or
  /// without the `#`; `nil` when the string is not one of those.
  public init?(hex string: String) {
    let digits = string.hasPrefix("#") ? String(string.dropFirst()) : string
    guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
      return nil
    }
    switch digits.count {
    case 3:
      let expand = { (nibble: UInt32) in CGFloat(nibble * 17) / 255 }
      self.init(
        red: expand((value >> 8) & 0xF), green: expand((value >> 4) & 0xF),
        blue: expand(value & 0xF))
    case 6:
      self.init(hex: value)
    case 8:
      self.init(hex: value >> 8, alpha: CGFloat(value & 0xFF) / 255)
    default:
      return nil
    }
  }

  /// The same colour with its alpha replaced.
  ///
  /// A theme colour stays one: `.accent.withAlphaComponent(0.3)` is the accent of whichever
  /// theme draws it, at 30 % opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    if let role {
      return Color(
        role: role, value: Color(red: red, green: green, blue: blue), replacingAlpha: alpha)
    }
    return Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether the colour names a role of the theme (``accent``, ``label``, ...) rather than
  /// fixed components.
  public var isThemeColor: Bool { role != nil }

  /// The fixed colour this one stands for under `tokens`: itself when it is fixed, the
  /// tokens' colour for its role when it is a theme colour.
  ///
  /// A token may itself be a theme colour (the light tokens' focus ring is the accent at
  /// 60 %); such chains resolve through the same tokens, and a chain that loops ends at the
  /// light tokens' value.
  public func resolved(in tokens: ThemeTokens) -> Color {
    resolved(in: tokens, depth: 0)
  }

  private func resolved(in tokens: ThemeTokens, depth: Int) -> Color {
    guard let role else { return self }
    let value =
      depth < 4
      ? tokens[role].resolved(in: tokens, depth: depth + 1)
      : Color(red: red, green: green, blue: blue)
    return replacesRoleAlpha
      ? Color(red: value.red, green: value.green, blue: value.blue, alpha: alpha) : value
  }

  /// The colour as `#RRGGBBAA`, or the theme role's name (`accent`, `label@0.50`).
  public var description: String {
    if let role {
      return replacesRoleAlpha ? "\(role)@\(String(format: "%.2f", alpha))" : "\(role)"
    }
    let bytes = [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
    return "#" + bytes.map { String(format: "%02X", $0) }.joined()
  }
}
