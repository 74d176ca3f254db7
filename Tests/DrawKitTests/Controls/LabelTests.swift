import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// How many Pango layouts `body` makes on this thread.
private func pangoLayoutsMade(_ body: () throws -> Void) rethrows -> Int {
  let before = PangoLayoutCount.onThisThread
  try body()
  return PangoLayoutCount.onThisThread - before
}

/// A column of `count` labels, 300 points wide, `text(index)` in each.
private func labelColumn(count: Int, text: (Int) -> String) -> (Column, [Label]) {
  let labels = (0..<count).map { Label(text($0)) }
  let column = Column(
    frame: CGRect(x: 0, y: 0, width: 300, height: CGFloat(count) * 28), spacing: 2,
    alignment: .fill)
  for label in labels { column.addSubview(label) }
  column.backgroundColor = .white
  return (column, labels)
}

@Suite("Label: measured once, painted many times; alignment, wrapping, truncation, limits")
struct LabelTests {
  @Test func aSteadyFrameOfTwoHundredLabelsMakesNoPangoLayout() throws {
    try pinTestFonts()
    let (column, labels) = labelColumn(count: 200) { "Label number \($0)" }
    let renderer = Renderer()
    let first = try pangoLayoutsMade { _ = try renderer.image(of: column) }
    #expect(first <= 200 + 4, "one layout per label, and a font's metrics: \(first)")
    for label in labels { label.setNeedsDisplay() }
    let steady = try pangoLayoutsMade { _ = try renderer.image(of: column) }
    #expect(steady == 0)
    labels[7].text = "Changed"
    let oneChanged = try pangoLayoutsMade { _ = try renderer.image(of: column) }
    #expect(oneChanged == 0, "the changed label gives its Pango layout the new text")
    // The contrast: a drawing that lays its text out as it paints makes a layout every frame.
    let painted = DrawView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 28), drawings: [.text("Label number 1")])
    _ = try renderer.image(of: painted)
    let repaint = try pangoLayoutsMade { _ = try renderer.image(of: painted) }
    #expect(repaint == 1)
  }

  @Test func steadyFramesOfLabelsAndTextFieldsAskPangoNoTextDirection() throws {
    try pinTestFonts()
    let (column, labels) = labelColumn(count: 200) { "Label number \($0)" }
    let fields = (0..<20).map { TextField(text: "Field number \($0)") }
    for field in fields {
      field.frame.size = CGSize(width: 280, height: 30)
      column.addSubview(field)
    }
    column.frame.size.height += 20 * 32
    let layouts =
      labels.map { $0.textFragments[0].layout } + fields.map { $0.textFragments[0].layout }
    func directionQueries() -> Int { layouts.reduce(0) { $0 + $1.directionQueryCount } }
    let renderer = Renderer()
    _ = try renderer.image(of: column)
    let first = directionQueries()
    #expect(first == layouts.count, "each layout's direction, found once when it was laid out")
    for view in column.subviews { view.setNeedsDisplay() }
    _ = try renderer.image(of: column)
    _ = try renderer.image(of: column)
    #expect(directionQueries() == first, "painting reads the direction the layout step found")
    labels[3].text = "Changed"
    _ = try renderer.image(of: column)
    #expect(directionQueries() == first + 1, "a new layout asks again")
  }

  @Test func wrappingLabelsInAColumnAreLaidOutAtMostTwiceAndThenNever() throws {
    try pinTestFonts()
    let (column, labels) = labelColumn(count: 20) {
      "A longer note number \($0) that wraps onto two lines."
    }
    for label in labels { label.numberOfLines = 0 }
    column.frame.size.width = 200
    let renderer = Renderer()
    let first = try pangoLayoutsMade { _ = try renderer.image(of: column) }
    #expect(first <= 2 * 20 + 4, "\(first)")
    #expect(labels.allSatisfy { $0.frame.height > 30 }, "each wraps to two lines")
    column.setNeedsLayout()
    let relayout = try pangoLayoutsMade {
      column.layoutIfNeeded()
      _ = try renderer.image(of: column)
    }
    #expect(relayout == 0, "asking the same sizes again measures nothing")
  }

  @Test func aLabelCentresItsTextVerticallyAndAlignsItHorizontally() throws {
    try pinTestFonts()
    func inkColumns(_ alignment: TextAlignment) throws -> ClosedRange<Int> {
      let label = Label("Wide", color: .black)
      label.alignment = alignment
      label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
      label.backgroundColor = .white
      let image = try render(label)
      let columns = (0..<200).filter { x in
        (0..<40).contains { image.pixel(x: x, y: $0).maximumChannelDifference(from: .white) > 64 }
      }
      let rows = (0..<40).filter { y in
        (0..<200).contains { image.pixel(x: $0, y: y).maximumChannelDifference(from: .white) > 64 }
      }
      #expect(abs((rows.first! + rows.last!) - 40) <= 6, "centred vertically: \(rows)")
      return columns.first!...columns.last!
    }
    let left = try inkColumns(.natural)
    let centre = try inkColumns(.center)
    let right = try inkColumns(.right)
    #expect(left.lowerBound < 4)
    #expect(abs((centre.lowerBound + centre.upperBound) - 200) <= 4, "\(centre)")
    #expect(right.upperBound > 194)
  }

  @Test func oneLineIsCutWithAnEllipsisAndWrappingLimitsItsLines() throws {
    try pinTestFonts()
    let text = "The quick brown fox jumps over the lazy dog again and again"
    let label = Label(text)
    let natural = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(natural.width > 300)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 100)).width == 100)
    label.frame = CGRect(x: 0, y: 0, width: 100, height: 26)
    label.layoutIfNeeded()
    let line = try #require(label.textFragments.first?.layout)
    #expect(line.lineCount == 1 && line.size.width <= 100)
    label.numberOfLines = 0
    let wrapped = label.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity))
    label.numberOfLines = 2
    let two = label.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity))
    #expect(wrapped.height > two.height && two.height > natural.height, "\(wrapped) \(two)")
    label.numberOfLines = -3
    #expect(label.numberOfLines == 0)
  }

  @Test func tenMegabytesOfTextAreCutToTheShownLimit() throws {
    try pinTestFonts()
    let text = String(repeating: "ab́c ", count: 2_000_000)
    #expect(text.utf8.count > 10_000_000)
    let label = Label(text)
    label.frame = CGRect(x: 0, y: 0, width: 400, height: 30)
    let made = try pangoLayoutsMade { _ = try render(label) }
    #expect(made <= 2, "\(made)")
    let shown = try #require(label.textFragments.first?.layout.text)
    #expect(shown.utf8.count <= Label.maximumShownLength)
    #expect(shown.hasSuffix("…") && text.hasPrefix(shown.dropLast()))
    #expect(label.text.utf8.count == text.utf8.count, "the label keeps the whole text")
    #expect((label.accessibilityElement?.label.utf8.count ?? .max) <= Label.maximumShownLength)
  }

  @Test(arguments: [CGFloat.nan, 1e300, -50, .infinity])
  func absurdSizesAndFontsNeitherTrapNorHang(_ value: CGFloat) throws {
    try pinTestFonts()
    let label = Label("Size \(value)", font: Font(family: "DejaVu Sans", size: value))
    label.numberOfLines = 0
    let size = label.sizeThatFits(CGSize(width: value, height: value))
    #expect(size.width.isFinite && size.height.isFinite && size.width >= 0)
    label.frame = CGRect(x: 0, y: 0, width: value, height: value)
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    root.addSubview(label)
    #expect(throws: Never.self) { _ = try render(root) }
  }

  @Test func aLabelIsStaticTextAndTakesNoPointer() {
    let label = Label("Volume")
    #expect(label.accessibilityElement?.role == .staticText)
    #expect(label.accessibilityElement?.label == "Volume")
    label.accessibilityElement = AccessibilityElement(role: .staticText, label: "Loudness")
    #expect(label.accessibilityElement?.label == "Loudness")
    #expect(!label.isUserInteractionEnabled && !label.isFocusable)
  }

  @Test func aThemeWithAnotherFontRelaysOutLabelsAndADisabledOneIsGrey() throws {
    try pinTestFonts()
    let label = Label("Text")
    let small = label.frame.size
    label.theme = Theme.plain.with { $0[.label].font = Font(family: "DejaVu Sans", size: 40) }
    #expect(
      label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).height > small.height)
    label.theme = nil
    label.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
    label.backgroundColor = .white
    label.isEnabled = false
    let darkest = try render(label)
    let ink = (0..<60).flatMap { x in (0..<30).map { darkest.pixel(x: x, y: $0) } }
      .min { $0.red < $1.red }
    let secondary = Pixel(ThemeTokens.light.secondaryLabel)
    #expect(
      ink.map { abs(Int($0.red) - Int(secondary.red)) < 40 } == true, "\(String(describing: ink))")
  }

  @Test func aSelectableLabelSelectsByDragCopiesAndDrawsItsSelectionWithoutLayingOut() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    root.backgroundColor = .white
    let pasteboard = MemoryPasteboard()
    root.pasteboard = pasteboard
    let label = Label("Copy this text")
    label.frame = CGRect(x: 0, y: 5, width: 300, height: 30)
    root.addSubview(label)
    let renderer = Renderer()
    let plain = try renderer.image(of: root)
    #expect(root.hitTest(CGPoint(x: 20, y: 20)) !== label, "not selectable: no pointer")
    label.isSelectable = true
    let fragment = try #require(label.textFragments.first)
    let end = fragment.layout.caretRect(at: fragment.layout.text.firstIndex(of: " ")!)
    let y = 5 + fragment.origin.y + end.midY
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 1, y: y)))
    root.dispatch(PointerEvent(.move, at: CGPoint(x: fragment.origin.x + end.minX + 1, y: y)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: fragment.origin.x + end.minX + 1, y: y)))
    #expect(label.selectedText == "Copy")
    #expect(label.isFocused)
    root.dispatch(KeyEvent(.character("c"), modifiers: .control))
    #expect(pasteboard.string == "Copy")
    let selected = try pangoLayoutsMade { _ = try renderer.image(of: root) }
    #expect(selected == 0, "the highlight comes from the layout already made")
    let image = try renderer.image(of: root)
    let highlight = label.selectionRects[0]
    let probe = (x: Int(highlight.minX) + 1, y: Int(5 + highlight.minY) + 1)
    #expect(plain.pixel(x: probe.x, y: probe.y) == Pixel(.white))
    #expect(
      image.pixel(x: probe.x, y: probe.y).isClose(
        to: Pixel(ThemeTokens.light.selection), tolerance: 8))
    root.dispatch(KeyEvent(.character("a"), modifiers: .control))
    #expect(label.selectedText == "Copy this text")
    #expect(label.accessibleSelection == 0..<14)
    label.accessibleSelection = 5..<9
    #expect(label.selectedText == "this")
    label.text = "New"
    #expect(label.selectedText == nil, "a new text drops the selection")
  }
}
