#if Hosts

import Foundation
import Testing

/// A real screen reader reading a live window: Orca on the test's accessibility bus, its
/// speech read from its debug log, while the test presses keys as a user would.
@Suite(
  .serialized,
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: OrcaScreenReader.executable.path),
    "Orca is not installed (make test installs orca)"))
struct ScreenReaderLiveTests {
  /// Orca says the focused control's name, role, text and state as Tab moves the focus, and
  /// the new state when Space unchecks the check box, in the X11 window (`--live`) and in the
  /// GTK 4 host (`--gtk`), where GTK's own objects share the bus with the tree.
  @Test(arguments: ["--live", "--gtk"])
  func orcaSpeaksTheFocusedControlAndItsChanges(host: String) throws {
    let server = try XvfbServer()
    let bus = try AccessibilityBus(on: server)
    let orca = try OrcaScreenReader(on: bus)
    let live = try LivePlayground(
      page: "WidgetGallery", on: server, environment: bus.environment, host: host)
    #expect(
      try Self.orcaReadsTheNameField(orca, on: server),
      "Orca read the name field; it said: \(orca.spoken)")

    var mark = orca.spoken.count
    try server.xdotool("key", "Tab")
    #expect(
      orca.waitToSay("Email me updates check box checked.", after: mark),
      "Tab to the check box; Orca said: \(orca.spoken.dropFirst(mark))")
    mark = orca.spoken.count
    try server.xdotool("key", "space")
    #expect(
      orca.waitToSay("not checked", after: mark),
      "Space unchecked it; Orca said: \(orca.spoken.dropFirst(mark))")
    #expect(try live.stop() == 0)
  }

  /// Orca follows the caret as the arrow keys move it in the X11 window's text field.
  ///
  /// It says the character after Home and Right and the word after Ctrl+Right, which it can
  /// only do when it hears the keys: the window hands every key to the accessibility registry
  /// first. A key Orca takes for a command of its own (Insert+H, learn mode) never reaches
  /// the field. (The GTK host hands no keys, as GTK 4.8 hands none of its own.)
  @Test func orcaFollowsTheCaretAndTakesItsOwnKeys() throws {
    let server = try XvfbServer()
    let bus = try AccessibilityBus(on: server)
    let orca = try OrcaScreenReader(on: bus)
    let live = try LivePlayground(page: "WidgetGallery", on: server, environment: bus.environment)
    #expect(
      try Self.orcaReadsTheNameField(orca, on: server),
      "Orca read the name field; it said: \(orca.spoken)")
    for (key, utterance) in [("Home", "A"), ("Right", "d"), ("ctrl+Right", "Ada")] {
      let mark = orca.spoken.count
      try server.xdotool("key", key)
      #expect(
        orca.waitToSay(utterance, after: mark),
        "\(key): Orca said \(orca.spoken.dropFirst(mark))")
    }
    try server.xdotool("key", "Insert+h", "Escape")
    #expect(try live.stop() == 0)
    let blocks = try #require(live.dump).components(separatedBy: "\n---\n")
    #expect(blocks.first == "Ada Lovelace", "Orca took Insert+H: no h was typed")
  }

  /// Presses Tab and Shift+Tab until Orca reads the gallery's name field; whether it did.
  ///
  /// Shift+Tab brings the focus back to the field. The window learns that Orca listens some
  /// time after it joins the bus and sends no events before, so this tries for up to 60 s.
  private static func orcaReadsTheNameField(
    _ orca: OrcaScreenReader, on server: XvfbServer
  ) throws -> Bool {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let before = orca.spoken.count
      try server.xdotool("key", "Tab", "shift+Tab")
      if orca.waitToSay("Name entry Ada Lovelace.", after: before, timeout: 5) { return true }
    }
    return false
  }

  /// Orca speaks the row under the cursor of a focused virtual list (1,000,000 items, ten row
  /// views) as Down and Up move it, not just "list".
  @Test func orcaSpeaksTheRowUnderAFocusedListsCursor() throws {
    let server = try XvfbServer()
    let bus = try AccessibilityBus(on: server)
    let orca = try OrcaScreenReader(on: bus)
    let window = try AccessibilityWindowProbe.launch(
      .lists, on: server, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
    // As above, the window sends no events before it learns that Orca listens: Down and Up
    // until Orca reads the row the cursor came back to, for up to 60 s.
    let deadline = Date().addingTimeInterval(60)
    var heard = false
    while !heard, Date() < deadline {
      let before = orca.spoken.count
      try server.xdotool("key", "Down", "Up")
      heard = orca.waitToSay(containing: "Message 2", after: before, timeout: 5)
    }
    #expect(heard, "Orca read the list's current row; it said: \(orca.spoken)")
    let mark = orca.spoken.count
    try server.xdotool("key", "Down")
    #expect(
      orca.waitToSay(containing: "Message 3", after: mark),
      "Down moved to the next row; Orca said: \(orca.spoken.dropFirst(mark))")
    withExtendedLifetime(window) {}
  }
}

#endif
