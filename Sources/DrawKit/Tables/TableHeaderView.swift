import Foundation

/// The header of a ``TableView``: a title per column, kept at the top of the table while the
/// rows scroll; a click sorts by a column, a drag of a flexible column's right edge resizes it.
///
/// Its look is ``ThemeEntry/tableHeader``; the titles are ``Label``s, one per column in
/// sight, each a ``AccessibilityRole/columnHeader`` to a screen reader (its value says how the
/// column sorts). Read ``table``, ``pressedColumn``, ``hoveredColumn`` and the table's
/// ``TableView/rectForColumn(_:)`` and ``TableView/sortDescriptor`` in a drawing.
public final class TableHeaderView: DrawView, ThemedWidget {
  /// The header's look: ``ThemeEntry/tableHeader``.
  public static var themeEntry: ThemeEntry<DrawingLayers<TableHeaderView>> { .tableHeader }

  /// How near a column's right edge, in points, a press resizes the column.
  public static let resizeTolerance: CGFloat = 4

  /// The table whose header this is.
  public internal(set) weak var table: TableView?

  /// The column the pointer is over, or `nil`.
  public internal(set) var hoveredColumn: Int?

  /// The column whose header the primary button is held on (a click to come), or `nil`.
  public internal(set) var pressedColumn: Int?

  /// The column whose edge is being dragged, or `nil`.
  public internal(set) var resizingColumn: Int?

  /// The title labels, the first for the first column in sight and so on.
  var titleLabels: [Label] = []
  /// Where a resize drag started, and the column's width then.
  private var resizeStart: (x: CGFloat, width: CGFloat) = (0, 0)

  init() {
    super.init(frame: .zero)
  }

  /// The titles of the columns in sight, in their columns.
  override public func layoutSubviews() {
    guard let table else { return }
    let visible = table.visibleColumns
    while titleLabels.count < visible.count {
      let label = Label(color: .secondaryLabel)
      label.isUserInteractionEnabled = false
      titleLabels.append(label)
      addSubview(label)
    }
    for (position, label) in titleLabels.enumerated() {
      let column = visible.lowerBound + position
      guard position < visible.count, table.width(ofColumn: column) > 0 else {
        if !label.isHidden { label.isHidden = true }
        continue
      }
      if label.isHidden { label.isHidden = false }
      let title = table.columns[column].title
      if label.text != title { label.text = title }
      let rect = table.rectForColumn(column)
      let height = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        .height
      // Room on the right for the sort indicator.
      let frame = CGRect(
        x: rect.minX + 8, y: ((bounds.height - height) / 2).rounded(),
        width: max(rect.width - 28, 0), height: height)
      if label.frame != frame { label.frame = frame }
    }
    describeColumns()
  }

  /// The view showing `column`'s title, while the column is in sight.
  func titleView(of column: Int) -> DrawView? {
    guard let table, table.visibleColumns.contains(column) else { return nil }
    let position = column - table.visibleColumns.lowerBound
    guard position < titleLabels.count, !titleLabels[position].isHidden else { return nil }
    return titleLabels[position]
  }

  /// After a change of the columns: the titles laid out again.
  func reloadColumns() {
    hoveredColumn = nil
    pressedColumn = nil
    resizingColumn = nil
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Gives each title label its column header element: the title, and how the column sorts.
  func describeColumns() {
    guard let table else { return }
    for (position, label) in titleLabels.enumerated() where !label.isHidden {
      let column = table.visibleColumns.lowerBound + position
      guard table.columns.indices.contains(column) else { continue }
      let element = AccessibilityElement(
        role: .columnHeader, label: table.columns[column].title,
        value: table.sortOrderName(of: column))
      if label.accessibilityElement != element { label.accessibilityElement = element }
    }
  }

  /// Hover shows the resize cursor over a flexible column's edge; a primary press there
  /// starts a resize that the drag follows, elsewhere it presses the column's header, and a
  /// release on the same header sorts by its column.
  override public func pointerEvent(_ event: PointerEvent) -> Bool {
    if super.pointerEvent(event) { return true }
    guard let table else { return false }
    let x = event.location.x
    switch event.phase {
    case .hover, .enter:
      let column = table.column(atX: x)
      if hoveredColumn != column {
        hoveredColumn = column
        setNeedsDisplay()
      }
      let cursor: PointerCursor? = table.resizableEdge(atX: x) != nil ? .columnResize : nil
      if pointerCursor != cursor { pointerCursor = cursor }
      return true
    case .exit:
      if hoveredColumn != nil {
        hoveredColumn = nil
        setNeedsDisplay()
      }
      if resizingColumn == nil { pointerCursor = nil }
      return true
    case .down where event.button == .primary:
      if let column = table.resizableEdge(atX: x) {
        table.beginResizing(column: column)
        resizingColumn = column
        // Where the pointer is in the table's visible area: a narrower column can pull a
        // table scrolled to its right end back, which moves the header under the pointer.
        resizeStart = (x - table.contentOffset.x, table.width(ofColumn: column))
        pointerCursor = .columnResize
      } else if let column = table.column(atX: x), table.columns[column].isSortable {
        pressedColumn = column
        setNeedsDisplay()
      }
      return true
    case .move:
      if let column = resizingColumn {
        let moved = x - table.contentOffset.x - resizeStart.x
        table.setWidth(resizeStart.width + moved, ofColumn: column)
      }
      return resizingColumn != nil || pressedColumn != nil
    case .up:
      if resizingColumn != nil {
        resizingColumn = nil
        return true
      }
      guard let pressed = pressedColumn else { return false }
      pressedColumn = nil
      setNeedsDisplay()
      if table.column(atX: x) == pressed { table.sortByUser(column: pressed) }
      return true
    default:
      return false
    }
  }
}
