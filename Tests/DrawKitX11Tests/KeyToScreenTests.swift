#if Hosts

import DrawKit
import Foundation
import Glibc
import PlaygroundPages
import Testing

/// What the key-to-screen latency bench relies on, checked without timing anything: a
/// keystroke in DrawKit's live window sends the server only the edited line, and the bench's
/// client refuses to report a figure for keys that change nothing on screen.
@Suite(.serialized)
struct KeyToScreenTests {
  /// Typed letters damage only their line's band, in both hosts.
  ///
  /// A 1,000-line document in the benchmarks' 800 × 1200 text view, scrolled to its middle:
  /// each typed letter's damage, read back with the DAMAGE extension, covers the pixels that
  /// changed and stays within the edited line's band, nowhere near the whole window. In the
  /// GTK 4 host (with GTK's cairo renderer, as the latency bench runs GTK) the band is the
  /// one or two rows of the back buffer's 32-pixel tiles that the line touches.
  @Test(arguments: ["--live", "--gtk"])
  func keystrokeDamagesOnlyTheEditedLine(host: String) throws {
    let server = try XvfbServer(screen: "1280x1280x24")
    let document = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-latency-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: document) }
    let lines = (0..<1000).map { "Paragraph \($0) of a long document, typed into in its middle." }
    try Data(lines.joined(separator: "\n").utf8).write(to: document)
    let live = try LivePlayground(
      page: "LongDocument", on: server, environment: ["GSK_RENDERER": "cairo"], host: host,
      options: ["--load", document.path])
    let run = try LatencyClient.run(window: live.windowID, on: server, warmup: 2, count: 8)
    #expect(run.status == 0, "the client failed: \(run.errors)")
    #expect(run.output.contains("peer=test scene=latency variant=char n=0"))
    let band = host == "--gtk" ? 64.0 : 60
    let damage = run.damage
    let changed = run.changed
    #expect(damage.count == 10 && changed.count == 10)
    for keystroke in 0..<10 {
      let damaged = try #require(damage[keystroke])
      let pixels = try #require(changed[keystroke])
      #expect(damaged.contains(pixels), "keystroke \(keystroke): \(damaged) misses \(pixels)")
      #expect(
        damaged.height <= band, "keystroke \(keystroke) damaged \(damaged): more than a line")
      #expect(damaged.width * damaged.height <= 800 * band)
      #expect(damaged.minY > 500 && damaged.maxY < 700, "the caret's line is mid-window")
    }
    #expect(try live.stop() == 0)
    let paragraphs = try #require(live.dump).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(paragraphs.count == 1000)
    let middle = paragraphs[500]
    #expect(middle.hasPrefix("Paragraph thequickbr500 of"), "ten letters at offset 10: \(middle)")
  }

  /// One paragraph of 10,000 characters opened with the caret at its end (`--caret-at-end`, as
  /// the latency bench types at the end of a long paragraph): the letters go at the end, the
  /// view shows its last line at the bottom, and each letter's damage stays within that line's
  /// band rather than the paragraph that fills the window.
  @Test func typingAtTheEndOfALongParagraphDamagesOnlyItsLastLine() throws {
    let server = try XvfbServer(screen: "1280x1280x24")
    let document = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-latency-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: document) }
    let paragraph = try Self.paragraphWithRoomAtTheEnd(for: "thequickbr", length: 10_000)
    try Data(paragraph.utf8).write(to: document)
    let live = try LivePlayground(
      page: "LongDocument", on: server, options: ["--load", document.path, "--caret-at-end"])
    let run = try LatencyClient.run(window: live.windowID, on: server, warmup: 2, count: 8)
    #expect(run.status == 0, "the client failed: \(run.errors)")
    for keystroke in 0..<10 {
      let damaged = try #require(run.damage[keystroke])
      let pixels = try #require(run.changed[keystroke])
      #expect(damaged.contains(pixels), "keystroke \(keystroke): \(damaged) misses \(pixels)")
      #expect(damaged.height <= 60, "keystroke \(keystroke) damaged \(damaged): more than a line")
      #expect(damaged.minY > 1100, "the caret's line is the view's last: \(damaged)")
    }
    #expect(try live.stop() == 0)
    let text = try #require(live.dump)
    #expect(text == paragraph + "thequickbr", "ten letters at the end: …\(text.suffix(30))")
  }

  /// A paragraph of at most `length` characters whose last line, in the LongDocument page's
  /// text view, has room for `typed`: typing it at the end then wraps no line, which would
  /// scroll the view (its last line is at the bottom) and repaint the window.
  private static func paragraphWithRoomAtTheEnd(for typed: String, length: Int) throws -> String {
    let page = try #require(PlaygroundPage.named("LongDocument")).build()
    let view = try #require(page.subviews.first as? TextView)
    let words = (0..<(length / 6 + 1)).map { "word\($0 % 10)" }.joined(separator: " ")
    var text = String(words.prefix(length))
    while !text.isEmpty {
      view.text = text + typed
      let lineWithTyped = view.caretRect(for: view.storage.endPosition).minY
      view.text = text
      if view.caretRect(for: view.storage.endPosition).minY == lineWithTyped { return text }
      text.removeLast()
    }
    throw TestFailure("no paragraph leaves room for \(typed)")
  }

  /// A text view that is itself the window's root, scrolled to the middle of a long
  /// document (the Notes page with `--load`): typed letters show where they go, at the
  /// caret's line in the window, not at its line in the content.
  @Test func typingShowsInAScrolledRootTextView() throws {
    let server = try XvfbServer()
    let document = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-latency-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: document) }
    let lines = (0..<200).map { "Line \($0) of the notes." }
    try Data(lines.joined(separator: "\n").utf8).write(to: document)
    let live = try LivePlayground(
      page: "NotesTextView", on: server, options: ["--load", document.path])
    let run = try LatencyClient.run(window: live.windowID, on: server, warmup: 0, count: 4)
    #expect(run.status == 0, "the client failed: \(run.errors)")
    for keystroke in 0..<4 {
      let pixels = try #require(run.changed[keystroke])
      #expect(pixels.minY > 180 && pixels.maxY < 300, "the caret's line is mid-window: \(pixels)")
    }
    #expect(try live.stop() == 0)
  }

  /// Without shared memory (`DRAWKIT_X11_SHM=0`, as for a remote server) the window sends
  /// its rectangles in `PutImage` requests: at twice the pixels per point the blue border is
  /// where it belongs, and typed letters show on screen within the text view.
  @Test func putImageCopyShowsTheFrameAtItsScale() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server,
      environment: ["DRAWKIT_SCALE": "2", "DRAWKIT_X11_SHM": "0"])
    let image = try live.waitForCapture {
      $0.width == 800 && $0.pixel(x: 204, y: 300, is: (0, 0, 255))
    }
    #expect(image.pixel(x: 204, y: 300, is: (0, 0, 255)))
    #expect(image.pixel(x: 215, y: 300, is: (255, 255, 255)))
    let run = try LatencyClient.run(window: live.windowID, on: server, warmup: 1, count: 3)
    #expect(run.status == 0, "the client failed: \(run.errors)")
    for keystroke in 1..<4 {
      let damaged = try #require(run.damage[keystroke])
      #expect(damaged.minX >= 200 && damaged.maxX <= 600 && damaged.minY >= 200)
      #expect(damaged.height <= 120, "keystroke \(keystroke) damaged \(damaged)")
    }
    #expect(try live.stop() == 0)
    #expect(live.dump == "theq")
  }

  /// A typed letter costs the window one wake-up, one frame and no round trip to the server.
  ///
  /// The key press itself says the server has read the last frame's shared-memory copy (the
  /// events it sends carry the number of the last request it handled), so the frame drawn
  /// for the key writes into the shared image at once. Each frame used to end with a round
  /// trip that waited for the server to read its copy (20 round trips for 20 letters).
  @Test func aTypedLetterCostsOneWakeupAndNoRoundTrip() throws {
    let server = try XvfbServer()
    let stats = LiveStatsFile()
    defer { stats.remove() }
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server, environment: ["DRAWKIT_CARET_BLINK": "0"],
      options: ["--stats", stats.file.path])
    // The client's first run gives the window the keyboard focus and the pointer, which
    // cost wake-ups and frames of their own.
    let focusing = try LatencyClient.run(window: live.windowID, on: server, warmup: 0, count: 1)
    #expect(focusing.status == 0, "the client failed: \(focusing.errors)")
    let settled = try stats.settle(live)
    let letters = 20
    let run = try LatencyClient.run(window: live.windowID, on: server, warmup: 0, count: letters)
    #expect(run.status == 0, "the client failed: \(run.errors)")
    let lines = try stats.snapshot(live, lines: settled.count + 1)
    #expect(try live.stop() == 0)
    let first = LiveStatsFile.counts(settled[settled.count - 1])
    let last = LiveStatsFile.counts(lines[lines.count - 1])
    func grew(_ name: String) -> Int? { last[name].map { $0 - (first[name] ?? 0) } }
    #expect(grew("frames") == letters, "one frame for each letter")
    #expect(grew("roundtrips") == 0, "no frame waited for the server")
    // One wake-up for each letter's key press, one for the signal that asked for counts, and
    // at most one for the client's second focus request.
    #expect(grew("wakeups").map { $0 <= letters + 2 } == true, "wake-ups: \(grew("wakeups") ?? -1)")
    #expect(live.dump == "t" + String("thequickbrownfoxjumpsoverthelazydog".prefix(letters)))
  }

  /// In a window whose keys change nothing (a page without a text widget), the client fails
  /// the run and says why instead of printing a latency.
  @Test func latencyClientFailsWhenTheKeyChangesNothing() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "Primitives", on: server)
    let run = try LatencyClient.run(window: live.windowID, on: server, warmup: 0, count: 2)
    #expect(run.status == 1)
    #expect(run.errors.contains("changed nothing on screen"), "it said: \(run.errors)")
    #expect(!run.output.contains("median_ms="))
    #expect(try live.stop() == 0)
  }
}

#endif
