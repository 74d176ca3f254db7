import Foundation

extension TableView {
  /// After a change of ``columns``: new keys, the dragged widths and the sort kept for the
  /// columns that stay, the columns laid out again, and every row in sight filled afresh.
  func columnsDidChange() {
    columnsGeneration += 1
    var keys: [String] = []
    var indices: [String: Int] = [:]
    keys.reserveCapacity(columns.count)
    for (index, column) in columns.enumerated() {
      var key = column.id
      var repeats = 1
      while indices[key] != nil {
        key = "\(column.id)\u{0}\(repeats)"
        repeats += 1
      }
      keys.append(key)
      indices[key] = index
    }
    columnKeys = keys
    columnIndices = indices
    setWidths = setWidths.filter { key, _ in
      indices[key].map { columns[$0].width.isFlexible } ?? false
    }
    if let sortDescriptor, !columns.contains(where: { $0.id == sortDescriptor.columnID }) {
      self.sortDescriptor = nil
    }
    layOutColumns()
    header.reloadColumns()
    // Rows are filled again after the layout of the rows, when a configure changed the columns.
    applyChange { [weak self] in
      guard let self else { return }
      recycleAllRows()
      requestRowLayout()
      setNeedsDisplay()
    }
  }

  /// After a change of the columns' widths (a drag, a new table width): the columns laid out
  /// again, and the rows in sight place their cells anew without being filled again.
  func columnWidthsDidChange() {
    layOutColumns()
    header.setNeedsLayout()
    header.setNeedsDisplay()
    for view in rowViews.values {
      view.setNeedsLayout()
      view.setNeedsDisplay()
    }
  }

  /// Lays the columns out across the table's width: each at the width the user set, or its
  /// ideal width, held to its minimum and maximum; then the width left over is shared among
  /// the flexible columns the user did not size, equally, each up to its maximum.
  ///
  /// Sorting the sharers by how much each can still take makes the share one pass:
  /// O(n log n) for n columns.
  func layOutColumns() {
    let available = bounds.width.isFinite ? max(bounds.width, 0) : 0
    var widths = columns.indices.map { index in
      let width = columns[index].width
      return width.clamped(setWidths[columnKeys[index]] ?? width.ideal)
    }
    var spare = available - widths.reduce(0, +)
    if spare > 0 {
      let sharers = columns.indices.filter { index in
        columns[index].width.isFlexible && setWidths[columnKeys[index]] == nil
          && widths[index] < columns[index].width.maximum
      }.sorted { first, second in
        columns[first].width.maximum - widths[first]
          < columns[second].width.maximum - widths[second]
      }
      for (position, index) in sharers.enumerated() {
        let share = spare / CGFloat(sharers.count - position)
        let added = min(share, columns[index].width.maximum - widths[index])
        widths[index] += added
        spare -= added
      }
    }
    var lefts: [CGFloat] = []
    lefts.reserveCapacity(widths.count)
    var left: CGFloat = 0
    for width in widths {
      lefts.append(left)
      left += width
    }
    columnLefts = lefts
    columnWidths = widths
    columnsWidth = left
    columnsLaidOutWidth = bounds.width
    placeHeader()
    syncContentSize()
    updateVisibleColumns()
  }

  /// Finds the columns in sight at the offset (two binary searches over the columns' edges)
  /// and, when they changed, has the header and the rows in sight show theirs.
  func updateVisibleColumns() {
    let left = contentOffset.x
    let right = left + (bounds.width.isFinite ? max(bounds.width, 0) : 0)
    // The first column reaching past the left edge, or an empty one standing at it.
    let first = firstColumn { column in
      let edge = columnLefts[column] + columnWidths[column]
      return edge > left || (columnWidths[column] == 0 && edge >= left)
    }
    let end = max(first, firstColumn { columnLefts[$0] >= right })
    guard visibleColumns != first..<end else { return }
    visibleColumns = first..<end
    header.setNeedsLayout()
    header.setNeedsDisplay()
    for view in rowViews.values {
      view.setNeedsLayout()
      view.setNeedsDisplay()
    }
    // Estimated rows are measured by their cells in sight: the rows shown are measured again
    // with the columns that came in, keeping the first row in sight in place.
    if rowHeight.isEstimated, !rowViews.isEmpty {
      heights.removeMeasurements(of: IndexSet(rowViews.keys))
      recycleAllRows()
      anchorNeedsRestore = true
      requestRowLayout()
    }
  }

  /// The first column for which `isPast` holds, or the column count: `isPast` must hold for
  /// every column after one it holds for (column edges only grow left to right).
  private func firstColumn(where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = columnLefts.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// Whether `column` has cells: it starts inside the table's width and is wider than 0.
  func showsCells(of column: Int) -> Bool {
    visibleColumns.contains(column) && columnWidths[column] > 0
  }

  /// The column whose key is `key`, or `nil` when no column has it now.
  func columnIndex(ofKey key: String) -> Int? {
    columnIndices[key]
  }
}

extension TableView {
  /// A drag of `column`'s edge starts: the flexible columns to its left keep the widths they
  /// have now, so that the edge follows the pointer.
  func beginResizing(column: Int) {
    for index in 0..<min(column, columns.count) where columns[index].width.isFlexible {
      setWidths[columnKeys[index]] = columnWidths[index]
    }
  }
}
