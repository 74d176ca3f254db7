import Foundation

extension ListView {
  /// Uses a key for the list: a movement key, Return, Ctrl+Space or type-ahead; returns
  /// whether it did.
  func listKey(_ event: KeyEvent) -> Bool {
    moveSelection(for: event) || activate(for: event) || typeAhead(event)
  }

  /// Moves the selection for a movement key; returns whether the focused row or the
  /// selection changed.
  ///
  /// Up, Down, Home, End, Page Up and Page Down choose a row (Shift extends the selection
  /// from the anchor, Ctrl moves the focused row alone); Ctrl+Space toggles the focused row
  /// and Ctrl+A selects every row in multiple selection. In ``ListSelectionMode/none`` they
  /// are the scroll view's.
  private func moveSelection(for event: KeyEvent) -> Bool {
    guard selectionMode != .none, rowCount > 0 else { return false }
    let modifiers = event.modifiers
    guard modifiers.subtracting([.shift, .control]).isEmpty else { return false }
    let shift = modifiers.contains(.shift)
    let control = modifiers.contains(.control)
    if event.key == .space, control, !shift, let focusedRow {
      choose(row: focusedRow, toggling: true)
      return true
    }
    if event.key == .character("a"), control, !shift {
      guard selectionMode == .multiple else { return false }
      let before = selection
      setSelection(IndexSet(integersIn: 0..<rowCount))
      guard selection != before else { return false }
      reportSelectionChange()
      return true
    }
    let current = focusedRow
    let page = max(bounds.height - rowsTop - heights.estimate, heights.estimate)
    let target: Int
    switch event.key {
    case .up: target = current.map { $0 - 1 } ?? 0
    case .down: target = current.map { $0 + 1 } ?? 0
    case .home: target = 0
    case .end: target = rowCount - 1
    case .pageUp:
      target = current.flatMap { heights.row(at: heights.top(of: $0) - page) } ?? 0
    case .pageDown:
      target = current.flatMap { heights.row(at: heights.top(of: $0) + page) } ?? 0
    default: return false
    }
    let row = min(max(target, 0), rowCount - 1)
    let before = (focusedRow, selection)
    choose(row: row, extending: shift, movingFocusOnly: control && !shift)
    return before != (focusedRow, selection)
  }

  /// Return activates the focused row.
  private func activate(for event: KeyEvent) -> Bool {
    guard event.key == .return, event.modifiers.isEmpty, let focusedRow else { return false }
    return activateRow(focusedRow)
  }

  /// Typed text selects the next row whose text starts with what was typed within
  /// ``typeAheadInterval`` seconds of each other; returns whether the text was taken for a
  /// search (a space only when a search is under way).
  private func typeAhead(_ event: KeyEvent) -> Bool {
    guard let rowText = dataSource.rowText, rowCount > 0, let text = event.text, !text.isEmpty,
      event.modifiers.subtracting(.shift).isEmpty,
      text.unicodeScalars.allSatisfy({ !CharacterSet.controlCharacters.contains($0) })
    else { return false }
    let now = treeAnimator.clock.now
    let isFresh =
      lastTypeAhead.map { now - $0 > .seconds(typeAheadInterval) || now < $0 } ?? true
    if isFresh {
      guard text != " " else { return false }
      typeAheadPrefix = ""
    }
    lastTypeAhead = now
    typeAheadPrefix += text
    // The same letter again goes on through the rows starting with it.
    let repeated = typeAheadPrefix.count > 1 && Set(typeAheadPrefix).count == 1
    let prefix = repeated ? String(typeAheadPrefix.prefix(1)) : typeAheadPrefix
    let start = focusedRow.map { prefix.count == 1 ? $0 + 1 : $0 } ?? 0
    for step in 0..<min(rowCount, Self.typeAheadSearchLimit) {
      let row = (start + step) % rowCount
      rowTextsRead += 1
      if rowText(row).range(of: prefix, options: [.anchored, .caseInsensitive]) != nil {
        choose(row: row)
        return true
      }
    }
    return true
  }
}
