#if Hosts

import Foundation
import Glibc
import Testing

/// One step of a key script: text typed with `xdotool type`, or keys pressed with
/// `xdotool key`.
enum KeyStep: Sendable {
  case type(String)
  case keys([String])
}

/// Where DrawKit deliberately differs from GTK 4 on this system (GTK 4.8, Pango 1.50): the
/// text each gives, and why.
struct KnownDifference: Sendable {
  let drawKit: String
  let gtk: String
  let reason: String
}

/// A key script sent alike to GTK 4 and to DrawKit.
struct KeyScript: Sendable, CustomTestStringConvertible {
  let name: String
  let steps: [KeyStep]
  /// `nil` when both must give the same text.
  var difference: KnownDifference?

  init(_ name: String, _ steps: KeyStep...) {
    self.name = name
    self.steps = steps
  }

  /// The script, expected to differ from GTK as `difference` says.
  func differing(drawKit: String, gtk: String, because reason: String) -> KeyScript {
    var script = self
    script.difference = KnownDifference(drawKit: drawKit, gtk: gtk, reason: reason)
    return script
  }

  /// Checks the two texts: equal, or exactly the known difference.
  func check(drawKit: String, gtk: String) {
    guard let difference else {
      #expect(
        drawKit == gtk, "\(name): DrawKit \(drawKit.debugDescription), GTK \(gtk.debugDescription)")
      return
    }
    #expect(drawKit == difference.drawKit, "\(name), DrawKit (\(difference.reason))")
    #expect(gtk == difference.gtk, "\(name), GTK (\(difference.reason))")
  }

  var testDescription: String { name }

  /// Every character the script types, for binding their keysyms before typing.
  var typedText: String {
    steps.map { step in
      if case .type(let text) = step { return text }
      return ""
    }.joined()
  }

  /// Sends the script's keys to the window that has the keyboard focus.
  func send(to server: XvfbServer) throws {
    for step in steps {
      switch step {
      case .type(let text): try server.type(text)
      case .keys(let keys): try server.run("xdotool", ["key"] + keys)
      }
    }
  }
}

private func keys(_ keys: String...) -> KeyStep { .keys(keys) }
private func repeated(_ key: String, _ count: Int) -> KeyStep {
  .keys(Array(repeating: key, count: count))
}

/// DrawKit's editing against GTK 4's, key for key.
///
/// The same key scripts are typed into GTK 4's `GtkTextView` and `GtkEntry` (a C program, see
/// `Tests/Peers/gtk-text-peer.c`) and into DrawKit's live text view and text field, on a
/// private Xvfb server: the resulting texts must be equal. Each script ends by typing a marker
/// or deleting, so where the caret went shows in the text.
@Suite(.serialized)
struct LiveEditingComparisonTests {
  static let wordReason =
    "DrawKit keeps UAX #29 words whole (don't, foo_bar, 3.14, 1,000; see WordBoundaryTests); Pango 1.50's word boundaries, which GTK 4.8 uses, split them"
  static let rtlReason =
    "DrawKit moves and draws Pango's strong cursor; GTK 4 without gtk-split-cursor moves and draws the cursor of the keyboard's direction: in a right-to-left paragraph typed on a Latin keyboard, the weak one, which from the right never enters a Latin run that ends the line"

