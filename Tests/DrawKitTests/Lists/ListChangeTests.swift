import DrawKit
import Foundation
import Testing

@Suite("Rows inserted, deleted, moved and reloaded keep the selection and the rows in sight")
struct ListChangeTests {
  /// A list of 1,000 rows scrolled to row 500 (10,000 points down), with rows 502 and 600
  /// selected.
  private func scrolledStage(
    rowHeight: ListRowHeight = .fixed(20)
  ) -> (rows: ProbeRows, root: DrawView, list: ListView) {
    let rows = ProbeRows(count: 1_000)
    let (root, list) = listStage(rows, rowHeight: rowHeight, selectionMode: .multiple)
    list.contentOffset = CGPoint(x: 0, y: 10_000)
    list.selectedIndices = [502, 600]
    root.layoutIfNeeded()
    return (rows, root, list)
  }

  @Test(arguments: [ListRowHeight.fixed(20), .estimated(20)])
  func rowsInsertedAboveDoNotPushTheRowsInSight(rowHeight: ListRowHeight) {
    let (rows, root, list) = scrolledStage(rowHeight: rowHeight)
    let shown = try! #require(list.rowView(at: 502))
    let top = try! #require(list.screenTop(ofRow: 502))
    rows.count += 3
    rows.height = { _ in 20 }
    list.insertRows(at: [0, 10, 11])
    root.layoutIfNeeded()
    #expect(list.rowCount == 1_003)
    #expect(list.selectedIndices == [505, 603], "the selection stays on the same items")
    #expect(list.rowView(at: 505) === shown, "the same view shows the same item")
    #expect(list.screenTop(ofRow: 505) == top, "the item stays where it was on screen")
  }

  @Test func rowsDeletedAboveAndInTheSelectionKeepTheRestInPlace() {
    let (rows, root, list) = scrolledStage()
    let top = try! #require(list.screenTop(ofRow: 505))
    rows.count -= 3
    list.deleteRows(at: [1, 2, 600])
    root.layoutIfNeeded()
    #expect(list.selectedIndices == [500], "602 moved up, 600 went with its row")
    #expect(list.screenTop(ofRow: 503) == top)
  }

  @Test func aMovedRowTakesItsSelectionAlong() {
    let (_, root, list) = scrolledStage()
    list.moveRow(from: 600, to: 3)
    root.layoutIfNeeded()
    #expect(list.selectedIndices == [3, 503])
    list.moveRow(from: -1, to: 5000)
    #expect(list.selectedIndices == [3, 503], "moves outside the rows do nothing")
  }

  @Test func aCountThatShrinksBelowTheSelectionDropsOnlyWhatIsGone() {
    let (rows, root, list) = scrolledStage()
    list.onSelectionChange { _ in Issue.record("code changes are not reported") }
    rows.count = 550
    list.reloadData()
    root.layoutIfNeeded()
    #expect(list.selectedIndices == [502])
    #expect(list.visibleRows.upperBound <= 550)
    rows.count = 0
    list.reloadData()
    root.layoutIfNeeded()
    #expect(list.selectedIndices.isEmpty)
    #expect(list.rowViewCount > 0 && list.visibleRows.isEmpty, "views wait for reuse")
  }

  @Test func anInsertionTheDataSourceDisagreesWithReloads() {
    let (rows, root, list) = scrolledStage()
    rows.count = 700
    list.insertRows(at: [0])
    root.layoutIfNeeded()
    #expect(list.rowCount == 700, "the data source's count wins")
    #expect(list.selectedIndices == [503, 601], "the insertion applied, then reloaded")
    rows.count = 550
    list.deleteRows(at: [0])
    root.layoutIfNeeded()
    #expect(list.rowCount == 550)
    #expect(list.selectedIndices == [502], "rows past the count are dropped")
  }

  @Test func reloadedRowsAreMeasuredAgainWithoutMovingTheRowsInSight() {
    let (rows, root, list) = scrolledStage(rowHeight: .estimated(20))
    let configured = list.rowsConfigured
    let top = try! #require(list.screenTop(ofRow: 505))
    rows.height = { $0 == 501 ? 60 : 20 }
    list.reloadRows(at: [501])
    root.layoutIfNeeded()
    #expect(list.rowsConfigured == configured + 1, "one row configured again")
    #expect(list.rowView(at: 501)?.frame.height == 60)
    let first = try! #require(list.firstRowInSight)
    #expect(first <= 501)
    #expect(list.screenTop(ofRow: 505).map { $0 - top } == (first == 501 ? 0 : 40))
  }

  @Test func changesFromInsideAConfigureWaitForTheLayoutToEnd() {
    let rows = ProbeRows(count: 100)
    let (root, list) = listStage(rows)
    var inserted = false
    // Held weakly: the rows hold this closure, and the list's data source holds the rows.
    rows.onConfigure = { [weak list, unowned rows] _, index in
      guard index == 30, !inserted else { return }
      inserted = true
      rows.count += 1
      list?.insertRows(at: [0])
    }
    list.contentOffset = CGPoint(x: 0, y: 500)
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(list.rowCount == 101)
    #expect(inserted)
    // The row configured as 30 is row 31 now, and its view shows there.
    #expect((list.rowView(at: 31) as? ProbeRow)?.index == 30)
  }

  @Test func aDataSourceChangedDuringAScrollKeepsTheSelection() {
    let (rows, root, list) = scrolledStage()
    list.onPointer { list, event in
      guard event.phase == .scroll else { return false }
      rows.count -= 10
      list.deleteRows(at: IndexSet(0..<10))
      return false
    }
    scrollList(root, 100)
    #expect(list.rowCount == 990)
    #expect(list.selectedIndices == [492, 590])
  }
}
