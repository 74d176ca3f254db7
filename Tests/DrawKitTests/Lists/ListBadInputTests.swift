import DrawKit
import Foundation
import Testing

@Suite("A list survives rows that change under it and settles its layout")
struct ListBadInputTests {
  @Test(arguments: [ListRowHeight.fixed(20), .estimated(20)])
  func eachScrollSettlesInOneLayout(rowHeight: ListRowHeight) {
    let rows = ProbeRows(count: 10_000)
    rows.height = { 15 + CGFloat($0 % 4) * 10 }
    let (root, list) = listStage(rows, rowHeight: rowHeight)
    for step in [120.0, 300, -50, 5_000, -2_000] {
      scrollList(root, step)
      #expect(!root.needsLayout, "the layout settled after a step of \(step)")
    }
    list.scrollToRow(9_999)
    root.layoutIfNeeded()
    #expect(!root.needsLayout)
    #expect(list.visibleRows.last == 9_999)
  }

  @Test func aRowDrawThatDeletesRowsIsAppliedWithoutACrash() throws {
    let rows = ProbeRows(count: 50)
    var deletions = 0
    let (root, list) = listStage(rows)
    // Held weakly: the rows hold this closure, and the list's data source holds the rows.
    rows.onConfigure = { [weak list, unowned rows] row, index in
      guard index == 3 else { return }
      row.draw = { _, _ in
        guard deletions < 2, let list else { return }
        deletions += 1
        rows.count -= 1
        list.deleteRows(at: [0])
      }
    }
    list.reloadData()
    root.layoutIfNeeded()
    _ = try render(root)
    _ = try render(root)
    _ = try render(root)
    #expect(deletions == 2)
    #expect(list.rowCount == 48 && rows.count == 48)
    #expect(!root.needsLayout)
    #expect(list.visibleRows.upperBound <= 48)
  }

  @Test func aNewWidthMeasuresTheRowsAgain() {
    let rows = ProbeRows(count: 100)
    var width: CGFloat = 200
    // Rows wrap: half as tall again at half the width.
    rows.height = { _ in width >= 200 ? 20 : 30 }
    let (root, list) = listStage(rows, rowHeight: .estimated(20))
    #expect(list.rowView(at: 0)?.frame.height == 20)
    width = 100
    list.frame.size.width = 100
    root.layoutIfNeeded()
    #expect(list.rowView(at: 0)?.frame.height == 30)
    #expect(list.rowView(at: 1)?.frame.minY == 30)
  }

  @Test func aRowThatChangesHeightWhileShownKeepsItsPlaceUntilReloaded() {
    let rows = ProbeRows(count: 100)
    let (root, list) = listStage(rows, rowHeight: .estimated(20))
    let row = try! #require(list.rowView(at: 2) as? ProbeRow)
    row.naturalHeight = 80
    row.superview?.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(row.frame.height == 20, "measured once per index")
    rows.height = { $0 == 2 ? 80 : 20 }
    list.reloadRows(at: [2])
    root.layoutIfNeeded()
    #expect(list.rowView(at: 2)?.frame.height == 80)
    #expect(list.rowView(at: 3)?.frame.minY == 120)
  }

  @Test func theAccessibilityTreeHoldsOnlyTheRowsInSight() throws {
    let names = (0..<1_000_000).lazy.map { "Item \($0)" }
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let source = ListDataSource(
      rowCount: { names.count }, makeRow: { Label() },
      configureRow: { label, index in label.text = names[index] })
    let list = ListView(frame: root.bounds, dataSource: source, rowHeight: .fixed(20))
    root.addSubview(list)
    try pinTestFonts()
    root.layoutIfNeeded()
    let tree = root.accessibilityTree()
    let nodes = tree.allNodes
    let listNode = try #require(nodes.first { $0.view === list })
    #expect(listNode.element.role == .list)
    #expect(listNode.element.value == "1000000 rows, 0 selected")
    let labels = nodes.filter { $0.element.role == .staticText }
    #expect(labels.count == list.visibleRows.count)
    #expect(labels.first?.element.label == "Item 0")
    // Scrolled both ways, reused views still read in row order.
    list.contentOffset = CGPoint(x: 0, y: 1_000)
    root.layoutIfNeeded()
    list.contentOffset = CGPoint(x: 0, y: 930)
    root.layoutIfNeeded()
    let read = root.accessibilityTree().allNodes.filter { $0.element.role == .staticText }
    #expect(read.map(\.element.label) == list.visibleRows.map { "Item \($0)" })
  }
}
