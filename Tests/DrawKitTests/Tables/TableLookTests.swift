import DrawKit
import Foundation
import Testing

@Suite("A table draws its header, sort indicator and cells from its theme entries")
struct TableLookTests {
  /// A table of 1,000 probe rows whose header is green and secondary label black.
  private func stage() -> (root: DrawView, table: TableView) {
    let (root, table) = tableStage(count: 1_000)
    var theme = Theme.plain
    theme.tokens.controlBackground = Color(red: 0, green: 0.5, blue: 0)
    theme.tokens.secondaryLabel = .black
    root.theme = theme
    return (root, table)
  }

  private func isHeaderGreen(_ pixel: Pixel) -> Bool {
    pixel.red < 10 && (120...136).contains(pixel.green) && pixel.blue < 10
  }

  @Test func theHeaderIsDrawnAboveTheCellsInTheirColumns() throws {
    let (root, _) = stage()
    let image = try render(root)
    #expect(isHeaderGreen(image.pixel(x: 80, y: 10)), "\(image.pixel(x: 80, y: 10))")
    #expect(isHeaderGreen(image.pixel(x: 380, y: 5)))
    // Columns: A 0..<100, B 100..<250, C 250..<400; row 0 spans 20..<40 on screen.
    for (x, color) in [(50, (255, 0, 0)), (175, (0, 255, 0)), (325, (0, 0, 255))]
      as [(Int, (UInt8, UInt8, UInt8))]
    {
      for y in [25, 65, 150] {
        let pixel = image.pixel(x: x, y: y)
        #expect(
          (pixel.red, pixel.green, pixel.blue) == color, "cell at (\(x), \(y)): \(pixel)")
      }
    }
  }

  @Test func theHeaderStaysAtTheTopWhileTheRowsScroll() throws {
    let (root, table) = stage()
    table.contentOffset.y = 5_010
    root.layoutIfNeeded()
    let image = try render(root)
    #expect(isHeaderGreen(image.pixel(x: 80, y: 10)), "\(image.pixel(x: 80, y: 10))")
    let cell = image.pixel(x: 50, y: 25)
    #expect((cell.red, cell.green, cell.blue) == (255, 0, 0), "rows show below it: \(cell)")
    #expect(table.header.frame.minY == table.contentOffset.y)
    // Row 250 starts at 5,020 in the content (under the header's first 20): 10 points down,
    // half hidden by the header.
    #expect(table.rowView(at: 250).map { $0.frame.minY - table.contentOffset.y } == 10)
  }

  @Test func theSortIndicatorPointsUpAscendingAndDownDescending() throws {
    let (root, table) = stage()
    func isDark(_ pixel: Pixel) -> Bool {
      pixel.red < 90 && pixel.green < 90 && pixel.blue < 90
    }
    var image = try render(root)
    #expect(!isDark(image.pixel(x: 88, y: 12)) && !isDark(image.pixel(x: 86, y: 8)), "none")
    table.sortDescriptor = TableSortDescriptor(columnID: "A")
    image = try render(root)
    // Column A's indicator is centred at (86, 10): wide at the bottom while ascending.
    #expect(isDark(image.pixel(x: 88, y: 12)), "\(image.pixel(x: 88, y: 12))")
    #expect(!isDark(image.pixel(x: 88, y: 8)), "\(image.pixel(x: 88, y: 8))")
    #expect(!isDark(image.pixel(x: 236, y: 12)), "not on column B")
    table.sortDescriptor = TableSortDescriptor(columnID: "A", isAscending: false)
    image = try render(root)
    #expect(isDark(image.pixel(x: 88, y: 8)), "\(image.pixel(x: 88, y: 8))")
    #expect(!isDark(image.pixel(x: 88, y: 12)), "\(image.pixel(x: 88, y: 12))")
    table.sortDescriptor = TableSortDescriptor(columnID: "B")
    image = try render(root)
    #expect(isDark(image.pixel(x: 238, y: 12)), "on column B, ending at 250")
    #expect(!isDark(image.pixel(x: 88, y: 12)))
  }

  @Test func rowsDrawLinesBetweenTheirCells() throws {
    let blank = [100, 150].enumerated().map { position, width in
      TableColumn(
        "\(position)", width: .fixed(CGFloat(width)), makeCell: { DrawView() },
        configureCell: { _, _ in })
    }
    let (root, _) = tableStage(count: 100, columns: blank)
    var theme = Theme.plain
    theme.tokens.separator = .black
    root.theme = theme
    let image = try render(root)
    // Between columns 0 (0..<100) and 1 (100..<250), and none after the last column.
    #expect(image.pixel(x: 99, y: 30).red < 60, "\(image.pixel(x: 99, y: 30))")
    #expect(image.pixel(x: 99, y: 150).red < 60)
    #expect(image.pixel(x: 50, y: 30).red == 255)
    #expect(image.pixel(x: 249, y: 30).red == 255, "no line after the last column")
  }
}
