import Foundation

extension ScrollView {
  /// Seconds a fling's speed takes to fall to about a third: UIKit's normal deceleration
  /// rate (0.998 a millisecond).
  static let flingTimeConstant = 0.5

  /// Glides on after the touchpad let go at `velocity` (points a second, positive toward
  /// the end of the content): the content slows down on the frame clock and stops at the
  /// edge, with the bars shown.
  ///
  /// The distance is what the speed decays over (`velocity` × 0.5 s, UIKit's normal
  /// deceleration); a scroll, a key or a bar drag stops the fling where it is. Under reduced
  /// motion there is no fling. A host that reports the end of a touchpad scroll with its
  /// speed calls it; NaN and infinite speeds are ignored.
  public func fling(velocity: CGSize) {
    guard velocity.width.isFinite, velocity.height.isFinite, motionPreference == .full else {
      return
    }
    let tau = Self.flingTimeConstant
    let start = contentOffset
    let target = clampedOffset(
      CGPoint(x: start.x + velocity.width * tau, y: start.y + velocity.height * tau))
    guard target != start else { return }
    isFlinging = true
    scrollBars.flash(in: self)
    // An ease whose start is three times as steep as its average: it leaves at the finger's
    // speed and, like an exponential decay, has nearly stopped after three time constants.
    let glide = Animation.timingCurve(0.1, 0.3, 0.3, 1, duration: 3 * tau)
    withAnimation(glide) {
      contentOffset = target
    } completion: { [weak self] in
      self?.isFlinging = false
    }
  }
}
