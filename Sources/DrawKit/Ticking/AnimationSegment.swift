import Foundation

/// One animation added to a value: it moves an offset, the value's distance from its target
/// when the animation began, to zero, and carries an initial velocity along.
///
/// A value's on-screen state is its target plus the sum of its segments' offsets, so a new
/// target adds a segment instead of restarting (see ``Animation``): the running segments go
/// on to their ends and the motion stays continuous.
struct AnimationSegment<Data: VectorArithmetic> {
  /// The distance from the target at the start.
  let offset: Data
  /// The velocity at the start, in units per second; springs carry it, curves do not.
  let velocity: Data
  let animation: Animation
  /// Seconds of one run of the motion.
  let runLength: Double
  /// Seconds from the start to the end, delay and repetitions included; `nil` for endless.
  let length: Double?
  /// Seconds since the segment began.
  var elapsed: Double = 0
  /// The group whose completion waits for this segment, if any.
  let completion: AnimationCompletionGroup?

  init(
    offset: Data, velocity: Data, animation: Animation, completion: AnimationCompletionGroup?
  ) {
    self.offset = offset
    self.velocity = velocity
    self.animation = animation
    self.completion = completion
    let distance = offset.magnitudeSquared.squareRoot()
    let speed = velocity.magnitudeSquared.squareRoot()
    switch animation.motion {
    case .curve(_, let duration):
      runLength = duration
    case .spring(let spring):
      // A quarter of a unit at most (a quarter pixel), a thousandth of the distance at least.
      let tolerance = min(0.25, max(distance * 1e-3, 1e-6))
      runLength = spring.settlingTime(offset: distance, velocity: speed, tolerance: tolerance)
    }
    switch animation.repetition {
    case .once: length = animation.delay + runLength
    case .count(let count, _): length = animation.delay + Double(count) * runLength
    case .forever: length = runLength > 0 ? nil : animation.delay
    }
  }

  /// Whether the segment has run its course.
  var isFinished: Bool { length.map { elapsed >= $0 } ?? false }

  /// Whether the segment never ends by itself.
  var isEndless: Bool { length == nil }

  /// The segment's share of the value and of its velocity now.
  func contribution() -> (offset: Data, velocity: Data) {
    let (f, df, g, dg) = sample()
    var value = offset.scaled(by: f)
    var speed = offset.scaled(by: df)
    if g != 0 || dg != 0 {
      value = value + velocity.scaled(by: g)
      speed = speed + velocity.scaled(by: dg)
    }
    return (value, speed)
  }

  /// How much of the offset is left (`f`) and of the initial velocity's displacement (`g`),
  /// with their rates of change per second.
  private func sample() -> (f: Double, df: Double, g: Double, dg: Double) {
    if isFinished { return (0, 0, 0, 0) }
    let time = elapsed - animation.delay
    guard time >= 0 else { return (1, 0, 0, 0) }
    guard runLength > 0 else { return (0, 0, 0, 0) }
    var run = time / runLength
    var reversed = false
    switch animation.repetition {
    case .once:
      run = min(run, 1)
    case .count(_, let autoreverses), .forever(let autoreverses):
      let cycle = run.rounded(.down)
      run -= cycle
      reversed = autoreverses && Int(cycle.truncatingRemainder(dividingBy: 2)) == 1
    }
    var f: Double
    var df: Double
    var g = 0.0
    var dg = 0.0
    switch animation.motion {
    case .curve(let curve, _):
      let (progress, slope) = curve.sample(run)
      f = 1 - progress
      df = -slope / runLength
    case .spring(let spring):
      let local = run * runLength
      (f, df) = spring.state(offset: 1, velocity: 0, at: local)
      if case .once = animation.repetition {
        (g, dg) = spring.state(offset: 0, velocity: 1, at: local)
      }
    }
    if reversed {
      f = 1 - f
      df = -df
    }
    return (f, df, g, dg)
  }
}
