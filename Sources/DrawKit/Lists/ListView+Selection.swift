import Foundation

extension ListView {
  /// Sets the selection, held to the rows and the mode, showing it on the row views; the
  /// caller reports a change the user made (``reportSelectionChange()``).
  func setSelection(_ indices: IndexSet) {
    var new = indices.intersection(IndexSet(integersIn: 0..<rowCount))
    if selectionMode == .none {
      new = IndexSet()
    } else if selectionMode == .single, let first = new.first {
      new = IndexSet(integer: first)
    }
    guard new != selection else { return }
    selection = new
    postAccessibilityNotification(.selectionChanged)
    for (index, view) in rowViews {
      let selected = selection.contains(index)
      if view.isSelected != selected { view.isSelected = selected }
    }
    setNeedsDisplay()
  }

  /// Calls the selection callback, unless it is running already (a callback that selects
  /// rows by keys or clicks it sends is not called again from inside itself).
  func reportSelectionChange() {
    guard !isReportingSelection, let selectionChangeHandler else { return }
    isReportingSelection = true
    defer { isReportingSelection = false }
    selectionChangeHandler()
  }

  /// The user chose `row` with a click or a movement key: selects it as the modifiers say,
  /// makes it the focused row, scrolls it into sight, then reports a changed selection.
  ///
  /// Plain: the row alone (its range from the anchor row with `extending`). Ctrl
  /// (`toggling`) in multiple selection: the row is added or removed; with
  /// `movingFocusOnly`, the selection stays.
  func choose(
    row: Int, extending: Bool = false, toggling: Bool = false, movingFocusOnly: Bool = false
  ) {
    guard rowCount > 0 else { return }
    let row = min(max(row, 0), rowCount - 1)
    let before = selection
    if focusedRow != row {
      focusedRow = row
      postAccessibilityNotification(.focusChanged)
    }
    if !movingFocusOnly {
      if selectionMode == .multiple, extending {
        let anchor = selectionAnchor ?? row
        var range = IndexSet(integersIn: min(anchor, row)...max(anchor, row))
        if toggling { range.formUnion(selection) }
        setSelection(range)
      } else if selectionMode == .multiple, toggling {
        var toggled = selection
        if toggled.contains(row) { toggled.remove(row) } else { toggled.insert(row) }
        selectionAnchor = row
        setSelection(toggled)
      } else {
        selectionAnchor = row
        setSelection(IndexSet(integer: row))
      }
    }
    setNeedsDisplay()
    scrollToRow(row)
    if selection != before { reportSelectionChange() }
  }

  /// Calls the activation callback for `row`; returns whether there was one.
  func activateRow(_ row: Int) -> Bool {
    guard let rowActivationHandler, (0..<rowCount).contains(row) else { return false }
    rowActivationHandler(row)
    return true
  }

  /// A primary press on a row chooses it (Shift extends, Ctrl toggles in multiple
  /// selection); a double click activates it; returns whether the event was used.
  func press(_ event: PointerEvent) -> Bool {
    guard event.phase == .down, event.button == .primary, let row = row(at: event.location)
    else { return false }
    if event.clickCount == 2, focusedRow == row, activateRow(row) { return true }
    let modifiers = event.modifiers
    choose(row: row, extending: modifiers.contains(.shift), toggling: modifiers.contains(.control))
    return true
  }
}
