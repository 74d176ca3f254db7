import Foundation

extension DrawView {
  /// The frontmost view under `point` (in this view's coordinates): this view or one of its
  /// descendants, or `nil` when the point is outside or the view ignores touches.
  ///
  /// Hidden views, views with ``alpha`` below 0.01 and views whose
  /// ``isUserInteractionEnabled`` is false are skipped with their subviews, as in UIKit.
  /// Subviews are tried front to back; a subview sticking out of its superview is reached
  /// only where its superview also contains the point.
  public func hitTest(_ point: CGPoint) -> DrawView? {
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point) else {
      return nil
    }
    for subview in subviews.reversed() {
      let inSubview = point.applying(subview.transformToSuperview.inverted() ?? .identity)
      if let hit = subview.hitTest(inSubview) {
        return hit
      }
    }
    return self
  }

  /// Whether `point`, in this view's coordinates, lies inside its bounds.
  public func point(inside point: CGPoint) -> Bool {
    bounds.contains(point)
  }
}
