import DrawKit
import Foundation
import Testing

@Suite("Tables with no columns, many columns, bad widths and callbacks that change them")
struct TableBadInputTests {
  @Test func aTableWithoutColumnsStillListsAndSelectsRows() throws {
    var sorts = 0
    let (root, table) = tableStage(count: 1_000, columns: [])
    table.onSortChange { _ in sorts += 1 }
    #expect(table.rowViewCount > 0)
    #expect(table.cellViewCount == 0)
    #expect(table.visibleColumns.isEmpty)
    clickList(root, at: CGPoint(x: 50, y: 50))
    #expect(table.selectedIndex == 1)
    clickList(root, at: CGPoint(x: 50, y: 10))
    #expect(sorts == 0)
    #expect(table.accessibleColumnCount == 0)
    #expect(table.accessibleColumnTitle(at: 0) == "")
    #expect(table.accessibleCellView(row: 0, column: 0) == nil)
    #expect(table.rectForColumn(0) == .zero)
    _ = try render(root)
  }

  @Test func nanNegativeAndHugeWidthsAreClamped() {
    #expect(TableColumnWidth.fixed(.nan).ideal == 0)
    #expect(TableColumnWidth.fixed(-5).ideal == 0)
    #expect(TableColumnWidth.fixed(1e300).ideal == 1_000_000)
    let inverted = TableColumnWidth.flexible(minimum: 80, ideal: 10, maximum: 20)
    #expect((inverted.minimum, inverted.ideal, inverted.maximum) == (80, 80, 80))
    #expect(!inverted.isFlexible, "a minimum above the maximum wins: fixed at it")
    let wild = TableColumnWidth.flexible(minimum: .nan, ideal: .infinity, maximum: -1)
    #expect((wild.minimum, wild.ideal, wild.maximum) == (0, 0, 0))
    let columns = [TableColumnWidth.fixed(.nan), .fixed(-5), inverted, .fixed(1e300)]
      .enumerated().map { position, width in
        TableColumn(
          "\(position)", width: width, makeCell: { ProbeCell(color: .white) },
          configureCell: { _, _ in })
      }
    let (root, table) = tableStage(count: 100, columns: columns)
    #expect(table.columns.indices.map { table.width(ofColumn: $0) } == [0, 0, 80, 1_000_000])
    #expect(table.visibleColumns == 0..<4)
    #expect(table.cellView(row: 0, column: 0) == nil, "a column 0 wide has no cells")
    #expect(table.cellView(row: 0, column: 3)?.frame.width == 1_000_000)
    #expect(table.cellViewCount == table.rowViewCount * 2)
    table.setWidth(10, ofColumn: 2)
    #expect(table.width(ofColumn: 2) == 80)
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 80, y: 10)))
    #expect(root.cursorUnderPointer == .default, "the inverted column is not resizable")
  }

  @Test func aHeaderHeightOfNaNOrBeyondTheLimitsIsClamped() {
    let (root, table) = tableStage(count: 100)
    table.headerHeight = .nan
    root.layoutIfNeeded()
    #expect(table.headerHeight == 0)
    #expect(table.header.isHidden)
    #expect(table.rectForRow(0).minY == 0)
    table.headerHeight = -4
    #expect(table.headerHeight == 0)
    table.headerHeight = 1e300
    #expect(table.headerHeight == 10_000)
    #expect(table.contentSize.height == CGFloat(10_000 + 100 * 20))
  }

  @Test func aSortCallbackThatChangesTheColumnsIsSafe() {
    let (root, table) = tableStage(count: 1_000)
    var calls = 0
    table.onSortChange { table in
      calls += 1
      table.columns = [TableColumn("Z", text: { "z\($0)" })]
    }
    clickList(root, at: CGPoint(x: 50, y: 10))
    root.layoutIfNeeded()
    #expect(calls == 1)
    #expect(table.sortDescriptor == nil, "its column is gone")
    #expect(table.columns.map(\.id) == ["Z"])
    #expect((table.cellView(row: 0, column: 0) as? Label)?.text == "z0")
    #expect(table.cellViewCount == table.rowViewCount, "the old columns' cells are gone")
    table.onSortChange { table in
      calls += 1
      table.columns += [TableColumn("Y", text: { "y\($0)" })]
    }
    clickList(root, at: CGPoint(x: 50, y: 10))
    root.layoutIfNeeded()
    #expect(calls == 2)
    #expect(table.sortDescriptor == TableSortDescriptor(columnID: "Z"), "Z stays")
    #expect((table.cellView(row: 0, column: 1) as? Label)?.text == "y0")
  }

  @Test func aCellConfigureThatChangesTheColumnsIsSafe() {
    final class Holder { weak var table: TableView? }
    let holder = Holder()
    var changes = 0
    var columns = probeColumns()
    columns[1] = TableColumn(
      "B", makeCell: { ProbeCell(color: .white) },
      configureCell: { _, _ in
        guard changes == 0, let table = holder.table else { return }
        changes += 1
        // From inside a row's layout: the columns shrink under the loop filling the cells.
        table.columns = [TableColumn("Z", text: { "z\($0)" })]
      })
    let (root, table) = tableStage(count: 100, columns: [])
    holder.table = table
    table.columns = columns
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(changes == 1)
    #expect(table.columns.map(\.id) == ["Z"])
    #expect((table.cellView(row: 0, column: 0) as? Label)?.text == "z0")
    #expect((table.cellView(row: 5, column: 0) as? Label)?.text == "z5")
    #expect(table.cellViewCount == table.rowViewCount, "one cell per row, of column Z")
  }

  @Test func repeatedColumnIdentifiersKeepTheirOwnCells() {
    let twins = [
      TableColumn("Same", text: { "first \($0)" }), TableColumn("Same", text: { "second \($0)" }),
    ]
    let (_, table) = tableStage(count: 10, columns: twins)
    #expect((table.cellView(row: 0, column: 0) as? Label)?.text == "first 0")
    #expect((table.cellView(row: 0, column: 1) as? Label)?.text == "second 0")
  }
}
