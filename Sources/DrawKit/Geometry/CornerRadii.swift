import Foundation

/// A radius for each corner of a rounded rectangle.
///
/// Radii larger than half a side are reduced, keeping their proportions, so that the corners
/// never overlap (as CSS `border-radius` and SwiftUI's `UnevenRoundedRectangle` do).
public struct CornerRadii: Hashable, Sendable {
  /// The radius of the top-left corner.
  public var topLeft: CGFloat
  /// The radius of the top-right corner.
  public var topRight: CGFloat
  /// The radius of the bottom-right corner.
  public var bottomRight: CGFloat
  /// The radius of the bottom-left corner.
  public var bottomLeft: CGFloat

  /// Creates radii for each corner, clockwise from the top left.
  public init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
    (self.topLeft, self.topRight, self.bottomRight, self.bottomLeft) =
      (topLeft, topRight, bottomRight, bottomLeft)
  }

  /// Creates the same radius on every corner.
  public init(all radius: CGFloat) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// Square corners.
  public static let zero = CornerRadii(all: 0)

  /// Whether every corner is square.
  public var isZero: Bool { self == .zero }

  /// The radii made usable for `rect`: negative or NaN radii become zero, and all four shrink
  /// by one factor until adjacent corners fit along every side.
  func fitted(to rect: CGRect) -> CornerRadii {
    func clean(_ radius: CGFloat) -> CGFloat { radius.isFinite && radius > 0 ? radius : 0 }
    let radii = CornerRadii(
      topLeft: clean(topLeft), topRight: clean(topRight),
      bottomRight: clean(bottomRight), bottomLeft: clean(bottomLeft))
    let sides: [(CGFloat, CGFloat)] = [
      (rect.width, radii.topLeft + radii.topRight),
      (rect.width, radii.bottomLeft + radii.bottomRight),
      (rect.height, radii.topLeft + radii.bottomLeft),
      (rect.height, radii.topRight + radii.bottomRight),
    ]
    let factor = sides.reduce(CGFloat(1)) { factor, side in
      side.1 > side.0 ? min(factor, side.0 / side.1) : factor
    }
    guard factor < 1 else { return radii }
    return CornerRadii(
      topLeft: radii.topLeft * factor, topRight: radii.topRight * factor,
      bottomRight: radii.bottomRight * factor, bottomLeft: radii.bottomLeft * factor)
  }
}
