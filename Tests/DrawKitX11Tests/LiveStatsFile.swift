#if Hosts

import Foundation
import Glibc

/// The counts a live window writes with `playgrounds --stats FILE` (its loop's ticks, frames
/// and frame requests, the X11 window's wakeups, reads and round trips), asked for with
/// SIGUSR1: how the idle-window and keystroke tests count a window's work instead of timing it.
struct LiveStatsFile {
  /// The file the window writes its lines to.
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("drawkit-stats-\(UUID().uuidString).txt")

  /// The counts of one line of the file, by name.
  static func counts(_ line: Substring) -> [String: Int] {
    var counts: [String: Int] = [:]
    for field in line.split(separator: " ") {
      let parts = field.split(separator: "=")
      if parts.count == 2, let value = Int(parts[1]) { counts[String(parts[0])] = value }
    }
    return counts
  }

  /// Asks `live` for a line of counts and waits until it is written, the file then holding
  /// `lines` lines; returns every line so far.
  func snapshot(_ live: LivePlayground, lines: Int) throws -> [Substring] {
    live.send(SIGUSR1)
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      let written = text.split(separator: "\n")
      if written.count >= lines { return written }
      usleep(20_000)
    }
    throw TestFailure("the window wrote no counts for SIGUSR1")
  }

  /// Asks for counts until two in a row differ only by the asking, and returns every line so
  /// far (the last is the settled count).
  ///
  /// Settled means no frame, no frame request and, in the X11 window, no read between the two:
  /// the first frames, the focus and the exposure are over, however long they took.
  func settle(_ live: LivePlayground) throws -> [Substring] {
    var lines = try snapshot(live, lines: 1)
    for _ in 0..<400 {
      lines = try snapshot(live, lines: lines.count + 1)
      let before = Self.counts(lines[lines.count - 2])
      let after = Self.counts(lines[lines.count - 1])
      if ["frames", "requests", "reads"].allSatisfy({ before[$0] == after[$0] }) { return lines }
      usleep(50_000)
    }
    throw TestFailure("the window never settled: \(lines.last ?? "")")
  }

  /// Removes the file.
  func remove() {
    try? FileManager.default.removeItem(at: file)
  }
}

#endif
