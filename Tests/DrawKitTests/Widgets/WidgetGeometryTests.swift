import DrawKit
import Foundation
import Testing

/// Geometry a user's code can hand the widgets and views: NaN, infinities, 1e300, negative sizes.
///
/// Nothing may trap; the result must stay drawable.
@Suite("Adversarial: widget and view geometry")
struct WidgetGeometryTests {
  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e300, -1e300, 0])
  func ruledTextViewWithAbsurdInsetsDraws(inset: CGFloat) throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    root.theme = .legalPad
    let view = TextView(frame: root.bounds, text: "ruled\nlines")
    view.textInsets = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    root.addSubview(view)
    let image = try render(root)
    #expect(image.pixelWidth == 200)
    view.contentOffset = CGPoint(x: 0, y: inset)
    #expect(view.contentOffset.y.isFinite)
    _ = try render(root)
  }

  @Test(arguments: [CGFloat(1e300), 1e18, .greatestFiniteMagnitude])
  func pageDownInAHugeTextViewMoves(height: CGFloat) {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: height), text: "a\nb\nc")
    view.becomeFirstResponder()
    #expect(view.perform(.movePage(.forward, extending: false)))
    // The view already shows its bottom, so GTK's Page Down goes to the end at once (checked
    // against GtkTextView in LiveEditingComparisonTests), and again stays there.
    #expect(view.storage.selection.head == view.storage.endPosition, "the end, as GTK")
    #expect(view.perform(.movePage(.forward, extending: false)))
    #expect(view.storage.selection.head == view.storage.endPosition, "still the end")
    #expect(view.perform(.movePage(.backward, extending: true)))
    #expect(view.perform(.movePage(.backward, extending: true)))
    #expect(view.storage.selection.range == view.storage.startPosition..<view.storage.endPosition)
  }

  @Test(arguments: [
    CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
    CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5),
    CGRect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
    CGRect(x: 1e300, y: 1e300, width: 1e300, height: 1e300),
  ])
  func needsDisplayWithAbsurdRectsStaysInsideTheRoot(rect: CGRect) throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let child = DrawView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    root.addSubview(child)
    _ = root.takeDirtyRegion()
    child.setNeedsDisplay(rect)
    root.setNeedsDisplay(rect)
    for dirty in root.dirtyRegion.rects {
      #expect(root.bounds.contains(dirty), "\(dirty)")
    }
    _ = try Renderer().redrawDirtyRegion(of: root, in: try render(root))
  }

  @Test func aCachedDrawingThatRendersAViewUsingItselfFinishes() throws {
    let depth = Tally(0)
    let itself = Tally(Drawing<DrawView>.empty)
    let cached = Drawing<DrawView>("nested") { _, context in
      context.setFillColor(.red)
      context.fill(context.rect)
      guard depth.value < 2 else { return }
      depth.increment()
      let inner = DrawView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
      inner.drawings = [itself.value]
      _ = try? Renderer().image(of: inner)
    }.cached(by: { _ in 1 })
    itself.update { $0 = cached }
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 8, height: 8), drawings: [cached])
    defer { itself.update { $0 = .empty } }  // the drawing refers to itself: break the cycle
    let image = try render(view)
    #expect(image.pixel(x: 4, y: 4) == Pixel(.red))
  }

  @Test func aCachedDrawingKeepsOneRecordingPerTheme() throws {
    let swatch = Drawing<DrawView>.fill(.accent).cached(by: { _ in 0 })
    let light = DrawView(frame: CGRect(x: 0, y: 0, width: 4, height: 4), drawings: [swatch])
    let dark = DrawView(frame: CGRect(x: 0, y: 0, width: 4, height: 4), drawings: [swatch])
    dark.theme = .dark
    #expect(try render(light).pixel(x: 2, y: 2) == Pixel(ThemeTokens.light.accent))
    #expect(try render(dark).pixel(x: 2, y: 2) == Pixel(ThemeTokens.dark.accent))
    #expect(try render(light).pixel(x: 2, y: 2) == Pixel(ThemeTokens.light.accent))
  }

  @Test(arguments: [CGSize(width: CGFloat.nan, height: .nan), CGSize(width: -5, height: 1e300)])
  func naturalSizesOfAbsurdProposalsAreFinite(proposal: CGSize) {
    let views: [DrawView] = [
      TextField(text: "field"), TextView(text: "view"), PlaceholderTextView(),
      Column { TextField(text: "a") }, Row { TextView(text: "b") },
    ]
    for view in views {
      let size = view.sizeThatFits(proposal)
      #expect(size.width.isFinite && size.height.isFinite, "\(type(of: view)): \(size)")
    }
  }

  @Test(arguments: [CGFloat.nan, .infinity, -1e300])
  func aModifierGivingAnAbsurdRectangleDrawsNothingWrong(value: CGFloat) throws {
    let seen = Tally([CGRect]())
    let drawing = Drawing<DrawView>("absurd") { _, context in
      context.withRect(CGRect(x: value, y: 0, width: 10, height: value)) {
        seen.update { $0.append(context.rect) }
        context.setFillColor(.red)
        context.fill(context.rect)
      }
    }
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 8, height: 8), drawings: [drawing])
    view.backgroundColor = .white
    #expect(try render(view).pixel(x: 4, y: 4) == Pixel(.white))
    let rect = try #require(seen.value.first)
    let isFinite = [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    #expect(isFinite)
  }

  @Test func aTextViewsNaturalHeightFollowsTheOfferedWidth() throws {
    try pinTestFonts()
    let view = TextView(text: String(repeating: "words wrap here ", count: 20))
    let wide = view.sizeThatFits(CGSize(width: 600, height: CGFloat.infinity))
    let narrow = view.sizeThatFits(CGSize(width: 150, height: CGFloat.infinity))
    #expect(narrow.width == 150 && wide.width == 600)
    #expect(narrow.height > wide.height)
    let long = TextView(text: String(repeating: "line\n", count: 100_000))
    let estimate = long.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity))
    #expect(estimate.height.isFinite && estimate.height > 100_000)
  }

  @Test(arguments: [CGFloat.nan, -1, 2, .infinity])
  func themeColourAlphaIsClamped(alpha: CGFloat) {
    let color = Color.accent.withAlphaComponent(alpha).resolved(in: .dark)
    #expect((0...1).contains(color.alpha))
  }
}

