import DrawKit
import Foundation
import Testing

/// What a list did over one scroll: views made and alive, rows configured and measured.
private struct ScrollWork: Equatable {
  var alive: Int
  var made: Int
  var configured: Int
  var measured: Int
}

/// Ten wheel steps of 35 points down the middle of a list of `count` rows, after a jump to
/// its middle: the work they cost.
private func scrollWork(count: Int, rowHeight: ListRowHeight) -> ScrollWork {
  let rows = ProbeRows(count: count)
  rows.height = { 20 + CGFloat($0 % 3) * 5 }
  let (root, list) = listStage(rows, rowHeight: rowHeight)
  list.scrollToRow(count / 2)
  root.layoutIfNeeded()
  let made = list.rowsMade
  let configured = list.rowsConfigured
  let measured = list.rowsMeasured
  for _ in 0..<10 { scrollList(root, 35) }
  return ScrollWork(
    alive: list.rowViewCount, made: list.rowsMade - made,
    configured: list.rowsConfigured - configured, measured: list.rowsMeasured - measured)
}

@Suite("A list keeps views only for the rows in sight, whatever its row count")
struct ListVirtualizationTests {
  @Test(arguments: [ListRowHeight.fixed(20), .estimated(20)])
  func scrollingCostsTheSameAtAThousandAndAMillionRows(rowHeight: ListRowHeight) {
    let small = scrollWork(count: 1_000, rowHeight: rowHeight)
    let large = scrollWork(count: 1_000_000, rowHeight: rowHeight)
    #expect(small == large)
    // 200 points of 20-to-30-point rows and a row's margin above and below.
    #expect(large.alive <= 14, "only the rows in sight have views")
    #expect(large.made == 0, "views that scroll out are reused")
    // 350 points scrolled bring in about 14 new rows, each configured once.
    #expect(large.configured >= 10 && large.configured <= 20)
    if rowHeight.isEstimated {
      #expect(large.measured > 0 && large.measured <= large.configured, "new rows only")
    } else {
      #expect(large.measured == 0, "fixed heights are never measured")
    }
  }

  @Test func aListOfNoRowsHasNoViewsAndIgnoresKeysAndClicks() {
    let rows = ProbeRows(count: 0)
    let (root, list) = listStage(rows)
    #expect(list.rowViewCount == 0)
    #expect(list.visibleRows.isEmpty)
    _ = list.becomeFirstResponder()
    for key in [Key.down, .up, .end, .home, .pageDown] { root.dispatch(KeyEvent(key)) }
    clickList(root, at: CGPoint(x: 50, y: 10))
    root.layoutIfNeeded()
    #expect(list.selectedIndices.isEmpty)
    #expect(list.contentOffset == .zero)
    #expect(list.row(at: CGPoint(x: 10, y: 10)) == nil)
  }

  @Test func aBillionRowsNeedNoArrayAndEndReachesTheLastRow() {
    let rows = ProbeRows(count: 1_000_000_000)
    let (root, list) = listStage(rows, rowHeight: .estimated(20))
    _ = list.becomeFirstResponder()
    root.dispatch(KeyEvent(.end))
    root.layoutIfNeeded()
    #expect(list.selectedIndex == 999_999_999)
    #expect(list.rowView(at: 999_999_999) != nil, "the last row is in sight")
    #expect(list.rowViewCount <= 14)
    #expect(list.contentOffset.y == list.contentSize.height - 200)
    root.dispatch(KeyEvent(.up, modifiers: .shift))
    root.layoutIfNeeded()
    #expect(list.selectedIndex == 999_999_998, "single selection moves, Shift or not")
  }

  @Test func nanAndHugeOffsetsAreClampedToTheRows() {
    let rows = ProbeRows(count: 1_000)
    let (root, list) = listStage(rows)
    list.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
    root.layoutIfNeeded()
    #expect(list.contentOffset.y == 0)
    #expect(list.visibleRows.first == 0)
    list.contentOffset = CGPoint(x: 0, y: 1e300)
    root.layoutIfNeeded()
    #expect(list.contentOffset.y == 19_800, "\(list.contentOffset.y - 19_800)")
    #expect(list.visibleRows.last == 999)
    list.contentOffset = CGPoint(x: 0, y: -1e300)
    root.layoutIfNeeded()
    #expect(list.contentOffset.y == 0)
  }

  @Test func measuredRowsCorrectTheContentHeightWithoutMovingTheRowsInSight() {
    let rows = ProbeRows(count: 1_000)
    // Every row is 40 points tall, twice its estimate.
    rows.height = { _ in 40 }
    let (root, list) = listStage(rows, rowHeight: .estimated(20))
    #expect(list.rowView(at: 0)?.frame.height == 40)
    list.scrollToRow(500)
    root.layoutIfNeeded()
    #expect(list.rowView(at: 500) != nil)
    let rect = list.rectForRow(500)
    #expect(
      rect.minY >= list.contentOffset.y && rect.maxY <= list.contentOffset.y + 200,
      "the row scrolled to is whole in sight after being measured")
    scrollList(root, -150)
    let anchor = try! #require(list.firstRowInSight)
    let before = try! #require(list.screenTop(ofRow: anchor))
    let heightBefore = list.contentSize.height
    // Scrolling up brings in unmeasured rows, 20 points taller each than estimated.
    scrollList(root, -150)
    #expect(list.contentSize.height > heightBefore, "measured rows grew the content")
    #expect(list.screenTop(ofRow: anchor) == before + 150, "the rows moved by the wheel only")
  }
}
