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

  /// The title label of `column` while the column is in sight.
  public func accessibleColumnHeaderView(at column: Int) -> DrawView? {
    header.titleView(of: column)
  }
}
