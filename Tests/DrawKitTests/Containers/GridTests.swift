import Foundation
import Testing

@testable import DrawKit

/// `Grid`: column widths from the widest cell, row heights from the tallest, limits and flex
/// per column, spans, per-cell alignment, and bad input (no rows, ragged rows, many cells,
/// deep nesting).
@Suite("Layout: grids")
struct GridTests {
  /// A user's view that counts how often it is measured.
  private final class Counting: DrawView {
    var calls = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      calls += 1
      return CGSize(width: 6, height: 4)
    }
  }

  private func box(width: CGFloat, height: CGFloat = 10) -> DrawView {
    DrawView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
    let a = box(width: 30, height: 10)
    let b = box(width: 50, height: 20)
    let c = box(width: 40, height: 5)
    let d = box(width: 20, height: 8)
    let grid = Grid(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), horizontalSpacing: 4,
      verticalSpacing: 6, horizontalAlignment: .start, verticalAlignment: .start
    ) {
      GridRow {
        a
        b
      }
      GridRow {
        c
        d
      }
    }
    grid.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    #expect(b.frame == CGRect(x: 44, y: 0, width: 50, height: 20))
    #expect(c.frame == CGRect(x: 0, y: 26, width: 40, height: 5))
    #expect(d.frame == CGRect(x: 44, y: 26, width: 20, height: 8))
    #expect(grid.columnCount == 2)
    #expect(grid.sizeThatFits(CGSize(width: 300, height: 200)) == CGSize(width: 94, height: 34))
  }

  @Test func cellsSitWhereTheGridOrTheirOwnAlignmentSays() {
    let wide = box(width: 40, height: 20)
    let centred = box(width: 10, height: 10)
    let trailing = box(width: 10, height: 10).layoutAlignment(horizontal: .end, vertical: .end)
    let filled = box(width: 10, height: 10).layoutAlignment(horizontal: .fill, vertical: .fill)
    let grid = Grid(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), horizontalSpacing: 0,
      verticalSpacing: 0, horizontalAlignment: .center, verticalAlignment: .center
    ) {
      GridRow {
        wide
        box(width: 10, height: 20)
      }
      GridRow {
        centred
        box(width: 10, height: 20)
      }
      GridRow {
        trailing
        box(width: 10, height: 20)
      }
      GridRow {
        filled
        box(width: 10, height: 20)
      }
    }
    grid.layoutIfNeeded()
    #expect(centred.frame == CGRect(x: 15, y: 25, width: 10, height: 10))
    #expect(trailing.frame == CGRect(x: 30, y: 50, width: 10, height: 10))
    #expect(filled.frame == CGRect(x: 0, y: 60, width: 40, height: 20))
  }

  @Test func columnLimitsAndFlexShareTheGridsWidth() {
    let label = box(width: 200)
    let field = box(width: 10)
    let extra = box(width: 10)
    let grid = Grid(
      frame: CGRect(x: 0, y: 0, width: 400, height: 50), horizontalSpacing: 10,
      columns: [GridColumn(maxWidth: 80), GridColumn(flex: 1), GridColumn(maxWidth: 60, flex: 1)]
    ) {
      GridRow {
        label
        field.layoutAlignment(horizontal: .fill)
        extra.layoutAlignment(horizontal: .fill)
      }
    }
    grid.layoutIfNeeded()
    #expect(label.frame.width == 80, "a cell wider than its column is held to it")
    #expect(extra.frame.width == 60, "the flexible column stops at its maximum")
    #expect(field.frame.minX == 90 && field.frame.width == 240, "and the rest goes to the other")
    #expect(extra.frame.maxX == 400)
  }

  @Test func aWrappingLabelInANarrowColumnMakesItsRowTaller() {
    let oneLine = Label("Short")
    let note = Label("A note long enough to wrap onto several lines in a narrow column")
    note.numberOfLines = 0
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0, columns: [.fixed(60), .natural]) {
      GridRow {
        note
        oneLine
      }
    }
    grid.sizeToFit()
    grid.layoutIfNeeded()
    #expect(note.frame.width <= 60)
    #expect(note.frame.height > 2.5 * oneLine.frame.height, "wrapped at the column's width")
    #expect(grid.frame.height == note.frame.height)
  }

  @Test func aFixedColumnIsExactAndAMinimumWidensIt() {
    let first = box(width: 5)
    let second = box(width: 5)
    let grid = Grid(horizontalSpacing: 0, columns: [.fixed(50), GridColumn(minWidth: 30)]) {
      GridRow {
        first
        second
      }
    }
    #expect(grid.sizeThatFits(.zero) == CGSize(width: 80, height: 10))
    grid.sizeToFit()
    grid.layoutIfNeeded()
    #expect(second.frame.minX == 50)
  }

  @Test func aSpanningCellWidensTheColumnsItSpansEqually() {
    let left = box(width: 20)
    let right = box(width: 20)
    let title = box(width: 100).gridColumnSpan(2)
    let grid = Grid(horizontalSpacing: 10, horizontalAlignment: .fill) {
      GridRow { title }
      GridRow {
        left
        right
      }
    }
    grid.sizeToFit()
    grid.layoutIfNeeded()
    #expect(title.frame.width == 100)
    #expect(left.frame.width == 45 && right.frame.minX == 55 && right.frame.width == 45)
    #expect(grid.columnCount == 2)
  }

  @Test func aSpanPastTheLastColumnIsCutToTheColumnsThereAre() {
    let wide = box(width: 70).gridColumnSpan(50)
    let grid = Grid(horizontalSpacing: 0) {
      GridRow { wide }
      GridRow {
        box(width: 10)
        box(width: 10)
      }
    }
    #expect(grid.columnCount == 50)
    grid.sizeToFit()
    #expect(grid.frame.width == 70, "the two measured columns and 48 empty ones share it")
  }

  @Test func raggedRowsLeaveTheirMissingCellsEmpty() {
    let short = box(width: 10)
    let long = (0..<4).map { _ in box(width: 10) }
    let grid = Grid(horizontalSpacing: 2, verticalSpacing: 0) {
      GridRow { short }
      GridRow(cells: long)
      GridRow {}
      GridRow { box(width: 10) }
    }
    grid.sizeToFit()
    grid.layoutIfNeeded()
    #expect(grid.columnCount == 4)
    #expect(grid.frame.size == CGSize(width: 46, height: 30), "the empty row takes no room")
    #expect(long[3].frame.minX == 36)
    #expect(grid.subviews.last?.frame.minY == 20)
  }

  @Test func aGridWithNoRowsIsAsLargeAsItsPadding() {
    let grid = Grid(padding: EdgeInsets(all: 5))
    #expect(grid.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 10, height: 10))
    #expect(grid.columnCount == 0)
    grid.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    grid.layoutIfNeeded()
  }

  @Test func aHiddenCellKeepsItsColumnButTakesNoRoom() {
    let hidden = box(width: 90, height: 90)
    hidden.isHidden = true
    let after = box(width: 10)
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        hidden
        after
      }
      GridRow { box(width: 20) }
    }
    grid.sizeToFit()
    grid.layoutIfNeeded()
    #expect(after.frame.minX == 20)
    #expect(grid.frame.size == CGSize(width: 30, height: 20))
  }

  @Test func assigningRowsReplacesTheCells() {
    let old = box(width: 10)
    let grid = Grid { GridRow { old } }
    let new = box(width: 20)
    grid.rows = [GridRow { new }]
    #expect(old.superview == nil && new.superview === grid)
    #expect(grid.subviews.count == 1)
  }

  @Test(arguments: [CGFloat.nan, -4, CGFloat.infinity])
  func badSpacingAndColumnValuesAreClamped(value: CGFloat) {
    let cell = box(width: 10)
    let grid = Grid(
      horizontalSpacing: value, verticalSpacing: value,
      columns: [GridColumn(minWidth: value, maxWidth: value, flex: value)]
    ) {
      GridRow {
        cell
        box(width: 10)
      }
    }
    grid.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    grid.layoutIfNeeded()
    let size = grid.sizeThatFits(CGSize(width: 100, height: 40))
    #expect(size.width.isFinite && size.height.isFinite)
    #expect(grid.subviews.allSatisfy { !$0.frame.minX.isNaN && !$0.frame.width.isNaN })
    #expect(value < 0 ? cell.frame.width == 0 : cell.frame.width == 10)
  }

  @Test func tenThousandCellsAreEachMeasuredAFewTimesPerPass() {
    let cells = (0..<10_000).map { _ in Counting() }
    let grid = Grid(horizontalSpacing: 1, verticalSpacing: 1) {
      for row in 0..<100 {
        GridRow(cells: Array(cells[(row * 100)..<(row * 100 + 100)]))
      }
    }
    grid.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
    grid.layoutIfNeeded()
    let calls = cells.reduce(0) { $0 + $1.calls }
    #expect(calls <= 2 * cells.count, "\(calls) measurements of \(cells.count) cells")
    #expect(cells.last?.frame == CGRect(x: 99 * 7, y: 99 * 5, width: 6, height: 4))
    #expect(grid.naturalSizeMeasurements == 0, "a root grid's layout needs no natural size")
  }

  @Test func tenThousandNestedGridsMeasureAndLayOutWithoutOverflowing() throws {
    let leaf = box(width: 5, height: 5)
    leaf.backgroundColor = .red
    var grids: [Grid] = []
    var inner: DrawView = leaf
    for _ in 0..<10_000 {
      let grid = Grid { GridRow(cells: [inner]) }
      grids.append(grid)
      inner = grid
    }
    let root = try #require(grids.last)
    root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(root.sizeThatFits(CGSize(width: 40, height: 40)) == CGSize(width: 5, height: 5))
    root.layoutIfNeeded()
    #expect(leaf.frame.size == CGSize(width: 5, height: 5))
    let measured = grids.reduce(0) { $0 + $1.naturalSizeMeasurements }
    #expect(measured <= 2 * grids.count, "\(measured) measurements of \(grids.count) grids")
    let image = try Renderer().image(of: root)
    #expect(image.pixel(x: 2, y: 2) == Pixel(.red))
  }

  @Test func gridsAndStacksNestInsideEachOther() {
    let leaf = box(width: 12, height: 7)
    let column = Column(spacing: 0) { leaf }
    let grid = Grid(horizontalSpacing: 0) {
      GridRow {
        column
        box(width: 3)
      }
    }
    let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 20), spacing: 0) {
      grid
      box(width: 4)
    }
    row.layoutIfNeeded()
    #expect(grid.frame.size == CGSize(width: 15, height: 10))
    #expect(row.subviews[1].frame.minX == 15)
    #expect(column.frame.width == 12)
  }
}
