#if Hosts

import DrawKit
import DrawKitTesting
import Foundation
import Glibc
import PlaygroundPages
import Testing

/// A keystroke in a live window paints only what it changed, on both hosts, and the window
/// still shows what a renderer draws of the edited page: the X11 window and the GTK 4 host
/// keep a back buffer that each frame updates where the tree changed.
@Suite(.serialized)
struct PartialRepaintLiveTests {
  /// The PlaceholderTextView page with its text view focused and `text` typed into it,
  /// rendered by DrawKit.
  private func expectedImage(typing text: String) throws -> Image {
    try FontPinning.pin(configurationFile: XvfbServer.pinnedFonts)
    let root = try #require(PlaygroundPage.named("PlaceholderTextView")).build()
    var stack = [root]
    while let view = stack.popLast() {
      if let input = view as? TextInputView {
        _ = input.becomeFirstResponder()
        input.insertText(text)
        break
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return try Renderer().image(of: root)
  }

  /// Asks for counts until the window has painted more frames than `before` says and then
  /// settled; returns the counts of the settled line.
  private func countsAfterAFrame(
    _ live: LivePlayground, _ stats: LiveStatsFile, since before: [String: Int],
    lines: inout [Substring]
  ) throws -> [String: Int] {
    for _ in 0..<400 {
      lines = try stats.settle(live)
      let counts = LiveStatsFile.counts(lines[lines.count - 1])
      if let frames = counts["frames"], frames > before["frames"] ?? 0 { return counts }
      usleep(50_000)
    }
    throw TestFailure("the window painted no frame for the key")
  }

  @Test(arguments: ["--live", "--gtk"])
  func aTypedLetterPaintsLittleMoreThanItsLine(host: String) throws {
    let server = try XvfbServer()
    let stats = LiveStatsFile()
    defer { stats.remove() }
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server, host: host, options: ["--stats", stats.file.path])
    var lines = try stats.settle(live)
    try server.xdotool("windowfocus", "--sync", String(live.windowID))
    lines = try stats.settle(live)
    // The first letter hides the placeholder; the second changes only the line it joins.
    try server.type("a")
    let afterFirst = try countsAfterAFrame(
      live, stats, since: LiveStatsFile.counts(lines[lines.count - 1]), lines: &lines)
    try server.type("b")
    let afterSecond = try countsAfterAFrame(live, stats, since: afterFirst, lines: &lines)
    let painted = (afterSecond["painted"] ?? 0) - (afterFirst["painted"] ?? 0)
    // The page is 400 × 400 points; the text view's line is 200 points wide and about 20
    // high.
    #expect(painted > 0, "the key's frame went through the frame loop's paint")
    #expect(painted <= 200 * 40, "a letter painted \(painted) square points")
    #expect(
      try CaptureMatching.shows(try expectedImage(typing: "ab"), in: live),
      "the window never showed the typed letters")
    #expect(try live.stop() == 0)
    #expect(live.dump == "ab")
  }

  /// The paragraphs of ``aReturnAndABackSpaceMoveTheLinesBelowUnpainted(host:)``'s document.
  private static let shortDocument = (0..<30).map {
    "Paragraph \($0), one line of a short document."
  }

  /// The LongDocument page holding `paragraphs`, opened as `playgrounds --load` opens a file
  /// (the caret at offset 10 of the middle paragraph, that line in the middle of the view),
  /// its text view focused and `edit` applied, rendered by DrawKit.
  private func expectedLongDocument(
    _ paragraphs: [String], after edit: (TextView) -> Void
  ) throws -> Image {
    try FontPinning.pin(configurationFile: XvfbServer.pinnedFonts)
    let root = try #require(PlaygroundPage.named("LongDocument")).build()
    let view = try #require(root.subviews.first as? TextView)
    view.text = paragraphs.joined(separator: "\n")
    let caret = TextPosition(paragraph: paragraphs.count / 2, offset: 10)
    view.storage.selection = .caret(caret)
    view.contentOffset.y = view.caretRect(for: caret).midY - view.bounds.height / 2
    _ = view.becomeFirstResponder()
    edit(view)
    return try Renderer().image(of: root)
  }

