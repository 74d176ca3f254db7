import Foundation

extension TableView {
  /// The user clicked `column`'s header: the sort descriptor becomes that column, ascending,
  /// or the other way round when it sorted by it already; the callback sorts the data, and
  /// the rows are reloaded.
  ///
  /// The callback may change anything, the columns too: nothing here reads a column after
  /// it. A sort asked for while the callback runs is ignored.
  func sortByUser(column: Int) {
    guard columns.indices.contains(column), columns[column].isSortable, !isReportingSort
    else { return }
    let id = columns[column].id
    if let current = sortDescriptor, current.columnID == id {
      sortDescriptor = current.reversed
    } else {
      sortDescriptor = TableSortDescriptor(columnID: id)
    }
    let before = selection
    isReportingSort = true
    sortChangeHandler?()
    isReportingSort = false
    if selection != before {
      focusedRow = selection.first
      selectionAnchor = selection.first
    }
    reloadData()
  }

  /// The first column the sort descriptor names, or `nil`.
  public var sortedColumn: Int? {
    guard let sortDescriptor else { return nil }
    return columns.firstIndex { $0.id == sortDescriptor.columnID }
  }

  /// How `column` sorts, in words for a screen reader: "ascending", "descending" or `nil`.
  func sortOrderName(of column: Int) -> String? {
    guard column == sortedColumn, let sortDescriptor else { return nil }
    return sortDescriptor.isAscending ? "ascending" : "descending"
  }

  /// The column whose header spans `x` (in the table's coordinates), or `nil` past the last.
  func column(atX x: CGFloat) -> Int? {
    guard !x.isNaN, x >= 0 else { return nil }
    return visibleColumns.first { column in
      x >= columnLefts[column] && x < columnLefts[column] + columnWidths[column]
    }
  }

  /// The flexible column whose right edge is within ``TableHeaderView/resizeTolerance`` of
  /// `x`, the nearest when several are, or `nil`.
  func resizableEdge(atX x: CGFloat) -> Int? {
    guard !x.isNaN else { return nil }
    var best: (column: Int, distance: CGFloat)?
    // The column before the first in sight has its right edge at the table's left edge.
    let candidates = max(visibleColumns.lowerBound - 1, 0)..<visibleColumns.upperBound
    for column in candidates where columns[column].width.isFlexible {
      let distance = abs(columnLefts[column] + columnWidths[column] - x)
      guard distance <= TableHeaderView.resizeTolerance else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (column, distance) }
    }
    return best?.column
  }
}
