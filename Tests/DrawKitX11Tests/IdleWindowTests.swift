#if Hosts

import Foundation
import Glibc
import Testing

/// An idle live window, its caret still, does nothing: no wakeup, no tick, no frame request,
/// for ten seconds, on both hosts; counted by the window's own loop (`playgrounds --stats`),
/// not timed.
@Suite(.serialized)
struct IdleWindowTests {
  /// Starts the PlaceholderTextView page on `host` in a private X server, writing its counts to
  /// a file, waits until it has settled, and runs `body` with the window, the file and the
  /// lines so far.
  private func withSettledWindow(
    host: String, _ body: (LivePlayground, LiveStatsFile, [Substring]) throws -> Void
  ) throws {
    let server = try XvfbServer()
    let stats = LiveStatsFile()
    defer { stats.remove() }
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server, host: host, options: ["--stats", stats.file.path])
    try withExtendedLifetime(server) {
      try body(live, stats, try stats.settle(live))
    }
  }

  @Test(arguments: ["--live", "--gtk"])
  func anIdleWindowWakesOnlyForTheSignalThatAsks(host: String) throws {
    try withSettledWindow(host: host) { live, stats, settled in
      let first = LiveStatsFile.counts(settled[settled.count - 1])
      sleep(10)
      let second = try LiveStatsFile.counts(
        stats.snapshot(live, lines: settled.count + 1)[settled.count])
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
    try withSettledWindow(host: host) { live, stats, settled in
      let blocks = 5
      var lines = settled
      for _ in 1...blocks {
        lines = try stats.snapshot(live, lines: lines.count + 1)
      }
      #expect(try live.stop() == 0)
      let first = LiveStatsFile.counts(settled[settled.count - 1])
      let last = LiveStatsFile.counts(lines[lines.count - 1])
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
