internal import CDrawKitAccessibilityBridge
import DrawKit

/// How lists, tab lists and tables reach the bus: AT-SPI's Selection and Table interfaces,
/// answered through ``DrawKit/AccessibilitySelectionProviding`` and
/// ``DrawKit/AccessibilityTableProviding`` without an object per item.
///
/// Selection counts a list's items (``DrawKit/AccessibilitySelectionProviding/accessibleSelectedItems``,
/// in sight or not), while the child indices AT-SPI hands over name the list's exposed
/// children: the rows in sight, each mapped to its item with
/// ``DrawKit/AccessibilitySelectionProviding/accessibleItemIndex(of:)``. A selected item out
/// of sight has no object, and reads as none.
extension AccessibilityBridge {
  /// The ATK object kind for `node`: which interfaces its object implements.
  static func kind(of node: AccessibilityNode) -> DKAccessibleKind {
    let isList = node.view is any AccessibilitySelectionProviding
    let isCell = node.element.role == .tableCell && cellPlace(of: node.view) != nil
    if node.view is any AccessibilityTextProviding {
      return isCell ? DKAccessibleKindTextTableCell : DKAccessibleKindText
    }
    if isCell { return DKAccessibleKindTableCell }
    if node.view is any AccessibilityTableProviding {
      return isList ? DKAccessibleKindSelectableTable : DKAccessibleKindTable
    }
    if isList { return DKAccessibleKindSelection }
    return node.element.numericValue != nil ? DKAccessibleKindValue : DKAccessibleKindPlain
  }

  /// The table `cell` is a cell of, and its row and column there: the nearest ancestor that
  /// places it at a row and column of 0 or more (a table's own answer of a negative one
  /// places it nowhere).
  static func cellPlace(of cell: DrawView?) -> (
    table: any AccessibilityTableProviding, row: Int, column: Int
  )? {
    var ancestor = cell?.superview
    while let view = ancestor {
      if let table = view as? any AccessibilityTableProviding, let cell,
        let place = table.accessiblePosition(ofCell: cell), place.row >= 0, place.column >= 0
      {
        return (table, place.row, place.column)
      }
      ancestor = view.superview
    }
    return nil
  }

  /// The view of `key`, when its items can be selected.
  func listView(_ key: UInt64) -> (any AccessibilitySelectionProviding)? {
    entry(key)?.view as? any AccessibilitySelectionProviding
  }

  /// The view of `key`, when it is a table.
  func tableView(_ key: UInt64) -> (any AccessibilityTableProviding)? {
    entry(key)?.view as? any AccessibilityTableProviding
  }

  /// The item shown by the exposed child at `index` of the list `key`, or `nil`.
  func item(ofChild index: Int32, in key: UInt64) -> Int? {
    guard let list = listView(key), let children = entries[key]?.children,
      children.indices.contains(Int(index)), let view = entries[children[Int(index)]]?.view
    else { return nil }
    return list.accessibleItemIndex(of: view)
  }

  /// The object of `view` when it is exposed, borrowed.
  func object(of view: DrawView?) -> OpaquePointer? {
    guard let view, let key = key(of: view) else { return nil }
    return entries[key]?.object
  }

  /// Runs a change the bus asked for on the list `key`, then sends what it changed.
  func changeSelection(
    of key: UInt64, _ change: (any AccessibilitySelectionProviding) -> Bool
  ) -> Bool {
    guard let list = listView(key) else { return false }
    let changed = change(list)
    update(force: true)
    return changed
  }
}
