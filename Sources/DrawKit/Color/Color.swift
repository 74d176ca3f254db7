import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, each component from 0 to 1.
///
/// Components outside 0...1 are clamped and NaN becomes 0 when the colour is created, so a
/// colour always reaches cairo as a valid value.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...1.
  public let red: CGFloat
  /// The green component, 0...1.
  public let green: CGFloat
  /// The blue component, 0...1.
  public let blue: CGFloat
  /// The opacity, 0 (transparent) to 1 (opaque).
  public let alpha: CGFloat

  /// Creates a colour from red, green, blue and alpha components in 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
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
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as `#RRGGBBAA`.
  public var description: String {
    let bytes = [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
    return "#" + bytes.map { String(format: "%02X", $0) }.joined()
  }
}
