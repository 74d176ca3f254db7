import Foundation

/// A damped spring described as SwiftUI describes one: how long it takes to settle
/// (`response`) and how much it overshoots (`bounce`), solved in closed form.
///
/// The spring moves an offset from its target towards zero: `bounce` 0 is critically
/// damped, above 0 under-damped (damping ratio `1 - bounce`), below 0 over-damped (damping
/// ratio `1 / (1 + bounce)`); the undamped frequency is `2π / response`.
struct SpringParameters: Hashable, Sendable {
  /// Seconds, 0 for a spring that jumps.
  let response: Double
  /// Within -0.95...0.95.
  let bounce: Double

  init(response: Double, bounce: Double) {
    self.response = response
    self.bounce = bounce.isNaN ? 0 : min(max(bounce, -0.95), 0.95)
  }

  var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }
  var angularFrequency: Double { 2 * .pi / max(response, 1e-9) }

  /// The offset and its velocity `time` seconds after starting at `offset` moving at
  /// `velocity`.
  func state(offset x0: Double, velocity v0: Double, at time: Double) -> (
    offset: Double, velocity: Double
  ) {
    guard response > 0 else { return (0, 0) }
    let zeta = dampingRatio
    let omega = angularFrequency
    let t = max(time, 0)
    if abs(zeta - 1) < 1e-9 {
      let b = v0 + omega * x0
      let decay = exp(-omega * t)
      return ((x0 + b * t) * decay, (b - omega * (x0 + b * t)) * decay)
    }
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * t)
      let a = x0
      let b = (v0 + zeta * omega * x0) / damped
      let cosine = cos(damped * t)
      let sine = sin(damped * t)
      let x = decay * (a * cosine + b * sine)
      let v =
        decay * ((b * damped - zeta * omega * a) * cosine - (a * damped + zeta * omega * b) * sine)
      return (x, v)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    let c1 = x0 - c2
    let e1 = exp(r1 * t)
    let e2 = exp(r2 * t)
    return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
  }

  /// When a spring started at `offset` with `velocity` stays within `tolerance` of its
  /// target and moves less than `tolerance` per frame at 60 Hz: found from the envelope
  /// of its motion, then checked forwards.
  func settlingTime(offset x0: Double, velocity v0: Double, tolerance: Double) -> Double {
    guard response > 0, x0.isFinite, v0.isFinite else { return 0 }
    let tolerance = max(tolerance, 1e-12)
    if abs(x0) <= tolerance, abs(v0) <= tolerance * 60 { return 0 }
    let zeta = dampingRatio
    let omega = angularFrequency
    let rate: Double
    if zeta < 1 {
      rate = zeta * omega
    } else {
      rate = omega * (zeta - (zeta * zeta - 1).squareRoot())
    }
    let amplitude = abs(x0) + abs(v0) / omega + abs(v0 + zeta * omega * x0) / omega
    var time = max(log(max(amplitude, tolerance) / tolerance) / max(rate, 1e-9), 0)
    for _ in 0..<64 {
      let (x, v) = state(offset: x0, velocity: v0, at: time)
      if abs(x) <= tolerance, abs(v) <= tolerance * 60 { break }
      time += max(time * 0.05, 1.0 / 60)
    }
    return min(time, Animation.longest)
  }
}
