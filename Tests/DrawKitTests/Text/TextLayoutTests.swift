import CDrawKitCairo
import DrawKit
import Foundation
import SceneText
import Testing

/// The showcase text: English, Japanese, emoji, Arabic, Hebrew and a combining accent.
let showcaseText = """
  DrawKit lays out real text.
  プレースホルダー付きのTextView
  👋🏽 👨‍👩‍👧‍👦 🇯🇵
  مرحبا بالعالم
  שלום עולם
  café e\u{301}
  """

@Suite("Font metrics and TextLayout")
struct TextLayoutTests {
  private let body = Font(pangoDescription: "DejaVu Sans 16")

  @Test func fontMetricsComeFromTheFont() throws {
    try pinTestFonts()
    #expect(body.size == CGFloat(16) * 96 / 72)
    #expect(body.lineHeight == 26, "the benchmark scenes' L")
    #expect(body.ascender == 20)
    #expect(body.descender == -6)
    #expect(body.leading == 26)
    #expect(body.underlineThickness > 0 && body.underlinePosition > 0)
    let small = Font(family: "DejaVu Sans", size: 10)
    let large = Font(family: "DejaVu Sans", size: 40)
    #expect(small.lineHeight < body.lineHeight && body.lineHeight < large.lineHeight)
    #expect(Font(pangoDescription: "DejaVu Sans Bold 16px").size == 16)
    #expect(Font(pangoDescription: "DejaVu Sans Bold 16px").weight == .bold)
  }

  @Test func wrappedDocumentMatchesTheReferenceGeometry() throws {
    try pinTestFonts()
    let document = SceneText.document(lines: 40)
    #expect(document.utf8.count == 2867)
    let layout = TextLayout(document, font: body)
    layout.width = 780
    #expect(layout.lineCount == 59)
    #expect(layout.size.height == CGFloat(1554 - 20), "content height minus the two insets")
    #expect(layout.lines.allSatisfy { $0.height == 26 })
  }