/// Up and Down at the edges of a text view go to its start and end, as in GTK 4's
/// `GtkTextView`; in a field they leave the caret where it is, as GTK 4's `GtkEntry` does.
@Suite("Editing conventions: vertical movement at the edges")
struct VerticalEdgeTests {
  @Test func downOnTheLastLineGoesToTheEndAndUpOnTheFirstToTheStart() throws {
    try pinTestFonts()
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), text: "first\nlast")
    view.becomeFirstResponder()
    view.storage.selection = .caret(TextPosition(paragraph: 1, offset: 2))
    #expect(view.keyDown(KeyEvent(.down)))
    #expect(view.storage.selection.head == view.storage.endPosition)
    view.storage.selection = .caret(TextPosition(paragraph: 0, offset: 3))
    #expect(view.keyDown(KeyEvent(.up)))
    #expect(view.storage.selection.head == view.storage.startPosition)
    #expect(view.keyDown(KeyEvent(.down)))
    #expect(view.storage.selection.head.paragraph == 1, "an ordinary Down keeps moving by lines")
  }

  @Test func aFieldsUpAndDownLeaveTheCaretWhereItIsAsGtkEntryDoes() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40), text: "one line")
    field.becomeFirstResponder()
    let caret = TextPosition(paragraph: 0, offset: 3)
    field.storage.selection = .caret(caret)
    for key in [Key.down, .up, .pageDown, .pageUp] {
      _ = field.keyDown(KeyEvent(key))
      #expect(field.storage.selection == .caret(caret), "\(key)")
    }
    let selected = TextSelection(anchor: TextPosition(paragraph: 0, offset: 7), head: caret)
    field.storage.selection = selected
    _ = field.keyDown(KeyEvent(.up, modifiers: .shift))
    #expect(field.storage.selection == selected, "Shift+Up keeps the selection")
    _ = field.keyDown(KeyEvent(.down))
    #expect(field.storage.selection == selected, "and so does Down")
  }
}

/// Left and Right move on screen, as in GTK, macOS and Windows: in right-to-left text Left
/// goes toward the end.
@Suite("Editing conventions: arrows in right-to-left text")
struct RightToLeftArrowTests {
  private let arabic = "مرحبا"

  @Test func leftMovesForwardInAnArabicField() throws {
    try pinTestFonts()
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40), text: arabic)
    field.becomeFirstResponder()
    field.storage.selection = .caret(field.storage.startPosition)
    #expect(field.keyDown(KeyEvent(.left)))
    #expect(field.storage.selection.head.offset == 2, "one Arabic letter (two UTF-8 bytes) on")
    let caretAfterLeft = field.caretRect(for: field.storage.selection.head).midX
    let caretAtStart = field.caretRect(for: field.storage.startPosition).midX
    #expect(caretAfterLeft < caretAtStart, "and the caret went left on screen")
    #expect(field.keyDown(KeyEvent(.right)))
    #expect(field.storage.selection.head == field.storage.startPosition)
    #expect(field.keyDown(KeyEvent(.left, modifiers: .shift)))
    #expect(field.storage.selectedText == "م")
  }

  @Test func eachParagraphOfATextViewKeepsItsOwnDirection() throws {
    try pinTestFonts()
    let view = TextView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 100), text: "abc\n\(arabic)")
    view.becomeFirstResponder()
    view.storage.selection = .caret(TextPosition(paragraph: 0, offset: 1))
    #expect(view.keyDown(KeyEvent(.left)))
    #expect(view.storage.selection.head == TextPosition(paragraph: 0, offset: 0))
    view.storage.selection = .caret(TextPosition(paragraph: 1, offset: 2))
    #expect(view.keyDown(KeyEvent(.left)))
    #expect(view.storage.selection.head == TextPosition(paragraph: 1, offset: 4))
    #expect(view.keyDown(KeyEvent(.right, modifiers: .control)))
    #expect(view.storage.selection.head.offset < 4, "Ctrl+Right goes back toward the start")
  }
}
