import Foundation
import Glibc
import Testing

/// Typing Japanese into a live window through a real input method: IBus with anthy over XIM,
/// started by the test on its own Xvfb server, driven with `xdotool` as a user would.
@Suite(
  .serialized,
  .enabled(
    if: IBusSession.missingTool == nil,
    "IBus is not installed (\(IBusSession.missingTool ?? "")); make test installs ibus, ibus-anthy, dbus-daemon, libglib2.0-bin, python3-gi"
  ))
struct InputMethodLiveTests {
  /// The first text line of the PlaceholderTextView page, inside its border.
  private let firstLine = (x: 106..<294, y: 106..<140)

  /// `nihongo` shows as underlined hiragana while composed, Space converts it, a second
  /// Space opens the candidate window at the caret, Up goes back to the first candidate and
  /// Return commits 「日本語」.
  @Test func ibusComposesJapaneseInPlace() throws {
    let server = try XvfbServer()
    let ibus = try IBusSession(on: server)
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server,
      environment: ["XMODIFIERS": "@im=ibus", "DRAWKIT_XIM_LOG": "1"])
    try live.waitForErrorOutput(containing: "focus in")
    let empty = try live.capture()
    #expect(underlines(in: empty).isEmpty, "nothing is underlined before composing")

    try server.xdotool("type", "nihongo")
    let composing = try live.waitForCapture { !underlines(in: $0).isEmpty }
    let underline = try #require(underlines(in: composing).last, "the preedit is underlined")
    #expect(underline.x.count >= 40, "under the four hiragana of にほんご")
    let glyphs = inkColumns(of: composing, above: underline.y)
    #expect(
      underline.x.lowerBound <= glyphs.lowerBound + 4
        && underline.x.upperBound >= glyphs.upperBound - 4,
      "the underline spans the composed characters \(glyphs), not \(underline.x)")

    try server.xdotool("key", "space")
    let converted = try live.waitForCapture {
      !$0.sameRegion(as: composing, x: firstLine.x, y: firstLine.y) && !underlines(in: $0).isEmpty
    }
    #expect(!underlines(in: converted).isEmpty, "日本語 is still marked while converting")

    try server.xdotool("key", "space")
    let candidates = try ibus.waitForCandidateWindow(on: server)
    let window = try IBusSession.geometry(of: String(live.windowID), on: server)

    try server.xdotool("key", "Up", "Return")
    let committed = try live.waitForCapture {
      underlines(in: $0).isEmpty && $0.darkPixelCount(in: firstLine) > 30
    }
    #expect(underlines(in: committed).isEmpty, "the committed text is not underlined")
    #expect(try live.stop() == 0)
    #expect(live.dump == "日本語")

    let spots = Self.spots(in: live.errorText)
    let first = try #require(spots.first, "the window told IBus where the caret is")
    #expect(
      spots.contains { $0.x >= first.x + 30 && abs($0.y - first.y) <= 6 },
      "the spot followed the caret along the composition: \(spots)")
    let origin = CGPoint(x: candidates.minX - window.minX, y: candidates.minY - window.minY)
    #expect(
      spots.contains { abs(CGFloat($0.x) - origin.x) <= 2 && abs(CGFloat($0.y) - origin.y) <= 2 },
      "the candidate window at \(origin) opened at a caret spot sent: \(spots)")
    #expect(
      (100...300).contains(origin.x) && (110...150).contains(origin.y),
      "the candidate window at \(origin) is just below the caret in the text view")
  }

  /// The underlines on the first text line: rows with a run of ink at least 30 pixels long.
  private func underlines(in image: XWDImage) -> [(y: Int, x: Range<Int>)] {
    image.horizontalLines(in: firstLine, minimumLength: 30)
  }

  /// The columns of the first text line holding ink above row `bottom`.
  private func inkColumns(of image: XWDImage, above bottom: Int) -> Range<Int> {
    let inked = firstLine.x.filter {
      image.inkPixelCount(in: (x: $0..<$0 + 1, y: firstLine.y.lowerBound..<bottom - 1)) > 0
    }
    guard let first = inked.first, let last = inked.last else { return 0..<0 }
    return first..<last + 1
  }

  /// The spots the window sent, from its `DRAWKIT_XIM_LOG` lines `spot X Y`.
  private static func spots(in log: String) -> [(x: Int, y: Int)] {
    log.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count == 5, words[2] == "spot", let x = Int(words[3]), let y = Int(words[4])
      else { return nil }
      return (x, y)
    }
  }
}
