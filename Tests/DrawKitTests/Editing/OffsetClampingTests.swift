import DrawKit
import Foundation
import Testing

/// Text whose clusters are several code units long in every counting: surrogate pairs, an
/// emoji with a skin tone, a flag, a family joined by ZWJs, a decomposed accent, a CRLF-free
/// second paragraph.
private let sample = "a😀b👍🏽c🇯🇵d👨‍👩‍👧e\u{301}\nf😀"

/// The offsets, in `count` units per character, of every cluster boundary of `text` (Swift's
/// clusters, which are Pango's caret stops for this text), newlines counting one.
private func boundaries(of text: String, _ count: (Character) -> Int) -> [Int] {
  var offsets = [0]
  for character in text { offsets.append(offsets[offsets.count - 1] + count(character)) }
  return offsets
}

private let utf16Boundaries = boundaries(of: sample) { $0.utf16.count }
private let scalarBoundaries = boundaries(of: sample) { $0.unicodeScalars.count }

/// The last boundary at or before `offset`, and the first at or after it.
private func floor(_ offset: Int, in boundaries: [Int]) -> Int {
  boundaries.last { $0 <= offset } ?? 0
}

private func ceiling(_ offset: Int, in boundaries: [Int]) -> Int {
  boundaries.first { $0 >= offset } ?? boundaries[boundaries.count - 1]
}

