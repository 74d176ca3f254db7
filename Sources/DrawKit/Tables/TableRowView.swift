import Foundation

/// The view of one row of a ``TableView``: it holds a cell view per column in sight, reused
/// with the row view for the rows it shows next (a column that leaves sight takes its cell
/// with it), and draws what ``ThemeEntry/tableRow``
/// says between the cells.
///
/// The table makes its row views; read one with ``ListView/rowView(at:)`` to style it in a
/// drawing (``row``, ``table``).
public final class TableRowView: DrawView, ThemedWidget {
  /// The row's look: ``ThemeEntry/tableRow``.
  public static var themeEntry: ThemeEntry<DrawingLayers<TableRowView>> { .tableRow }

  /// The table the row belongs to.
  public private(set) weak var table: TableView?

  /// The row this view shows, or `nil` before it shows one.
  public private(set) var row: Int?

  /// The cell views of the columns in sight, by column key.
  var cells: [String: DrawView] = [:]
  /// The columns whose cells are filled for ``row``.
  private var filledColumns: Set<String> = []
  /// The table cell element the row last gave each cell view that had none of its own.
  private var describedCells: [ObjectIdentifier: AccessibilityElement] = [:]

  init(table: TableView) {
    self.table = table
    super.init(frame: .zero)
  }

  /// Shows row `index`: every cell in sight is filled again.
  func configure(row index: Int) {
    row = index
    filledColumns = []
    showCells()
  }

  /// Places the cells at their columns, making and filling those of columns that came into
  /// sight.
  override public func layoutSubviews() {
    showCells()
  }

  /// As tall as the tallest cell in sight at its column's width.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let table else { return CGSize(width: size.width, height: 0) }
    var height: CGFloat = 0
    for column in table.visibleColumns {
      guard let cell = cells[table.columnKeys[column]], !cell.isHidden else { continue }
      let offered = CGSize(width: table.width(ofColumn: column), height: .infinity)
      height = max(height, cell.sizeThatFits(offered).height)
    }
    return CGSize(width: size.width, height: height)
  }

  /// A table row named by the data source's ``ListDataSource/rowText``, unless an element
  /// was assigned.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      if let assigned = accessibilityStorage?.element { return assigned }
      let text = row.flatMap { row in table?.dataSource.rowText?(row) } ?? ""
      return AccessibilityElement(role: .tableRow, label: text)
    }
    set { super.accessibilityElement = newValue }
  }

  /// Gives each column in sight a cell, filled for ``row`` and placed in its column; drops
  /// the cells of columns out of sight or gone, so a row holds cells for the columns in sight
  /// only, however far the table scrolls sideways.
  private func showCells() {
    guard let table, let row else { return }
    for (key, cell) in cells {
      if let column = table.columnIndex(ofKey: key), table.showsCells(of: column) { continue }
      cell.removeFromSuperview()
      cells[key] = nil
      filledColumns.remove(key)
      describedCells[ObjectIdentifier(cell)] = nil
    }
    // A configure may change the table's columns: each step reads them afresh, and stops
    // when they changed (the table fills its rows again once its layout ends).
    let generation = table.columnsGeneration
    for column in table.visibleColumns where table.showsCells(of: column) {
      guard table.columnsGeneration == generation else { return }
      let key = table.columnKeys[column]
      let cell = cells[key] ?? makeCell(column, key: key)
      if cell.isHidden { cell.isHidden = false }
      if !filledColumns.contains(key) {
        let columnValue = table.columns[column]
        columnValue.configureCell(cell, row)
        table.cellsConfigured += 1
        describe(cell, column: columnValue, row: row)
        filledColumns.insert(key)
        guard table.columnsGeneration == generation else { return }
      }
      let frame = CGRect(
        x: table.columnLefts[column], y: 0, width: table.columnWidths[column],
        height: bounds.height)
      if cell.frame != frame { cell.frame = frame }
    }
  }

  /// A new cell for `column`; a column that hands out a view shown elsewhere gets an empty
  /// cell instead.
  private func makeCell(_ column: Int, key: String) -> DrawView {
    guard let table else { return DrawView() }
    var cell = table.columns[column].makeCell()
    table.cellsMade += 1
    if cell.superview != nil { cell = DrawView() }
    cells[key] = cell
    addSubview(cell)
    return cell
  }

  /// Gives `cell` a ``AccessibilityRole/tableCell`` element named by the column's
  /// ``TableColumn/cellText`` (or the name the view gives itself), unless the configure
  /// assigned an element of its own.
  private func describe(_ cell: DrawView, column: TableColumn, row: Int) {
    let id = ObjectIdentifier(cell)
    let assigned = cell.accessibilityStorage?.element
    guard assigned == nil || assigned == describedCells[id] else {
      describedCells[id] = nil
      return
    }
    if assigned != nil { cell.accessibilityElement = nil }
    let label = column.cellText?(row) ?? cell.accessibilityElement?.label ?? ""
    let element = AccessibilityElement(role: .tableCell, label: label)
    cell.accessibilityElement = element
    describedCells[id] = element
  }
}
