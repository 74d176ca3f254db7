import Foundation

/// The list as a screen reader sees it: a ``AccessibilityRole/list`` whose rows in sight are
/// its items, read and chosen through AT-SPI's Selection interface for any number of rows.
extension ListView: AccessibilitySelectionProviding {
  /// The number of rows.
  public var accessibleItemCount: Int { rowCount }

  /// The selected rows; a screen reader's choice is the user's, so it calls
  /// `onSelectionChange(_:)` as a click would.
  public var accessibleSelectedItems: IndexSet {
    get { selection }
    set {
      let before = selection
      setSelection(newValue)
      if selection != before { reportSelectionChange() }
    }
  }

  /// Whether several rows can be selected at once (``ListSelectionMode/multiple``).
  public var isAccessibleSelectionMultiple: Bool { selectionMode == .multiple }

  /// The row the keys move from (``focusedRow``), which reads as focused while the list has
  /// the keyboard focus.
  public var accessibleCurrentItem: Int? { focusedRow }

  /// The view of row `index` while it is shown, else `nil`.
  public func accessibleItemView(at index: Int) -> DrawView? { rowViews[index] }

  /// The row `view` shows, when it is one of the shown rows' views.
  public func accessibleItemIndex(of view: DrawView) -> Int? {
    rowViews.first { $0.value === view }?.key
  }

  /// Gives the view of row `index` a ``AccessibilityRole/listItem`` element named by the
  /// data source's ``ListDataSource/rowText``, unless the view has an element of its own:
  /// one the list gave it before, and the configure left as it was, is renamed for its row.
  ///
  /// A configure that gives some rows an element of their own sets it to `nil` for the
  /// others, as it resets anything else it sets on a reused view.
  func describeRowForAccessibility(_ view: DrawView, at index: Int) {
    let id = ObjectIdentifier(view)
    let current = view.accessibilityElement
    guard current == nil || current == describedRows[id] else {
      describedRows[id] = nil
      return
    }
    let element = AccessibilityElement(role: .listItem, label: dataSource.rowText?(index) ?? "")
    view.accessibilityElement = element
    describedRows[id] = element
  }
}
