#if Hosts

import Foundation
import Glibc
import Testing

/// An idle live window, its caret still, does nothing: no wakeup, no tick, no frame request,
/// for ten seconds, on both hosts; counted by the window's own loop (`playgrounds --stats`),
/// not timed.
@Suite(.serialized)
struct IdleWindowTests {
  /// The counts of one line of the stats file, by name.
  private func counts(_ line: Substring) -> [String: Int] {
    var counts: [String: Int] = [:]
    for field in line.split(separator: " ") {
      let parts = field.split(separator: "=")
      if parts.count == 2, let value = Int(parts[1]) { counts[String(parts[0])] = value }
    }
    return counts
  }

  /// Asks for a line of counts and waits until it is written; returns every line so far.
  private func snapshot(_ live: LivePlayground, into file: URL, lines: Int) throws -> [Substring] {
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

  @Test(arguments: ["--live", "--gtk"])
  func anIdleWindowWakesOnlyForTheSignalThatAsks(host: String) throws {
    let server = try XvfbServer()
    let statsFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-stats-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: statsFile) }
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server, host: host, options: ["--stats", statsFile.path])
    // The first frames, the focus and the exposure settle before the count starts.
    usleep(1_000_000)
    let first = try counts(snapshot(live, into: statsFile, lines: 1)[0])
    sleep(10)
    let second = try counts(snapshot(live, into: statsFile, lines: 2)[1])
    #expect(try live.stop() == 0)
    #expect(second["requests"] == first["requests"], "no frame was requested")
    #expect(second["frames"] == first["frames"], "nothing was painted")
    if host == "--live" {
      // The second signal's own wakeup, and the one tick that ran its work, are all.
      #expect(second["wakeups"].map { $0 - (first["wakeups"] ?? 0) } == 1)
      #expect(second["ticks"].map { $0 - (first["ticks"] ?? 0) } == 1)
    } else {
      #expect(second["ticks"] == first["ticks"], "the frame clock ticked nothing")
    }
  }
}

#endif
