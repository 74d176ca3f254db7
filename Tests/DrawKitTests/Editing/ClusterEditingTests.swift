import DrawKit
import Foundation
import Testing

/// The UTF-8 offsets where Right (logical forward) stops, from the start of one-paragraph
/// `text` to its end.
private func caretStops(in text: String) -> [Int] {
  let storage = TextStorage(text)
  storage.selection = .caret(storage.startPosition)
  var stops = [0]
  while storage.selection.head != storage.endPosition, stops.count <= text.utf8.count {
    storage.moveCaret(.forward, by: .character)
    stops.append(storage.selection.head.offset)
  }
  return stops
}

/// The texts left after each BackSpace from the end of `text` until it is empty.
private func backspaces(from text: String) -> [String] {
  let storage = TextStorage(text)
  var texts: [String] = []
  while !storage.isEmpty, texts.count <= text.unicodeScalars.count {
    storage.deleteBackward()
    texts.append(storage.text)
  }
  return texts
}

@Suite("Adversarial cluster editing: caret stops and BackSpace follow Pango, as GTK does")
struct ClusterEditingTests {
  /// Text, and the UTF-8 offsets where the caret stops (Pango 1.50's cursor positions).
  static let stops: [(String, [Int])] = [
    ("क्षि", [0, 6, 12]),  // Pango 1.50 stops after the virama's conjunct half
    ("กี่", [0, 9]),  // Thai consonant, vowel and tone mark: one cluster
    ("\u{1100}\u{1161}\u{11A8}", [0, 9]),  // decomposed Hangul syllable
    ("👨‍👩‍👧", [0, 18]),  // an emoji ZWJ family is one step
    ("🇫🇷🇩🇪", [0, 8, 16]),  // flags pair their regional indicators
    ("e\u{301}x", [0, 3, 4]),  // a combining accent stays with its letter
    ("👍🏽!", [0, 8, 9]),  // a skin tone modifier stays with its emoji
    ("a\u{0}\u{301}b", [0, 1, 2, 4, 5]),  // a NUL breaks clusters; Pango never sees it
    ("\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}", [0, 9, 15]),
    // Pango's Indic tailoring reaches across the space and joiner: no stop before the emoji.
    ("हि \u{200D}👨 ok", [0, 6, 14, 15, 16, 17]),
    (String(repeating: "ab", count: 40) + " हि \u{200D}👨 ok", Array(0...81) + [87, 95, 96, 97, 98]),
  ]

  @Test(arguments: stops)
  func rightStopsAtPangoCursorPositions(text: String, expected: [Int]) {
    #expect(caretStops(in: text) == expected)
  }

  @Test(arguments: stops)
  func leftStopsAtTheSamePositionsBackward(text: String, expected: [Int]) {
    let storage = TextStorage(text)
    var stops = [storage.endPosition.offset]
    while storage.selection.head != storage.startPosition, stops.count <= text.utf8.count {
      storage.moveCaret(.backward, by: .character)
      stops.append(storage.selection.head.offset)
    }
    #expect(stops == expected.reversed())
  }

  @Test(arguments: stops)
  func assignedPositionsRoundDownToStops(text: String, expected: [Int]) {
    let storage = TextStorage(text)
    for offset in 0...text.utf8.count {
      storage.selection = .caret(TextPosition(paragraph: 0, offset: offset))
      #expect(storage.selection.head.offset == expected.last { $0 <= offset }, "\(offset)")
    }
  }

  /// Text, and what each BackSpace from its end leaves.
  static let backspaceCases: [(String, [String])] = [
    ("क्षि", ["क्ष", "क्", "क", ""]),  // vowel sign, consonant, virama, consonant
    ("กี่", ["กี", "ก", ""]),  // tone mark, vowel, consonant
    ("\u{1100}\u{1161}\u{11A8}", ["\u{1100}\u{1161}", "\u{1100}", ""]),
    ("\u{AC01}", [""]),  // a precomposed Hangul syllable goes whole
    ("e\u{301}", [""]),  // Latin: the accent goes with its letter
    ("\u{E9}", [""]),
    ("ж\u{301}", [""]),  // Cyrillic, likewise
    ("👨‍👩‍👧", [""]),
    ("🇫🇷🇩🇪", ["🇫🇷", ""]),
    ("नि", ["न", ""]),
    ("x👍🏽", ["x", ""]),
  ]

  @Test(arguments: backspaceCases)
  func backspaceDeletesWhatPangoSays(text: String, expected: [String]) {
    #expect(backspaces(from: text) == expected)
  }

  @Test func clusterBackspaceIsOneUndoStepAndRestoresTheText() {
    let storage = TextStorage("ok กี่")
    storage.deleteBackward()
    #expect(storage.text == "ok กี")
    #expect(storage.selection.head.offset == "ok กี".utf8.count)
    storage.undo()
    #expect(storage.text == "ok กี่")
    storage.redo()
    #expect(storage.text == "ok กี")
  }

  @Test func deleteForwardRemovesAWholeCluster() {
    let storage = TextStorage("क्षि")
    storage.selection = .caret(.zero)
    storage.deleteForward()
    #expect(storage.text == "षि")
    storage.deleteForward()
    #expect(storage.text == "")
  }

  @Test func backspaceAfterAClusterInsideLatinTextKeepsItsNeighbours() {
    let storage = TextStorage("abc नि def")
    storage.selection = .caret(TextPosition(paragraph: 0, offset: "abc नि".utf8.count))
    storage.deleteBackward()
    #expect(storage.text == "abc न def")
    #expect(storage.selection.head.offset == "abc न".utf8.count)
  }

  @Test func longParagraphsWithoutAsciiStillStopAtClusters() {
    // No ASCII for 60,000 clusters: the stops come from one measurement of the whole text.
    let thai = String(repeating: "กี่", count: 20_000)
    let storage = TextStorage(thai + "x" + thai)
    storage.selection = .caret(TextPosition(paragraph: 0, offset: thai.utf8.count))
    for _ in 0..<3 { storage.moveCaret(.backward, by: .character) }
    #expect(storage.selection.head.offset == thai.utf8.count - 27)
    storage.deleteBackward()
    #expect(storage.paragraphs[0].utf8.count == 2 * thai.utf8.count + 1 - 3)
    storage.selection = .caret(TextPosition(paragraph: 0, offset: 5))
    #expect(storage.selection.head.offset == 0)
  }

  @Test func wordMovesStillTreatIndicWordsAsWords() {
    let storage = TextStorage("नमस्ते दुनिया")
    storage.selection = .caret(.zero)
    storage.moveCaret(.forward, by: .word)
    #expect(storage.selection.head.offset == "नमस्ते".utf8.count)
    storage.moveCaret(.forward, by: .word)
    #expect(storage.selection.head == storage.endPosition)
  }

  @Test func clicksLandOnlyOnCaretStops() throws {
    try pinTestFonts()
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    field.text = "क्षि क्षि"
    let stops = Set(caretStops(in: field.text))
    var seen: Set<Int> = []
    for x in stride(from: -5.0, through: 120, by: 0.5) {
      let position = field.textPosition(at: CGPoint(x: x, y: 20))
      #expect(stops.contains(position.offset), "x \(x) gave \(position.offset)")
      seen.insert(position.offset)
    }
    #expect(seen.contains(6), "a click can reach the stop inside the conjunct")
  }
}
