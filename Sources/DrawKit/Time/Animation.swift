import Foundation

/// How a change moves over time: a timing curve over a duration or a spring, with an
/// optional delay and repetition.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.2)) { view.alpha = 0 }
/// knob.animate(to: 1, with: .spring(duration: 0.25, bounce: 0.2))
/// spinner.phase.animate(to: 1, with: .linear(duration: 1).repeatForever().essential())
/// ```
///
/// **Retargeting keeps the motion.** A change sent while an animation of the same value
/// runs does not restart it: the new animation moves the value from the old target to the
/// new one and is added to the running one, which goes on to its end (as SwiftUI's
/// animations combine). Springs and curves that start slowly (`easeIn`, `easeInOut`, cubic
/// Béziers whose first control point is level with the start) so keep the value's velocity
/// continuous; `linear` and `easeOut` keep the value continuous and change its velocity.
///
/// **Out-of-range parameters are clamped, never trapped:** a NaN, zero or negative duration
/// or delay is zero (the change shows at the next frame), one longer than an hour (or
/// infinite) is an hour; a spring's bounce is kept within -0.95...0.95 (NaN is 0); a
/// repetition count below 1 is 1; Bézier control points' `x` lie in 0...1 and NaN
/// coordinates are 0.
///
/// Under reduced motion (``MotionPreference``) an animation jumps to its end in one frame
/// unless it is ``essential()``.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// What moves the value from its start to its target.
  enum Motion: Hashable, Sendable {
    case curve(TimingCurve, duration: Double)
    case spring(SpringParameters)
  }

  /// How often the motion runs.
  enum Repetition: Hashable, Sendable {
    case once
    case count(Int, autoreverses: Bool)
    case forever(autoreverses: Bool)
  }

  /// The longest duration or delay an animation has, in seconds.
  static let longest: Double = 3_600

  let motion: Motion
  /// Seconds before the motion starts.
  private(set) var delay: Double = 0
  private(set) var repetition: Repetition = .once
  /// Whether the animation runs under reduced motion.
  public private(set) var isEssential = false

  init(_ motion: Motion) {
    self.motion = motion
  }

  /// A duration or delay in seconds, clamped to 0...an hour (NaN is 0).
  static func seconds(_ duration: Double) -> Double {
    duration.isNaN ? 0 : min(max(duration, 0), longest)
  }

  /// A duration in seconds of the standard library's `Duration`.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Self.seconds(Double(seconds) + Double(attoseconds) * 1e-18)
  }

  // MARK: Curves

  /// Moves at an even speed for `duration` seconds.
  public static func linear(duration: Double = 0.35) -> Animation {
    Animation(.curve(.linear, duration: seconds(duration)))
  }

  /// Starts slowly and speeds up to the end (CSS's `ease-in`).
  public static func easeIn(duration: Double = 0.35) -> Animation {
    Animation(.curve(.easeIn, duration: seconds(duration)))
  }

  /// Starts fast and slows down to the end (CSS's `ease-out`).
  public static func easeOut(duration: Double = 0.35) -> Animation {
    Animation(.curve(.easeOut, duration: seconds(duration)))
  }

  /// Starts and ends slowly (CSS's `ease-in-out`).
  public static func easeInOut(duration: Double = 0.35) -> Animation {
    Animation(.curve(.easeInOut, duration: seconds(duration)))
  }

  /// A cubic Bézier timing curve from (0, 0) to (1, 1) through the control points
  /// (`x1`, `y1`) and (`x2`, `y2`), as CSS's `cubic-bezier()`; `y` may leave 0...1 to
  /// overshoot.
  public static func timingCurve(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(.curve(TimingCurve(x1, y1, x2, y2), duration: seconds(duration)))
  }

  // MARK: Springs

  /// A spring that settles in about `duration` seconds; `bounce` 0 settles without
  /// overshooting, up to 0.95 overshoots more and more, and below 0 settles more slowly.
  ///
  /// The spring stops once it is within a thousandth of its distance (and a quarter of a
  /// unit) of its target and all but still; its ``duration`` says when.
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
    Animation(.spring(SpringParameters(response: seconds(duration), bounce: bounce)))
  }

  /// A spring without overshoot that settles in 0.5 s: the default of ``withAnimation(_:_:completion:)``.
  public static let smooth = spring(duration: 0.5, bounce: 0)
  /// A quick spring with a small overshoot (0.3 s, bounce 0.15).
  public static let snappy = spring(duration: 0.3, bounce: 0.15)
  /// A spring that overshoots visibly (0.5 s, bounce 0.3).
  public static let bouncy = spring(duration: 0.5, bounce: 0.3)
  /// The animation `withAnimation` uses when given none: ``smooth``.
  public static let `default` = smooth

  // MARK: Modifiers

  /// This animation, starting `seconds` later.
  public func delay(_ seconds: Double) -> Animation {
    var copy = self
    copy.delay = Self.seconds(seconds)
    return copy
  }

  /// This animation run `count` times.
  ///
  /// With `autoreverses`, every other run goes back. After the last run the value is at its
  /// target.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repetition = .count(max(count, 1), autoreverses: autoreverses)
    return copy
  }

  /// This animation run again and again until it is stopped (by a new value, the view
  /// leaving its tree or hiding, or reduced motion), as a spinner's.
  public func repeatForever(autoreverses: Bool = false) -> Animation {
    var copy = self
    copy.repetition = .forever(autoreverses: autoreverses)
    return copy
  }

  /// This animation, run even under reduced motion: for motion that carries meaning, such as
  /// a progress indicator or a spinner.
  public func essential() -> Animation {
    var copy = self
    copy.isEssential = true
    return copy
  }

  // MARK: Timing

  /// Seconds one run of the motion takes: a curve's duration, or when a spring started from
  /// rest settles.
  public var duration: Double {
    switch motion {
    case .curve(_, let duration): duration
    case .spring(let spring): spring.settlingTime(offset: 1, velocity: 0, tolerance: 1e-3)
    }
  }

  /// Whether the animation never ends by itself.
  public var repeatsForever: Bool {
    if case .forever = repetition { return true }
    return false
  }

  /// The animation in words, such as `spring(duration: 0.5, bounce: 0.0)`.
  public var description: String {
    var text: String
    switch motion {
    case .curve(let curve, let duration): text = "\(curve)(duration: \(duration))"
    case .spring(let spring):
      text = "spring(duration: \(spring.response), bounce: \(spring.bounce))"
    }
    if delay > 0 { text += ".delay(\(delay))" }
    switch repetition {
    case .once: break
    case .count(let count, let reverses):
      text += ".repeatCount(\(count), autoreverses: \(reverses))"
    case .forever(let reverses): text += ".repeatForever(autoreverses: \(reverses))"
    }
    if isEssential { text += ".essential()" }
    return text
  }
}
