import DrawKit

/// A clock that moves only when a test moves it, for frame loops whose animations must land
/// on the same frames every run.
///
/// ```swift
/// let clock = ManualClock()
/// let loop = FrameLoop(root: root, clock: clock)
/// toggle.isOn = true                  // starts a spring
/// loop.advance(frames: 6)             // 100 ms at 60 Hz
/// assertSnapshot(of: root, named: "toggle-100ms")
/// ```
public final class ManualClock: FrameClock {
  /// The time now.
  public private(set) var now: ContinuousClock.Instant

  /// A clock reading `start` until it is moved.
  public init(start: ContinuousClock.Instant = .now) {
    now = start
  }

  /// Moves the clock by `duration`; a negative one moves it back, as a misbehaving clock
  /// might (animations then stand still until it is past its latest time again).
  public func advance(by duration: Duration) {
    now = now + duration
  }
}
