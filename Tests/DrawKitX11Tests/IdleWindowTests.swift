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

  /// A scroll bar waiting out its fade's delay (a second after the scroll) ticks no frames.
  ///
  /// One wheel notch scrolls a 300-line document and shows the overlay bar; once the bar has
  /// faded out, the window's loop has ticked the scroll's and the fade's frames and the
  /// counts asked for, not the sixty frames of the delay, in which nothing moves.
  @Test(arguments: ["--live", "--gtk"])
  func aScrollBarWaitingToFadeTicksNoFrames(host: String) throws {
    let server = try XvfbServer(screen: "1280x1280x24")
    let document = try WheelDocument()
    defer { document.remove() }
    let stats = LiveStatsFile()
    defer { stats.remove() }
    let live = try LivePlayground(
      page: "LongDocument", on: server, environment: ["DRAWKIT_CARET_BLINK": "0"], host: host,
      options: ["--load", document.url.path, "--stats", stats.file.path])
    try server.xdotool("mousemove", "--window", String(live.windowID), "400", "600")
    var lines = try stats.settle(live)
    let before = try live.capture()
    let start = LiveStatsFile.counts(lines[lines.count - 1])
    try server.xdotool("click", "5")
    let text = (x: 0..<760, y: 0..<1200)
    let bar = (x: 780..<800, y: 0..<1200)
    _ = try live.waitForCapture { !$0.sameRegion(as: before, x: text.x, y: text.y) }
    let faded = try live.waitForCapture { $0.sameRegion(as: before, x: bar.x, y: bar.y) }
    #expect(!faded.sameRegion(as: before, x: text.x, y: text.y), "the notch scrolled")
    #expect(faded.sameRegion(as: before, x: bar.x, y: bar.y), "the bar faded out")
    lines = try stats.settle(live)
    let end = LiveStatsFile.counts(lines[lines.count - 1])
    let ticks = (end["ticks"] ?? 0) - (start["ticks"] ?? 0)
    #expect(try live.stop() == 0)
    // The fade's quarter second is 15 frames, the scroll's a few more; the delay was 60.
    #expect(ticks <= 45, "\(ticks) ticks from the notch to the faded bar")
  }

  /// A block posted to an idle window's main queue costs one wake-up and no other read.
  ///
  /// Each SIGUSR1 reaches the window as a block that libdispatch's signal thread posts to the
  /// main queue, as `DispatchQueue.main.async` from any thread does: the idle loop wakes once
  /// for it and runs the main thread's work once. The X11 window reads none of its other
  /// descriptors for it (the X socket, the signal and close pipes: three empty reads before);
  /// GLib's loop makes one pass for it (two before, when the descriptor source blocked itself
  /// during the call, which woke the loop again).
  ///
  /// Counted per block, between the counts written just before and by it. A span that holds
  /// other work is not this block's cost alone: the main thread's work ran twice or not on its
  /// own (a signal that came while the last block's work still ran is run by it), a frame, or
  /// on GTK a pass for a source of GTK's own. So blocks are posted until five spans show one
  /// run that cost one wake-up and no read (X11) or one pass (GTK), at most 40: a loop that
  /// made two passes or a read for every block never gets there, however the spans fall.
  @Test(arguments: ["--live", "--gtk"])
  func aPostedBlockCostsOneWakeupAndNoOtherRead(host: String) throws {
    try withSettledWindow(host: host) { live, stats, settled in
      let wanted = 5
      var lines = settled
      var clean = 0
      var costly: [[String: Int]] = []
      var tries = 0
      while clean < wanted, tries < 40 {
        tries += 1
        let before = LiveStatsFile.counts(lines[lines.count - 1])
        lines = try stats.snapshot(live, lines: lines.count + 1)
        let after = LiveStatsFile.counts(lines[lines.count - 1])
        var span: [String: Int] = [:]
        for (name, value) in after { span[name] = value - (before[name] ?? 0) }
        // The counts are written inside the block's run, so a span holds the run before it.
        guard span["runs"] == 1, span["frames"] == 0, span["requests"] == 0 else { continue }
        let cost =
          host == "--live"
          ? span["wakeups"] == 1 && span["reads"] == 0 : span["passes"] == 1
        if cost { clean += 1 } else { costly.append(span) }
      }
      #expect(try live.stop() == 0)
      #expect(
        clean == wanted,
        "\(tries) blocks gave \(clean) spans of one run at one wake-up; costlier: \(costly)")
    }
  }
}

#endif
