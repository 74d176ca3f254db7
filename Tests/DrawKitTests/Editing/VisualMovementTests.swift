import DrawKit
import Foundation
import Testing

/// The caret offsets and caret x positions visited by pressing Right (or Left) from `start`
/// in a one-line field holding `text`, until the caret stops moving.
private func walk(_ text: String, from start: Int, right: Bool) throws -> [(Int, CGFloat)] {
  try pinTestFonts()
  let field = TextField(frame: CGRect(x: 0, y: 0, width: 600, height: 40), text: text)
  field.storage.selection = .caret(TextPosition(paragraph: 0, offset: start))
  var visited = [(start, field.caretRect(for: field.storage.selection.head).minX)]
  while visited.count <= text.utf8.count + 1 {
    field.perform(
      right
        ? .moveRight(by: .character, extending: false) : .moveLeft(by: .character, extending: false)
    )
    let head = field.storage.selection.head
    if head.offset == visited.last!.0 { break }
    visited.append((head.offset, field.caretRect(for: head).minX))
  }
  return visited
}

/// The caret stops of `text` (one paragraph), by moving logically from its start.
private func stops(in text: String) -> [Int] {
  let storage = TextStorage(text)
  storage.selection = .caret(.zero)
  var result = [0]
  while storage.selection.head != storage.endPosition {
    storage.moveCaret(.forward, by: .character)
    result.append(storage.selection.head.offset)
  }
  return result
}

@Suite("Adversarial visual movement: Left and Right follow the display order, as GTK does")
struct VisualMovementTests {
  /// Lines mixing directions: Hebrew or Arabic with Latin words and digits, in left-to-right
  /// and right-to-left paragraphs.
  static let lines = [
    "abc אבג def", "שלום abc 123", "مرحبا بالعالم 2024", "x \u{5D0}\u{5D1} 12 \u{5D2} y",
    "עברית", "plain", "a \u{627}\u{644}\u{639}\u{631}\u{628}\u{64A}\u{629} (1,000) b",
    "\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{5E2}\u{5D5}\u{5DC}\u{5DD}!",
  ]

  @Test(arguments: lines)
  func rightVisitsEveryStopOnceMovingRightOnScreen(text: String) throws {
    let leftEnd = try walk(text, from: 0, right: true).count == 1 ? text.utf8.count : 0
    let visited = try walk(text, from: leftEnd, right: true)
    #expect(visited.map(\.0).sorted() == stops(in: text), "\(visited)")
    for (previous, next) in zip(visited, visited.dropFirst()) {
      #expect(next.1 > previous.1, "Right from \(previous.0) to \(next.0) moved the caret left")
    }
  }

  @Test(arguments: lines)
  func leftRetracesRightInReverse(text: String) throws {
    let leftEnd = try walk(text, from: 0, right: true).count == 1 ? text.utf8.count : 0
    let rightward = try walk(text, from: leftEnd, right: true)
    let leftward = try walk(text, from: rightward.last!.0, right: false)
    #expect(leftward.map(\.0) == rightward.map(\.0).reversed())
  }

  @Test func leftToRightLineWithAHebrewWord() throws {
    // "abc " then the Hebrew word shown reversed, then " def".
    let visited = try walk("abc אבג def", from: 3, right: true).map(\.0)
    #expect(Array(visited.prefix(6)) == [3, 4, 8, 6, 10, 11])
  }

  @Test func rightToLeftParagraphStartsAtItsRightEdge() throws {
    // Left from the logical start of a Hebrew line goes into the first letter; Right from
    // there goes back, and Right again stays (the start of the text).
    let visited = try walk("שלום abc", from: 0, right: false).map(\.0)
    #expect(Array(visited.prefix(3)) == [0, 2, 4])
    #expect(try walk("שלום abc", from: 2, right: true).map(\.0) == [2, 0])
  }

