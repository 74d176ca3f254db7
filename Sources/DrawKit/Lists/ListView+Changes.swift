import Foundation

extension ListView {
  /// Tells the list that rows were inserted at `indices` (their indices after the
  /// insertion), as the data source now has them.
  ///
  /// Rows after them move down with their selection, measured heights and views; rows
  /// inserted above the rows in sight do not push them: the offset grows by their height.
  /// Indices past the new end (or negative) are ignored. Then the data source's
  /// ``ListDataSource/rowCount`` is read: a count other than the old one plus the insertions
  /// reloads the list (``reloadData()``).
  public func insertRows(at indices: IndexSet) {
    applyChange { [weak self] in self?.applyInsertion(indices) }
  }

  /// Tells the list that the rows at `indices` (their indices before the deletion) were
  /// deleted from the data source.
  ///
  /// Their views go back to the pool and their selection is dropped (without a call of
  /// `onSelectionChange(_:)`); the rows after them move up with their selection. The
  /// focused row, if deleted, becomes the row that takes its place. The rows in sight stay
  /// where they are on screen. Indices outside the rows are ignored; then the count is
  /// checked as for ``insertRows(at:)``.
  public func deleteRows(at indices: IndexSet) {
    applyChange { [weak self] in self?.applyDeletion(indices) }
  }

  /// Tells the list that the row at `source` moved to `destination` (its index after the
  /// move), taking its selection, focus and height along; indices outside the rows move
  /// nothing.
  public func moveRow(from source: Int, to destination: Int) {
    applyChange { [weak self] in
      guard let self, (0..<rowCount).contains(source), (0..<rowCount).contains(destination),
        source != destination
      else { return }
      let selected = selection.contains(source)
      let focused = focusedRow == source
      let measured = heights.isMeasured(source) ? heights.height(of: source) : nil
      applyDeletion(IndexSet(integer: source), checkingCount: false)
      applyInsertion(IndexSet(integer: destination), checkingCount: false)
      if let measured { heights.setHeight(measured, of: destination) }
      if selected { selection.insert(destination) }
      if focused { focusedRow = destination }
      setNeedsDisplay()
    }
  }

  /// Tells the list that the rows at `indices` changed.
  ///
  /// Those in sight are configured and measured again at the next layout, the others
  /// measured again when they come into sight. Rows in sight stay where they are on screen
  /// whatever their new heights.
  public func reloadRows(at indices: IndexSet) {
    applyChange { [weak self] in
      guard let self else { return }
      heights.removeMeasurements(of: indices)
      for index in indices.intersection(IndexSet(integersIn: visibleRows)) {
        recycleRow(at: index)
      }
      anchorNeedsRestore = true
      requestRowLayout()
    }
  }

  /// Reads the row count again and configures and measures every row in sight afresh.
  ///
  /// The selection keeps its indices, less those past the new end; the focused row and the
  /// first row in sight are kept too, moved to the last row when past the end.
  public func reloadData() {
    applyChange { [weak self] in
      guard let self else { return }
      let count = max(dataSource.rowCount(), 0)
      heights.setCount(count)
      heights.removeMeasurements()
      recycleAllRows()
      focusedRow = focusedRow.map { min($0, count - 1) }.flatMap { $0 >= 0 ? $0 : nil }
      selectionAnchor = selectionAnchor.flatMap { $0 < count ? $0 : nil }
      anchorRow = anchorRow.map { min($0, count - 1) }.flatMap { $0 >= 0 ? $0 : nil }
      anchorNeedsRestore = true
      setSelection(selection)
      syncContentSize()
      setNeedsDisplay()
      requestRowLayout()
    }
  }

  private func applyInsertion(_ indices: IndexSet, checkingCount: Bool = true) {
    anchorAtCurrentOffset()
    let newCount = rowCount + indices.count
    let inserted = indices.intersection(IndexSet(integersIn: 0..<max(newCount, 0)))
    // Ignored indices do not count: the rows inserted are those inside.
    let expected = rowCount + inserted.count
    heights.insertRows(inserted)
    func moved(_ row: Int) -> Int {
      var index = row
      for range in inserted.rangeView where range.lowerBound <= index { index += range.count }
      return index
    }
    var views: [Int: DrawView] = [:]
    for (index, view) in rowViews { views[moved(index)] = view }
    rowViews = views
    for range in inserted.rangeView {
      selection.shift(startingAt: range.lowerBound, by: range.count)
    }
    focusedRow = focusedRow.map(moved)
    selectionAnchor = selectionAnchor.map(moved)
    anchorRow = anchorRow.map(moved)
    finishChange(expecting: expected, checkingCount: checkingCount)
  }

  private func applyDeletion(_ indices: IndexSet, checkingCount: Bool = true) {
    anchorAtCurrentOffset()
    let deleted = indices.intersection(IndexSet(integersIn: 0..<rowCount))
    for index in deleted.intersection(IndexSet(integersIn: visibleRows)) {
      recycleRow(at: index)
    }
    heights.deleteRows(deleted)
    let count = rowCount
    /// Where row `row` is after the deletion; a deleted row becomes the row taking its place
    /// (the last row when nothing follows).
    func moved(_ row: Int) -> Int? {
      guard count > 0 else { return nil }
      return min(row - deleted.count(in: 0..<row), count - 1)
    }
    var views: [Int: DrawView] = [:]
    for (index, view) in rowViews {
      if let index = moved(index) { views[index] = view }
    }
    rowViews = views
    selection.subtract(deleted)
    for range in deleted.rangeView.reversed() {
      selection.shift(startingAt: range.upperBound, by: -range.count)
    }
    focusedRow = focusedRow.flatMap(moved)
    selectionAnchor = selectionAnchor.flatMap { deleted.contains($0) ? nil : moved($0) }
    anchorRow = anchorRow.flatMap(moved)
    finishChange(expecting: count, checkingCount: checkingCount)
  }

  /// After an insertion or deletion: reloads if the data source disagrees with the count,
  /// else keeps the rows in sight on screen and redraws.
  private func finishChange(expecting count: Int, checkingCount: Bool) {
    if checkingCount, max(dataSource.rowCount(), 0) != count {
      reloadData()
      return
    }
    anchorNeedsRestore = true
    syncContentSize()
    setNeedsDisplay()
    requestRowLayout()
  }
}
