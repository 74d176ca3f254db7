/// How a ``TableView``'s rows are sorted: by which column, up or down, as the header shows
/// with its sort indicator.
///
/// The table only says how the user asked for the rows to be sorted; the rows are the data
/// source's, and it sorts them (see ``TableView/sortDescriptor``).
public struct TableSortDescriptor: Hashable, Sendable {
  /// The ``TableColumn/id`` of the column the rows are sorted by.
  public var columnID: String
  /// Whether the rows go from the smallest value at the top (`true`) or the largest.
  public var isAscending: Bool

  /// A sort by the column `columnID`, ascending unless told otherwise.
  ///
  /// - Parameters:
  ///   - columnID: The ``TableColumn/id`` of the column.
  ///   - isAscending: Whether the smallest value comes first.
  public init(columnID: String, isAscending: Bool = true) {
    self.columnID = columnID
    self.isAscending = isAscending
  }

  /// The same column, the other way round: what a second click on its header asks for.
  public var reversed: TableSortDescriptor {
    TableSortDescriptor(columnID: columnID, isAscending: !isAscending)
  }
}
