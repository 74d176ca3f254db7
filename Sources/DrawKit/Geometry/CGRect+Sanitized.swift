import Foundation

extension CGFloat {
  /// The value, or zero when it is NaN or infinite.
  var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

extension CGRect {
  /// The rectangle DrawKit stores when asked to hold `self`: NaN and infinite components
  /// become zero and negative sizes become zero, so that layout never propagates NaN.
  var sanitized: CGRect {
    CGRect(
      x: origin.x.finiteOrZero, y: origin.y.finiteOrZero,
      width: Swift.max(size.width.finiteOrZero, 0), height: Swift.max(size.height.finiteOrZero, 0))
  }
}
