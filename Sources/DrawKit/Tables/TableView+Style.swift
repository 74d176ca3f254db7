import Foundation

extension ThemeEntry where Value == DrawingLayers<TableHeaderView> {
  /// How a table's header looks, behind the column titles.
  ///
  /// By default, back to front: ``DrawingSlot/background``, the control background with a
  /// separator-coloured line along the bottom; ``DrawingSlot/columnHighlight``, a faint
  /// label-coloured fill behind the pressed column's header; ``DrawingSlot/columnSeparators``,
  /// a one-point line at the right of each column in sight but the last;
  /// ``DrawingSlot/sortIndicator``, a small triangle at the right of the sorted column's
  /// header, pointing up while ascending and down while descending.
  public static let tableHeader = ThemeEntry(default: [
    .background:
      Drawing<TableHeaderView>("tableHeaderBackground") { header, context in
        context.setFillColor(.controlBackground)
        context.fill(header.bounds)
        context.setFillColor(.separator)
        context.fill(
          CGRect(x: 0, y: header.bounds.maxY - 1, width: header.bounds.width, height: 1))
      },
    .columnHighlight:
      Drawing<TableHeaderView>("columnHighlight") { header, context in
        guard let table = header.table, let column = header.pressedColumn else { return }
        context.setFillColor(.label.withAlphaComponent(0.12))
        context.fill(table.rectForColumn(column))
      },
    .columnSeparators:
      Drawing<TableHeaderView>("headerColumnSeparators") { header, context in
        header.table?.drawColumnSeparators(in: context, from: 4, to: header.bounds.maxY - 4)
      },
    .sortIndicator:
      Drawing<TableHeaderView>("sortIndicator") { header, context in
        guard let table = header.table, let column = table.sortedColumn,
          table.visibleColumns.contains(column), let descriptor = table.sortDescriptor
        else { return }
        let rect = table.rectForColumn(column)
        let middle = CGPoint(x: rect.maxX - 14, y: rect.midY)
        let tip: CGFloat = descriptor.isAscending ? -3 : 3
        context.setFillColor(.secondaryLabel)
        context.beginPath()
        context.move(to: CGPoint(x: middle.x - 4, y: middle.y - tip))
        context.addLine(to: CGPoint(x: middle.x + 4, y: middle.y - tip))
        context.addLine(to: CGPoint(x: middle.x, y: middle.y + tip))
        context.closePath()
        context.fillPath()
      },
  ])
}

extension ThemeEntry where Value == DrawingLayers<TableRowView> {
  /// How a table's rows look between their cells (the selection and row highlight are the
  /// list's, ``ThemeEntry/listView``).
  ///
  /// By default: ``DrawingSlot/columnSeparators``, a one-point separator-coloured line at the
  /// right of each cell in sight but the last.
  public static let tableRow = ThemeEntry(default: [
    .columnSeparators:
      Drawing<TableRowView>("rowColumnSeparators") { row, context in
        row.table?.drawColumnSeparators(in: context, from: 0, to: row.bounds.height)
      }
  ])
}

extension TableView {
  /// Fills a one-point separator-coloured line from `top` to `bottom` at the right of each
  /// column in sight but the table's last: the default column separators of the header and
  /// the rows.
  func drawColumnSeparators(in context: GraphicsContext, from top: CGFloat, to bottom: CGFloat) {
    context.setFillColor(.separator)
    for column in visibleColumns where column < columns.count - 1 {
      let rect = rectForColumn(column)
      context.fill(CGRect(x: rect.maxX - 1, y: top, width: 1, height: bottom - top))
    }
  }
}
