#if Hosts

import DrawKit
import Testing

@testable import DrawKitX11

/// The composition an XIM input method describes, message by message, and the marked text
/// DrawKit gets from it.
struct PreeditBufferTests {
  private let underline = PreeditBuffer.underline
  private let reverse = PreeditBuffer.reverse

  private func draw(
    caret: Int, first: Int, length: Int, _ text: String?, _ feedback: [UInt32] = []
  ) -> PreeditBuffer.Draw {
    PreeditBuffer.Draw(
      caret: caret, changeFirst: first, changeLength: length, text: text, feedback: feedback)
  }

  @Test func drawsReplaceTheChangedCharacters() {
    var buffer = PreeditBuffer()
    buffer.apply(draw(caret: 1, first: 0, length: 0, "n", [underline]))
    buffer.apply(draw(caret: 1, first: 0, length: 1, "に", [underline]))
    buffer.apply(draw(caret: 4, first: 1, length: 0, "ほんご", [underline, underline, underline]))
    #expect(String(String.UnicodeScalarView(buffer.characters)) == "にほんご")
    #expect(buffer.caret == 4)
    let marked = buffer.markedText
    #expect(marked.text == "にほんご")
    #expect(marked.selection == marked.text.endIndex..<marked.text.endIndex)
    #expect(marked.segments.map(\.style) == [.raw])
    #expect(marked.segments.map { String(marked.text[$0.range]) } == ["にほんご"])
  }

  /// Anthy converting 「にほんご」: the clause being converted is shown reversed.
  @Test func reversedClausesAreConverting() {
    var buffer = PreeditBuffer()
    buffer.apply(
      draw(caret: 2, first: 0, length: 0, "日本語を", [reverse, reverse, underline, underline]))
    let marked = buffer.markedText
    #expect(marked.segments.map(\.style) == [.converting, .raw])
    #expect(marked.segments.map { String(marked.text[$0.range]) } == ["日本", "語を"])
    #expect(marked.text[..<marked.selection.lowerBound] == "日本")
    #expect(marked.selection.isEmpty)
  }

  @Test func aDrawWithoutTextChangesOnlyTheFeedback() {
    var buffer = PreeditBuffer()
    buffer.apply(draw(caret: 3, first: 0, length: 0, "abc", [underline, underline, underline]))
    buffer.apply(draw(caret: 3, first: 1, length: 2, nil, [reverse, reverse]))
    #expect(buffer.feedback == [underline, reverse, reverse])
    #expect(buffer.markedText.text == "abc")
  }

  @Test func aDrawWithoutTextOrFeedbackDeletes() {
    var buffer = PreeditBuffer()
    buffer.apply(draw(caret: 3, first: 0, length: 0, "abc", [underline, underline, underline]))
    buffer.apply(draw(caret: 0, first: 0, length: 3, nil))
    #expect(buffer.isEmpty)
    #expect(buffer.markedText.text.isEmpty)
    #expect(buffer.markedText.segments.isEmpty)
  }

  /// Indices from a confused or hostile server are clamped: nothing traps.
  @Test func outOfRangeIndicesAreClamped() {
    var buffer = PreeditBuffer()
    buffer.apply(draw(caret: Int.max, first: Int.min, length: Int.max, "ab", [underline]))
    #expect(buffer.markedText.text == "ab")
    #expect(buffer.caret == 2)
    #expect(buffer.feedback == [underline, 0])
    buffer.apply(draw(caret: -5, first: 10, length: -3, "c"))
    #expect(buffer.markedText.text == "abc")
    #expect(buffer.caret == 0)
    buffer.apply(draw(caret: 1, first: 1, length: 1_000_000, nil, [reverse, reverse, reverse]))
    #expect(buffer.feedback == [underline, reverse, reverse])
    buffer.moveCaret(to: Int.min)
    #expect(buffer.caret == 0)
  }

  /// XIM counts characters as Unicode scalars; a caret or clause edge inside a grapheme
  /// cluster (e + combining acute) moves to the cluster's start.
  @Test func positionsInsideAGraphemeClusterMoveToItsStart() {
    var buffer = PreeditBuffer()
    buffer.apply(
      draw(caret: 1, first: 0, length: 0, "e\u{301}x", [reverse, underline, underline]))
    let marked = buffer.markedText
    #expect(marked.text.count == 2)
    #expect(marked.selection.lowerBound == marked.text.startIndex)
    #expect(marked.segments.map { String(marked.text[$0.range]) } == ["e\u{301}x"])
  }

  @Test func clearForgetsTheComposition() {
    var buffer = PreeditBuffer()
    buffer.apply(draw(caret: 1, first: 0, length: 0, "a", [underline]))
    buffer.clear()
    #expect(buffer == PreeditBuffer())
  }

  @Test func inputMethodNameComesFromXMODIFIERS() {
    #expect(InputMethod.inputMethodName(in: "@im=ibus") == "ibus")
    #expect(InputMethod.inputMethodName(in: "@im=fcitx@other=1") == "fcitx")
    #expect(InputMethod.inputMethodName(in: "@im=none") == nil)
    #expect(InputMethod.inputMethodName(in: "@im=") == nil)
    #expect(InputMethod.inputMethodName(in: "") == nil)
  }
}

#endif
