#if Hosts

import Foundation
import Glibc
import Testing

/// The Embedding article's GTK 4 example (`gtk-notes`): a DrawKit notes view beside a native
/// `GtkEntry`, with copy and paste between them through GTK's clipboard, under Xvfb.
@Suite(.serialized)
struct GTKNotesExampleTests {
  /// The running example and its window.
  private final class Example {
    let server: XvfbServer
    let process = Process()
    let output = Pipe()
    let errors = Pipe()
    let window: UInt32

    init(on server: XvfbServer, environment extra: [String: String] = [:]) throws {
      self.server = server
      process.executableURL = try ExamplePackage.executable("gtk-notes")
      process.environment = server.environment.merging(extra) { $1 }
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      window = try server.window(named: "Notes")
      try server.xdotool("windowfocus", "--sync", String(window))
    }

    deinit {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Clicks at (`x`, `y`) in the window.
    func click(x: Int, y: Int) throws {
      try server.xdotool(
        "mousemove", "--window", String(window), String(x), String(y), "click", "1")
    }

    /// Captures the window once GTK has drawn it: mostly light, where a window not yet
    /// drawn is black (which would count as ink everywhere), for up to 60 s.
    func drawnCapture() throws -> XWDImage {
      let deadline = Date().addingTimeInterval(60)
      while true {
        let image = try server.capture(window: window)
        let whole = (x: 0..<image.width, y: 0..<image.height)
        if image.darkPixelCount(in: whole) < image.width * image.height / 2 { return image }
        guard Date() < deadline else {
          throw TestFailure("gtk-notes did not draw its window within 60 s")
        }
        usleep(50_000)
      }
    }

    /// Waits until the window's pixels in `area` hold at least `minimum` more dark pixels than
    /// `before` does, so the next key goes to a window that has taken in the last ones.
    func waitForInk(
      in area: (x: Range<Int>, y: Range<Int>), named name: String, beyond before: XWDImage,
      by minimum: Int = 40
    ) throws {
      let deadline = Date().addingTimeInterval(60)
      while try server.capture(window: window).darkPixelCount(in: area)
        < before.darkPixelCount(in: area) + minimum
      {
        guard Date() < deadline else {
          throw TestFailure("the \(name) did not show the expected text within 60 s")
        }
        usleep(50_000)
      }
    }

    /// What the example wrote to standard error, for failure messages.
    var errorOutput: String {
      String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
    }

    /// Closes the window as a window manager would and returns what the example printed.
    func close() throws -> String {
      try XClient(display: server.display).sendDeleteWindow(to: window)
      let deadline = Date().addingTimeInterval(20)
      while process.isRunning {
        guard Date() < deadline else { throw TestFailure("gtk-notes did not exit within 20 s") }
        usleep(20_000)
      }
      return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
  }

  /// On the accessibility bus the DrawKit view's frame is active only while the widget has
  /// the keyboard focus: a click in the native entry leaves it, a click back in the notes
  /// announces the notes view as focused again, as GTK does for its own widgets.
  @Test func theEmbeddedTreeIsActiveOnlyWhileTheWidgetHasTheFocus() throws {
    let server = try XvfbServer()
    let bus = try AccessibilityBus(on: server)
    let client = try AtspiClient(lookingFor: "Notes", mode: "embedded", on: bus)
    _ = try client.next("ready")
    let example = try Example(on: server, environment: bus.environment)
    let start = try client.next("embedded")
    #expect(start["activeAtStart"] as? Bool == true)
    #expect(start["focused"] as? [String] == ["Notes"], "the notes view is focused")
    // The entry lies below the notes, 321..<353 points down the window.
    try example.click(x: 200, y: 337)
    client.proceed()
    #expect(try client.next("left")["active"] as? Bool == false, "the entry has the focus")
    try example.click(x: 200, y: 150)
    client.proceed()
    let back = try client.next("back")
    #expect(back["active"] as? Bool == true)
    let events = back["events"] as? [[String: Any]] ?? []
    #expect(
      events.contains { $0["detail1"] as? Int == 1 && $0["name"] as? String == "Notes" },
      "the notes view was announced focused again: \(events)")
    withExtendedLifetime(example) {}
  }

  @Test func copyInDrawKitPastesIntoTheNativeEntry() throws {
    let server = try XvfbServer()
    let example = try Example(on: server)
    try server.xdotool("type", "shared text")
    try server.xdotool("key", "ctrl+a", "ctrl+c")
    let before = try example.drawnCapture()
    let entry = (x: 10..<(before.width - 10), y: (before.height - 36)..<(before.height - 10))
    try example.click(x: before.width / 2, y: before.height - 24)
    try server.xdotool("key", "ctrl+v")
    let deadline = Date().addingTimeInterval(60)
    var pasted = try server.capture(window: example.window)
    while pasted.darkPixelCount(in: entry) < before.darkPixelCount(in: entry) + 40,
      Date() < deadline
    {
      usleep(50_000)
      pasted = try server.capture(window: example.window)
    }
    let printed = try example.close()
    #expect(printed == "title: shared text\nnotes: shared text\n")
  }

  @Test func copyInTheNativeEntryPastesIntoDrawKit() throws {
    let server = try XvfbServer()
    let example = try Example(on: server)
    let window = try example.drawnCapture()
    let entry = (x: 10..<(window.width - 10), y: (window.height - 36)..<(window.height - 10))
    let notes = (x: 10..<(window.width - 10), y: 10..<(window.height - 60))
    try example.click(x: window.width / 2, y: window.height - 24)
    try server.xdotool("type", "from entry")
    try example.waitForInk(in: entry, named: "entry", beyond: window)
    try server.xdotool("key", "ctrl+a", "ctrl+c")
    try example.click(x: 200, y: 160)
    let beforePaste = try server.capture(window: example.window)
    try server.xdotool("key", "ctrl+v")
    try example.waitForInk(in: notes, named: "notes view", beyond: beforePaste)
    let printed = try example.close()
    #expect(
      printed == "title: from entry\nnotes: from entry\n",
      "gtk-notes wrote to standard error: \(example.errorOutput)")
  }
}

#endif
