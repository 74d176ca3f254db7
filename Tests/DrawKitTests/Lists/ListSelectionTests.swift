import DrawKit
import DrawKitTesting
import Foundation
import Testing

@Suite("A list selects rows by clicks and keys, and tells the user's changes once")
struct ListSelectionTests {
  @Test func clicksSelectOneRowOrRangesAndToggledRowsInMultipleSelection() {
    let (root, list) = listStage(ProbeRows(count: 100), selectionMode: .multiple)
    var reports: [IndexSet] = []
    list.onSelectionChange { reports.append($0.selectedIndices) }
    clickList(root, at: CGPoint(x: 50, y: 30))
    #expect(list.selectedIndices == [1])
    clickList(root, at: CGPoint(x: 50, y: 90), modifiers: .shift)
    #expect(list.selectedIndices == IndexSet(1...4))
    clickList(root, at: CGPoint(x: 50, y: 50), modifiers: .control)
    #expect(list.selectedIndices == [1, 3, 4])
    clickList(root, at: CGPoint(x: 50, y: 150), modifiers: .control)
    #expect(list.selectedIndices == [1, 3, 4, 7])
    clickList(root, at: CGPoint(x: 50, y: 10))
    #expect(list.selectedIndices == [0])
    #expect(reports == [[1], IndexSet(1...4), [1, 3, 4], [1, 3, 4, 7], [0]])
    list.selectedIndices = [5, 6]
    #expect(reports.count == 5, "changes made by code are not reported")
  }

  @Test func singleSelectionKeepsOneRowAndNoneKeepsNothing() {
    let (root, list) = listStage(ProbeRows(count: 100), selectionMode: .single)
    clickList(root, at: CGPoint(x: 50, y: 30))
    clickList(root, at: CGPoint(x: 50, y: 90), modifiers: .shift)
    #expect(list.selectedIndices == [4])
    list.selectedIndices = [7, 8, 9]
    #expect(list.selectedIndices == [7])
    list.selectedIndices = [-3, 500]
    #expect(list.selectedIndices.isEmpty, "indices outside the rows are dropped")
    list.selectionMode = .none
    clickList(root, at: CGPoint(x: 50, y: 30))
    #expect(list.selectedIndices.isEmpty)
    #expect(list.focusedRow == 1)
  }

