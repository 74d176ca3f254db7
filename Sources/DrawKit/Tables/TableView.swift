import Foundation

/// A virtual list whose rows are cells in columns under a header that stays at the top: the
/// table form of ``ListView``, as GTK's `GtkColumnView`, AppKit's `NSTableView` and SwiftUI's
/// `Table` are.
///
/// ```swift
/// let files = [("notes.txt", 1_204), ("photo.jpg", 88_410)]
/// let table = TableView(
///   frame: CGRect(x: 0, y: 0, width: 320, height: 240),
///   columns: [
///     TableColumn("Name", text: { files[$0].0 }),
///     TableColumn("Size", width: .fixed(80), text: { "\(files[$0].1)" }),
///   ],
///   dataSource: ListDataSource(rowCount: { files.count }, rowText: { files[$0].0 }))
/// ```
///
/// **A list.** A table is a ``ListView``: its rows are virtual and reused, its heights fixed
/// or estimated, and selection, keys, type-ahead, scrolling and the changes that keep the
/// selection and the rows in sight (``ListView/insertRows(at:)`` and the others) are the
/// list's. Of its ``ListView/dataSource`` it reads ``ListDataSource/rowCount`` and
/// ``ListDataSource/rowText`` (type-ahead, and each row's name to a screen reader); its row
/// views are its own (``TableRowView``), filled by the ``columns``, so the data source's
/// `makeRow` and `configureRow` are not called.
///
/// **Columns** (``columns``): each makes and fills its own cells, which may be any view and
/// are reused per column (``TableColumn``). Widths are fixed or flexible
/// (``TableColumnWidth``): flexible columns share the width the others leave, and the user
/// drags the edge at the right of a flexible column's header to resize it (the pointer shows
/// ``PointerCursor/columnResize`` there) between its minimum and maximum; a drag also fixes
/// the columns to its left at their widths, so the edge follows the pointer. When the
/// columns are wider than the table, it scrolls sideways as well (the header with the rows,
/// as `GtkColumnView` in a scrolled window and `NSTableView` do): Shift with the wheel, a
/// touchpad, the Left and Right keys and a horizontal scroll bar move it; moving through the
/// rows keeps it where it is. Only the columns in sight have cells (``visibleColumns``).
///
/// **Sorting.** A click on a sortable column's header sets ``sortDescriptor`` (that column,
/// ascending; a second click, descending), shown by the header's sort indicator, and calls
/// `onSortChange(_:)`: sorting is the data source's. Rows have no identity the table could
/// follow, so the callback keeps the selection on the same items itself by setting
/// ``ListView/selectedIndices`` to their new rows; the table then reloads its rows
/// (``ListView/reloadData()``), keeping the selection as the callback left it, and the
/// focused row moves to the first selected row when the callback changed the selection.
///
/// **Look.** ``ThemeEntry/tableHeader`` draws the header (background, column separators,
/// the pressed column, the sort indicator; titles are ``Label``s), ``ThemeEntry/tableRow``
/// the lines between the cells, and ``ThemeEntry/listView`` the selection and the row
/// highlight, as in a list.
///
/// **Accessibility.** A ``AccessibilityRole/table`` adopting ``AccessibilityTableProviding``
/// (rows and columns counted from the data, the cell at a row and column while its row is in
/// sight, the column headers in sight) and, as a list, ``AccessibilitySelectionProviding``
/// for the selected rows; rows read as ``AccessibilityRole/tableRow``, cells as
/// ``AccessibilityRole/tableCell``, headers as ``AccessibilityRole/columnHeader``.
public final class TableView: ListView {
  /// The columns, left to right; a change keeps the widths the user dragged for the
  /// columns that stay (by ``TableColumn/id``), and drops the ``sortDescriptor`` when its
  /// column is gone.
  public var columns: [TableColumn] {
    didSet { columnsDidChange() }
  }

  /// How tall the header is, in points; 0 hides it.
  ///
  /// NaN and negatives are 0, above 10^4 points is 10^4.
  public var headerHeight: CGFloat {
    get { rowsTop }
    set {
      rowsTop = newValue.isNaN ? 0 : min(max(newValue, 0), 10_000)
      placeHeader()
    }
  }

  /// How the rows are sorted, as the header's sort indicator shows; `nil` for unsorted.
  ///
  /// The user sets it by clicking a header, which calls `onSortChange(_:)`; setting it from
  /// code only shows it (the data is sorted by the code that set it), and a descriptor naming
  /// no column shows nothing.
  public var sortDescriptor: TableSortDescriptor? {
    didSet {
      guard sortDescriptor != oldValue else { return }
      header.setNeedsDisplay()
      header.describeColumns()
    }
  }

  /// The view that shows the column titles, kept at the top while the rows scroll.
  public let header: TableHeaderView

  /// The columns that show between the table's left and right edges at its offset: the
  /// columns with cells.
  public internal(set) var visibleColumns: Range<Int> = 0..<0

