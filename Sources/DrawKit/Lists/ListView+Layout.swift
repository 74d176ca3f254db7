import Foundation

extension ListView {
  /// The layout step of the rows, run by the row container's ``DrawView/layoutSubviews()``:
  /// recycles the views of rows that left the sight, makes or reuses and configures views
  /// for the rows that came in (measuring them when heights are estimated), keeps the anchor
  /// row where it was on screen, and places the views.
  ///
  /// The work is one configure (and one measure) per row that came into sight, and a binary
  /// search per row shown, whatever the number of rows.
  func layOutRows() {
    guard !isLayingOutRows else { return }
    isLayingOutRows = true
    let width = bounds.width
    if width != measuredWidth {
      if rowHeight.isEstimated, !measuredWidth.isNaN {
        heights.removeMeasurements()
        recycleAllRows()
        anchorNeedsRestore = true
      }
      measuredWidth = width
    }
    if !anchorNeedsRestore, contentOffset.y != laidOutOffset || anchorRow == nil {
      chooseAnchor()
    }
    syncContentSize()
    if anchorNeedsRestore { restoreAnchor() }
    // Measurements can move rows in or out of sight; a few rounds settle any estimate.
    for _ in 0..<4 {
      let range = rowsInSight()
      let moved = showRows(range)
      syncContentSize()
      if moved { restoreAnchor() }
      if let row = rowToReveal {
        revealRow(row)
        chooseAnchor()
      }
      if rowsInSight() == range { break }
    }
    rowToReveal = nil
    anchorNeedsRestore = false
    placeRows()
    chooseAnchor()
    laidOutOffset = contentOffset.y
    // Moving, showing, hiding and placing its own rows asks for no second layout of them.
    rowContainer.needsLayoutStorage = false
    rowLayoutPasses += 1
    isLayingOutRows = false
    let changes = deferredChanges
    deferredChanges = []
    for change in changes { change() }
  }

  /// Runs `change` now, or after the layout of the rows when one is under way (a data
  /// source changing the rows from `configureRow`).
  func applyChange(_ change: @escaping () -> Void) {
    if isLayingOutRows {
      deferredChanges.append(change)
    } else {
      change()
    }
  }

  /// The first row in sight keeps its place on screen: among the rows that had views at the
  /// last layout the first still in sight (so rows already shown never jump), else the row at
  /// the top edge.
  func chooseAnchor() {
    // Offsets are in the rows' own coordinates (from the first row's top), where the part
    // of the list not covered by ``rowsTop`` starts at the offset.
    let offset = contentOffset.y
    let bottom = offset + bounds.height - rowsTop
    var anchor: Int?
    for index in rowViews.keys where index < rowCount {
      let top = heights.top(of: index)
      guard top + heights.height(of: index) > offset, top < bottom else { continue }
      if anchor.map({ index < $0 }) ?? true { anchor = index }
    }
    anchorRow = anchor ?? heights.row(at: offset)
    anchorDelta = anchorRow.map { heights.top(of: $0) - offset } ?? 0
  }

  /// Takes the anchor afresh when the user scrolled since the last layout, before a change
  /// of the rows moves it with them.
  func anchorAtCurrentOffset() {
    guard !anchorNeedsRestore, contentOffset.y != laidOutOffset else { return }
    chooseAnchor()
    laidOutOffset = contentOffset.y
  }

  /// Moves the offset so that the anchor row is where it was on screen.
  func restoreAnchor() {
    guard let anchorRow, anchorRow < rowCount else { return }
    let target = heights.top(of: anchorRow) - anchorDelta
    if target != contentOffset.y {
      withAnimation(nil) { contentOffset = CGPoint(x: contentOffset.x, y: target) }
    }
  }

  /// Gives the content the height of every row and the rows' width.
  func syncContentSize() {
    let size = CGSize(width: rowsWidth, height: rowsTop + heights.total)
    if preferredContentSize != size { preferredContentSize = size }
  }

  /// The rows in sight and one estimated row more above and below.
  func rowsInSight() -> Range<Int> {
    guard rowCount > 0,
      let first = heights.row(at: contentOffset.y - heights.estimate),
      let last = heights.row(
        at: contentOffset.y + bounds.height - rowsTop + heights.estimate)
    else { return 0..<0 }
    return first..<(last + 1)
  }

