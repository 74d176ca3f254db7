import DrawKit

/// Why a frame loop would not settle.
public struct SettleError: Error, CustomStringConvertible {
  /// The frames ticked before giving up.
  public let frames: Int
  /// Whether what kept it busy were endless animations (a spinner), which never settle.
  public let isEndless: Bool

  /// What happened, for the test's failure.
  public var description: String {
    isEndless
      ? "an endless animation runs (after \(frames) frames): stop it or tick a fixed number of frames"
      : "animations still ran after \(frames) frames"
  }
}

extension FrameLoop {
  /// Ticks `count` frames, moving the loop's ``DrawKitTesting/ManualClock`` one ``FrameLoop/frameInterval``
  /// before each, and returns the regions each painted.
  ///
  /// - Precondition: the loop's clock is a ``DrawKitTesting/ManualClock``.
  @discardableResult
  public func advance(frames count: Int) -> [DirtyRegion] {
    let clock = manualClock
    return (0..<max(count, 0)).map { _ in
      clock.advance(by: frameInterval)
      return tick()
    }
  }

  /// Ticks frame by frame until no animation runs, and returns how many frames that took.
  ///
  /// Throws ``DrawKitTesting/SettleError`` when only endless animations are left (they never settle: tick a
  /// fixed number of frames instead) or after `maximumFrames`, as Flutter's `pumpAndSettle`
  /// does.
  ///
  /// - Precondition: the loop's clock is a ``DrawKitTesting/ManualClock``.
  @discardableResult
  public func settle(maximumFrames: Int = 600) throws(SettleError) -> Int {
    var frames = 0
    tick()
    while isAnimating {
      if hasOnlyEndlessAnimations { throw SettleError(frames: frames, isEndless: true) }
      guard frames < maximumFrames else { throw SettleError(frames: frames, isEndless: false) }
      advance(frames: 1)
      frames += 1
    }
    return frames
  }

  /// How many times the loop asked its host for a frame while `body` ran: zero for a tree
  /// that stays still.
  public func frameRequests(during body: () throws -> Void) rethrows -> Int {
    let before = frameRequestCount
    try body()
    return frameRequestCount - before
  }

  private var manualClock: ManualClock {
    guard let clock = clock as? ManualClock else {
      preconditionFailure("advance(frames:) and settle() need a FrameLoop on a ManualClock")
    }
    return clock
  }
}
