import DrawKit
import Foundation
import Testing

@Suite("A click on a table's header reports a sort descriptor; the data source re-sorts")
struct TableSortTests {
  /// A table of names and ages whose sort callback sorts them and keeps the selection on the
  /// same people.
  final class People {
    var rows = [("Cleo", 31), ("Ada", 36), ("Bea", 22), ("Dan", 40)]
    var reports: [TableSortDescriptor?] = []
    let table: TableView
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))

    init() {
      table = TableView(frame: root.bounds, columns: [], headerHeight: 20, rowHeight: .fixed(20))
      table.columns = [
        TableColumn("Name", text: { [unowned self] in rows[$0].0 }),
        TableColumn("Age", width: .fixed(80), text: { [unowned self] in "\(rows[$0].1)" }),
        TableColumn("Note", isSortable: false, text: { _ in "" }),
      ]
      table.dataSource = ListDataSource(
        rowCount: { [unowned self] in rows.count }, rowText: { [unowned self] in rows[$0].0 })
      root.addSubview(table)
      table.onSortChange { [unowned self] table in
        reports.append(table.sortDescriptor)
        let selected = Set(table.selectedIndices.map { rows[$0].0 })
        let ascending = table.sortDescriptor?.isAscending ?? true
        if table.sortDescriptor?.columnID == "Age" {
          rows.sort { ascending ? $0.1 < $1.1 : $0.1 > $1.1 }
        } else {
          rows.sort { ascending ? $0.0 < $1.0 : $0.0 > $1.0 }
        }
        table.selectedIndices = IndexSet(rows.indices.filter { selected.contains(rows[$0].0) })
      }
      root.layoutIfNeeded()
    }

    /// The text of the cells of `column`, top to bottom, as shown.
    func shown(column: Int) -> [String] {
      root.layoutIfNeeded()
      return rows.indices.map { (table.cellView(row: $0, column: column) as? Label)?.text ?? "?" }
    }
  }

  @Test func clicksOnAHeaderSortAscendingThenDescendingThenByAnotherColumn() {
    let people = People()
    clickList(people.root, at: CGPoint(x: 50, y: 10))
    #expect(people.reports == [TableSortDescriptor(columnID: "Name", isAscending: true)])
    #expect(people.shown(column: 0) == ["Ada", "Bea", "Cleo", "Dan"])
    clickList(people.root, at: CGPoint(x: 50, y: 10))
    #expect(people.reports.last == TableSortDescriptor(columnID: "Name", isAscending: false))
    #expect(people.shown(column: 0) == ["Dan", "Cleo", "Bea", "Ada"])
    // 400 - (100 + 80 + 100) = 120 spare, shared by Name and Note: Age spans 160..<240.
    clickList(people.root, at: CGPoint(x: 200, y: 10))
    #expect(people.reports.last == TableSortDescriptor(columnID: "Age", isAscending: true))
    #expect(people.shown(column: 1) == ["22", "31", "36", "40"])
    #expect(people.table.sortedColumn == 1)
    #expect(people.reports.count == 3)
  }

  @Test func anUnsortableColumnAndAPressDraggedToAnotherHeaderDoNotSort() {
    let people = People()
    clickList(people.root, at: CGPoint(x: 300, y: 10))
    #expect(people.reports.isEmpty, "Note is not sortable")
    people.root.dispatch(PointerEvent(.down, at: CGPoint(x: 50, y: 10)))
    people.root.dispatch(PointerEvent(.move, at: CGPoint(x: 200, y: 10)))
    people.root.dispatch(PointerEvent(.up, at: CGPoint(x: 200, y: 10)))
    #expect(people.reports.isEmpty, "released over another column")
    #expect(people.table.sortDescriptor == nil)
  }

  @Test func theSelectionTheCallbackKeepsStaysAndTheFocusedRowFollowsIt() {
    let people = People()
    clickList(people.root, at: CGPoint(x: 50, y: 30))
    #expect(people.table.selectedIndex == 0)
    clickList(people.root, at: CGPoint(x: 50, y: 10))
    // Cleo was row 0; sorted by name she is row 2.
    #expect(people.table.selectedIndex == 2)
    #expect(people.table.focusedRow == 2)
    _ = people.table.becomeFirstResponder()
    people.table.dispatch(KeyEvent(.down))
    #expect(people.rows[people.table.selectedIndex ?? -1].0 == "Dan", "Down goes on from Cleo")
  }

  @Test func codeSetsTheDescriptorWithoutACallback() {
    let people = People()
    people.table.sortDescriptor = TableSortDescriptor(columnID: "Age", isAscending: false)
    #expect(people.reports.isEmpty)
    clickList(people.root, at: CGPoint(x: 200, y: 10))
    #expect(people.reports == [TableSortDescriptor(columnID: "Age", isAscending: true)])
  }
}
