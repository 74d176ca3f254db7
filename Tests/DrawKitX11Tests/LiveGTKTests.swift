#if Hosts

import DrawKit
import DrawKitTesting
import Foundation
import Glibc
import PlaygroundPages
import Testing

/// `playgrounds --gtk`: the GTK 4 host driven like a user would, on a private Xvfb server
/// (`GDK_BACKEND=x11`), and started and stopped on a headless Weston (`GDK_BACKEND=wayland`).
@Suite(.serialized)
struct LiveGTKTests {
  /// The page as the live session shows it (first text widget focused), rendered by DrawKit.
  private func expectedImage(of name: String, scale: CGFloat = 1) throws -> Image {
    try FontPinning.pin(configurationFile: XvfbServer.pinnedFonts)
    let root = try #require(PlaygroundPage.named(name)).build()
    var stack = [root]
    while let view = stack.popLast() {
      if let input = view as? TextInputView {
        _ = input.becomeFirstResponder()
        break
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return try Renderer(scale: scale).image(of: root)
  }

  /// Where `expected` shows inside the live window (below GTK's title bar).
  private func locate(_ expected: Image, in live: LivePlayground) throws -> (
    origin: (x: Int, y: Int), capture: XWDImage
  )? {
    try CaptureMatching.locate(expected) { try live.capture() }
  }

  @Test func showsThePagePixelEqualToARendererImage() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server, host: "--gtk")
    let expected = try expectedImage(of: "PlaceholderTextView")
    let found = try #require(try locate(expected, in: live), "the page never showed")
    #expect(
      CaptureMatching.mismatches(of: expected, in: found.capture, at: found.origin)
        <= CaptureMatching.allowedMismatches(expected))
    #expect(try live.stop() == 0)
  }

  @Test func scaleTwoDoublesThePixelsCrisply() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server, environment: ["GDK_SCALE": "2"], host: "--gtk")
    let expected = try expectedImage(of: "PlaceholderTextView", scale: 2)
    #expect(expected.pixelWidth == 800)
    let found = try #require(try locate(expected, in: live), "the 2× page never showed")
    #expect(found.capture.width >= 800 && found.capture.height >= 800)
    #expect(
      CaptureMatching.mismatches(of: expected, in: found.capture, at: found.origin)
        <= CaptureMatching.allowedMismatches(expected))
    #expect(try live.stop() == 0)
  }

  /// The acceptance run through GTK: non-ASCII typing, BackSpace, Return, SIGTERM.
  @Test func typedTextSurvivesSIGTERM() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server, host: "--gtk")
    try server.xdotool("windowfocus", "--sync", String(live.windowID))
    try server.type("Hello, 世界! Grüße x")
    try server.xdotool("key", "BackSpace", "BackSpace", "Return")
    try server.xdotool("type", "line two")
    #expect(try live.stop(with: SIGTERM) == 0)
    #expect(live.dump == "Hello, 世界! Grüße\nline two")
  }

  @Test func selectAllThenTypingReplacesTheText() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server, host: "--gtk")
    try server.xdotool("windowfocus", "--sync", String(live.windowID))
    try server.xdotool("type", "first draft")
    try server.xdotool("key", "ctrl+a")
    try server.xdotool("type", "final")
    #expect(try live.stop() == 0)
    #expect(live.dump == "final")
  }

  @Test func clickPlacesTheCaret() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server, host: "--gtk")
    let window = String(live.windowID)
    let expected = try expectedImage(of: "PlaceholderTextView")
    let origin = try #require(try locate(expected, in: live), "the page never showed").origin
    try server.xdotool("windowfocus", "--sync", window)
    try server.xdotool("type", "world")
    try server.xdotool(
      "mousemove", "--window", window, String(origin.x + 106), String(origin.y + 114), "click",
      "1")
    try server.xdotool("type", "hello ")
    try server.xdotool(
      "mousemove", "--window", window, String(origin.x + 280), String(origin.y + 114), "click",
      "1")
    try server.xdotool("type", "!")
    #expect(try live.stop() == 0)
    #expect(live.dump == "hello world!")
  }

  /// The pointer takes the text beam over the text view, and loses it beside it.
  ///
  /// Each shape is waited for until it differs from the one before (the first is the root window's,
  /// which the server shows by itself), so none is read before GTK handled the motion.
  @Test func thePointerShowsTheTextBeamOverTheTextView() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server, host: "--gtk")
    let expected = try expectedImage(of: "PlaceholderTextView")
    let origin = try #require(try locate(expected, in: live), "the page never showed").origin
    let probe = CursorProbe(server: server)
    let outside = try probe.move(to: (1000, 700)) { _ in true }
    let window = live.windowID
    let beam = try probe.move(to: (origin.x + 150, origin.y + 150), in: window) { $0 != outside }
    let beside = try probe.move(to: (origin.x + 20, origin.y + 20), in: window) { $0 != beam }
    let again = try probe.move(to: (origin.x + 200, origin.y + 200), in: window) { $0 != beside }
    #expect(!beam.isBlank && !beside.isBlank)
    #expect(again == beam, "the text view's cursor is the same beam each time")
    #expect(try live.stop() == 0)
  }

  /// GTK's own input method (`GtkIMContextSimple`, inside the `GtkIMMulticontext`) composes
  /// "é" from Ctrl+Shift+U, "e9", Space, and its commit reaches the focused view.
  @Test func inputMethodCommitReachesTheView() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server, host: "--gtk")
    try server.xdotool("windowfocus", "--sync", String(live.windowID))
    try server.xdotool("type", "caf")
    try server.xdotool("key", "ctrl+shift+u")
    try server.xdotool("type", "e9")
    try server.xdotool("key", "space")
    try server.xdotool("type", "!")
    #expect(try live.stop() == 0)
    #expect(live.dump == "café!")
  }

  @Test func waylandHostStartsDrawsAndStopsOnSIGTERM() throws {
    let compositor = try WestonServer()
    let frameFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-gtk-frame-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: frameFile) }
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: nil,
      environment: compositor.environment.merging([
        "DRAWKIT_GTK_FRAME_FILE": frameFile.path,
        "FONTCONFIG_FILE": XvfbServer.pinnedFonts.path,
      ]) { $1 }, host: "--gtk")
    let deadline = Date().addingTimeInterval(60)
    while !FileManager.default.fileExists(atPath: frameFile.path), Date() < deadline {
      usleep(50_000)
    }
    let frame = try Image(contentsOf: frameFile)
    let expected = try expectedImage(of: "PlaceholderTextView")
    #expect(frame.pixelWidth == expected.pixelWidth && frame.pixelHeight == expected.pixelHeight)
    var differing: [String] = []
    for y in 0..<expected.pixelHeight {
      for x in 0..<expected.pixelWidth
      where frame.pixel(x: x, y: y).maximumChannelDifference(from: expected.pixel(x: x, y: y))
        > 8
      {
        differing.append("(\(x), \(y)): \(frame.pixel(x: x, y: y)) ≠ \(expected.pixel(x: x, y: y))")
      }
    }
    #expect(
      differing.count <= CaptureMatching.allowedMismatches(expected),
      "the frame GTK's draw function got on Wayland: \(differing)")
    #expect(try live.stop(with: SIGTERM) == 0)
    #expect(live.dump == "")
    #expect(!live.errorText.contains("CRITICAL"), "\(live.errorText)")
  }
}

#endif
