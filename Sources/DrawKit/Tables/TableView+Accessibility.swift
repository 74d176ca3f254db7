import Foundation

/// The table as a screen reader sees it: rows and columns counted from the data, the cells
/// and column headers of what is in sight, and (as a list) the selected rows, read through
/// AT-SPI's Table and Selection interfaces.
extension TableView: AccessibilityTableProviding {
  /// The number of rows.
  public var accessibleRowCount: Int { rowCount }

  /// The number of columns.
  public var accessibleColumnCount: Int { columns.count }

  /// The title of `column`, or empty past the columns.
  public func accessibleColumnTitle(at column: Int) -> String {
    columns.indices.contains(column) ? columns[column].title : ""
  }

  /// The cell at `row` and `column` while it has a view (``cellView(row:column:)``).
  public func accessibleCellView(row: Int, column: Int) -> DrawView? {
    cellView(row: row, column: column)
  }

  /// The row and column of the cell `view` is (or is inside), while its row is in sight.
  public func accessiblePosition(ofCell view: DrawView) -> (row: Int, column: Int)? {
    var cell = view
    while let parent = cell.superview, parent !== self {
      if let rowView = parent as? TableRowView, rowView.table === self, let row = rowView.row,
        let key = rowView.cells.first(where: { $0.value === cell })?.key,
        let column = columnKeys.firstIndex(of: key)
      {
        return (row, column)
      }
      cell = parent
    }
    return nil
  }

  /// The title label of `column` while the column is in sight.
  public func accessibleColumnHeaderView(at column: Int) -> DrawView? {
    header.titleView(of: column)
  }
}
