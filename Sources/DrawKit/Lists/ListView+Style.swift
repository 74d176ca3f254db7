import Foundation

extension ThemeEntry where Value == DrawingLayers<ListView> {
  /// How lists look: drawn behind the rows, for the rows in sight only.
  ///
  /// By default, back to front: ``DrawingSlot/rowHighlight``, a faint label-coloured fill
  /// behind the hovered row (stronger while pressed); ``DrawingSlot/selection``, the theme's
  /// selection colour behind each selected row (the accent while the list has the focus);
  /// ``DrawingSlot/rowSeparators``, a one-point separator-coloured line under each row but
  /// the last.
  public static let listView = ThemeEntry(default: [
    .rowHighlight:
      Drawing<ListView>("rowHighlight") { list, context in
        for index in list.visibleRows {
          guard let row = list.rowView(at: index), row.isHovered || row.isPressed else { continue }
          context.setFillColor(.label.withAlphaComponent(row.isPressed ? 0.12 : 0.06))
          context.fill(list.rectForRow(index))
        }
      },
    .selection:
      Drawing<ListView>("selection") { list, context in
        let selection = list.selectedIndices
        guard !selection.isEmpty else { return }
        context.setFillColor(list.isFocused ? .accent.withAlphaComponent(0.35) : .selection)
        for index in list.visibleRows where selection.contains(index) {
          context.fill(list.rectForRow(index))
        }
      },
    .rowSeparators:
      Drawing<ListView>("rowSeparators") { list, context in
        context.setFillColor(.separator)
        for index in list.visibleRows where index < list.rowCount - 1 {
          let rect = list.rectForRow(index)
          context.fill(CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1))
        }
      },
  ])
}
