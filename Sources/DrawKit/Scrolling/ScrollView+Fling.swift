import Foundation

extension ScrollView {
  /// Seconds a fling's speed takes to fall to about a third: UIKit's normal deceleration
  /// rate (0.998 a millisecond).
  static let flingTimeConstant = 0.5

  /// How a fling glides: an ease whose start is three times as steep as its average, so it
  /// leaves at the finger's speed and, like an exponential decay, has nearly stopped after
  /// three time constants.
  static var flingAnimation: Animation {
    .timingCurve(0.1, 0.3, 0.3, 1, duration: 3 * flingTimeConstant)
  }

  /// Glides on after the touchpad let go at `velocity` (points a second, positive toward
  /// the end of the content): the content slows down on the frame clock and stops at the
  /// edge, with the bars shown.
  ///
  /// The distance is what the speed decays over (`velocity` × 0.5 s, UIKit's normal
  /// deceleration); a scroll, a key or a bar drag stops the fling where it is. Under reduced
  /// motion there is no fling. A ``PointerEvent/Phase/scrollEnd`` event calls it with the
  /// touchpad's speed; NaN and infinite speeds are ignored. Returns whether the content
  /// moves (not at an edge it is already at, nor along an axis that does not scroll).
  @discardableResult
  public func fling(velocity: CGSize) -> Bool {
    let start = contentOffset
    guard let end = flingEnd(from: start, velocity: velocity) else { return false }
    let target = clampedOffset(end)
    guard target != start else { return false }
    isFlinging = true
    scrollBars.flash(in: self)
    withAnimation(Self.flingAnimation) {
      contentOffset = target
    } completion: { [weak self] in
      self?.isFlinging = false
    }
    return true
  }
}
