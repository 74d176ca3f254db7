import Foundation
import SceneText
import Testing

@testable import DrawKit

/// Long paragraphs in a text view and long lines in a text field: an edit re-lays out only the
/// segment or piece it touches, and what they draw, and where the caret goes, is what one
/// layout of the same text gives.
@Suite("Long lines")
struct LongLineLayoutTests {
  /// One paragraph of `length` ASCII characters: the scene generator's words.
  static func paragraph(length: Int) -> String {
    var generator = SceneText()
    var text = ""
    while text.utf8.count < length { text += generator.line() + " " }
    return String(text.utf8.prefix(length))!
  }

  /// A plain white view holding `text`, scrolled to `offset`.
  static func view(_ text: String, offset: CGFloat) -> TextView {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), text: text)
    view.backgroundColor = .white
    view.theme = .plain
    view.contentOffset = CGPoint(x: 0, y: offset)
    return view
  }

  /// What `view` shows drawn from one layout of its one paragraph.
  static func oneLayout(of view: TextView) -> (DrawView, TextLayout) {
    let insets = view.effectiveTextInsets
    let layout = TextLayout(view.text, font: view.font, color: view.textColor)
    layout.width = view.frame.width - insets.horizontal
    let offset = view.contentOffset.y
    let canvas = canvas(width: view.frame.width, height: view.frame.height) { _, context in
      layout.draw(in: context, at: CGPoint(x: insets.left, y: insets.top - offset))
    }
    return (canvas, layout)
  }

  /// Edits at the end, in the middle, at a segment's first word and across segments of a
  /// 10,000-character paragraph draw, measure and place the caret as one layout of the whole
  /// edited paragraph does, and as a fresh view of it.
  @Test func editsInALongParagraphDrawWhatOneLayoutDraws() throws {
    try pinTestFonts()
    var model = Self.paragraph(length: 10_000)
    let view = Self.view(model, offset: 0)
    _ = try render(view)
    func type(_ text: String, at offset: Int, deleting count: Int = 0) {
      let start = TextPosition(paragraph: 0, offset: offset)
      view.storage.selection = TextSelection(
        anchor: start, head: TextPosition(paragraph: 0, offset: offset + count))
      view.storage.insertText(text)
      let utf8 = model.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: offset)
      model.replaceSubrange(lower..<utf8.index(lower, offsetBy: count), with: text)
    }
    type("x", at: 10_000)
    let segmented = view.layoutSegmentRanges(ofParagraph: 0)
    #expect(segmented.count > 10, "the paragraph was cut at its line starts")
    for character in "the quick brown fox " { type(String(character), at: model.utf8.count) }
    let beforeMiddle = view.layoutSegmentRanges(ofParagraph: 0)
    type("supercalifragilistic ", at: 5_003)
    type("", at: 2_000, deleting: 7)
    let cut = view.layoutSegmentRanges(ofParagraph: 0)[8].lowerBound
    type("", at: cut, deleting: 3)
    type("", at: cut - 1, deleting: 2)
    type("a b c d e f g h ", at: cut + 40)
    let after = view.layoutSegmentRanges(ofParagraph: 0)
    #expect(view.text == model)
    #expect(after.first?.lowerBound == 0 && after.last?.upperBound == model.utf8.count)
    #expect(zip(after, after.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    let kept = Set(after).intersection(beforeMiddle.filter { $0.upperBound < 1_900 })
    #expect(!kept.isEmpty, "segments before the edits were kept")
    for offset in [0.0, 1_000, 2_200] {
      view.contentOffset = CGPoint(x: 0, y: offset)
      let fresh = Self.view(model, offset: offset)
      #expect(fresh.contentSize == view.contentSize)
      let (one, layout) = Self.oneLayout(of: view)
      #expect(view.contentSize.height == layout.size.height + view.effectiveTextInsets.vertical)
      #expect(try render(view).pngData() == render(one).pngData(), "at \(offset)")
      #expect(try render(view).pngData() == render(fresh).pngData(), "at \(offset)")
      for caret in [0, 1_999, 2_000, cut - 1, cut, cut + 45, 5_010, model.utf8.count] {
        let position = TextPosition(paragraph: 0, offset: caret)
        #expect(view.caretRect(for: position) == fresh.caretRect(for: position), "\(caret)")
      }
      let point = CGPoint(x: 123, y: offset + 150)
      #expect(view.textPosition(at: point) == fresh.textPosition(at: point))
    }
  }

  /// Typing at the end of a long paragraph re-lays out the last segment, not the paragraph.
  @Test func typingAtTheEndOfALongParagraphRelaysOutItsLastSegment() throws {
    try pinTestFonts()
    let text = Self.paragraph(length: 10_000)
    let view = Self.view(text, offset: 0)
    view.storage.selection = .caret(view.storage.endPosition)
    view.storage.insertText("a")
    let before = view.layoutSegmentRanges(ofParagraph: 0)
    view.storage.insertText("b")
    let after = view.layoutSegmentRanges(ofParagraph: 0)
    #expect(Array(after.dropLast()) == Array(before.dropLast()))
    #expect(after.last.map { $0.upperBound } == text.utf8.count + 2)
    #expect(after.last.map(\.count) ?? .max <= 2 * ParagraphLayout.lineCutLimit)
  }

  /// Typing on at the end of a long paragraph keeps its last segment, the text each keystroke
  /// lays out again, a few lines long: the re-laid-out text is cut at its line starts as it
  /// grows, not only once it is longer than ``ParagraphLayout/lineCutLimit`` bytes.
  @Test func typingOnAtTheEndOfALongParagraphKeepsItsLastSegmentShort() throws {
    try pinTestFonts()
    let view = Self.view(Self.paragraph(length: 10_000), offset: 0)
    view.storage.selection = .caret(view.storage.endPosition)
    var longest = 0
    for character in String(repeating: "the quick brown fox jumps over the lazy dog ", count: 8) {
      view.storage.insertText(String(character))
      longest = max(longest, view.layoutSegmentRanges(ofParagraph: 0).last?.count ?? 0)
    }
    #expect(longest <= 2 * ParagraphLayout.lineCutTarget)
    #expect(
      view.text == Self.paragraph(length: 10_000)
        + String(
          repeating: "the quick brown fox jumps over the lazy dog ", count: 8))
  }

  /// A 20 KB line in pieces draws the same pixels as one layout of it, after edits at its
  /// end, in its middle and across a cut, and places carets and hit tests alike.
  @Test func aLineInPiecesDrawsWhatOneLayoutDraws() throws {
    try pinTestFonts()
    var model = Self.paragraph(length: 20_000)
    let line = SegmentedLine(model)
    let font = Font(family: "DejaVu Sans", size: 16)
    line.font = font
    #expect(line.pieces.count > 20)
    func edit(_ text: String, at offset: Int, deleting count: Int = 0) {
      let utf8 = model.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: offset)
      model.replaceSubrange(lower..<utf8.index(lower, offsetBy: count), with: text)
      line.edit(
        replacing: offset..<(offset + count), insertedLength: text.utf8.count, giving: model)
    }
    _ = line.width
    let passes = line.pieces.reduce(0) { $0 + $1.layoutPassCount }
    edit("x", at: model.utf8.count)
    _ = line.width
    #expect(line.pieces.reduce(0) { $0 + $1.layoutPassCount } == passes + 1, "one piece again")
    edit("hello world ", at: 9_000)
    let cut = line.starts[10]
    edit("", at: cut - 2, deleting: 4)
    edit("日本語👍🏽", at: 15_000)
    #expect(line.text == model)
    #expect(line.pieces.map(\.text).joined() == model)
    let whole = TextLayout(model, font: font)
    whole.isSingleLine = true
    #expect(abs(line.width - whole.size.width) < 0.01)
    for x in [0.0, line.caretRect(atOffset: cut).minX - 200, line.width - 400] {
      let pieces = canvas(width: 400, height: 30) { _, context in
        for piece in line.pieces(fromX: x, toX: x + 400) {
          piece.layout.draw(in: context, at: CGPoint(x: piece.x - x, y: 0))
        }
      }
      let one = canvas(width: 400, height: 30) { _, context in
        whole.draw(in: context, at: CGPoint(x: -x, y: 0))
      }
      #expect(try render(pieces).pngData() == render(one).pngData(), "at \(x)")
    }
    for offset in [0, 1, cut - 2, cut, 9_005, 15_000, model.utf8.count] {
      let index = model.utf8.index(model.utf8.startIndex, offsetBy: offset)
      #expect(line.caretRect(atOffset: offset) == whole.caretRect(at: index), "\(offset)")
    }
    for x in [5.0, 70_000.5, line.width - 3] {
      let found = whole.index(at: CGPoint(x: x, y: 5))
      #expect(line.offset(atX: x) == model.utf8.distance(from: model.startIndex, to: found))
    }
  }

  /// A text field holding a megabyte types at its end by laying out one short piece, keeps the
  /// text, and shows the caret.
  @Test func aKeystrokeInAMegabyteFieldLaysOutOnePiece() throws {
    try pinTestFonts()
    var model = Self.paragraph(length: 1_048_576)
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40), text: model)
    _ = field.becomeFirstResponder()
    field.storage.selection = .caret(field.storage.endPosition)
    field.scrollCaretToVisible()
    _ = try render(field)
    let passes = field.textLayoutPassCount
    field.dispatch(.typing("z"))
    model += "z"
    _ = try render(field)
    #expect(field.textLayoutPassCount - passes <= 2)
    #expect(field.textPieceCount > 1_000)
    #expect(field.text == model)
    let caret = field.caretRect(for: field.storage.selection.head)
    #expect(field.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)), "the caret shows")
    #expect(field.textPosition(at: CGPoint(x: caret.minX, y: 10)) == field.storage.endPosition)
  }

  /// Right-to-left text keeps a long line in one piece, since its runs reorder across it.
  @Test func rightToLeftTextStaysOnePiece() {
    let line = SegmentedLine(String(repeating: "abc ", count: 2_000))
    #expect(line.pieces.count > 1)
    line.edit(
      replacing: 4..<4, insertedLength: "שלום".utf8.count,
      giving: "abc שלום" + line.text.dropFirst(4))
    #expect(line.pieces.count == 1)
    #expect(line.text.hasPrefix("abc שלום"))
    let marked = SegmentedLine(String(repeating: "abc ", count: 2_000) + "\u{200F}")
    #expect(marked.pieces.count == 1, "a right-to-left mark")
    let arabic = SegmentedLine(String(repeating: "abc ", count: 2_000) + "\u{FEFB}")
    #expect(arabic.pieces.count == 1, "an Arabic presentation form")
  }

  /// Emoji, Japanese and accented Latin keep a long line in pieces, with the text intact.
  @Test func leftToRightTextOfEveryKindStaysInPieces() {
    for word in ["ab 👍🏽 ", "日本語です ", "café ", "नमस्ते "] {
      let text = String(repeating: word, count: 4_096 / word.utf8.count + 1)
      let line = SegmentedLine(text)
      #expect(line.pieces.count > 1, "\(word)")
      #expect(line.pieces.map(\.text).joined() == text)
    }
  }

  /// An edit that does not add up (a range past the end, a negative length, a text of the
  /// wrong length) lays the new text out whole instead of trapping.
  @Test func inconsistentEditsSetTheTextWhole() {
    let text = String(repeating: "word ", count: 2_000)
    let line = SegmentedLine(text)
    line.edit(replacing: 9_000..<20_000, insertedLength: 1, giving: "short")
    #expect(line.text == "short" && line.pieces.map(\.text) == ["short"])
    line.edit(replacing: 0..<1, insertedLength: -5, giving: text)
    #expect(line.pieces.map(\.text).joined() == text)
    line.edit(replacing: 0..<0, insertedLength: 1, giving: "x")
    #expect(line.text == "x")
  }
}