  @Test func shiftArrowsExtendVisually() throws {
    try pinTestFonts()
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 600, height: 40), text: "abc אבג def")
    field.storage.selection = .caret(TextPosition(paragraph: 0, offset: 4))
    field.perform(.moveRight(by: .character, extending: true))
    field.perform(.moveRight(by: .character, extending: true))
    #expect(field.storage.selection.anchor.offset == 4)
    #expect(field.storage.selection.head.offset == 6)
    #expect(field.storage.selectedText == "א")
    field.perform(.moveLeft(by: .character, extending: true))
    #expect(field.storage.selection.head.offset == 8)
    #expect(field.storage.selectedText == "אב")
  }

  @Test func textViewStepsAcrossParagraphsLogically() throws {
    try pinTestFonts()
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    view.text = "abc\nשלום"
    view.storage.selection = .caret(TextPosition(paragraph: 0, offset: 3))
    view.perform(.moveRight(by: .character, extending: false))
    #expect(view.storage.selection.head == TextPosition(paragraph: 1, offset: 0))
    view.perform(.moveLeft(by: .character, extending: false))
    #expect(view.storage.selection.head == TextPosition(paragraph: 1, offset: 2))
    view.perform(.moveRight(by: .character, extending: false))
    view.perform(.moveRight(by: .character, extending: false))
    #expect(view.storage.selection.head == TextPosition(paragraph: 0, offset: 3))
  }

  @Test func wrappedMixedLinesStillVisitEveryStop() throws {
    try pinTestFonts()
    let text = "one שתיים three ארבע five שש seven"
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 90, height: 400))
    view.text = text
    view.storage.selection = .caret(.zero)
    var visited: Set<Int> = [0]
    for _ in 0..<(2 * text.utf8.count) {
      view.perform(.moveRight(by: .character, extending: false))
      visited.insert(view.storage.selection.head.offset)
    }
    #expect(visited == Set(stops(in: text)))
    #expect(view.storage.selection.head == view.storage.endPosition)
  }

  @Test func homeAndEndGoToTheLogicalEndsOfRightToLeftAndMixedLines() throws {
    try pinTestFonts()
    for text in ["שלום abc", "abc אבג", "אבג abc def", "مرحبا 123"] {
      let field = TextField(frame: CGRect(x: 0, y: 0, width: 400, height: 40), text: text)
      field.storage.selection = .caret(TextPosition(paragraph: 0, offset: 3))
      field.perform(.move(.backward, by: .line, extending: false))
      #expect(field.storage.selection.head.offset == 0, "Home in \(text)")
      field.perform(.move(.forward, by: .line, extending: false))
      #expect(field.storage.selection.head.offset == text.utf8.count, "End in \(text)")
    }
  }

  @Test func homeAndEndStayOnTheirWrappedLine() throws {
    try pinTestFonts()
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 90, height: 400))
    view.text = "שלום עולם abc def ghi"
    view.storage.selection = .caret(view.storage.endPosition)
    view.perform(.move(.backward, by: .line, extending: false))
    let start = view.storage.selection.head
    #expect(start.offset > 0 && start.offset < view.text.utf8.count)
    #expect(view.caretRect(for: start).midY == view.caretRect(for: view.storage.endPosition).midY)
    view.perform(.move(.forward, by: .line, extending: false))
    #expect(view.storage.selection.head == view.storage.endPosition)
  }

  @Test func pageUpAtTheTopGoesToTheStartAndPageDownAtTheBottomToTheEnd() throws {
    try pinTestFonts()
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    view.text = "one\ntwo\nthree"
    view.storage.selection = .caret(TextPosition(paragraph: 2, offset: 2))
    view.perform(.movePage(.backward, extending: false))
    #expect(view.storage.selection.head == view.storage.startPosition)
    view.storage.selection = .caret(TextPosition(paragraph: 0, offset: 1))
    view.perform(.movePage(.forward, extending: true))
    #expect(view.storage.selection.head == view.storage.endPosition)
    #expect(view.storage.selection.anchor == TextPosition(paragraph: 0, offset: 1))
  }

  @Test func secureEntryMovesLogically() throws {
    try pinTestFonts()
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40), text: "אב12")
    field.isSecureTextEntry = true
    field.storage.selection = .caret(.zero)
    field.perform(.moveRight(by: .character, extending: false))
    #expect(field.storage.selection.head.offset == 2)
  }
}
