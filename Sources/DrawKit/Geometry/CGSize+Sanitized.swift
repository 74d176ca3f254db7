import Foundation

extension CGSize {
  /// The size DrawKit uses when a view reports `self`: NaN and infinite sides become zero and
  /// negative sides zero, as for a frame (see `CGRect.sanitized`).
  var sanitized: CGSize {
    CGSize(width: Swift.max(width.finiteOrZero, 0), height: Swift.max(height.finiteOrZero, 0))
  }
}
