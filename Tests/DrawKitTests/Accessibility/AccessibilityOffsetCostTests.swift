import DrawKit
import Foundation
import Testing

/// What assistive technology's text offsets cost, counted in bytes of text scanned rather
/// than timed: a keystroke at the end of a long document must not count characters from its
/// start, and a tree nobody listens to must count none.
@Suite("Accessibility offsets: what a keystroke costs, counted")
struct AccessibilityOffsetCostTests {
  /// A million-line text view in a root, with the caret at the end.
  private func millionLines() -> (root: DrawView, view: TextView) {
    let text = String(repeating: "a line of text\n", count: 999_999) + "the last line"
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let view = TextView(frame: root.bounds, text: text)
    root.addSubview(view)
    _ = view.becomeFirstResponder()
    return (root, view)
  }

  @Test func keystrokesAtTheEndOfAMillionLinesCountOnlyNearTheCaret() {
    let (root, view) = millionLines()
    var heard: [Range<Int>] = []
    root.onAccessibilityNotification { heard.append($1.range ?? 0..<0) }
    defer { root.onAccessibilityNotification(nil) }
    _ = root.dispatch(.typing("x"))
    let length = view.text.unicodeScalars.count
    #expect(heard.last == length..<length, "the caret's offset is the text's length")
    let afterFirst = view.storage.offsetBytesScanned
    for _ in 0..<100 { _ = root.dispatch(.typing("y")) }
    _ = root.dispatch(KeyEvent(.backspace))
    let perKey = (view.storage.offsetBytesScanned - afterFirst) / 101
    #expect(perKey < 2_000, "a keystroke scanned \(perKey) bytes of a 15 MB text")
    #expect(heard.last == length + 99..<length + 99)
    view.storage.selection = .caret(view.storage.startPosition)
    let beforeStart = view.storage.offsetBytesScanned
    for _ in 0..<100 { _ = root.dispatch(.typing("z")) }
    let atStart = (view.storage.offsetBytesScanned - beforeStart) / 100
    #expect(atStart < 2_000, "a keystroke at the start scanned \(atStart) bytes")
    #expect(heard.last == 100..<100)
  }

  @Test func aHandlerOnAnotherTreeCostsThisTreeNothing() {
    let listening = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    listening.onAccessibilityNotification { _, _ in }
    defer { listening.onAccessibilityNotification(nil) }
    var freed: DrawView? = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    freed?.onAccessibilityNotification { _, _ in }
    freed = nil
    let (root, view) = millionLines()
    for _ in 0..<10 { _ = root.dispatch(.typing("x")) }
    view.storage.selection = .caret(view.storage.startPosition)
    #expect(view.storage.offsetBytesScanned == 0, "nobody listens to this tree")
  }

  @Test func aFreedRootNoLongerCountsAsListening() {
    let before = DrawView.accessibilityHandlerCount
    for _ in 0..<1_000 {
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.onAccessibilityNotification { _, _ in }
    }
    // Other suites may add or remove a handler meanwhile; they never add hundreds.
    #expect(DrawView.accessibilityHandlerCount - before < 100)
  }

  @Test func offsetsStayExactThroughEdits() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["a", "😀", "é", "e\u{301}", "\n", "日本", "👍🏽", "🇯🇵", " ", "\n\n"]
    let storage = TextStorage(
      (0..<5_000).map { _ in pieces.randomElement(using: &generator)! }.joined())
    let view = TextInputView(frame: .zero, storage: storage)
    for step in 0..<400 {
      let count = storage.characterCount
      let target = Int.random(in: 0...count, using: &generator)
      storage.selection = .caret(storage.position(atCharacterOffset: target))
      if step.isMultiple(of: 3) {
        storage.deleteBackward()
      } else {
        storage.insertText(pieces.randomElement(using: &generator)!)
      }
      let prefix = storage.text(in: storage.startPosition..<storage.selection.head)
      #expect(view.accessibleCaretOffset == prefix.unicodeScalars.count, "step \(step): scalars")
      #expect(view.selectedRange.location == prefix.utf16.count, "step \(step): UTF-16")
      let scalar = Int.random(in: 0...storage.text.unicodeScalars.count, using: &generator)
      view.accessibleCaretOffset = scalar
      let reached = storage.text(in: storage.startPosition..<storage.selection.head)
      #expect(
        reached.unicodeScalars.count <= scalar
          && reached.unicodeScalars.count + 8 > scalar, "step \(step): offset \(scalar)")
    }
  }
}
