import Foundation

/// A value that animations can add, subtract and scale: the arithmetic a spring or a curve
/// needs to move between two values and to carry a velocity.
///
/// ``Animatable`` types expose their animated part as one of these (a rectangle as four
/// numbers, a colour as four components in linear light). `Double` and `CGFloat` conform;
/// ``AnimatablePair`` combines two, so a type of your own conforms by listing its numbers.
public protocol VectorArithmetic: Sendable, Equatable {
  /// The value with every component zero.
  static var zero: Self { get }
  /// The componentwise sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// The componentwise difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// Multiplies every component by `factor`.
  mutating func scale(by factor: Double)
  /// The sum of the squares of the components: how far the value is from ``zero``.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// A copy with every component multiplied by `factor`.
  public func scaled(by factor: Double) -> Self {
    var copy = self
    copy.scale(by: factor)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by `factor`.
  public mutating func scale(by factor: Double) { self *= factor }
  /// The square of the value.
  public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies the value by `factor`.
  public mutating func scale(by factor: Double) { self *= CGFloat(factor) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable vectors side by side, as one: how a value with several numbers (a point, a
/// rectangle, a type of your own) animates them together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first part.
  public var first: First
  /// The second part.
  public var second: Second

  /// Pairs two vectors.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both parts zero.
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

  /// The parts added.
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// The parts subtracted.
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Both parts scaled.
  public mutating func scale(by factor: Double) {
    first.scale(by: factor)
    second.scale(by: factor)
  }

  /// The sum of both parts' squared magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
