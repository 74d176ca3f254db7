/// One pixel of an ``Image``, as 8-bit straight (not premultiplied) RGBA.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...255.
  public var red: UInt8
  /// The green component, 0...255.
  public var green: UInt8
  /// The blue component, 0...255.
  public var blue: UInt8
  /// The opacity, 0 (transparent) to 255 (opaque).
  public var alpha: UInt8

  /// Creates a pixel from four components.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// The pixel nearest to `color`, rounding each component.
  public init(_ color: Color) {
    func byte(_ component: Double) -> UInt8 { UInt8((component * 255).rounded()) }
    self.init(
      red: byte(color.red), green: byte(color.green), blue: byte(color.blue),
      alpha: byte(color.alpha))
  }

  /// The largest difference between this pixel and `other` in any one channel.
  public func maximumChannelDifference(from other: Pixel) -> Int {
    let pairs = [(red, other.red), (green, other.green), (blue, other.blue), (alpha, other.alpha)]
    return pairs.map { abs(Int($0) - Int($1)) }.max()!
  }

  /// The pixel as `rgba(r, g, b, a)`.
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
