import DrawKit
import Foundation
import Testing

@Suite("A table's rows are chosen as a list's, below its header")
struct TableSelectionTests {
  @Test func aClickSelectsTheRowUnderItBelowTheHeader() {
    let (root, table) = tableStage(count: 100)
    clickList(root, at: CGPoint(x: 50, y: 65))
    #expect(table.selectedIndex == 2, "rows start under the header: 20 + 2 × 20 ≤ 65")
    clickList(root, at: CGPoint(x: 50, y: 10))
    #expect(table.selectedIndex == 2, "a click on the header selects no row")
    #expect(table.row(at: CGPoint(x: 10, y: 19)) == nil)
    #expect(table.rectForRow(0).minY == 20)
  }

  @Test func theMovementKeysWorkAndRevealRowsBelowTheHeader() {
    let (root, table) = tableStage(count: 100)
    _ = table.becomeFirstResponder()
    table.dispatch(KeyEvent(.down))
    #expect(table.selectedIndex == 0)
    table.dispatch(KeyEvent(.pageDown))
    // A page is the 180 points below the header less one row: 160 points, eight rows.
    #expect(table.focusedRow == 8)
    #expect(table.selectedIndex == 8)
    table.dispatch(KeyEvent(.end))
    root.layoutIfNeeded()
    #expect(table.selectedIndex == 99)
    #expect(table.contentOffset.y == CGFloat(20 + 100 * 20 - 200), "the last row at the bottom")
    table.contentOffset.y = 200
    root.layoutIfNeeded()
    clickList(root, at: CGPoint(x: 50, y: 25))
    #expect(table.selectedIndex == 10)
    table.dispatch(KeyEvent(.up))
    root.layoutIfNeeded()
    // Row 9 spans 200..<220 in the content: shown right below the header.
    #expect(table.contentOffset.y == 180)
    table.dispatch(KeyEvent(.home))
    root.layoutIfNeeded()
    #expect(table.selectedIndex == 0)
    #expect(table.contentOffset.y == 0)
  }

  @Test func multipleSelectionExtendsWithShiftAndSelectsAllWithControlA() {
    let (root, table) = tableStage(count: 1_000_000, selectionMode: .multiple)
    var reports = 0
    table.onSelectionChange { _ in reports += 1 }
    _ = table.becomeFirstResponder()
    clickList(root, at: CGPoint(x: 50, y: 30))
    table.dispatch(KeyEvent(.down, modifiers: .shift))
    table.dispatch(KeyEvent(.down, modifiers: .shift))
    #expect(table.selectedIndices == IndexSet(integersIn: 0...2))
    clickList(root, at: CGPoint(x: 50, y: 110), modifiers: .control)
    #expect(table.selectedIndices == [0, 1, 2, 4])
    table.dispatch(KeyEvent(.character("a"), modifiers: .control))
    #expect(table.selectedIndices == IndexSet(integersIn: 0..<1_000_000))
    #expect(reports == 5)
    root.layoutIfNeeded()
    #expect(table.rowView(at: 1)?.isSelected == true)
  }

  @Test func typeAheadFindsRowsByTheirText() {
    let names = ["Ada", "Bea", "Cleo", "Dan"]
    let (root, table) = tableStage(count: 0)
    table.dataSource = ListDataSource(rowCount: { names.count }, rowText: { names[$0] })
    root.layoutIfNeeded()
    _ = table.becomeFirstResponder()
    table.dispatch(KeyEvent(.character("c"), text: "c"))
    #expect(table.selectedIndex == 2)
  }
}
