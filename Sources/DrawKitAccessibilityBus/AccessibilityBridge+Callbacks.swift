internal import CDrawKitAccessibilityBridge
import DrawKit
import Foundation
import Glibc

/// The table of C functions the ATK objects call: each finds its bridge in the context,
/// brings the tree up to date and answers from the live view.
extension AccessibilityBridge {
  /// The bridge a C callback's `context` names.
  private static func bridge(_ context: UnsafeMutableRawPointer?) -> AccessibilityBridge? {
    context.map { Unmanaged<AccessibilityBridge>.fromOpaque($0).takeUnretainedValue() }
  }

  /// `string` in memory from `malloc`, for the glue to free.
  private static func cString(_ string: String) -> UnsafeMutablePointer<CChar>? {
    strdup(string)
  }

  static let callbacks = DKAccessibleCallbacks(
    states: { context, key in
      bridge(context)?.entry(key)?.states ?? 0
    },
    childCount: { context, key in
      Int32(clamping: bridge(context)?.entry(key)?.children.count ?? 0)
    },
    child: { context, key, index in
      guard let bridge = bridge(context), let children = bridge.entry(key)?.children,
        children.indices.contains(Int(index))
      else { return nil }
      return bridge.entries[children[Int(index)]]?.object
    },
    indexInParent: { context, key in
      guard let bridge = bridge(context), let parent = bridge.entry(key)?.parent,
        let index = bridge.entries[parent]?.children.firstIndex(of: key)
      else { return -1 }
      return Int32(clamping: index)
    },
    extents: { context, key, coordinates in
      guard let bridge = bridge(context), let rect = bridge.frame(of: key) else {
        return DKRect()
      }
      return bridge.pixelRect(rect, of: key, in: coordinates)
    },
    grabFocus: { context, key in
      guard let view = bridge(context)?.entry(key)?.view else { return false }
      return view.becomeFirstResponder()
    },
    actionCount: { context, key in
      Int32(clamping: bridge(context)?.entry(key)?.element.actions.count ?? 0)
    },
    actionName: { context, key, index in
      guard let actions = bridge(context)?.entry(key)?.element.actions,
        actions.indices.contains(Int(index))
      else { return nil }
      return cString(actionName(actions[Int(index)]))
    },
    performAction: { context, key, index in
      guard let bridge = bridge(context), let entry = bridge.entry(key), let view = entry.view,
        entry.element.actions.indices.contains(Int(index))
      else { return false }
      return bridge.perform(entry.element.actions[Int(index)], on: view)
    },
    text: { context, key, start, end in
      guard let input = bridge(context)?.textView(key) else { return nil }
      return cString(AccessibleText(input).substring(from: Int(start), to: Int(end)))
    },
    characterCount: { context, key in
      guard let input = bridge(context)?.textView(key) else { return 0 }
      return Int32(clamping: input.accessibleText.unicodeScalars.count)
    },
    caretOffset: { context, key in
      guard let input = bridge(context)?.textView(key) else { return -1 }
      return Int32(clamping: input.accessibleCaretOffset)
    },
    setCaretOffset: { context, key, offset in
      guard let input = bridge(context)?.textView(key) else { return false }
      input.accessibleCaretOffset = AccessibleText(input).clamp(Int(offset))
      return true
    },
    characterExtents: { context, key, offset, coordinates in
      guard let bridge = bridge(context), let input = bridge.textView(key) else {
        return DKRect()
      }
      let rect = input.accessibleCharacterRect(at: AccessibleText(input).clamp(Int(offset)))
      return bridge.pixelRect(rect, of: key, in: coordinates)
    },
    offsetAtPoint: { context, key, x, y, coordinates in
      guard let bridge = bridge(context), let input = bridge.textView(key) else { return -1 }
      let origin = bridge.pixelRect(.zero, of: key, in: coordinates)
      let scale = bridge.window.accessibilityScale
      let point = CGPoint(x: CGFloat(x - origin.x) / scale, y: CGFloat(y - origin.y) / scale)
      return Int32(clamping: AccessibleText(input).offset(at: point))
    },
    selection: { context, key, start, end in
      guard let input = bridge(context)?.textView(key) else { return false }
      let selection = input.accessibleSelection
      start?.pointee = Int32(clamping: selection.lowerBound)
      end?.pointee = Int32(clamping: selection.upperBound)
      return !selection.isEmpty
    },
    setSelection: { context, key, start, end in
      guard let input = bridge(context)?.textView(key) else { return false }
      let text = AccessibleText(input)
      let bounds = (text.clamp(Int(start)), text.clamp(Int(end)))
      input.accessibleSelection = min(bounds.0, bounds.1)..<max(bounds.0, bounds.1)
      return true
    },
    boundaries: { context, key, offset, granularity, start, end in
      guard let input = bridge(context)?.textView(key) else { return }
      let range = AccessibleText(input).unit(around: Int(offset), granularity)
      start?.pointee = Int32(clamping: range.lowerBound)
      end?.pointee = Int32(clamping: range.upperBound)
    },
    insertText: { context, key, text, position in
      guard let input = bridge(context)?.editableTextView(key), let text, let position else {
        return false
      }
      let string = String(cString: text)
      let offset = AccessibleText(input).clamp(Int(position.pointee))
      input.accessibleInsert(string, at: offset)
      position.pointee = Int32(clamping: offset + string.unicodeScalars.count)
      return true
    },
    deleteText: { context, key, start, end in
      guard let input = bridge(context)?.editableTextView(key) else { return false }
      let text = AccessibleText(input)
      let first = text.clamp(Int(start))
      let last = end < 0 ? text.count : text.clamp(Int(end))
      guard first < last else { return false }
      input.accessibleDelete(first..<last)
      return true
    },
    setTextContents: { context, key, text in
      guard let input = bridge(context)?.editableTextView(key), let text else { return false }
      let count = AccessibleText(input).count
      if count > 0 { input.accessibleDelete(0..<count) }
      input.accessibleInsert(String(cString: text), at: 0)
      return true
    },
    value: { context, key, current, minimum, maximum, step in
      guard let range = bridge(context)?.entry(key)?.element.numericValue else { return false }
      current?.pointee = range.current
      minimum?.pointee = range.minimum
      maximum?.pointee = range.maximum
      step?.pointee = range.step
      return true
    },
    setValue: { context, key, value in
      guard let bridge = bridge(context), let view = bridge.entry(key)?.view else { return false }
      return bridge.setValue(value, of: view)
    },
    valueText: { context, key in
      guard let text = bridge(context)?.entry(key)?.element.value else { return nil }
      return cString(text)
    },
    selectedCount: { context, key in
      Int32(clamping: bridge(context)?.listView(key)?.accessibleSelectedItems.count ?? 0)
    },
    selectedChild: { context, key, index in
      guard let bridge = bridge(context), let list = bridge.listView(key),
        let item = list.selectedAccessibleItem(at: Int(index))
      else { return nil }
      return bridge.object(of: list.accessibleItemView(at: item))
    },
    isChildSelected: { context, key, index in
      guard let bridge = bridge(context), let list = bridge.listView(key),
        let item = bridge.item(ofChild: index, in: key)
      else { return false }
      return list.accessibleSelectedItems.contains(item)
    },
    selectChild: { context, key, index in
      guard let bridge = bridge(context), let item = bridge.item(ofChild: index, in: key) else {
        return false
      }
      return bridge.changeSelection(of: key) { $0.selectAccessibleItem(item) }
    },
    deselectSelected: { context, key, index in
      guard let bridge = bridge(context) else { return false }
      return bridge.changeSelection(of: key) { list in
        guard let item = list.selectedAccessibleItem(at: Int(index)) else { return false }
        return list.deselectAccessibleItem(item)
      }
    },
    selectAll: { context, key in
      bridge(context)?.changeSelection(of: key) { $0.selectAllAccessibleItems() } ?? false
    },
    clearSelection: { context, key in
      bridge(context)?.changeSelection(of: key) { $0.clearAccessibleSelection() } ?? false
    },
    rowCount: { context, key in
      Int32(clamping: bridge(context)?.tableView(key)?.accessibleRowCount ?? 0)
    },
    columnCount: { context, key in
      Int32(clamping: bridge(context)?.tableView(key)?.accessibleColumnCount ?? 0)
    },
    cell: { context, key, row, column in
      guard let bridge = bridge(context), let table = bridge.tableView(key), row >= 0,
        column >= 0
      else { return nil }
      return bridge.object(of: table.accessibleCellView(row: Int(row), column: Int(column)))
    },
    columnTitle: { context, key, column in
      guard let table = bridge(context)?.tableView(key), column >= 0,
        column < table.accessibleColumnCount
      else { return nil }
      return cString(table.accessibleColumnTitle(at: Int(column)))
    },
    columnHeader: { context, key, column in
      guard let bridge = bridge(context), let table = bridge.tableView(key), column >= 0 else {
        return nil
      }
      return bridge.object(of: table.accessibleColumnHeaderView(at: Int(column)))
    },
    cellPosition: { context, key, row, column in
      guard let place = AccessibilityBridge.cellPlace(of: bridge(context)?.entry(key)?.view),
        let row, let column
      else { return false }
      row.pointee = Int32(clamping: place.row)
      column.pointee = Int32(clamping: place.column)
      return true
    },
    cellTable: { context, key in
      guard let bridge = bridge(context),
        let place = AccessibilityBridge.cellPlace(of: bridge.entry(key)?.view)
      else { return nil }
      return bridge.object(of: place.table)
    }
  )
}