@Suite("Adversarial offsets: every offset entry point keeps a caret a caret and whole clusters")
struct OffsetClampingTests {
  @Test func aUTF16CaretInsideAClusterStaysACaretAtItsStart() {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), text: sample)
    for offset in 0...sample.utf16.count {
      view.text = sample
      view.selectedRange = NSRange(location: offset, length: 0)
      let expected = floor(offset, in: utf16Boundaries)
      #expect(view.selectedRange == NSRange(location: expected, length: 0), "offset \(offset)")
      view.storage.insertText("x")
      let utf16 = Array(sample.utf16)
      let edited =
        String(decoding: utf16[..<expected], as: UTF16.self) + "x"
        + String(decoding: utf16[expected...], as: UTF16.self)
      #expect(view.text == edited, "offset \(offset): the key inserts and deletes nothing")
    }
  }

  @Test func aUTF16SelectionWidensToTheClustersItTouches() {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), text: sample)
    for offset in 0..<sample.utf16.count {
      view.selectedRange = NSRange(location: offset, length: 1)
      let lower = floor(offset, in: utf16Boundaries)
      let upper = ceiling(offset + 1, in: utf16Boundaries)
      #expect(
        view.selectedRange == NSRange(location: lower, length: upper - lower), "offset \(offset)")
    }
  }

  @Test func accessibleOffsetsInsideAClusterKeepACaretACaretAndWidenRanges() throws {
    let field = TextView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), text: sample)
    try pinTestFonts()
    for offset in 0...sample.unicodeScalars.count {
      let lower = floor(offset, in: scalarBoundaries)
      field.accessibleCaretOffset = offset
      #expect(field.accessibleSelection == lower..<lower, "caret at \(offset)")
      field.accessibleSelection = offset..<offset
      #expect(field.accessibleSelection == lower..<lower, "empty selection at \(offset)")
      guard offset < sample.unicodeScalars.count else { continue }
      let upper = ceiling(offset + 1, in: scalarBoundaries)
      field.accessibleSelection = offset..<offset + 1
      #expect(field.accessibleSelection == lower..<upper, "selection at \(offset)")
      let rect = field.accessibleCharacterRect(at: offset)
      let whole = field.accessibleCharacterRect(at: lower)
      let isNewline = Array(sample.unicodeScalars)[lower] == "\n"
      #expect(rect == whole, "the rect of the cluster at \(offset)")
      #expect(rect.width > 0 || isNewline, "the rect at \(offset) is the cluster's, not a caret")
      field.accessibleDelete(offset..<offset)
      #expect(field.text == sample, "deleting nothing at \(offset)")
      field.accessibleDelete(offset..<offset + 1)
      let scalars = Array(sample.unicodeScalars)
      let kept = String(
        String.UnicodeScalarView(scalars[..<lower] + scalars[upper...]))
      #expect(field.text == kept, "deleting at \(offset) takes whole clusters")
      field.text = sample
      field.accessibleInsert("x", at: offset)
      let inserted = String(
        String.UnicodeScalarView(scalars[..<lower] + ["x"] + scalars[lower...]))
      #expect(field.text == inserted, "inserting at \(offset) goes before the cluster")
      field.text = sample
    }
  }

  @Test func storagePositionsInsideAClusterKeepACaretACaret() {
    let storage = TextStorage(sample)
    let paragraph = storage.paragraphs[0]
    let stops = boundaries(of: paragraph) { $0.utf8.count }
    for offset in 0...paragraph.utf8.count {
      let position = TextPosition(paragraph: 0, offset: offset)
      storage.selection = .caret(position)
      let caret = TextPosition(paragraph: 0, offset: floor(offset, in: stops))
      #expect(storage.selection == .caret(caret))
      guard offset < paragraph.utf8.count else { continue }
      let next = TextPosition(paragraph: 0, offset: offset + 1)
      let widened =
        TextPosition(
          paragraph: 0, offset: floor(offset, in: stops))..<TextPosition(
          paragraph: 0, offset: ceiling(offset + 1, in: stops))
      storage.selection = TextSelection(anchor: next, head: position)
      #expect(storage.selection.range == widened, "at \(offset)")
      #expect(storage.selection.head == widened.lowerBound, "the direction is kept")
      #expect(storage.text(in: position..<next) == storage.text(in: widened))
    }
  }

  @Test func markedTextSelectionsInsideAClusterKeepACaretACaret() {
    let text = "に😀👍🏽e\u{301}"
    let stops = boundaries(of: text) { $0.utf8.count }
    let steps: [(String.Index) -> String.Index] = [
      { text.utf16.index(after: $0) }, { text.unicodeScalars.index(after: $0) },
      { text.utf8.index(after: $0) },
    ]
    let views = [
      Array(text.utf16.indices), Array(text.unicodeScalars.indices), Array(text.utf8.indices),
    ]
    for (indices, step) in zip(views, steps) {
      for index in indices + [text.endIndex] {
        let offset = text.utf8.distance(from: text.startIndex, to: index)
        let marked = MarkedText(text, selection: index..<index)
        #expect(marked.selection.isEmpty, "caret at \(offset)")
        let caret = marked.text.utf8.distance(
          from: marked.text.startIndex, to: marked.selection.lowerBound)
        #expect(stops.contains(caret) && caret <= offset, "caret at \(offset) is at \(caret)")
        guard index < text.endIndex else { continue }
        let after = step(index)
        let selection = MarkedText(
          text, selection: index..<after,
          segments: [.init(range: index..<after, style: .converting)])
        let lower = text.utf8.distance(from: text.startIndex, to: selection.selection.lowerBound)
        let upper = text.utf8.distance(from: text.startIndex, to: selection.selection.upperBound)
        #expect(stops.contains(lower) && stops.contains(upper) && lower < upper, "at \(offset)")
        #expect(selection.segments.first?.range == selection.selection)
      }
    }
  }

  @Test func aCRLFInMarkedTextIsOneSpaceAndIndicesAfterItStillFit() {
    let text = "a\r\nb\rc\nd"
    let b = text.firstIndex(of: "b")!
    let marked = MarkedText(
      text, selection: b..<b, segments: [.init(range: b..<text.endIndex, style: .converting)])
    #expect(marked.text == "a b c d", "one space per line break, as the storage makes one newline")
    #expect(marked.text[marked.selection.lowerBound...] == "b c d", "the caret stays before b")
    #expect(marked.segments.first.map { String(marked.text[$0.range]) } == "b c d")
    let storage = TextStorage()
    storage.insertText(text)
    #expect(storage.paragraphs.count == 4, "the storage makes one newline of CRLF too")
  }
}
