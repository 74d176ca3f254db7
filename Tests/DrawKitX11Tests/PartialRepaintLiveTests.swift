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
    let expected = try expectedImage(typing: "ab")
    let found = try #require(
      try CaptureMatching.locate(expected) { try live.capture() },
      "the window never showed the typed letters")
    #expect(
      CaptureMatching.mismatches(of: expected, in: found.capture, at: found.origin)
        <= CaptureMatching.allowedMismatches(expected))
    #expect(try live.stop() == 0)
    #expect(live.dump == "ab")
  }
}

#endif
