import Foundation

/// Counts clicks into single, double and triple clicks from their times and places, for hosts
/// whose window system reports only single presses.
public struct ClickCounter: Sendable {
  /// The longest pause between presses of one multi-click, in seconds.
  public var interval: TimeInterval
  /// How far the pointer may move between presses of one multi-click, in points.
  public var slop: CGFloat
  private var lastTime: TimeInterval = -.infinity
  private var lastLocation = CGPoint.zero
  private var count = 0

  /// Creates a counter; the defaults are GTK's (400 ms, 5 px).
  public init(interval: TimeInterval = 0.4, slop: CGFloat = 5) {
    self.interval = interval
    self.slop = slop
  }

  /// Registers a press at `time` (seconds, any monotonic clock) and `location`, and returns
  /// its click count: 1, 2 or 3 (a fourth quick press starts over at 1).
  public mutating func press(at time: TimeInterval, location: CGPoint) -> Int {
    let near = abs(location.x - lastLocation.x) <= slop && abs(location.y - lastLocation.y) <= slop
    count = time - lastTime <= interval && near && count < 3 ? count + 1 : 1
    lastTime = time
    lastLocation = location
    return count
  }
}
