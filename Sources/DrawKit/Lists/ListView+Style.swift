import Foundation

extension ThemeEntry where Value == DrawingLayers<ListView> {
  /// How lists look: drawn behind the rows, for the rows in sight only.
  ///
  /// By default, back to front: ``DrawingSlot/rowHighlight``, a faint label-coloured fill
  /// behind the hovered row (stronger while pressed); ``DrawingSlot/selection``, the theme's
  /// selection colour behind each selected row (the accent while the list has the focus);
  /// ``DrawingSlot/rowSeparators``, a one-point separator-coloured line under each row but
  /// the last.
  ///
  /// The selected rows are filled as one path, and so are the separators: one fill a frame
  /// each, however many rows show, and selected rows that touch show no seam between them
  /// at a fractional scroll offset.
  public static let listView = ThemeEntry(default: [
    .rowHighlight:
      Drawing<ListView>("rowHighlight") { list, context in
        // A hovered row makes the list hovered; a pressed one needs a press under way.
        guard list.isHovered || list.rootView.pointerState?.captured != nil else { return }
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
        context.beginPath()
        for index in list.visibleRows where selection.contains(index) {
          context.addRect(list.rectForRow(index))
        }
        guard !context.isPathEmpty else { return }
        context.setFillColor(list.isFocused ? .accent.withAlphaComponent(0.35) : .selection)
        context.fillPath()
      },
    .rowSeparators:
      Drawing<ListView>("rowSeparators") { list, context in
        let rows = list.visibleRows.clamped(to: 0..<max(list.rowCount - 1, 0))
        guard !rows.isEmpty else { return }
        context.beginPath()
        for index in rows {
          let rect = list.rectForRow(index)
          context.addRect(CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1))
        }
        context.setFillColor(.separator)
        context.fillPath()
      },
  ])
}
