extension CursorStops {
  /// How many windows the calling thread has measured with `pango_get_log_attrs`, and how many
  /// bytes they held: for tests that count what caret queries and edits cost.
  ///
  /// Counted per thread, so that tests running side by side do not see each other's work.
  package static var measuredOnThisThread: (windows: Int, bytes: Int) {
    let count = threadCount.value
    return (count.windows, count.bytes)
  }

  /// Adds one measured window of `bytes` bytes to the calling thread's count.
  static func countMeasurement(ofBytes bytes: Int) {
    let count = threadCount.value
    count.windows += 1
    count.bytes += bytes
  }

  /// One thread's count.
  private final class Count {
    var windows = 0
    var bytes = 0
  }

  private static let threadCount = ThreadLocal { Count() }
}