  /// Scripts for both a multi-line view and a one-line field.
  static let lineScripts: [KeyScript] = [
    KeyScript("BackSpace over a Devanagari conjunct", .type("क्षि"), keys("BackSpace")),
    KeyScript("two BackSpaces over a Devanagari conjunct", .type("क्षि"), repeated("BackSpace", 2)),
    KeyScript("BackSpace over Thai with a tone mark", .type("กี่"), keys("BackSpace")),
    KeyScript(
      "BackSpace over decomposed Hangul", .type("\u{1100}\u{1161}\u{11A8}"), keys("BackSpace")),
    KeyScript(
      "Left over a Devanagari conjunct", .type("xक्षि"), repeated("Left", 2), .type("|")),
    KeyScript("BackSpace over an emoji ZWJ family", .type("a👨‍👩‍👧b"), keys("Left", "BackSpace")),
    KeyScript("BackSpace over a flag", .type("🇫🇷🇩🇪"), keys("BackSpace")),
    KeyScript("Left over a combining accent", .type("e\u{301}x"), repeated("Left", 2), .type("|")),
    KeyScript(
      "Right through a Hebrew word in a Latin line", .type("abc אבג def"), keys("ctrl+Home"),
      repeated("Right", 6), .type("X")),
    KeyScript(
      "Left through a Hebrew line with Latin", .type("שלום abc"), keys("ctrl+Home"),
      repeated("Left", 7), .type("X")
    ).differing(drawKit: "שלום aXbc", gtk: "שלום abcX", because: Self.rtlReason),
    KeyScript(
      "Left through an Arabic line with digits", .type("مرحبا 123 عالم"), keys("ctrl+Home"),
      repeated("Left", 8), .type("X")),
    KeyScript(
      "Home in a Hebrew line goes to its logical start", .type("שלום abc"), keys("Home"), .type("X")
    ),
    KeyScript(
      "End in a Hebrew line goes to its logical end", .type("שלום abc"), keys("ctrl+Home", "End"),
      .type("X")),
    KeyScript(
      "Shift+Right extends visually", .type("abc אבג def"), keys("ctrl+Home"), repeated("Right", 4),
      repeated("shift+Right", 2), .type("Y")),
    KeyScript(
      "Ctrl+Right over contractions, identifiers and numbers",
      .type("don't foo_bar 3.14 1,000 end"), keys("ctrl+Home"),
      keys("ctrl+Right"), .type("|"), keys("ctrl+Right"), .type("|"), keys("ctrl+Right"),
      .type("|"), keys("ctrl+Right"), .type("|")
    ).differing(
      drawKit: "don't| foo_bar| 3.14| 1,000| end", gtk: "don|'t| foo|_bar| 3.14 1,000 end",
      because: Self.wordReason),
    KeyScript(
      "Ctrl+Left over contractions, identifiers and numbers",
      .type("don't foo_bar 3.14 1,000"), keys("ctrl+End"),
      keys("ctrl+Left"), .type("|"), keys("Left", "ctrl+Left"), .type("|"),
      keys("Left", "ctrl+Left"), .type("|"), keys("Left", "ctrl+Left"), .type("|")
    ).differing(
      drawKit: "|don't |foo_bar |3.14 |1,000", gtk: "don't foo_bar |3.|14 |1,|000",
      because: Self.wordReason),
    KeyScript(
      "Ctrl+BackSpace over numbers and a contraction", .type("don't foo_bar 3.14 1,000"),
      repeated("ctrl+BackSpace", 3)
    ).differing(drawKit: "don't ", gtk: "don't foo_bar 3.", because: Self.wordReason),
  ]

  /// Scripts about lines and pages, for the multi-line view only.
  static let viewScripts: [KeyScript] = [
    KeyScript(
      "Up on the first line goes to the start", .type("one"), keys("Return"), .type("two"),
      repeated("Up", 2), .type("X")),
    KeyScript(
      "Down on the last line goes to the end", .type("one"), keys("Return"), .type("two"),
      keys("ctrl+Home", "Right", "Down", "Down"), .type("X")),
    KeyScript(
      "Page Up at the top goes to the start", .type("one"), keys("Return"), .type("two"),
      keys("Return"), .type("three"), keys("Left", "Page_Up"), .type("X")),
    KeyScript(
      "Page Down at the bottom goes to the end", .type("one"), keys("Return"), .type("two"),
      keys("ctrl+Home", "Right", "Page_Down"), .type("X")),
  ]

  /// Scripts about Up and Down, which a one-line field answers as `GtkEntry` does: the caret
  /// and selection stay (GTK 4's `gtk_text_move_cursor` ignores display-line moves).
  static let fieldScripts: [KeyScript] = [
    KeyScript(
      "Up in a field leaves the caret where it is", .type("abc"), keys("Left", "Up"), .type("X")),
    KeyScript(
      "Down in a field leaves the caret where it is", .type("abc"), keys("Home", "Right", "Down"),
      .type("X")),
    KeyScript(
      "Up keeps a field's selection", .type("abcd"),
      repeated("shift+Left", 2), keys("Up"), .type("X")),
    KeyScript(
      "Shift+Down keeps a field's selection", .type("abcd"), repeated("shift+Left", 2),
      keys("shift+Down"), .type("X")),
  ]

  @Test(arguments: lineScripts + viewScripts)
  func textViewMatchesGtkTextView(script: KeyScript) throws {
    let gtk = try gtkText(after: script, entry: false)
    script.check(drawKit: try drawKitText(after: script, page: "PlaceholderTextView"), gtk: gtk)
  }

  @Test(arguments: lineScripts + fieldScripts)
  func textFieldMatchesGtkEntry(script: KeyScript) throws {
    let gtk = try gtkText(after: script, entry: true)
    script.check(drawKit: try drawKitText(after: script, page: "UnderlinedTextField"), gtk: gtk)
  }

  private func gtkText(after script: KeyScript, entry: Bool) throws -> String {
    let server = try XvfbServer()
    try XClient(display: server.display).bindKeysyms(for: script.typedText)
    let peer = try GTKTextPeer(entry: entry, on: server)
    try script.send(to: server)
    return try peer.text()
  }

  private func drawKitText(after script: KeyScript, page: String) throws -> String {
    let server = try XvfbServer()
    try XClient(display: server.display).bindKeysyms(for: script.typedText)
    let live = try LivePlayground(page: page, on: server)
    try server.xdotool("key", "ctrl+a", "BackSpace")
    try script.send(to: server)
    #expect(try live.stop() == 0)
    return try #require(live.dump)
  }
}

#endif
