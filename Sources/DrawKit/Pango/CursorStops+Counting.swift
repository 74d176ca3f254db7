import Foundation

extension CursorStops {
  /// How many windows the calling thread has measured with `pango_get_log_attrs`, and how many
  /// bytes they held: for tests that count what caret queries and edits cost.
  ///
  /// Counted per thread, so that tests running side by side do not see each other's work.
  package static var measuredOnThisThread: (windows: Int, bytes: Int) {
    let count = threadCount
    return (count.windows, count.bytes)
  }

  /// Adds one measured window of `bytes` bytes to the calling thread's count.
  static func countMeasurement(ofBytes bytes: Int) {
    let count = threadCount
    count.windows += 1
    count.bytes += bytes
  }

  /// One thread's count.
  private final class Count {
    var windows = 0
    var bytes = 0
  }

  /// The calling thread's count, made on first use and released when the thread exits.
  private static var threadCount: Count {
    if let stored = pthread_getspecific(countKey) {
      return Unmanaged<Count>.fromOpaque(stored).takeUnretainedValue()
    }
    let count = Count()
    pthread_setspecific(countKey, Unmanaged.passRetained(count).toOpaque())
    return count
  }

  private static let countKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { stored in
      guard let stored else { return }
      Unmanaged<Count>.fromOpaque(stored).release()
    }
    return key
  }()
}
