import Foundation
import Testing

@testable import DrawKit

/// A text layout whose inputs change gives its Pango layout the new inputs instead of making
/// another (as a list row taking a new row's text does every scroll step), and nothing of the
/// old inputs stays: each step measures what a fresh layout of the same inputs measures.
@Suite("A text layout reuses its Pango layout")
struct TextLayoutReuseTests {
  /// The inputs of one step.
  private struct Inputs {
    var text: String
    var font = Font(pangoDescription: "DejaVu Sans 16")
    var width: CGFloat?
    var lineBreakMode = LineBreakMode.wordOrCharacter
    var truncation = TruncationMode.none
    var maximumLineCount: Int?
    var alignment = TextAlignment.natural
    var isSingleLine = false
    var tabWidth: CGFloat?

    func apply(to layout: TextLayout) {
      layout.text = text
      layout.font = font
      layout.width = width
      layout.lineBreakMode = lineBreakMode
      layout.truncation = truncation
      layout.maximumLineCount = maximumLineCount
      layout.alignment = alignment
      layout.isSingleLine = isSingleLine
      layout.tabWidth = tabWidth
    }
  }

  /// Steps that each undo something the step before set: tabs, a wrapping width with a line
  /// limit and truncation, a right-to-left text, one-paragraph mode, another font.
  private let steps: [Inputs] = [
    Inputs(
      text: "tab\tstops\tand a long text that wraps onto several lines", width: 120,
      truncation: .tail, maximumLineCount: 2, tabWidth: 100),
    Inputs(text: "tab\tstops\tand a long text that wraps onto several lines"),
    Inputs(text: "مرحبا بالعالم and more", width: 90, lineBreakMode: .character),
    Inputs(text: "two\nparagraphs", alignment: .center, isSingleLine: true),
    Inputs(text: "two\nparagraphs", font: Font(pangoDescription: "DejaVu Sans Bold 30")),
    Inputs(text: "a middle-truncated line", width: 60, truncation: .middle),
    Inputs(text: ""),
  ]

  @Test func eachStepMeasuresWhatAFreshLayoutMeasures() throws {
    try pinTestFonts()
    let reused = TextLayout()
    _ = reused.lines
    for (index, step) in steps.enumerated() {
      // The fresh layout first: its font's metrics, measured once with a layout of their own,
      // are then known.
      let fresh = TextLayout()
      step.apply(to: fresh)
      _ = fresh.lines
      let before = PangoLayoutCount.onThisThread
      step.apply(to: reused)
      let lines = reused.lines
      let size = reused.size
      let startsRightToLeft = reused.isRightToLeft
      let madeByReuse = PangoLayoutCount.onThisThread - before
      #expect(lines == fresh.lines, "step \(index)")
      #expect(size == fresh.size, "step \(index)")
      #expect(startsRightToLeft == fresh.isRightToLeft, "step \(index)")
      #expect(madeByReuse == 0, "step \(index) made a new Pango layout")
    }
  }

  /// A layout that a caller still holds is not changed under it: the next layout is a new one.
  @Test func aPangoLayoutStillHeldIsNotReused() throws {
    try pinTestFonts()
    let layout = TextLayout("first")
    _ = layout.lines
    let held = layout.pangoLayout
    layout.text = "second"
    let before = PangoLayoutCount.onThisThread
    #expect(layout.lines.count == 1)
    #expect(PangoLayoutCount.onThisThread - before == 1)
    #expect(held !== layout.pangoLayout)
  }

  /// A layout made on another thread's Pango context is not reused on this one (a context
  /// is used on one thread only): the next layout is made on this thread's.
  @Test func aPangoLayoutOfAnotherThreadIsNotReused() throws {
    try pinTestFonts()
    nonisolated(unsafe) let layout = TextLayout("made on another thread")
    let done = DispatchSemaphore(value: 0)
    Thread {
      _ = layout.lines
      done.signal()
    }.start()
    done.wait()
    layout.text = "laid out here"
    let before = PangoLayoutCount.onThisThread
    #expect(layout.lines.count == 1)
    #expect(PangoLayoutCount.onThisThread - before == 1)
  }
}
