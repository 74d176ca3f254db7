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

@Suite("A table scrolled sideways keeps its cells, measurements and column edges right")
struct TableSidewaysEdgeTests {
  /// `count` flexible columns 100 points wide (from 20 up), each cell plain.
  private func flexibleColumns(_ count: Int) -> [TableColumn] {
    (0..<count).map { index in
      TableColumn(
        "\(index)", width: .flexible(minimum: 20, ideal: 100),
        makeCell: { ProbeCell(color: .white) }, configureCell: { _, _ in })
    }
  }

  @Test func scrollingAcrossTenThousandColumnsKeepsCellsForThoseInSightOnly() {
    let (root, table) = tableStage(count: 1_000, columns: flexibleColumns(10_000))
    for step in 1...50 {
      table.contentOffset.x = CGFloat(step) * 2_000
      root.layoutIfNeeded()
    }
    #expect(table.visibleColumns.count <= 5)
    #expect(
      table.cellViewCount <= table.rowViewCount * table.visibleColumns.count,
      "\(table.cellViewCount) cells for \(table.rowViewCount) rows")
  }

  @Test func aColumnNarrowedWhileScrolledToTheRightEndFollowsThePointer() {
    // Six columns of 100 in 400 points, scrolled to the right end (offset 200); column 4's
    // right edge is at 500, on screen at 300 (the header's row is 0..<20).
    let (root, table) = tableStage(count: 1_000, columns: flexibleColumns(6))
    table.contentOffset.x = 200
    root.layoutIfNeeded()
    let points = stride(from: 4, through: 40, by: 4).map { CGPoint(x: 300 - $0, y: 10) }
    drag(root, from: CGPoint(x: 300, y: 10), through: points)
    // The pointer moved 40 points left: the column is 40 narrower, whatever the offset did.
    #expect(table.width(ofColumn: 4) == 60, "\(table.width(ofColumn: 4))")
  }

  @Test func theEdgeOfTheColumnJustLeftOfSightCanBeDragged() {
    let (root, table) = tableStage(count: 1_000, columns: flexibleColumns(6))
    table.contentOffset.x = 200
    root.layoutIfNeeded()
    // Column 1 ends at 200: the table's left edge. A drag there resizes column 1.
    drag(root, from: CGPoint(x: 2, y: 10), through: [CGPoint(x: 32, y: 10)])
    #expect(table.width(ofColumn: 1) == 130, "\(table.width(ofColumn: 1))")
    #expect(table.sortDescriptor == nil, "no header was pressed and released to sort")
  }

  @Test func estimatedRowsAreMeasuredAgainWithTheColumnsThatCameIntoSight() {
    // Ten columns of 100; column 8's cells ask for 60 points, the others for 20.
    final class TallCell: DrawView {
      let height: CGFloat
      init(height: CGFloat) {
        self.height = height
        super.init(frame: .zero)
      }
      override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height)
      }
    }
    let columns = (0..<10).map { index in
      TableColumn(
        "\(index)", width: .fixed(100),
        makeCell: { TallCell(height: index == 8 ? 60 : 20) }, configureCell: { _, _ in })
    }
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let table = TableView(
      frame: root.bounds, columns: columns,
      dataSource: ListDataSource(rowCount: { 1_000 }, rowText: { "Row \($0)" }),
      headerHeight: 20, rowHeight: .estimated(20))
    root.addSubview(table)
    root.layoutIfNeeded()
    #expect(table.rectForRow(0).height == 20)
    table.contentOffset.x = 600
    root.layoutIfNeeded()
    #expect(table.visibleColumns.contains(8))
    #expect(table.rectForRow(0).height == 60, "row 0 measured with column 8 in sight")
    #expect(table.cellView(row: 0, column: 8)?.frame.height == 60)
  }
}
