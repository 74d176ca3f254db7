import DrawKit
import Foundation
import Testing

@Suite("Table columns: widths shared within their limits, resized by dragging the header")
struct TableColumnTests {
  private func widths(_ table: TableView) -> [CGFloat] {
    table.columns.indices.map { table.width(ofColumn: $0) }
  }

  @Test func flexibleColumnsShareTheSpareWidthUpToTheirMaximum() {
    let (_, table) = tableStage(count: 10)
    // 400 - (100 + 100 + 50) = 150 spare: B takes 50 (to its maximum 150), C the other 100.
    #expect(widths(table) == [100, 150, 150])
    #expect(table.rectForColumn(2) == CGRect(x: 250, y: 0, width: 150, height: 20))
    let (_, narrow) = tableStage(count: 10, width: 200)
    #expect(widths(narrow) == [100, 100, 50], "no spare width: the ideal widths")
    #expect(narrow.visibleColumns == 0..<2, "C starts at 200, past the right edge")
  }

  @Test func draggingAHeaderEdgeResizesTheColumnWithinItsLimits() {
    let (root, table) = tableStage(count: 10)
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 251, y: 10)))
    #expect(root.cursorUnderPointer == .columnResize, "over B's right edge")
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 100, y: 10)))
    #expect(root.cursorUnderPointer == .default, "A is fixed: its edge does not resize")
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 250, y: 10)))
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 250, y: 10)))
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 200, y: 10)))
    #expect(widths(table) == [100, 100, 200], "C takes what B gave up")
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 100, y: 10)))
    #expect(widths(table)[1] == 40, "B's minimum")
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 500, y: 10)))
    #expect(widths(table)[1] == 150, "B's maximum")
    #expect(root.cursorUnderPointer == .columnResize, "the cursor stays during the drag")
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 500, y: 10)))
    #expect(table.sortDescriptor == nil, "a drag is not a click")
    root.layoutIfNeeded()
    #expect(table.cellView(row: 0, column: 2)?.frame.minX == 250)
  }

  @Test func aDragKeepsTheColumnsToItsLeftSoTheEdgeFollowsThePointer() {
    let flexible = (0..<3).map { index in
      TableColumn(
        "\(index)", width: .flexible(minimum: 40, ideal: 100),
        makeCell: { ProbeCell(color: .white) }, configureCell: { _, _ in })
    }
    let (root, table) = tableStage(count: 10, columns: flexible, width: 420)
    #expect(widths(table) == [140, 140, 140])
    drag(root, from: CGPoint(x: 280, y: 10), through: [CGPoint(x: 300, y: 10)])
    #expect(table.rectForColumn(1).maxX == 300, "\(widths(table))")
    #expect(widths(table) == [140, 160, 120])
  }

  @Test func widthsSetFromCodeAreHeldToTheLimitsAndFixedColumnsKeepTheirs() {
    let (_, table) = tableStage(count: 10)
    table.setWidth(1_000, ofColumn: 1)
    #expect(widths(table)[1] == 150)
    table.setWidth(-3, ofColumn: 2)
    #expect(widths(table)[2] == 40)
    table.setWidth(300, ofColumn: 0)
    #expect(widths(table)[0] == 100, "A is fixed")
    table.setWidth(.nan, ofColumn: 1)
    #expect(widths(table)[1] == 40, "NaN is the minimum")
    table.setWidth(90, ofColumn: 7)
    #expect(widths(table).count == 3, "no such column: nothing")
  }

  @Test func draggedWidthsSurviveAChangeOfColumnsThatKeepsThem() {
    let (root, table) = tableStage(count: 10)
    table.setWidth(60, ofColumn: 1)
    table.columns = Array(table.columns.reversed())
    root.layoutIfNeeded()
    #expect(table.columns.map(\.id) == ["C", "B", "A"])
    #expect(widths(table)[1] == 60, "B keeps its dragged width")
    #expect(table.cellView(row: 0, column: 2)?.frame.minX == table.rectForColumn(2).minX)
  }
}
