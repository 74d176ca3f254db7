import DrawKit
import Foundation
import Testing

@Suite("A table keeps cell views for the rows and columns in sight only, reused per column")
struct TableVirtualizationTests {
  /// Cell views alive, cells made and cells configured per one-row scroll step, in the middle
  /// of a table of `count` rows.
  private func counts(rows count: Int) -> (alive: Int, made: Int, perStep: [Int]) {
    let (root, table) = tableStage(count: count)
    table.contentOffset.y = CGFloat(count / 2) * 20
    root.layoutIfNeeded()
    let made = table.cellsMade
    let alive = table.cellViewCount
    var perStep: [Int] = []
    for _ in 0..<20 {
      let before = table.cellsConfigured
      table.contentOffset.y += 20
      root.layoutIfNeeded()
      perStep.append(table.cellsConfigured - before)
    }
    #expect(table.cellsMade == made, "scrolling reuses the cells of rows that left")
    #expect(table.cellViewCount == table.rowViewCount * 3, "three cells per row view")
    return (alive, made, perStep)
  }

  @Test func cellViewsAliveAreFlatFromAThousandToAMillionRows() {
    let small = counts(rows: 1_000)
    let large = counts(rows: 1_000_000)
    #expect(small.alive == large.alive)
    #expect(small.made == large.made)
    // 180 points of rows in sight, 20 points each, and one row more above and below.
    #expect(small.alive <= 12 * 3 * 2, "\(small.alive) cells for 12 rows in sight")
  }

  @Test func eachScrollStepConfiguresTheCellsOfTheRowThatCameIn() {
    let small = counts(rows: 1_000)
    let large = counts(rows: 1_000_000)
    #expect(small.perStep == Array(repeating: 3, count: 20), "\(small.perStep)")
    #expect(large.perStep == small.perStep)
  }

  @Test func aResizeMovesCellsWithoutConfiguringThemAgain() {
    let (root, table) = tableStage(count: 1_000)
    let configured = table.cellsConfigured
    table.setWidth(60, ofColumn: 1)
    root.layoutIfNeeded()
    #expect(table.cellsConfigured == configured)
    #expect(table.cellView(row: 0, column: 1)?.frame == CGRect(x: 100, y: 0, width: 60, height: 20))
    #expect(table.cellView(row: 0, column: 2)?.frame.minX == 160)
  }

  @Test func tenThousandColumnsHaveCellsOnlyForThoseInSight() {
    let columns = (0..<10_000).map { index in
      TableColumn(
        "\(index)", makeCell: { ProbeCell(color: .white) },
        configureCell: { (cell: ProbeCell, row: Int) in cell.index = row })
    }
    let (root, table) = tableStage(count: 1_000_000, columns: columns)
    // Flexible columns 100 points wide by default: four start inside 400 points.
    #expect(table.visibleColumns == 0..<4)
    #expect(table.cellViewCount == table.rowViewCount * 4)
    #expect(table.cellsMade == table.rowViewCount * 4)
    let headers = root.accessibilityTree().allNodes.filter { $0.element.role == .columnHeader }
    #expect(headers.map(\.element.label) == ["0", "1", "2", "3"])
    #expect(table.accessibleColumnCount == 10_000)
    #expect(table.cellView(row: 0, column: 5_000) == nil)
  }
}
