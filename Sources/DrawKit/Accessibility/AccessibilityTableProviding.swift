/// A view that shows items in rows and columns, as assistive technology reads a table: the
/// door a host's bridge (AT-SPI's Table interface) reaches a ``AccessibilityRole/table``'s
/// size, cells and column titles through.
///
/// Rows and columns are counted from 0 and need not exist as views: a table of 1,000,000
/// rows answers ``accessibleRowCount`` from its data, and ``accessibleCellView(row:column:)``
/// finds the cells of the rows in sight (each carries an element, a
/// ``AccessibilityRole/tableCell``). A table whose rows can be selected adopts
/// ``AccessibilitySelectionProviding`` too, with one item per row.
///
/// Only ``accessibleRowCount``, ``accessibleColumnCount`` and
/// ``accessibleColumnTitle(at:)`` are required; a table whose cells are views answers
/// ``accessiblePosition(ofCell:)`` too, so that each cell says where it is (AT-SPI's
/// TableCell interface).
public protocol AccessibilityTableProviding: DrawView {
  /// How many rows there are, in sight or not.
  var accessibleRowCount: Int { get }

  /// How many columns there are.
  var accessibleColumnCount: Int { get }

  /// The title of `column`, as its header reads; empty for a column without one, or past the
  /// last column.
  func accessibleColumnTitle(at column: Int) -> String

  /// The view of the cell at `row` and `column`, or `nil` while it has none (its row is out
  /// of sight); `nil` by default.
  func accessibleCellView(row: Int, column: Int) -> DrawView?

  /// The view that shows `column`'s title (a ``AccessibilityRole/columnHeader``), or `nil`
  /// when the table shows none; `nil` by default.
  func accessibleColumnHeaderView(at column: Int) -> DrawView?

  /// The row and column of the cell that `view` shows (the view of a cell, or a view inside
  /// one), or `nil` when it shows none: what a screen reader announces as the cell's place;
  /// `nil` by default.
  func accessiblePosition(ofCell view: DrawView) -> (row: Int, column: Int)?
}

extension AccessibilityTableProviding {
  /// No cell is a view of its own: `nil`.
  public func accessibleCellView(row: Int, column: Int) -> DrawView? { nil }

  /// No header is a view of its own: `nil`.
  public func accessibleColumnHeaderView(at column: Int) -> DrawView? { nil }

  /// No cell is a view of its own: `nil`.
  public func accessiblePosition(ofCell view: DrawView) -> (row: Int, column: Int)? { nil }
}
