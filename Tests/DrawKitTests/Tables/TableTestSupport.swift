import DrawKit
import Foundation

/// A cell filled with one colour, as its column says: the cells of the table pixel tests.
final class ProbeCell: DrawView {
  /// The row this cell was last configured for.
  var index = -1
  init(color: Color) {
    super.init(frame: .zero)
    backgroundColor = color
  }
}

/// The colours of the probe columns' cells, left to right.
let probeColors: [Color] = [
  Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
  Color(red: 0, green: 0, blue: 1),
]

/// Three probe columns: "A" fixed at 100, "B" flexible from 40 to 150 starting at 100, "C"
/// flexible from 40 up starting at 50; cells of one colour each.
func probeColumns() -> [TableColumn] {
  let widths: [TableColumnWidth] = [
    .fixed(100), .flexible(minimum: 40, ideal: 100, maximum: 150),
    .flexible(minimum: 40, ideal: 50),
  ]
  return ["A", "B", "C"].enumerated().map { position, title in
    TableColumn(
      title, width: widths[position],
      makeCell: { ProbeCell(color: probeColors[position]) },
      configureCell: { (cell: ProbeCell, row: Int) in cell.index = row },
      cellText: { "\(title)\($0)" })
  }
}

/// A white root 400 × 200 holding a table of its size: `count` rows 20 points tall under a
/// header 20 points tall, laid out once.
func tableStage(
  count: Int, columns: [TableColumn] = probeColumns(),
  selectionMode: ListSelectionMode = .single, width: CGFloat = 400
) -> (root: DrawView, table: TableView) {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
  root.backgroundColor = .white
  let table = TableView(
    frame: root.bounds, columns: columns,
    dataSource: ListDataSource(rowCount: { count }, rowText: { "Row \($0)" }),
    headerHeight: 20, rowHeight: .fixed(20), selectionMode: selectionMode)
  root.addSubview(table)
  root.layoutIfNeeded()
  return (root, table)
}

/// A primary press, a drag to each of `points` in turn, and a release at the last.
func drag(_ root: DrawView, from start: CGPoint, through points: [CGPoint]) {
  root.dispatch(PointerEvent(.hover, at: start))
  root.dispatch(PointerEvent(.down, at: start))
  for point in points { root.dispatch(PointerEvent(.move, at: point)) }
  root.dispatch(PointerEvent(.up, at: points.last ?? start))
  root.layoutIfNeeded()
}
