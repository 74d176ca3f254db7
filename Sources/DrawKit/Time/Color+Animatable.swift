import Foundation

extension Color: Animatable {
  /// A colour's components as an animation moves them: red, green and blue in linear light,
  /// premultiplied by the opacity, and the opacity.
  ///
  /// Linear light keeps the brightness of a blend between two colours even (halfway between
  /// red and green is a clear yellow, not a muddy one), and premultiplying makes a fade from
  /// transparent show the target colour growing stronger rather than passing through black.
  public struct AnimatableComponents: VectorArithmetic {
    /// Red in linear light, times ``alpha``.
    public var red: Double
    /// Green in linear light, times ``alpha``.
    public var green: Double
    /// Blue in linear light, times ``alpha``.
    public var blue: Double
    /// The opacity.
    public var alpha: Double

    /// Creates components from linear, premultiplied values.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
      (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Every component zero: transparent.
    public static var zero: AnimatableComponents {
      AnimatableComponents(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// The components added.
    public static func + (lhs: AnimatableComponents, rhs: AnimatableComponents)
      -> AnimatableComponents
    {
      AnimatableComponents(
        red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
        alpha: lhs.alpha + rhs.alpha)
    }

    /// The components subtracted.
    public static func - (lhs: AnimatableComponents, rhs: AnimatableComponents)
      -> AnimatableComponents
    {
      AnimatableComponents(
        red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
        alpha: lhs.alpha - rhs.alpha)
    }

    /// Every component scaled.
    public mutating func scale(by factor: Double) {
      red *= factor
      green *= factor
      blue *= factor
      alpha *= factor
    }

    /// The sum of the squared components.
    public var magnitudeSquared: Double {
      red * red + green * green + blue * blue + alpha * alpha
    }
  }

  /// The colour in linear light, premultiplied; setting it makes a fixed colour (a theme
  /// colour mid-animation is its value at the moment, until the animation ends on the
  /// target itself).
  public var animatableData: AnimatableComponents {
    get {
      let opacity = Double(alpha)
      return AnimatableComponents(
        red: Self.linear(red) * opacity, green: Self.linear(green) * opacity,
        blue: Self.linear(blue) * opacity, alpha: opacity)
    }
    set {
      let opacity = min(max(newValue.alpha.isNaN ? 0 : newValue.alpha, 0), 1)
      guard opacity > 0 else {
        self = Color(red: red, green: green, blue: blue, alpha: 0)
        return
      }
      self = Color(
        red: Self.encoded(newValue.red / opacity), green: Self.encoded(newValue.green / opacity),
        blue: Self.encoded(newValue.blue / opacity), alpha: CGFloat(opacity))
    }
  }

  /// An sRGB component in linear light.
  private static func linear(_ component: CGFloat) -> Double {
    let value = Double(component)
    return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  /// A linear-light component encoded as sRGB, clamped to 0...1.
  private static func encoded(_ linear: Double) -> CGFloat {
    let value = min(max(linear.isNaN ? 0 : linear, 0), 1)
    return CGFloat(value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055)
  }
}
