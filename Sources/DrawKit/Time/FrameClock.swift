/// The time a ``FrameLoop`` runs on: the system's monotonic clock in a window, a manual one
/// in tests (`ManualClock` in DrawKitTesting), or a host's own frame clock.
///
/// Animations advance by the difference between the times of two frames, so a clock may
/// start anywhere; one that goes backwards moves nothing until it is past its latest time
/// again.
public protocol FrameClock: AnyObject {
  /// The time now.
  var now: ContinuousClock.Instant { get }
}

/// The system's monotonic clock (`ContinuousClock`), which a ``FrameLoop`` uses unless given
/// another.
public final class SystemFrameClock: FrameClock {
  /// A clock reading `ContinuousClock.now`.
  public init() {}

  /// `ContinuousClock.now`.
  public var now: ContinuousClock.Instant { .now }
}