  /// Redrawing one line of a window full of text (a keystroke's dirty rectangle) shapes and
  /// draws that line and its neighbours, not every line of every paragraph in view.
  @Test func drawingSkipsLinesAwayFromTheClip() throws {
    try pinTestFonts()
    let layout = TextLayout(SceneText.document(lines: 40), font: body)
    layout.width = 780
    let single = TextLayout("one line at the top", font: body)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 800, 1600)!
    let cairo = cairo_create(surface)!
    defer {
      cairo_destroy(cairo)
      cairo_surface_destroy(surface)
    }
    let context = GraphicsContext(
      borrowing: cairo, rect: CGRect(x: 0, y: 0, width: 800, height: 1600))
    let line = layout.lines[30]
    context.clip(to: CGRect(x: 0, y: line.top + 2, width: 800, height: line.height - 4))
    let recorder = DrawCallRecorder()
    context.recorder = recorder
    layout.draw(in: context, at: .zero)
    single.draw(in: context, at: .zero)
    single.draw(in: context, at: CGPoint(x: 0, y: line.top))
    #expect(recorder.calls == ["drawText lines 29...31", "drawText lines 0...0"])
  }

  /// A clip that is a narrow column (a scroll bar's, at the right edge) draws only the lines
  /// that reach it; what it draws there is what drawing every line shows, the overhang of a
  /// large italic line's last letter past its advance among it.
  @Test func drawingSkipsLinesThatEndBeforeTheClipAcross() throws {
    try pinTestFonts()
    let text =
      "short\na line that runs on much further to the right\nshort\na line of italic ending in f"
    let layout = TextLayout(text, font: Font(family: "DejaVu Serif", size: 40, style: .italic))
    let reach = try #require(layout.lines.last).x + layout.lines[3].width
    let size = (width: 1400, height: 300)
    func draw(clip: CGRect?, recorder: DrawCallRecorder? = nil) -> [UInt32] {
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
      let cairo = cairo_create(surface)!
      defer {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
      }
      let context = GraphicsContext(
        borrowing: cairo, rect: CGRect(x: 0, y: 0, width: size.width, height: size.height))
      if let clip { context.clip(to: clip) }
      context.recorder = recorder
      layout.draw(in: context, at: CGPoint(x: 10, y: 0))
      cairo_surface_flush(surface)
      let data = cairo_image_surface_get_data(surface)!
      let stride = Int(cairo_image_surface_get_stride(surface))
      return (0..<size.height).flatMap { y in
        (0..<size.width).map { x in
          data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
            $0.pointee
          }
        }
      }
    }
    let column = CGRect(x: 10 + reach, y: 0, width: 12, height: CGFloat(size.height))
    let recorder = DrawCallRecorder()
    let clipped = draw(clip: column, recorder: recorder)
    #expect(recorder.calls == ["drawText lines 1...1, 3...3"], "the long line and the italic f")
    let whole = draw(clip: nil)
    let inColumn = (0..<size.height).flatMap { y in
      (Int(column.minX)..<Int(column.maxX)).map { y * size.width + $0 }
    }
    #expect(inColumn.contains { whole[$0] != 0 }, "ink reaches into the column")
    #expect(inColumn.allSatisfy { clipped[$0] == whole[$0] }, "the column as drawn whole")
    let far = DrawCallRecorder()
    _ = draw(clip: CGRect(x: 1300, y: 0, width: 12, height: 300), recorder: far)
    #expect(far.calls.isEmpty, "no line reaches 1,300 points")
    let measured = layout.inkAcrossMeasurementCount
    #expect(measured == 1, "only the italic line ends within a line's height of the column")
    let long = layout.lines[1]
    let pastTheInk = DrawCallRecorder()
    _ = draw(
      clip: CGRect(x: 10 + long.x + long.width + 15, y: 0, width: 12, height: 300),
      recorder: pastTheInk)
    #expect(pastTheInk.calls.isEmpty, "15 points past the last advance, no ink")
    _ = draw(clip: column)
    #expect(layout.inkAcrossMeasurementCount == measured + 1, "each line's ink measured once")
  }

  @Test func textAfterANulCharacterIsStillLaidOut() throws {
    try pinTestFonts()
    let layout = TextLayout("ab\u{0}cd", font: Font(family: "DejaVu Sans", size: 16))
    let plain = TextLayout("ab", font: Font(family: "DejaVu Sans", size: 16))
    #expect(layout.lines.last?.range.upperBound == layout.text.endIndex)
    let end = layout.caretRect(at: layout.text.endIndex)
    #expect(end.minX > plain.caretRect(at: plain.text.endIndex).minX + 10)
    #expect(layout.index(at: CGPoint(x: end.minX + 5, y: end.midY)) == layout.text.endIndex)
  }

  @Test func shortTextWrapsAtTheGivenWidth() throws {
    try pinTestFonts()
    let layout = TextLayout("one two three four five six", font: body)
    #expect(layout.lineCount == 1)
    layout.width = 120
    #expect(layout.lineCount > 2)
    #expect(layout.lines.allSatisfy { $0.width <= 120 })
    #expect(layout.lines.first.map { layout.text[$0.range] } == "one two ")
  }

  @Test func everyGraphemeRoundTripsThroughAPoint() throws {
    try pinTestFonts()
    let layout = TextLayout(showcaseText, font: body)
    layout.width = 400
    var index = showcaseText.startIndex
    while true {
      let caret = layout.caretRect(at: index)
      let found = layout.index(at: CGPoint(x: caret.minX, y: caret.midY))
      if found != index {
        let foundCaret = layout.caretRect(at: found)
        #expect(
          abs(foundCaret.minX - caret.minX) < 0.5 && foundCaret.minY == caret.minY,
          "index \(showcaseText.utf8.distance(from: showcaseText.startIndex, to: index)) came back as \(showcaseText.utf8.distance(from: showcaseText.startIndex, to: found))"
        )
      }
      guard index < showcaseText.endIndex else { break }
      index = showcaseText.index(after: index)
    }
  }

  @Test func hitTestingNeverSplitsAGrapheme() throws {
    try pinTestFonts()
    let text = "e\u{301}👨‍👩‍👧‍👦🇯🇵"
    let layout = TextLayout(text, font: body)
    let boundaries = Set(text.indices + [text.endIndex])
    for x in stride(from: -5, to: layout.size.width + 5, by: 1) {
      let index = layout.index(at: CGPoint(x: x, y: 10))
      #expect(boundaries.contains(index))
    }
  }

  @Test func caretAndSelectionRectsFollowTheText() throws {
    try pinTestFonts()
    let layout = TextLayout("abc\ndef", font: body)
    let start = layout.caretRect(at: layout.text.startIndex)
    #expect(start.minX == 0 && start.minY == 0 && start.height == 26)
    let d = layout.text.firstIndex(of: "d")!
    #expect(layout.caretRect(at: d).minY == 26)
    let rects = layout.selectionRects(for: layout.text.index(after: layout.text.startIndex)..<d)
    #expect(rects.count == 2, "the rest of line one plus its newline")
    #expect(rects.allSatisfy { $0.minY == 0 })
    #expect(layout.selectionRects(for: d..<d).isEmpty)
  }

  @Test func rightToLeftTextStartsAtTheRight() throws {
    try pinTestFonts()
    let layout = TextLayout("مرحبا بالعالم", font: body)
    layout.width = 300
    #expect(layout.lines[0].x > 100, "natural alignment puts Arabic on the right")
    let start = layout.caretRect(at: layout.text.startIndex)
    let end = layout.caretRect(at: layout.text.endIndex)
    #expect(start.minX > end.minX, "the first letter is at the right end")
    layout.alignment = .left
    #expect(layout.lines[0].x == 0)
  }

  @Test func fixedPitchGivesEveryLineTheSameHeightAndBaselineOffset() throws {
    try pinTestFonts()
    let layout = TextLayout("Latin line\n日本語の行\n😀 emoji 👨‍👩‍👧‍👦\nlast", font: body)
    let natural = layout.lines.map(\.height)
    #expect(Set(natural).count > 1, "fallback fonts change natural line heights")
    layout.fixedLinePitch = 30
    let lines = layout.lines
    #expect(lines.map(\.height) == [30, 30, 30, 30])
    #expect(lines.map(\.top) == [0, 30, 60, 90])
    #expect(Set(lines.map { $0.baseline - $0.top }).count == 1)
    #expect(layout.size.height == 120)
  }

  @Test func noTofuForJapaneseAndEmoji() throws {
    try pinTestFonts()
    #expect(TextLayout(showcaseText, font: body).missingGlyphCount == 0)
    #expect(TextLayout("\u{0378}", font: body).missingGlyphCount == 1, "the check can fail")
    let emoji = DrawView(
      frame: CGRect(x: 0, y: 0, width: 60, height: 40),
      drawings: [.text("👋🏽", font: Font(family: "DejaVu Sans", size: 28))])
    let image = try render(emoji)
    var colourful = 0
    for y in 0..<40 {
      for x in 0..<60 {
        let pixel = image.pixel(x: x, y: y)
        if pixel.alpha > 200, Int(pixel.red) - Int(pixel.blue) > 60 { colourful += 1 }
      }
    }
    #expect(colourful > 50, "the emoji is drawn in colour")
  }

  @Test func colourChangesDoNotLayOutAgain() throws {
    try pinTestFonts()
    let layout = TextLayout("cached", font: body)
    _ = layout.lines
    _ = layout.caretRect(at: layout.text.endIndex)
    layout.color = .red
    _ = layout.size
    #expect(layout.layoutPassCount == 1)
    layout.text = "changed"
    _ = layout.lines
    #expect(layout.layoutPassCount == 2)
    layout.text = "changed"
    _ = layout.lines
    #expect(layout.layoutPassCount == 2)
  }

  @Test func truncationKeepsOneLineWithinTheWidth() throws {
    try pinTestFonts()
    let layout = TextLayout(String(repeating: "truncate me ", count: 20), font: body)
    layout.width = 150
    layout.truncation = .tail
    #expect(layout.lineCount == 1)
    #expect(layout.size.width <= 150)
  }

  @Test func tabWidthMovesTextToTheStop() throws {
    try pinTestFonts()
    let layout = TextLayout("a\tb", font: body)
    layout.tabWidth = 100
    let b = layout.text.firstIndex(of: "b")!
    #expect(abs(layout.caretRect(at: b).minX - 100) < 1)
  }
}

@Suite("Missing fonts")
struct MissingFontTests {
  @Test func missingFamilyFallsBackWithOneWarning() throws {
    try pinTestFonts()
    let warnings = LockedValue<[String]>([])
    let previous = Diagnostics.warningHandler
    Diagnostics.warningHandler = { message in warnings.withLock { $0.append(message) } }
    defer { Diagnostics.warningHandler = previous }
    let missing = Font(family: "No Such Family 9f3", size: 14)
    let layout = TextLayout("still drawn", font: missing)
    #expect(layout.size.width > 40, "text still lays out in the fallback font")
    #expect(missing.resolvedFamily == "DejaVu Sans")
    _ = missing.withSize(30).lineHeight
    let mine = warnings.withLock { $0 }.filter { $0.contains("No Such Family 9f3") }
    #expect(mine.count == 1, "\(mine)")
    #expect(Font(family: "DejaVu Sans", size: 14).resolvedFamily == "DejaVu Sans")
    #expect(Font.system(size: 14).resolvedFamily == "DejaVu Sans", "generic names are not missing")
  }
}
