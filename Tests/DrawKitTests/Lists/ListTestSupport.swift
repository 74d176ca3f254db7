import DrawKit
import Foundation

/// A row view whose natural height is what its data says: the rows of the list tests.
final class ProbeRow: DrawView {
  /// The row this view was last configured for.
  var index = -1
  /// The height it measures.
  var naturalHeight: CGFloat = 20

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: naturalHeight)
  }
}

/// Rows the tests own and change: a count, each row's natural height and text.
final class ProbeRows {
  var count: Int
  /// The natural height of row `index`.
  var height: (Int) -> CGFloat = { _ in 20 }
  /// Called from each configure, after the row is filled.
  var onConfigure: ((ProbeRow, Int) -> Void)?

  init(count: Int) {
    self.count = count
  }

  var dataSource: ListDataSource {
    ListDataSource(
      rowCount: { self.count }, makeRow: { ProbeRow() },
      configureRow: { (row: ProbeRow, index: Int) in
        row.index = index
        row.naturalHeight = self.height(index)
        self.onConfigure?(row, index)
      }, rowText: { index in "Row \(index)" })
  }
}

/// A white root 200 × 200 holding a list of its size over `rows`, laid out once.
func listStage(
  _ rows: ProbeRows, rowHeight: ListRowHeight = .fixed(20),
  selectionMode: ListSelectionMode = .single
) -> (root: DrawView, list: ListView) {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  root.backgroundColor = .white
  let list = ListView(
    frame: root.bounds, dataSource: rows.dataSource, rowHeight: rowHeight,
    selectionMode: selectionMode)
  root.addSubview(list)
  root.layoutIfNeeded()
  return (root, list)
}

extension ListView {
  /// Where the view of row `index` is on screen (in the list's frame coordinates), or `nil`
  /// when it has no view.
  func screenTop(ofRow index: Int) -> CGFloat? {
    guard let view = rowView(at: index) else { return nil }
    return view.frame.minY - contentOffset.y
  }

  /// The first row whose view shows at the top edge or below it.
  var firstRowInSight: Int? {
    visibleRows.first { index in
      guard let view = rowView(at: index) else { return false }
      return view.frame.maxY > contentOffset.y
    }
  }
}

/// A primary press and release at `point` (root coordinates) with `modifiers`.
func clickList(
  _ root: DrawView, at point: CGPoint, modifiers: KeyModifiers = [], clickCount: Int = 1
) {
  root.dispatch(
    PointerEvent(.down, at: point, clickCount: clickCount, modifiers: modifiers))
  root.dispatch(PointerEvent(.up, at: point, clickCount: clickCount, modifiers: modifiers))
}

/// A wheel step of `dy` points at `point` (the middle of a 200 × 200 stage), then a layout.
func scrollList(_ root: DrawView, _ dy: CGFloat, at point: CGPoint = CGPoint(x: 100, y: 100)) {
  root.dispatch(PointerEvent(.scroll, at: point, scrollDelta: CGSize(width: 0, height: dy)))
  root.layoutIfNeeded()
}
