import Foundation

/// A value that can move smoothly from one value to another: a view's frame, alpha or
/// background colour, a scroll offset, or anything a drawing reads from an
/// ``AnimatedValue``.
///
/// A type conforms by exposing its animated part as a ``VectorArithmetic`` value, and by
/// rebuilding itself from one. `Double`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and
/// ``Color`` conform; a type of your own lists its numbers:
///
/// ```swift
/// struct Gauge: Animatable {
///   var angle: Double
///   var fill: Double
///   var animatableData: AnimatablePair<Double, Double> {
///     get { AnimatablePair(angle, fill) }
///     set { (angle, fill) = (newValue.first, newValue.second) }
///   }
/// }
/// ```
///
/// An animation that ends sets the target value itself, not one rebuilt from its vector, so
/// a value always ends exactly where it was sent (a theme colour stays a theme colour).
public protocol Animatable: Sendable, Equatable {
  /// The vector an animation moves.
  associatedtype AnimatableData: VectorArithmetic
  /// The value's animated part; setting it rebuilds the value.
  var animatableData: AnimatableData { get set }
}

extension Double: Animatable {
  /// The number itself.
  public var animatableData: Double {
    get { self }
    set { self = newValue }
  }
}

extension CGFloat: Animatable {
  /// The number itself.
  public var animatableData: CGFloat {
    get { self }
    set { self = newValue }
  }
}

extension CGPoint: Animatable {
  /// The coordinates, `x` then `y`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The sides, `width` then `height`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The origin and the size.
  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}
