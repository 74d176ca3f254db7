import DrawKit
import Foundation
import Testing

@Suite("A table wider than its columns' room scrolls sideways, the header with the rows")
struct TableSidewaysTests {
  /// Ten columns 100 points wide, each cell a shade of its own (column `n` has red `20 n`).
  private func wideColumns(count: Int = 10) -> [TableColumn] {
    (0..<count).map { index in
      TableColumn(
        "\(index)", width: .fixed(100),
        makeCell: { ProbeCell(color: Color(red: Double(index) * 20 / 255, green: 0, blue: 1)) },
        configureCell: { (cell: ProbeCell, row: Int) in cell.index = row },
        cellText: { "\(index):\($0)" })
    }
  }

  /// The red of the cell on screen at `x` in row 0 (screen rows 20..<40).
  private func cellRed(_ image: Image, x: Int) -> UInt8 {
    image.pixel(x: x, y: 30).red
  }

  @Test func theColumnsSetTheWidthThatScrollsAndOnlyThoseInSightHaveCells() throws {
    let (root, table) = tableStage(count: 1_000, columns: wideColumns())
    #expect(table.contentSize.width == 1_000)
    #expect(table.visibleColumns == 0..<4)
    #expect(table.cellViewCount == table.rowViewCount * 4)
    table.contentOffset.x = 250
    root.layoutIfNeeded()
    // Column 2 (200..<300) reaches past 250; column 6 (600..<700) starts before 650.
    #expect(table.visibleColumns == 2..<7)
    #expect(table.cellView(row: 0, column: 0) == nil)
    #expect(
      table.cellView(row: 0, column: 2)?.frame == CGRect(x: 200, y: 0, width: 100, height: 20))
    #expect(table.cellView(row: 0, column: 6) != nil)
    #expect(table.cellView(row: 0, column: 7) == nil)
    let image = try render(root)
    // On screen, x 0..<50 shows column 2's right half, 50..<150 column 3.
    #expect(cellRed(image, x: 10) == 40, "\(image.pixel(x: 10, y: 30))")
    #expect(cellRed(image, x: 60) == 60)
    #expect(cellRed(image, x: 399) == 120, "column 6 at the right edge")
    let headers = root.accessibilityTree().allNodes.filter { $0.element.role == .columnHeader }
    #expect(headers.map(\.element.label) == ["2", "3", "4", "5", "6"])
  }

  @Test func theHeaderScrollsSidewaysWithTheRowsAndStaysAtTheTop() {
    let (root, table) = tableStage(count: 1_000, columns: wideColumns())
    table.contentOffset = CGPoint(x: 300, y: 2_000)
    root.layoutIfNeeded()
    #expect(table.header.frame == CGRect(x: 0, y: 2_000, width: 1_000, height: 20))
    // The header's title of column 3 sits at the left edge of the table on screen.
    let title = table.header.subviews.first { ($0 as? Label)?.text == "3" && !$0.isHidden }
    let onScreen = title.map { $0.convert($0.bounds, to: root) }
    #expect(onScreen?.minX == 8, "\(String(describing: onScreen))")
  }

  @Test func offsetsAreClampedToTheColumnsWidth() {
    let (root, table) = tableStage(count: 1_000, columns: wideColumns())
    table.contentOffset.x = 1e300
    #expect(table.contentOffset.x == 600)
    table.contentOffset.x = .nan
    #expect(table.contentOffset.x == 0)
    table.contentOffset.x = -50
    #expect(table.contentOffset.x == 0)
    root.layoutIfNeeded()
    #expect(table.visibleColumns == 0..<4)
    let (_, narrow) = tableStage(count: 1_000)
    narrow.contentOffset.x = 50
    #expect(narrow.contentOffset.x == 0, "columns that fit do not scroll sideways")
    #expect(narrow.contentSize.width == 400)
  }

  @Test func theWheelWithShiftTheTouchpadAndTheArrowKeysScrollSideways() {
    let (root, table) = tableStage(count: 1_000, columns: wideColumns())
    let point = CGPoint(x: 200, y: 100)
    root.dispatch(
      PointerEvent(
        .scroll, at: point, scrollDelta: CGSize(width: 0, height: 48), modifiers: .shift))
    #expect(table.contentOffset == CGPoint(x: 48, y: 0))
    root.dispatch(PointerEvent(.scroll, at: point, scrollDelta: CGSize(width: 30, height: 10)))
    #expect(table.contentOffset == CGPoint(x: 78, y: 10))
    _ = table.becomeFirstResponder()
    root.dispatch(KeyEvent(.right))
    #expect(table.contentOffset.x == 78 + ScrollView.lineStep)
    root.dispatch(KeyEvent(.left))
    #expect(table.contentOffset.x == 78)
  }

  @Test func movingThroughTheRowsKeepsTheTableWhereItIsSideways() {
    let (root, table) = tableStage(count: 1_000, columns: wideColumns())
    _ = table.becomeFirstResponder()
    table.contentOffset.x = 420
    // The first Down selects row 0, each after it the next row.
    for _ in 0..<30 { root.dispatch(KeyEvent(.down)) }
    root.layoutIfNeeded()
    #expect(table.selectedIndex == 29)
    #expect(table.contentOffset.y > 0, "row 30 was revealed")
    #expect(table.contentOffset.x == 420)
    table.scrollToRow(900)
    root.layoutIfNeeded()
    #expect(table.contentOffset.x == 420)
    #expect(table.visibleRows.contains(900))
  }

  @Test func aClickAfterScrollingSidewaysHitsTheCellUnderThePointer() {
    let (root, table) = tableStage(count: 1_000, columns: wideColumns())
    table.contentOffset.x = 250
    root.layoutIfNeeded()
    // Screen x 60 is content x 310: column 3 of row 1 (screen rows 40..<60).
    let hit = root.hitTest(CGPoint(x: 60, y: 50))
    #expect(hit === table.cellView(row: 1, column: 3))
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 60, y: 50)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 60, y: 50)))
    #expect(table.selectedIndex == 1)
  }

  @Test func aColumnDraggedWiderThanTheTableMakesItScroll() {
    let (root, table) = tableStage(count: 1_000)
    #expect(table.contentSize.width == 400)
    // Column C (flexible from 40 up) set to 600: no width is left over, so B goes back to
    // its ideal 100 and C starts at 200.
    table.setWidth(600, ofColumn: 2)
    root.layoutIfNeeded()
    #expect(table.contentSize.width == 800)
    table.contentOffset.x = 1e300
    #expect(table.contentOffset.x == 400)
    root.layoutIfNeeded()
    #expect(table.visibleColumns == 2..<3)
    #expect(
      table.cellView(row: 0, column: 2)?.frame == CGRect(x: 200, y: 0, width: 600, height: 20))
  }
}
