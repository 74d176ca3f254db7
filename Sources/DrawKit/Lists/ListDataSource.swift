import Foundation

/// What a ``ListView`` shows: how many rows there are, and how to make and fill the view of a
/// row, owned by the user's code and asked only for the rows in sight.
///
/// The list makes a row view for a *kind* of row (``makeRow``) only when none of that kind is
/// free, and calls ``configureRow`` to fill it for an index each time it shows that view for
/// another row: views that scroll out are reused, one pool per kind, as `UITableView` and
/// GTK's `GtkListView` with a `GtkSignalListItemFactory` reuse theirs. Reusing views by kind,
/// rather than asking for a view per index, keeps the number of views the size of the
/// screen and lets a row be any ``DrawView`` (a ``Label``, a `Row { ImageView; Label }`)
/// whose text and images change at a configure call, which costs far less than building it.
///
/// ```swift
/// let names = ["Ada", "Grace", "Linus"]
/// let source = ListDataSource(
///   rowCount: { names.count }, makeRow: { Label() },
///   configureRow: { label, index in label.text = names[index] }, rowText: { names[$0] })
/// let list = ListView(dataSource: source)
/// ```
public struct ListDataSource {
  /// The number of rows.
  ///
  /// Read when the list is made, on ``ListView/reloadData()`` and after each insertion or
  /// deletion, to check it. Negative counts are 0.
  public var rowCount: () -> Int
  /// The kind of view row `index` needs: rows of one kind share a pool of views.
  public var rowKind: (Int) -> String
  /// Makes a view for rows of a kind.
  public var makeRow: (String) -> DrawView
  /// Fills a view (made by ``makeRow`` for the row's kind) to show row `index`.
  public var configureRow: (DrawView, Int) -> Void
  /// The text of row `index` that type-ahead matches typed letters against; `nil` for no
  /// type-ahead.
  public var rowText: ((Int) -> String)?

  /// A source whose rows are of several kinds.
  ///
  /// - Parameters:
  ///   - rowCount: The number of rows.
  ///   - rowKind: The kind of row `index`.
  ///   - makeRow: Makes a view for a kind.
  ///   - configureRow: Fills a view of the row's kind for an index.
  ///   - rowText: The text type-ahead matches, or `nil`.
  public init(
    rowCount: @escaping () -> Int, rowKind: @escaping (Int) -> String,
    makeRow: @escaping (String) -> DrawView,
    configureRow: @escaping (DrawView, Int) -> Void, rowText: ((Int) -> String)? = nil
  ) {
    self.rowCount = rowCount
    self.rowKind = rowKind
    self.makeRow = makeRow
    self.configureRow = configureRow
    self.rowText = rowText
  }

  /// A source whose rows are all views of one type, filled without a cast.
  ///
  /// - Parameters:
  ///   - rowCount: The number of rows.
  ///   - makeRow: Makes a row view.
  ///   - configureRow: Fills a row view for an index.
  ///   - rowText: The text type-ahead matches, or `nil`.
  public init<Row: DrawView>(
    rowCount: @escaping () -> Int, makeRow: @escaping () -> Row,
    configureRow: @escaping (Row, Int) -> Void, rowText: ((Int) -> String)? = nil
  ) {
    self.init(
      rowCount: rowCount, rowKind: { _ in "" }, makeRow: { _ in makeRow() },
      configureRow: { view, index in
        if let row = view as? Row { configureRow(row, index) }
      }, rowText: rowText)
  }

  /// A source of rows whose views the list does not make, for a ``TableView``.
  ///
  /// A table's columns make its cells; a plain ``ListView`` shows these rows empty.
  ///
  /// - Parameters:
  ///   - rowCount: The number of rows.
  ///   - rowText: The text type-ahead matches (and a screen reader reads for a table's row),
  ///     or `nil`.
  public init(rowCount: @escaping () -> Int, rowText: ((Int) -> String)? = nil) {
    self.init(
      rowCount: rowCount, rowKind: { _ in "" }, makeRow: { _ in DrawView() },
      configureRow: { _, _ in }, rowText: rowText)
  }

  /// A source with no rows.
  public static var empty: ListDataSource {
    ListDataSource(rowCount: { 0 }, makeRow: { DrawView() }, configureRow: { _, _ in })
  }
}