  /// Recycles the views of rows outside `range` and gives every row in it a configured view;
  /// returns whether a measurement changed the height of a row.
  ///
  /// The views of the rows that left go back to the free views still shown, and the rows
  /// that came in take them first, so a scroll step hides and shows no view; those left over
  /// are hidden at the end.
  private func showRows(_ range: Range<Int>) -> Bool {
    // The leaving rows are listed first: releasing them while iterating the dictionary's
    // keys would copy the whole dictionary on its first removal, every frame.
    for index in rowViews.keys.filter({ !range.contains($0) }) {
      releaseRow(at: index)
    }
    defer { hideFreeRowViews() }
    var moved = false
    for index in range where rowViews[index] == nil {
      let view = dequeueRowView(for: index)
      rowViews[index] = view
      keepInRowOrder(view, at: index)
      configureRowView(view, at: index)
      describeRowForAccessibility(view, at: index)
      rowsConfigured += 1
      if rowHeight.isEstimated, !heights.isMeasured(index) {
        let size = view.sizeThatFits(CGSize(width: rowsWidth, height: .infinity))
        rowsMeasured += 1
        if heights.setHeight(size.height, of: index) != 0 { moved = true }
      }
    }
    visibleRows = range
    return moved
  }

  /// Keeps the shown rows' views in row order among the subviews: the order hit testing,
  /// accessibility and focus order follow.
  ///
  /// The view just shown for row `index` moves right after the view of the row before it
  /// (to the front for the first row in sight). Views already shown stay where they are,
  /// keeping their hover and press; the moved view only changes its place in the order (see
  /// ``DrawView/insertSubview(_:at:)``), so it keeps its resolved theme and its layouts.
  private func keepInRowOrder(_ view: DrawView, at index: Int) {
    var target = 0
    if let previous = rowViews[index - 1],
      let position = rowContainer.subviews.firstIndex(where: { $0 === previous })
    {
      target = position + 1
    }
    let current = rowContainer.subviews.firstIndex { $0 === view } ?? target
    // Positions after the view's own move down by one once it is taken out.
    let destination = current < target ? target - 1 : target
    if current != destination { rowContainer.insertSubview(view, at: destination) }
  }

  /// A free view of row `index`'s kind, or a new one.
  ///
  /// A view that left the sight in this layout is still shown: what the tree kept for it (the
  /// focus within it, its hover and press) ends, as hiding it would have ended it.
  private func dequeueRowView(for index: Int) -> DrawView {
    let kind = rowKind(at: index)
    if let view = freeRowViews[kind]?.popLast() {
      if view.isHidden {
        view.isHidden = false
      } else {
        TreeCallbacks.current.deferring { view.leaveInteraction() }
      }
      return view
    }
    let view = makeRowView(ofKind: kind)
    rowsMade += 1
    if rowViewKinds[ObjectIdentifier(view)] != nil || view.superview != nil {
      // A data source that hands out one view twice, or a view already shown elsewhere,
      // gets an empty row rather than two rows sharing a view.
      let blank = DrawView()
      rowViewKinds[ObjectIdentifier(blank)] = kind
      rowContainer.addSubview(blank)
      return blank
    }
    rowViewKinds[ObjectIdentifier(view)] = kind
    rowContainer.addSubview(view)
    return view
  }

  /// Hides the view of row `index` and keeps it for reuse.
  func recycleRow(at index: Int) {
    guard let view = releaseRow(at: index) else { return }
    view.isHidden = true
    rowViewsHidden += 1
  }

  /// Keeps the view of row `index` for reuse, still shown, and returns it.
  @discardableResult
  private func releaseRow(at index: Int) -> DrawView? {
    guard let view = rowViews.removeValue(forKey: index) else { return nil }
    view.isSelected = false
    let kind = rowViewKinds[ObjectIdentifier(view)] ?? ""
    freeRowViews[kind, default: []].append(view)
    return view
  }

  /// Hides the free views that no row took in this layout: the shown ones, which
  /// ``releaseRow(at:)`` put at the ends of the free lists (the views before them are hidden).
  private func hideFreeRowViews() {
    for views in freeRowViews.values {
      for view in views.reversed() {
        guard !view.isHidden else { break }
        view.isHidden = true
        rowViewsHidden += 1
      }
    }
  }

  /// Recycles every row view: they are configured again at the next layout.
  func recycleAllRows() {
    for index in Array(rowViews.keys) { recycleRow(at: index) }
  }

  /// Sets each row view's frame and selected state.
  private func placeRows() {
    let width = rowsWidth
    let hasSelection = !selection.isEmpty
    for (index, view) in rowViews {
      let frame = CGRect(
        x: 0, y: rowsTop + heights.top(of: index), width: width,
        height: heights.height(of: index))
      if view.frame != frame { view.frame = frame }
      let selected = hasSelection && selection.contains(index)
      if view.isSelected != selected { view.isSelected = selected }
    }
  }
}
