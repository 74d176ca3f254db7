import Foundation

/// A view that scrolls by its bounds origin and shows ``ScrollBar``s as subviews, kept at its
/// visible edges: ``ScrollView`` and ``TextView``, one implementation for both.
protocol ScrollBarHosting: DrawView {
  /// The size of what scrolls, in the view's bounds coordinates from its origin.
  var scrollableContentSize: CGSize { get }
  /// The view's two bars, made with the view.
  var scrollBars: ScrollBars { get }
  /// Moves the scroll offset to `offset`, as a drag of a bar's thumb or a click in its
  /// track asks; the view clamps it.
  func scrollBarDidScroll(to offset: CGPoint)
}

extension ScrollBarHosting {
  /// The largest scroll offset along each axis: how far the content reaches past the view.
  var maximumScrollOffset: CGPoint {
    let content = scrollableContentSize
    let size = bounds.size
    return CGPoint(x: max(content.width - size.width, 0), y: max(content.height - size.height, 0))
  }

  /// Where a fling from `start` at `velocity` (points a second) would end before clamping:
  /// the distance its speed decays over (`velocity` × ``ScrollView/flingTimeConstant``), or
  /// `nil` when there is no fling: a speed that is NaN or infinite, or reduced motion.
  func flingEnd(from start: CGPoint, velocity: CGSize) -> CGPoint? {
    guard velocity.width.isFinite, velocity.height.isFinite, motionPreference == .full else {
      return nil
    }
    let tau = ScrollView.flingTimeConstant
    return CGPoint(x: start.x + velocity.width * tau, y: start.y + velocity.height * tau)
  }
}
