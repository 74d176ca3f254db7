import Foundation

/// When the focused caret blinks next: every half second while the user is active, and not
/// at all (caret shown) after ten idle seconds, as GTK does, so an idle window sleeps.
///
/// `DRAWKIT_CARET_BLINK=0` in the environment keeps the caret still, for people who find
/// blinking distracting and for pixel captures. Shared by the X11 and GTK hosts.
package struct CaretBlinkTimer {
  /// The time the caret spends shown, then hidden, in seconds.
  package static let halfPeriod: TimeInterval = 0.5
  /// How long after the last input the caret stops blinking, in seconds.
  package static let idleTimeout: TimeInterval = 10

  private let isEnabled: Bool
  /// When the next blink is due, if one is scheduled.
  package private(set) var nextBlink: TimeInterval?
  private var lastInput: TimeInterval = 0

  /// A timer that blinks unless `DRAWKIT_CARET_BLINK` is `0`.
  package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    isEnabled = environment["DRAWKIT_CARET_BLINK"] != "0"
  }

  /// Input happened at `now`: the caret shows and the next blink is a half period away.
  package mutating func restart(now: TimeInterval) {
    lastInput = now
    nextBlink = isEnabled ? now + Self.halfPeriod : nil
  }

  /// Schedules the blink after the one that happened at `now`.
  package mutating func scheduleNext(now: TimeInterval) {
    nextBlink = now + Self.halfPeriod
  }

  /// Stops blinking until the next input.
  package mutating func stop() {
    nextBlink = nil
  }

  /// Whether a blink is due at `now`.
  package func isDue(now: TimeInterval) -> Bool {
    nextBlink.map { now >= $0 } ?? false
  }

  /// Whether the user has been idle long enough for the caret to stay still.
  package func shouldStopBlinking(now: TimeInterval) -> Bool {
    now - lastInput >= Self.idleTimeout
  }

  /// How long `poll` may sleep before the next blink: -1 (forever) when none is scheduled.
  package func millisecondsUntilNextBlink(now: TimeInterval) -> Int32 {
    guard let nextBlink else { return -1 }
    return Int32(max(0, ((nextBlink - now) * 1000).rounded(.up)))
  }
}
