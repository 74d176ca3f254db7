import Foundation

extension CGFloat {
  /// The value, or zero when it is NaN or infinite.
  var finiteOrZero: CGFloat { isFinite ? self : 0 }

  /// The value rounded down to an `Int`, clamped into `Int`'s range (NaN becomes 0), so that
  /// counting lines or pages of absurd geometry never traps.
  var clampedIntegerBelow: Int {
    guard !isNaN else { return 0 }
    let floor = rounded(.down)
    if floor >= 9.2e18 { return .max }
    if floor <= -9.2e18 { return .min }
    return Int(floor)
  }
}

extension CGRect {
  /// The rectangle DrawKit stores when asked to hold `self`: NaN and infinite components
  /// become zero and negative sizes become zero, so that layout never propagates NaN.
  var sanitized: CGRect {
    CGRect(
      origin: CGPoint(x: origin.x.finiteOrZero, y: origin.y.finiteOrZero), size: size.sanitized)
  }
}
