import DrawKit
import Foundation

/// Timing and the one result line, in the peers' fixed format.
enum BenchmarkReport {
  /// The helper threads every scene renders with, as a host would: one set for the process.
  static let layoutThreads = LayoutThreads()

  /// Milliseconds on the monotonic clock.
  static func nowMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
  }

  /// Milliseconds of CPU time the calling thread has used.
  static func threadCPUMilliseconds() -> Double { milliseconds(of: CLOCK_THREAD_CPUTIME_ID) }

  /// Milliseconds of CPU time the process (every thread) has used.
  static func processCPUMilliseconds() -> Double { milliseconds(of: CLOCK_PROCESS_CPUTIME_ID) }

  private static func milliseconds(of clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
  }

  /// The process's peak resident set size, in kilobytes.
  static func peakResidentKilobytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
  }

  /// Prints `peer=drawkit scene=… variant=… n=… median_ms=… p90_ms=… peak_rss_kb=…`, the
  /// figures with three decimals unless `format` says otherwise.
  static func report(
    scene: String, variant: String, n: Int, samples: [Double], format: String = "%.3f"
  ) {
    let sorted = samples.sorted()
    let count = sorted.count
    let median =
      count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    let rank = min(max((9 * count + 9) / 10 - 1, 0), count - 1)
    let fields = "scene=%@ variant=%@ n=%d median_ms=\(format) p90_ms=\(format) peak_rss_kb=%ld"
    let line = String(
      format: "peer=drawkit " + fields, scene, variant, n, median, sorted[rank],
      peakResidentKilobytes())
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Prints `peer=drawkit scene=… variant=… n=… count=…`: work counted, not timed.
  static func count(scene: String, variant: String, n: Int, count: Int) {
    let line = "peer=drawkit scene=\(scene) variant=\(variant) n=\(n) count=\(count)"
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Runs `frame` as the peers' frame loops do: 3 unrecorded warm-up frames, then up to 300
  /// frames or 2.5 s, at least 15.
  static func frameLoop(_ frame: () throws -> Void) rethrows -> [Double] {
    var samples: [Double] = []
    let start = nowMilliseconds()
    for index in 0..<303 {
      let begin = nowMilliseconds()
      try frame()
      let elapsed = nowMilliseconds() - begin
      if index >= 3 { samples.append(elapsed) }
      if samples.count >= 15, nowMilliseconds() - start > 2_500 { break }
    }
    return samples
  }
}
