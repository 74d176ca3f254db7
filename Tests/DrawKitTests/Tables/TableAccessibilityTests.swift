import DrawKit
import Foundation
import Testing

@Suite("A table to a screen reader: rows, columns, headers and cells through the providers")
struct TableAccessibilityTests {
  @Test func theTableProviderCountsFromTheDataAndFindsTheCellsInSight() {
    let (root, table) = tableStage(count: 1_000_000, selectionMode: .multiple)
    let provider: any AccessibilityTableProviding = table
    #expect(provider.accessibleRowCount == 1_000_000)
    #expect(provider.accessibleColumnCount == 3)
    #expect((0..<4).map(provider.accessibleColumnTitle(at:)) == ["A", "B", "C", ""])
    let cell = provider.accessibleCellView(row: 3, column: 1)
    #expect(cell?.accessibilityElement?.role == .tableCell)
    #expect(cell?.accessibilityElement?.label == "B3")
    #expect((cell as? ProbeCell)?.index == 3)
    #expect(provider.accessibleCellView(row: 500_000, column: 1) == nil, "out of sight")
    #expect(provider.accessibleCellView(row: 3, column: 3) == nil)
    table.contentOffset.y = 20 * 500_000
    root.layoutIfNeeded()
    #expect(
      provider.accessibleCellView(row: 500_000, column: 2)?.accessibilityElement?.label == "C500000"
    )
    let header = provider.accessibleColumnHeaderView(at: 2)
    #expect(header?.accessibilityElement?.role == .columnHeader)
    #expect(header?.accessibilityElement?.label == "C")
    #expect(provider.accessibleColumnHeaderView(at: 3) == nil)
  }

  /// Each cell in sight tells where it is, and a reused row's cells where they are now; a view
  /// outside the table's cells is in none.
  @Test func aCellViewKnowsItsRowAndColumn() throws {
    let (root, table) = tableStage(count: 1_000_000, selectionMode: .multiple)
    let provider: any AccessibilityTableProviding = table
    let cell = try #require(provider.accessibleCellView(row: 3, column: 1))
    #expect(provider.accessiblePosition(ofCell: cell).map { [$0.row, $0.column] } == [3, 1])
    let inside = DrawView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    cell.addSubview(inside)
    #expect(provider.accessiblePosition(ofCell: inside).map { [$0.row, $0.column] } == [3, 1])
    inside.removeFromSuperview()
    table.contentOffset.y = 20 * 500_000
    root.layoutIfNeeded()
    let far = try #require(provider.accessibleCellView(row: 500_001, column: 2))
    #expect(provider.accessiblePosition(ofCell: far).map { [$0.row, $0.column] } == [500_001, 2])
    #expect(provider.accessiblePosition(ofCell: table) == nil)
    let header = try #require(provider.accessibleColumnHeaderView(at: 0))
    #expect(provider.accessiblePosition(ofCell: header) == nil, "a header is not a cell")
    #expect(provider.accessiblePosition(ofCell: root) == nil)
  }

  @Test func theSelectedRowsAndTheSortOrderRead() {
    let (root, table) = tableStage(count: 1_000_000, selectionMode: .multiple)
    table.selectedIndices = [1, 999_999]
    table.sortDescriptor = TableSortDescriptor(columnID: "B", isAscending: false)
    root.layoutIfNeeded()
    let selection: any AccessibilitySelectionProviding = table
    #expect(selection.accessibleSelectedItems == [1, 999_999])
    #expect(selection.isAccessibleSelectionMultiple)
    let node = root.accessibilityTree().allNodes.first { $0.view === table }
    #expect(node?.element.role == .table)
    let rows = (node?.children ?? []).filter { $0.element.role == .tableRow }
    #expect(rows.count == table.visibleRows.count)
    #expect(rows.map(\.element.label) == table.visibleRows.map { "Row \($0)" })
    #expect(rows.filter { $0.element.states.contains(.selected) }.map(\.element.label) == ["Row 1"])
    #expect(rows.first?.children.map(\.element.role) == [.tableCell, .tableCell, .tableCell])
    let headers = (node?.children ?? []).filter { $0.element.role == .columnHeader }
    #expect(headers.map(\.element.label) == ["A", "B", "C"])
    #expect(headers.map(\.element.value) == [nil, "descending", nil])
    let row = selection.accessibleItemView(at: 1)
    #expect(row is TableRowView)
    #expect(row.flatMap(selection.accessibleItemIndex(of:)) == 1)
  }

  @Test func cellsReadAsTableCellsUnlessTheirViewHasAnElementOfItsOwn() {
    let columns = [
      TableColumn(
        "Done", width: .fixed(60), makeCell: { Checkbox(title: "Done") },
        configureCell: { (box: Checkbox, row: Int) in box.isChecked = row.isMultiple(of: 2) }),
      TableColumn(
        "Icon", width: .fixed(40), makeCell: { DrawView() },
        configureCell: { cell, row in
          cell.accessibilityElement =
            row == 1 ? AccessibilityElement(role: .image, label: "flag") : nil
        }),
      TableColumn("Name", text: { "Task \($0)" }),
    ]
    let (_, table) = tableStage(count: 10, columns: columns)
    func element(_ row: Int, _ column: Int) -> AccessibilityElement? {
      table.accessibleCellView(row: row, column: column)?.accessibilityElement
    }
    #expect(element(0, 2)?.role == .tableCell)
    #expect(element(0, 2)?.label == "Task 0", "named by the column's text")
    #expect(element(0, 0)?.role == .checkBox, "a check box keeps the element it was given")
    #expect(element(1, 1)?.role == .image, "the configure's own element stays")
    #expect(element(0, 1)?.role == .tableCell)
  }
}
