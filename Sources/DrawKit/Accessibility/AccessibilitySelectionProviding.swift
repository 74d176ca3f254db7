import Foundation

/// A view whose items assistive technology counts, reads the selection of and selects: the
/// door a host's bridge (AT-SPI's Selection interface) reaches the selection of a
/// ``AccessibilityRole/list``, of a ``AccessibilityRole/table``'s rows or of a
/// ``AccessibilityRole/tabList`` through, for a list of your own as for DrawKit's.
///
/// Items are counted from 0 and need not exist as views: a virtual list of 1,000,000 rows
/// answers ``accessibleItemCount`` and ``accessibleSelectedItems`` from its data, and only the
/// rows in sight are views, found with ``accessibleItemView(at:)`` and
/// ``accessibleItemIndex(of:)``. Each such view carries an element (a
/// ``AccessibilityRole/listItem``, a ``AccessibilityRole/tableRow``); when the tree is read it
/// is ``AccessibilityStates/selectable``, and ``AccessibilityStates/selected`` while its item
/// is in ``accessibleSelectedItems``, with no bookkeeping of the view's own.
///
/// A list that keeps the keyboard focus itself while the arrow keys move a cursor from item to
/// item says which item the cursor is on (``accessibleCurrentItem``): while the list has the
/// focus, the row of that item reads as ``AccessibilityStates/focused`` too, so a screen reader
/// follows the cursor from row to row.
///
/// Post ``AccessibilityNotification/Kind/selectionChanged`` after every change to the
/// selection, made by the user or by assistive technology, and
/// ``AccessibilityNotification/Kind/focusChanged`` when the cursor moves, so a screen reader
/// follows.
///
/// Only ``accessibleItemCount`` and ``accessibleSelectedItems`` are required: by default
/// one item is selected at a time, no item has a cursor, and item `n` is the `n`-th subview,
/// which suits a list whose rows are all its subviews.
public protocol AccessibilitySelectionProviding: DrawView {
  /// How many items there are, in sight or not.
  var accessibleItemCount: Int { get }

  /// The indices of the selected items: ranges, so all of 1,000,000 items is one range.
  ///
  /// Assigning selects exactly those items: the view drops indices outside
  /// `0..<accessibleItemCount` (with `intersection(IndexSet(integersIn:))`, which works on
  /// ranges, where filtering visits every index), keeps the first one alone when
  /// ``isAccessibleSelectionMultiple`` is `false`, and posts
  /// ``AccessibilityNotification/Kind/selectionChanged`` when the selection changed.
  var accessibleSelectedItems: IndexSet { get set }

  /// Whether several items can be selected at once; `false` by default.
  var isAccessibleSelectionMultiple: Bool { get }

  /// The item the keyboard cursor is on, in sight or not, or `nil` (the default) when the
  /// view has no cursor of its own.
  var accessibleCurrentItem: Int? { get }

  /// The view that shows item `index`, or `nil` while it has none (it is out of sight).
  ///
  /// By default, the `index`-th subview.
  func accessibleItemView(at index: Int) -> DrawView?

  /// The index of the item `view` shows, or `nil` when it shows none.
  ///
  /// By default, the position of `view` among the subviews.
  func accessibleItemIndex(of view: DrawView) -> Int?
}

extension AccessibilitySelectionProviding {
  /// One item at a time: `false`.
  public var isAccessibleSelectionMultiple: Bool { false }

  /// No cursor: `nil`.
  public var accessibleCurrentItem: Int? { nil }

  /// The `index`-th subview, or `nil` when there are fewer.
  public func accessibleItemView(at index: Int) -> DrawView? {
    subviews.indices.contains(index) ? subviews[index] : nil
  }

  /// The position of `view` among the subviews, or `nil` when it is not one.
  public func accessibleItemIndex(of view: DrawView) -> Int? {
    subviews.firstIndex { $0 === view }
  }

  /// Selects item `index` as assistive technology asks: beside the others when several may
  /// be selected, instead of them otherwise; `false` when there is no such item or the view
  /// kept it unselected.
  package func selectAccessibleItem(_ index: Int) -> Bool {
    guard (0..<accessibleItemCount).contains(index) else { return false }
    var selection = isAccessibleSelectionMultiple ? accessibleSelectedItems : IndexSet()
    selection.insert(index)
    accessibleSelectedItems = selection
    return accessibleSelectedItems.contains(index)
  }

  /// Deselects item `index`; `false` when it was not selected or stays selected.
  package func deselectAccessibleItem(_ index: Int) -> Bool {
    var selection = accessibleSelectedItems
    guard selection.contains(index) else { return false }
    selection.remove(index)
    accessibleSelectedItems = selection
    return !accessibleSelectedItems.contains(index)
  }

  /// The index of the `position`-th selected item (counted from 0), walking the selection's
  /// ranges rather than its items; `nil` past the last.
  package func selectedAccessibleItem(at position: Int) -> Int? {
    guard position >= 0 else { return nil }
    var skipped = 0
    for range in accessibleSelectedItems.rangeView {
      if position < skipped + range.count { return range.lowerBound + (position - skipped) }
      skipped += range.count
    }
    return nil
  }

  /// Selects every item, when several may be selected; `false` otherwise.
  package func selectAllAccessibleItems() -> Bool {
    guard isAccessibleSelectionMultiple else { return false }
    let all = IndexSet(integersIn: 0..<max(accessibleItemCount, 0))
    accessibleSelectedItems = all
    return accessibleSelectedItems == all
  }

  /// Deselects every item; `false` when some stay selected.
  package func clearAccessibleSelection() -> Bool {
    if !accessibleSelectedItems.isEmpty { accessibleSelectedItems = IndexSet() }
    return accessibleSelectedItems.isEmpty
  }
}
