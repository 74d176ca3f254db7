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
    guard takesHits(at: point) else { return nil }
    var current = self
    var local = point
    descending: while true {
      for subview in current.subviews.reversed() {
        let inSubview = local.applying(subview.transformToSuperview.inverted() ?? .identity)
        if subview.takesHits(at: inSubview) {
          current = subview
          local = inSubview
          continue descending
        }
      }
      return current
    }
  }

  /// Whether the view itself answers a hit at `point`, before its subviews are asked.
  private func takesHits(at point: CGPoint) -> Bool {
    !isHidden && alpha >= 0.01 && isUserInteractionEnabled && self.point(inside: point)
  }

  /// Whether `point`, in this view's coordinates, lies inside its bounds.
  public func point(inside point: CGPoint) -> Bool {
    bounds.contains(point)
  }
}