  /// A Return moves the lines below it down unpainted, and a BackSpace joining moves them up.
  ///
  /// In the X11 window the server copies them, in the GTK 4 host the back buffer moves its
  /// own pixels and GTK is handed the tiles they landed in. Each key paints about the two
  /// lines it changed (everything below them, the 14 lines after and the empty view under
  /// them, is 800 × 800 points), and the window shows what a renderer draws of the edited
  /// page.
  @Test(arguments: ["--live", "--gtk"])
  func aReturnAndABackSpaceMoveTheLinesBelowUnpainted(host: String) throws {
    let server = try XvfbServer(screen: "1280x1280x24")
    let document = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-lines-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: document) }
    try Data(Self.shortDocument.joined(separator: "\n").utf8).write(to: document)
    let stats = LiveStatsFile()
    defer { stats.remove() }
    // The caret does not blink, so that no frame but the keys' paints between the counts.
    let live = try LivePlayground(
      page: "LongDocument", on: server, environment: ["DRAWKIT_CARET_BLINK": "0"], host: host,
      options: ["--load", document.path, "--stats", stats.file.path])
    var lines = try stats.settle(live)
    try server.xdotool("windowfocus", "--sync", String(live.windowID))
    // The pointer rests over the text first: GTK reports where it is with the first key
    // otherwise, and the hovered text view is drawn again for its new state.
    try server.xdotool("mousemove", "--window", String(live.windowID), "400", "100")
    lines = try stats.settle(live)
    let edits: [(key: String, edit: (TextView) -> Void)] = [
      ("Return", { _ = $0.insertNewline() }), ("BackSpace", { _ in }),
    ]
    for (key, edit) in edits {
      lines = try stats.settle(live)
      let before = LiveStatsFile.counts(lines[lines.count - 1])
      try server.xdotool("key", key)
      let after = try countsAfterAFrame(live, stats, since: before, lines: &lines)
      let painted = (after["painted"] ?? 0) - (before["painted"] ?? 0)
      #expect(painted > 0, "\(key): the frame went through the frame loop's paint")
      #expect(painted <= 800 * 80, "\(key) painted \(painted) square points")
      #expect(
        try CaptureMatching.shows(
          try expectedLongDocument(Self.shortDocument, after: edit), in: live),
        "\(key): the window never showed the edited page")
    }
    #expect(try live.stop() == 0)
    #expect(live.dump == Self.shortDocument.joined(separator: "\n"))
  }

  /// Wheel scrolls move what stays in sight instead of painting it again.
  ///
  /// The window stays right: in a 300-line document, three notches down and three back up
  /// paint less than twice the view in all (each scroll draws the strip that came in and the
  /// overlay scroll bar), and once the bar has gone the window shows again exactly what it
  /// showed before. With reduced motion each notch is one frame, and the test waits for it
  /// before the next, so that no frame holds two scrolls (which the hosts draw whole).
  @Test(arguments: ["--live", "--gtk"])
  func wheelScrollsPaintOnlyWhatCameIntoSight(host: String) throws {
    let server = try XvfbServer(screen: "1280x1280x24")
    let document = try WheelDocument()
    defer { document.remove() }
    let stats = LiveStatsFile()
    defer { stats.remove() }
    let live = try LivePlayground(
      page: "LongDocument", on: server,
      environment: ["DRAWKIT_CARET_BLINK": "0", "DRAWKIT_REDUCE_MOTION": "1"], host: host,
      options: ["--load", document.url.path, "--stats", stats.file.path])
    let window = String(live.windowID)
    try server.xdotool("mousemove", "--window", window, "400", "600")
    var lines = try stats.settle(live)
    let before = try live.capture()
    let start = LiveStatsFile.counts(lines[lines.count - 1])
    for button in ["5", "5", "5", "4", "4", "4"] {
      let counts = LiveStatsFile.counts(lines[lines.count - 1])
      try server.xdotool("click", button)
      _ = try countsAfterAFrame(live, stats, since: counts, lines: &lines)
    }
    let back = try live.waitForCapture { $0.sameRegion(as: before, x: 0..<800, y: 0..<1200) }
    #expect(back.sameRegion(as: before, x: 0..<800, y: 0..<1200), "scrolled back to the start")
    lines = try stats.settle(live)
    let end = LiveStatsFile.counts(lines[lines.count - 1])
    let frames = (end["frames"] ?? 0) - (start["frames"] ?? 0)
    let painted = (end["painted"] ?? 0) - (start["painted"] ?? 0)
    #expect(frames >= 6, "every notch drew at least a frame")
    // Each notch's frame drawing the whole view would be six views at least.
    #expect(
      painted <= 2 * 800 * 1200, "\(frames) frames painted \(painted) square points")
    #expect(try live.stop() == 0)
  }
}

#endif