  @Test func movementKeysMoveTheSelectionAndScrollItIntoSight() {
    let (root, list) = listStage(ProbeRows(count: 1_000), selectionMode: .multiple)
    _ = list.becomeFirstResponder()
    func press(_ key: Key, _ modifiers: KeyModifiers = []) {
      root.dispatch(KeyEvent(key, modifiers: modifiers))
      root.layoutIfNeeded()
    }
    press(.down)
    #expect(list.selectedIndices == [0])
    press(.down)
    press(.down)
    #expect(list.selectedIndices == [2])
    press(.down, .shift)
    press(.down, .shift)
    #expect(list.selectedIndices == IndexSet(2...4))
    press(.up, .shift)
    #expect(list.selectedIndices == IndexSet(2...3))
    press(.pageDown)
    // A page of a 200-point list of 20-point rows, less one row: 9 rows on.
    #expect(list.selectedIndices == [12])
    let rect = list.rectForRow(12)
    #expect(rect.maxY <= list.contentOffset.y + 200 && rect.minY >= list.contentOffset.y)
    press(.end)
    #expect(list.selectedIndices == [999])
    #expect(list.contentOffset.y == 19_800)
    press(.home, .shift)
    #expect(list.selectedIndices == IndexSet(0...999))
    press(.home)
    #expect(list.selectedIndices == [0])
    #expect(list.contentOffset.y == 0)
    press(.down, .control)
    press(.down, .control)
    #expect(list.focusedRow == 2)
    #expect(list.selectedIndices == [0], "Ctrl moves the focused row alone")
    press(.space, .control)
    #expect(list.selectedIndices == [0, 2])
    press(.character("a"), .control)
    #expect(list.selectedIndices == IndexSet(0..<1_000), "Ctrl+A selects every row")
    press(.space, .control)
    #expect(list.selectedIndices == IndexSet(0..<1_000).subtracting([2]))
    press(.up)
    press(.up)
    #expect(
      root.dispatch(KeyEvent(.up)) == false, "at the first row Up goes on (nothing scrolls)")
  }

  @Test func theCallbackSeesTheChosenRowScrolledIntoSight() {
    let (root, list) = listStage(ProbeRows(count: 1_000))
    var seen: [Bool] = []
    list.onSelectionChange { list in
      let rect = list.rectForRow(list.selectedIndex ?? 0)
      seen.append(rect.minY >= list.contentOffset.y && rect.maxY <= list.contentOffset.y + 200)
    }
    _ = list.becomeFirstResponder()
    root.dispatch(KeyEvent(.end))
    root.dispatch(KeyEvent(.home))
    root.dispatch(KeyEvent(.pageDown))
    #expect(seen == [true, true, true])
  }

  @Test func typedLettersSelectTheNextMatchingRowWithinTheInterval() {
    let names = ["Apple", "Banana", "Blueberry", "Cherry", "Bilberry", "Avocado"]
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let list = ListView(
      frame: root.bounds,
      dataSource: ListDataSource(
        rowCount: { names.count }, makeRow: { DrawView() }, configureRow: { _, _ in },
        rowText: { names[$0] }))
    root.addSubview(list)
    let clock = ManualClock()
    let loop = FrameLoop(root: root, clock: clock)
    loop.tick()
    _ = list.becomeFirstResponder()
    func type(_ text: String) {
      root.dispatch(KeyEvent(.character(text.first!), text: text))
      clock.advance(by: .milliseconds(300))
      loop.tick()
    }
    type("b")
    #expect(list.selectedIndex == 1)
    type("l")
    #expect(list.selectedIndex == 2, "b then l: Blueberry")
    clock.advance(by: .seconds(2))
    type("b")
    #expect(list.selectedIndex == 4, "after a pause a new search from the next row")
    type("b")
    #expect(list.selectedIndex == 1, "the same letter again goes on, wrapping")
    clock.advance(by: .seconds(2))
    type("A")
    #expect(list.selectedIndex == 5, "case does not matter; from the next row")
    type("z")
    #expect(list.selectedIndex == 5, "no match keeps the selection")
  }

  @Test func typeAheadReadsAtMostItsLimitOfRowsInAHugeList() {
    let rows = ProbeRows(count: 1_000_000_000)
    let (root, list) = listStage(rows)
    _ = list.becomeFirstResponder()
    root.dispatch(KeyEvent(.character("q"), text: "q"))
    #expect(list.rowTextsRead == ListView.typeAheadSearchLimit)
    #expect(list.selectedIndices.isEmpty)
  }

  @Test func returnAndDoubleClicksActivateTheRow() {
    let (root, list) = listStage(ProbeRows(count: 100))
    var activated: [Int] = []
    list.onRowActivate { _, row in activated.append(row) }
    clickList(root, at: CGPoint(x: 50, y: 50))
    clickList(root, at: CGPoint(x: 50, y: 50), clickCount: 2)
    #expect(activated == [2])
    root.dispatch(KeyEvent(.down))
    root.dispatch(KeyEvent(.return))
    #expect(activated == [2, 3])
  }

  @Test func aSelectionCallbackThatChangesTheRowsAndTheSelectionRunsOnce() {
    let rows = ProbeRows(count: 100)
    let (root, list) = listStage(rows, selectionMode: .multiple)
    var calls = 0
    // The callback holds the root weakly: the root holds the list, which holds the callback.
    list.onSelectionChange { [weak root] list in
      guard let root else { return }
      calls += 1
      // Deletes the row above the selection, selects another, and sends a click itself.
      rows.count -= 1
      list.deleteRows(at: [0])
      list.selectedIndices.insert(40)
      clickList(root, at: CGPoint(x: 50, y: 10), modifiers: .control)
    }
    clickList(root, at: CGPoint(x: 50, y: 50))
    root.layoutIfNeeded()
    #expect(calls == 1)
    #expect(rows.count == 99 && list.rowCount == 99)
    // Row 2 became row 1; row 40 and the row clicked at the top (row 0) joined it.
    #expect(list.selectedIndices == [0, 1, 40])
  }
}