  /// A unique key per column: its identifier, with a suffix for a repeated one.
  var columnKeys: [String] = []
  /// The position of each key's column.
  var columnIndices: [String: Int] = [:]
  /// The left edge and width of each column, as laid out.
  var columnLefts: [CGFloat] = []
  var columnWidths: [CGFloat] = []
  /// The width of all the columns side by side.
  var columnsWidth: CGFloat = 0
  /// Widths the user dragged (or code set), by column key.
  var setWidths: [String: CGFloat] = [:]
  /// How many times the columns changed: a row filling its cells stops when they change.
  var columnsGeneration = 0
  /// The width the columns were laid out for.
  var columnsLaidOutWidth = CGFloat.nan
  var sortChangeHandler: (() -> Void)?
  var isReportingSort = false

  /// Cell views made so far.
  package internal(set) var cellsMade = 0
  /// Calls of ``TableColumn/configureCell`` so far.
  package internal(set) var cellsConfigured = 0
  /// Cell views alive in the table's rows, shown and hidden.
  package var cellViewCount: Int {
    rowContainer.subviews.reduce(0) { count, row in
      count + ((row as? TableRowView)?.cells.count ?? 0)
    }
  }

  /// Creates a table.
  ///
  /// - Parameters:
  ///   - frame: The table's rectangle in its superview.
  ///   - columns: The columns, left to right.
  ///   - dataSource: The number of rows and their text (its row views are not used).
  ///   - headerHeight: How tall the header is; 28 points unless given.
  ///   - rowHeight: How tall rows are; fixed at 28 points unless given.
  ///   - selectionMode: How many rows the user can select; one unless given.
  public init(
    frame: CGRect = .zero, columns: [TableColumn], dataSource: ListDataSource = .empty,
    headerHeight: CGFloat = 28, rowHeight: ListRowHeight = .fixed(28),
    selectionMode: ListSelectionMode = .single
  ) {
    self.columns = columns
    header = TableHeaderView()
    super.init(
      frame: frame, dataSource: dataSource, rowHeight: rowHeight, selectionMode: selectionMode)
    axes = .all
    header.table = self
    insertSubview(header, at: 1)
    self.headerHeight = headerHeight
    columnsDidChange()
  }

  /// The view of the cell at `row` and `column`, or `nil` while it has none (the row is out
  /// of sight, or the column starts past the table's right edge).
  public func cellView(row: Int, column: Int) -> DrawView? {
    guard columns.indices.contains(column), let rowView = rowView(at: row) as? TableRowView
    else { return nil }
    return rowView.cells[columnKeys[column]].flatMap { $0.isHidden ? nil : $0 }
  }

  /// The rectangle of `column` in the table's frame coordinates, across the header: from
  /// its left edge, as wide as it is laid out.
  public func rectForColumn(_ column: Int) -> CGRect {
    guard columns.indices.contains(column), column < columnLefts.count else { return .zero }
    return CGRect(
      x: columnLefts[column], y: 0, width: columnWidths[column], height: headerHeight)
  }

  /// The width `column` is laid out at, or 0 for no such column.
  public func width(ofColumn column: Int) -> CGFloat {
    column >= 0 && column < columnWidths.count ? columnWidths[column] : 0
  }

  /// Sets the width of `column`, held between its minimum and maximum, as a drag of its
  /// header's edge does.
  ///
  /// The column no longer shares spare width. A fixed column, or no such column, keeps its
  /// width.
  public func setWidth(_ width: CGFloat, ofColumn column: Int) {
    guard columns.indices.contains(column), columns[column].width.isFlexible else { return }
    let clamped = columns[column].width.clamped(width)
    guard setWidths[columnKeys[column]] != clamped else { return }
    setWidths[columnKeys[column]] = clamped
    columnWidthsDidChange()
  }

  /// The table's rows: a ``TableRowView`` for every row.
  override func makeRowView(ofKind kind: String) -> DrawView {
    TableRowView(table: self)
  }

  /// One kind of row.
  override func rowKind(at index: Int) -> String { "" }

  /// Fills a row's cells for row `index`.
  override func configureRowView(_ view: DrawView, at index: Int) {
    (view as? TableRowView)?.configure(row: index)
  }

  /// The header follows the offset, so it stays at the top; a move sideways brings other
  /// columns into sight.
  override func boundsOriginDidChange() {
    super.boundsOriginDidChange()
    placeHeader()
    updateVisibleColumns()
  }

  /// As wide as the table, or as the columns when they are wider.
  override var rowsWidth: CGFloat {
    max(bounds.width, columnsWidth)
  }

  /// A new width lays the columns out again.
  override func sizeDidChange() {
    super.sizeDidChange()
    placeHeader()
    if bounds.width != columnsLaidOutWidth { columnWidthsDidChange() }
  }

  /// Keeps the header at the top of the visible area, as wide as the rows: it scrolls
  /// sideways with them.
  func placeHeader() {
    let frame = CGRect(x: 0, y: contentOffset.y, width: rowsWidth, height: headerHeight)
    if header.frame != frame { header.frame = frame }
    header.isHidden = headerHeight == 0
  }

  /// A table; its value the number of rows, columns and selected rows.
  override var accessibilitySummary: (role: AccessibilityRole, value: String) {
    (.table, "\(rowCount) rows, \(columns.count) columns, \(selection.count) selected")
  }
}
