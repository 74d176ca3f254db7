import Foundation
import Testing

@testable import DrawKit

/// Keystrokes, undo, redo and focus changes in a paragraph of a million kanji (3 MB without a
/// space or a Latin word) look at the segments or pieces they touch and show, not at the whole
/// paragraph: the paragraph is laid out in about 20,000 segments in a text view and 12,000
/// pieces in a field, so a walk over all of them per key or frame would show in the counts.
@Suite("Edits in long paragraphs cost what they touch")
struct LongParagraphEditCostTests {
  static let kanji = String(repeating: "漢字仮名", count: 250_000)

  /// `view` in a white root, drawn twice: the first frame lays out every segment or piece, and
  /// the next one finds them laid out once (work done once for the whole text, not per key).
  private static func drawnRoot(holding view: DrawView) throws -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 320))
    root.backgroundColor = .white
    root.addSubview(view)
    try drawTwice(root)
    return root
  }

  private static func drawTwice(_ root: DrawView) throws {
    _ = try Renderer().image(of: root)
    _ = try Renderer().image(of: root)
  }

  /// Segments of paragraph layouts the calling thread looked at while `body` ran.
  private static func segmentsVisited(_ body: () throws -> Void) rethrows -> Int {
    let before = ParagraphLayout.segmentsVisitedOnThisThread
    try body()
    return ParagraphLayout.segmentsVisitedOnThisThread - before
  }

  /// 20 BackSpaces at the end of `view`'s million kanji, then 20 undos and 20 redos, each
  /// followed by a frame of `root`; the text is checked after each of the three.
  private static func deleteUndoAndRedo(at view: TextInputView, drawing root: DrawView) throws {
    var model = kanji
    for _ in 0..<20 {
      view.storage.deleteBackward()
      view.storage.breakUndoCoalescing()
      model.removeLast()
      _ = try Renderer().image(of: root)
    }
    #expect(view.text == model)
    for _ in 0..<20 {
      view.storage.undo()
      _ = try Renderer().image(of: root)
    }
    #expect(view.text == kanji)
    for _ in 0..<20 {
      view.storage.redo()
      _ = try Renderer().image(of: root)
    }
    #expect(view.text == model)
  }

  @Test func keysUndoAndRedoAtTheEndOfAMillionKanjiVisitTheSegmentsTheyTouch() throws {
    try pinTestFonts()
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), text: Self.kanji)
    view.theme = .plain
    view.storage.selection = .caret(view.storage.endPosition)
    view.contentOffset = CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude)
    let root = try Self.drawnRoot(holding: view)
    let segments = view.layoutSegmentRanges(ofParagraph: 0).count
    #expect(segments > 10_000, "\(segments) segments")
    let visited = try Self.segmentsVisited {
      try Self.deleteUndoAndRedo(at: view, drawing: root)
    }
    #expect(visited < 60 * 12, "\(visited) segments visited for 60 edits and frames")
  }

  @Test func aSelectionAcrossAFewLinesOfAMillionKanjiVisitsItsSegments() throws {
    try pinTestFonts()
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), text: Self.kanji)
    view.theme = .plain
    let root = try Self.drawnRoot(holding: view)
    let visited = try Self.segmentsVisited {
      for step in 0..<10 {
        view.storage.selection = TextSelection(
          anchor: TextPosition(paragraph: 0, offset: 3 * step),
          head: TextPosition(paragraph: 0, offset: 3 * (step + 200)))
        _ = try Renderer().image(of: root)
        #expect(!view.selectionRects.isEmpty)
      }
    }
    #expect(visited < 10 * 16, "\(visited) segments visited for 10 selections and frames")
  }

  @Test func keysUndoAndRedoAtTheEndOfAMillionKanjiFieldVisitThePiecesInView() throws {
    try pinTestFonts()
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30), text: Self.kanji)
    field.theme = .plain
    let root = try Self.drawnRoot(holding: field)
    #expect(field.textPieceCount > 10_000, "\(field.textPieceCount) pieces")
    let before = field.textPiecesVisited
    try Self.deleteUndoAndRedo(at: field, drawing: root)
    let visited = field.textPiecesVisited - before
    #expect(visited < 60 * 12, "\(visited) pieces visited for 60 edits and frames")
  }

  @Test func movingTheFocusBetweenTwoMillionKanjiFieldsVisitsThePiecesInView() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    root.backgroundColor = .white
    let fields = [0, 40].map {
      TextField(frame: CGRect(x: 0, y: CGFloat($0), width: 300, height: 30), text: Self.kanji)
    }
    for field in fields { root.addSubview(field) }
    try Self.drawTwice(root)
    let before = fields.map(\.textPiecesVisited)
    for step in 0..<10 {
      #expect(fields[step % 2].becomeFirstResponder())
      _ = try Renderer().image(of: root)
    }
    let visited = zip(fields, before).map { $0.textPiecesVisited - $1 }.reduce(0, +)
    #expect(visited < 10 * 2 * 12, "\(visited) pieces visited for 10 focus moves and frames")
  }

  /// Every line of `layout`: its text and where it is drawn (top, height, x, width).
  private static func placedLines(of layout: ParagraphLayout) -> [(String, [CGFloat])] {
    layout.segments.flatMap { segment in
      segment.layout.lines.map { line in
        (
          String(segment.layout.text[line.range]),
          [segment.top + line.top, line.height, line.x, line.width]
        )
      }
    }
  }

  /// The span from the first line that differs between `old` and `new`, counting from the
  /// top, to the last one, counting from the bottom: what a comparison of every line finds.
  private static func differingSpan(_ old: ParagraphLayout, _ new: ParagraphLayout)
    -> ClosedRange<CGFloat>?
  {
    let before = placedLines(of: old)
    let after = placedLines(of: new)
    let head = zip(before, after).prefix { $0 == $1 }.count
    let tail = zip(before[head...].reversed(), after[head...].reversed()).prefix { $0 == $1 }.count
    let changed = before[head..<(before.count - tail)] + after[head..<(after.count - tail)]
    guard let top = changed.map({ $0.1[0] }).min(),
      let bottom = changed.map({ $0.1[0] + $0.1[1] }).max()
    else { return nil }
    return top...bottom
  }

  /// The lines an edit changed, found from the segments it replaced, are the lines a
  /// comparison of every line of the paragraph before and after finds, and the edited layout
  /// is as tall as a fresh one: for edits that keep the line count, add lines and remove them,
  /// in kanji and in Latin words, at the start, in the middle and at the end. (The paragraphs
  /// are shorter than ``ParagraphLayout/segmentThreshold``, so they are cut at line starts only.)
  @Test(arguments: ["kanji", "Latin"])
  func theLinesAnEditChangedAreTheOnesAFullComparisonFinds(script: String) throws {
    try pinTestFonts()
    let (text, letter) =
      script == "kanji"
      ? (String(repeating: "漢字仮名", count: 1_300), "字")
      : (String(repeating: "lorem ipsum dolor sit amet ", count: 400), "x")
    func make(_ piece: String) -> TextLayout {
      let layout = TextLayout(piece, font: .system(size: 14))
      layout.width = 300
      return layout
    }
    let old = ParagraphLayout(text: text, make: make)
    #expect(old.segments.count > 10)
    let count = text.utf8.count
    let middle = text.utf8.count / 2 / 3 * 3
    let lineStart = old.segments[old.segments.count / 2].start
    let edits: [(range: Range<Int>, inserted: String)] = [
      (0..<0, letter), (middle..<middle, letter), (count..<count, letter),
      (middle..<(middle + 3), ""), (middle..<middle, String(repeating: letter, count: 60)),
      (middle..<(middle + 180), ""), ((count - 3)..<count, ""),
      // Two line separators at a line start add an empty line, and the lines after them wrap
      // as before, lower down.
      (lineStart..<lineStart, "\u{2028}\u{2028}"),
    ]
    for edit in edits {
      var bytes = Array(text.utf8)
      bytes.replaceSubrange(edit.range, with: Array(edit.inserted.utf8))
      let newText = String(decoding: bytes, as: UTF8.self)
      let edited = old.edited(
        replacing: edit.range, insertedLength: edit.inserted.utf8.count, giving: newText,
        make: make)
      #expect(edited.height == ParagraphLayout(text: newText, make: make).height, "\(edit)")
      let span = edited.changedSpan(since: old)
      #expect(span != nil, "\(edit)")
      #expect(
        span == Self.differingSpan(old, edited),
        "\(edit)")
    }
  }
}
