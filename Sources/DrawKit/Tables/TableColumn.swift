import Foundation

/// One column of a ``TableView``: its title, its width, whether its header sorts, and how
/// to make and fill its cells, which may be any view.
///
/// The table makes a cell with ``makeCell`` only when a row view it shows has none for the
/// column yet, and calls ``configureCell`` each time that row view shows another row: cells
/// are reused per column, along with the row view that holds them, as a ``ListView``'s rows
/// are (GTK's `GtkColumnViewColumn` factories and `NSTableView`'s cell reuse work the same
/// way). Only the columns that start inside the table's width have cells.
///
/// ```swift
/// let files = [("notes.txt", 1_204), ("photo.jpg", 88_410)]
/// let columns = [
///   TableColumn("Name", text: { files[$0].0 }),
///   TableColumn("Size", width: .fixed(80), text: { "\(files[$0].1)" }),
/// ]
/// ```
public struct TableColumn {
  /// The name the ``TableView/sortDescriptor`` and the code know the column by.
  ///
  /// The title unless given. Columns should have different identifiers: of several with one, the first
  /// shows the sort indicator.
  public var id: String
  /// The text of the column's header, and its name to a screen reader.
  public var title: String
  /// How wide the column is.
  public var width: TableColumnWidth
  /// Whether a click on the column's header asks for the rows to be sorted by it.
  public var isSortable: Bool
  /// Makes a cell view for the column.
  public var makeCell: () -> DrawView
  /// Fills a cell view (made by ``makeCell``) to show row `index`.
  public var configureCell: (DrawView, Int) -> Void
  /// The text of the cell at row `index`, which a screen reader reads as the cell's name;
  /// `nil` for the name the cell view gives itself (a ``Label``'s text).
  public var cellText: ((Int) -> String)?

  /// A column whose cells are views of one type, filled without a cast.
  ///
  /// - Parameters:
  ///   - title: The header's text.
  ///   - id: The column's identifier; the title unless given.
  ///   - width: How wide the column is; flexible unless given.
  ///   - isSortable: Whether a click on the header sorts by the column; `true` unless given.
  ///   - makeCell: Makes a cell view.
  ///   - configureCell: Fills a cell view for a row.
  ///   - cellText: A cell's text for a screen reader, or `nil` for the view's own.
  public init<Cell: DrawView>(
    _ title: String, id: String? = nil, width: TableColumnWidth = .flexible(),
    isSortable: Bool = true, makeCell: @escaping () -> Cell,
    configureCell: @escaping (Cell, Int) -> Void, cellText: ((Int) -> String)? = nil
  ) {
    self.id = id ?? title
    self.title = title
    self.width = width
    self.isSortable = isSortable
    self.makeCell = makeCell
    self.configureCell = { view, index in
      if let cell = view as? Cell { configureCell(cell, index) }
    }
    self.cellText = cellText
  }

  /// A column of text: each cell a ``Label`` showing `text(row)`.
  ///
  /// - Parameters:
  ///   - title: The header's text.
  ///   - id: The column's identifier; the title unless given.
  ///   - width: How wide the column is; flexible unless given.
  ///   - isSortable: Whether a click on the header sorts by the column; `true` unless given.
  ///   - text: The text of the cell at a row.
  public init(
    _ title: String, id: String? = nil, width: TableColumnWidth = .flexible(),
    isSortable: Bool = true, text: @escaping (Int) -> String
  ) {
    self.init(
      title, id: id, width: width, isSortable: isSortable, makeCell: { Label() },
      configureCell: { (label: Label, index: Int) in label.text = text(index) },
      cellText: text)
  }
}
