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

  /// Asks for counts until two in a row differ only by the asking, and returns every line so
  /// far (the last is the settled count).
  ///
  /// Settled means no frame, no frame request and, in the X11 window, no read between the two:
  /// the first frames, the focus and the exposure are over, however long they took.
  private func settle(_ live: LivePlayground, into file: URL) throws -> [Substring] {
    var lines = try snapshot(live, into: file, lines: 1)
    for _ in 0..<400 {
      lines = try snapshot(live, into: file, lines: lines.count + 1)
      let before = counts(lines[lines.count - 2])
      let after = counts(lines[lines.count - 1])
      if ["frames", "requests", "reads"].allSatisfy({ before[$0] == after[$0] }) { return lines }
      usleep(50_000)
    }
    throw TestFailure("the window never settled: \(lines.last ?? "")")
  }

  /// Starts the PlaceholderTextView page on `host` in a private X server, writing its counts to
  /// a file, waits until it has settled, and runs `body` with the window, the file and the
  /// lines so far.
  private func withSettledWindow(
    host: String, _ body: (LivePlayground, URL, [Substring]) throws -> Void
  ) throws {
    let server = try XvfbServer()
    let statsFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-stats-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: statsFile) }
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server, host: host, options: ["--stats", statsFile.path])
    try withExtendedLifetime(server) {
      try body(live, statsFile, try settle(live, into: statsFile))
    }
  }

  @Test(arguments: ["--live", "--gtk"])
  func anIdleWindowWakesOnlyForTheSignalThatAsks(host: String) throws {
    try withSettledWindow(host: host) { live, statsFile, settled in
      let first = counts(settled[settled.count - 1])
      sleep(10)
      let second = try counts(
        snapshot(live, into: statsFile, lines: settled.count + 1)[settled.count])
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

  /// A block posted to an idle window's main queue costs one wake-up and no other read.
  ///
  /// Each SIGUSR1 reaches the window as a block that libdispatch's signal thread posts to the
  /// main queue, as `DispatchQueue.main.async` from any thread does: the idle loop wakes once
  /// for it and runs the main thread's work once. The X11 window reads none of its other
  /// descriptors for it (the X socket, the signal and close pipes: three empty reads before);
  /// GLib's loop makes one pass for it (two before, when the descriptor source blocked itself
  /// during the call, which woke the loop again).
  @Test(arguments: ["--live", "--gtk"])
  func aPostedBlockCostsOneWakeupAndNoOtherRead(host: String) throws {
    try withSettledWindow(host: host) { live, statsFile, settled in
      let blocks = 5
      var lines = settled
      for _ in 1...blocks {
        lines = try snapshot(live, into: statsFile, lines: lines.count + 1)
      }
      #expect(try live.stop() == 0)
      let first = counts(settled[settled.count - 1])
      let last = counts(lines[lines.count - 1])
      func grew(_ name: String) -> Int? { last[name].map { $0 - (first[name] ?? 0) } }
      #expect(grew("runs") == blocks, "the main thread's work ran once for each block")
      if host == "--live" {
        #expect(grew("wakeups") == blocks)
        #expect(grew("reads") == 0, "no descriptor but the main queue's was read")
      } else {
        #expect(grew("passes") == blocks, "GLib's loop made one pass for each block")
      }
    }
  }
}

#endif
