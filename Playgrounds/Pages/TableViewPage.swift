import DrawKit
import Foundation

extension PlaygroundPage {
  /// A table of 10,000 files in four columns (a name with an icon, a kind, a size and a
  /// date) sorted by size, largest first, as the header's indicator shows; two rows selected
  /// in the focused table, scrolled part-way, the pointer over a row.
  static let tableViewPage = PlaygroundPage(
    name: "TableView",
    summary: "A TableView of 10,000 files in four columns, sorted by size, two rows selected."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
    root.backgroundColor = Color(hex: 0xD3D6DA)
    let icon = try? Image(svgData: ImagesPageAssets.star)
    let kinds = ["Notes", "Photo", "Report", "Invoice", "Draft", "Sketch", "Letter"]
    let extensions = ["txt", "jpg", "pdf", "pdf", "md", "svg", "odt"]
    // Sorted by size, largest first: what the sort callback of a real app would have done.
    let sizes = (0..<10_000).map { 9_000_000 - $0 * 811 - ($0 * 37) % 700 }
    func name(_ row: Int) -> String {
      "\(kinds[row % kinds.count]) \(row + 1).\(extensions[row % extensions.count])"
    }
    let columns = [
      TableColumn(
        "Name", width: .flexible(minimum: 120, ideal: 170),
        makeCell: {
          let image = ImageView(image: icon, accessibilityLabel: "File")
          image.tintColor = .accent
          image.sizeConstraints = SizeConstraints(
            minWidth: 16, maxWidth: 16, minHeight: 16, maxHeight: 16)
          let title = Label()
          title.layoutFlex = 1
          return Row(spacing: 8, padding: EdgeInsets(top: 5, left: 10, bottom: 5, right: 8)) {
            image
            title
          }
        },
        configureCell: { (cell: Row, row: Int) in
          cell.subviews.compactMap { $0 as? Label }.first?.text = name(row)
        }, cellText: name),
      TableColumn(
        "Kind", width: .flexible(minimum: 60, ideal: 80, maximum: 120),
        makeCell: { Row(padding: EdgeInsets(top: 5, left: 10, bottom: 5, right: 8)) { Label() } },
        configureCell: { (cell: Row, row: Int) in
          (cell.subviews.first as? Label)?.text = kinds[row % kinds.count]
        }, cellText: { kinds[$0 % kinds.count] }),
      TableColumn(
        "Size", width: .fixed(90),
        makeCell: {
          let size = Label(color: .secondaryLabel)
          size.alignment = .right
          size.layoutFlex = 1
          return Row(padding: EdgeInsets(top: 5, left: 8, bottom: 5, right: 12)) { size }
        },
        configureCell: { (cell: Row, row: Int) in
          (cell.subviews.first as? Label)?.text = "\(sizes[row] / 1_000) KB"
        }, cellText: { "\(sizes[$0] / 1_000) KB" }),
      TableColumn(
        "Modified", width: .flexible(minimum: 80, ideal: 100),
        makeCell: {
          Row(padding: EdgeInsets(top: 5, left: 10, bottom: 5, right: 8)) {
            Label(color: .secondaryLabel)
          }
        },
        configureCell: { (cell: Row, row: Int) in
          (cell.subviews.first as? Label)?.text = "2026-\(row % 12 + 1)-\(row % 28 + 1)"
        }),
    ]
    let table = TableView(
      frame: CGRect(x: 14, y: 14, width: 452, height: 292), columns: columns,
      dataSource: ListDataSource(rowCount: { sizes.count }, rowText: name),
      rowHeight: .fixed(28), selectionMode: .multiple)
    table.backgroundColor = .white
    table.cornerRadius = 8
    table.sortDescriptor = TableSortDescriptor(columnID: "Size", isAscending: false)
    root.addSubview(table)
    root.layoutIfNeeded()
    table.scrollToRow(14)
    root.layoutIfNeeded()
    _ = table.becomeFirstResponder()
    table.selectedIndices = [9, 11]
    root.layoutIfNeeded()
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 200, y: 230)))
    return root
  }
}
