import Foundation

/// One row of a ``Grid``: its cells, left to right, each in the next column (or the next
/// ``DrawView/gridColumnSpan`` columns).
///
/// ```swift
/// GridRow {
///   Label("Name")
///   TextField().frame(maxWidth: 240)
/// }
/// ```
///
/// Rows may hold different numbers of cells: the grid has as many columns as its longest row
/// needs, and a shorter row leaves the rest of its columns empty.
public struct GridRow {
  /// The row's cells, left to right.
  public var cells: [DrawView]

  /// Creates a row of the cells the block lists.
  public init(@SubviewBuilder _ cells: () -> [DrawView]) {
    self.cells = cells()
  }

  /// Creates a row of `cells`, left to right.
  public init(cells: [DrawView]) {
    self.cells = cells
  }
}
