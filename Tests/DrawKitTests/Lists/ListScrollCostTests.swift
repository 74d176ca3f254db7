import DrawKit
import Foundation
import Testing

/// A row that counts the times its theme drawings are made and it hears that its theme
/// changed: work a row that only scrolls never needs again.
private final class ThemeCountingRow: DrawView {
  var rebuilds = 0
  var themeChanges = 0

  override func themeDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    rebuilds += 1
    return super.themeDrawings(from: theme)
  }

  override func themeDidChange() {
    themeChanges += 1
    super.themeDidChange()
  }
}

/// A white 200 × 200 root holding a list of 1,000 rows 20 points tall, drawn once.
private func countingStage() throws -> (root: DrawView, list: ListView, image: Image) {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  root.backgroundColor = .white
  let source = ListDataSource(
    rowCount: { 1_000 }, makeRow: { ThemeCountingRow() },
    configureRow: { (_: ThemeCountingRow, _: Int) in })
  let list = ListView(frame: root.bounds, dataSource: source, rowHeight: .fixed(20))
  root.addSubview(list)
  let image = try render(root)
  return (root, list, image)
}

@Suite("A list's scroll frame does only the work of the rows that came in")
struct ListScrollCostTests {
  /// Ten scroll steps of three rows down from row 100, each drawn.
  private func scrollTenSteps(_ root: DrawView, _ list: ListView, into image: Image) throws {
    for step in 0..<10 {
      list.contentOffset = CGPoint(x: 0, y: CGFloat(100 + 3 * step) * 20)
      try Renderer().render(root, into: image)
    }
  }

  @Test func aScrollStepDetachesNoRowViewAndKeepsThemInRowOrder() throws {
    let (root, list, image) = try countingStage()
    list.contentOffset = CGPoint(x: 0, y: 1_980)
    try Renderer().render(root, into: image)
    let content = try #require(list.content)
    let detached = content.subviewsDetached
    try scrollTenSteps(root, list, into: image)
    #expect(content.subviewsDetached == detached, "reordering takes no row view out")
    let shown = content.subviews.filter { !$0.isHidden }
    let inRowOrder = list.visibleRows.compactMap { list.rowView(at: $0) }
    #expect(shown.elementsEqual(inRowOrder, by: ===), "the subviews are in row order")
  }

  @Test func scrolledRowsKeepTheirResolvedTheme() throws {
    let (root, list, image) = try countingStage()
    list.contentOffset = CGPoint(x: 0, y: 1_980)
    try Renderer().render(root, into: image)
    let rows = try #require(list.content).subviews.compactMap { $0 as? ThemeCountingRow }
    let themeChanges = rows.map(\.themeChanges)
    try scrollTenSteps(root, list, into: image)
    #expect(rows.count >= 12, "the rows in sight and the margin")
    // Each view makes its theme drawings when it is first drawn, and never again.
    #expect(rows.allSatisfy { $0.rebuilds <= 1 }, "\(rows.map(\.rebuilds))")
    #expect(rows.map(\.themeChanges) == themeChanges, "no row heard of a theme change")
  }

  @Test func aScrollStepLaysTheRowsOutOnceAndHidesNoRowView() throws {
    let (root, list, image) = try countingStage()
    list.contentOffset = CGPoint(x: 0, y: 1_980)
    try Renderer().render(root, into: image)
    let (passes, hidden) = (list.rowLayoutPasses, list.rowViewsHidden)
    try scrollTenSteps(root, list, into: image)
    #expect(list.rowLayoutPasses - passes == 10, "one layout of the rows a frame")
    #expect(list.rowViewsHidden == hidden, "rows coming in take the views of rows leaving")
    #expect(list.content?.subviews.filter { !$0.isHidden }.count == list.visibleRows.count)
  }

  @Test func aFocusedRowViewReusedForAnotherRowLosesTheFocus() {
    let rows = ProbeRows(count: 1_000)
    rows.onConfigure = { row, _ in row.isFocusable = true }
    let (root, list) = listStage(rows)
    let first = list.rowView(at: 0)
    #expect(first?.becomeFirstResponder() == true)
    list.contentOffset = CGPoint(x: 0, y: 100)
    root.layoutIfNeeded()
    #expect(list.rowView(at: 0) == nil, "row 0 left the sight")
    #expect(root.focusedView == nil, "its view, shown for another row, lost the focus")
    #expect(first?.isFocused == false)
  }

  @Test func aFrameFillsTheSelectionAndTheSeparatorsOnceEach() throws {
    let (root, list) = listStage(ProbeRows(count: 100), selectionMode: .multiple)
    list.selectedIndices = [2, 3, 4]
    list.contentOffset = CGPoint(x: 0, y: 10)
    let fills = try recordedCalls(root).filter { $0 == "fillPath" }.count
    // The root's background, the three selected rows, the separators of the 12 rows in
    // sight and in the margin: one fill each.
    #expect(fills == 3)
  }

  @Test(arguments: [1, 1.5])
  func separatorsFilledAsOnePathMatchOneFillPerRow(scale: CGFloat) throws {
    let (root, list) = listStage(ProbeRows(count: 100))
    var theme = Theme.plain
    theme.tokens.separator = Color(red: 0.2, green: 0.4, blue: 0.6)
    root.theme = theme
    list.contentOffset = CGPoint(x: 0, y: 33.3)
    root.layoutIfNeeded()
    let reference = canvas(width: 200, height: 200) { _, context in
      context.setFillColor(Color(red: 0.2, green: 0.4, blue: 0.6))
      for index in 0..<99 {
        let bottom = CGFloat(index + 1) * 20 - 33.3
        context.fill(CGRect(x: 0, y: bottom - 1, width: 200, height: 1))
      }
    }
    let drawn = try render(root, scale: scale)
    let expected = try render(reference, scale: scale)
    var differing = 0
    for y in 0..<drawn.pixelHeight {
      for x in 0..<drawn.pixelWidth where drawn.pixel(x: x, y: y) != expected.pixel(x: x, y: y) {
        differing += 1
      }
    }
    #expect(differing == 0)
  }

  @Test func adjacentSelectedRowsShowNoSeamAtAFractionalOffset() throws {
    let (root, list) = listStage(ProbeRows(count: 100), selectionMode: .multiple)
    var theme = Theme.plain
    theme.tokens.selection = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    theme.tokens.separator = .clear
    root.theme = theme
    list.selectedIndices = [2, 3]
    // Row 3 starts at 60 in the content, 59.5 on screen: its edge cuts pixel row 59 in two.
    list.contentOffset = CGPoint(x: 0, y: 0.5)
    let image = try render(root)
    #expect(image.pixel(x: 60, y: 59) == image.pixel(x: 60, y: 50), "no seam between rows 2 and 3")
  }
}
