#if Hosts

import DrawKit
import Foundation

/// The views of ``AccessibilityWindowProbe/Scenario/lists``: a list of 1,000,000 messages and
/// a table of 1,000 files, each with only the rows in sight as views, and a tab list: plain
/// ``DrawView``s that adopt the accessibility protocols, and DrawKit's own ``TableView``.
enum AccessibilityListProbe {
  /// A list of 1,000,000 items of which ten rows exist, showing items 0 to 9.
  ///
  /// One item at a time is selected. It takes the keyboard focus, and Down and Up move its
  /// cursor, from item 2.
  final class List: DrawView, AccessibilitySelectionProviding {
    let accessibleItemCount = 1_000_000
    private(set) var accessibleCurrentItem: Int? = 2

    var accessibleSelectedItems = IndexSet(integer: 2) {
      didSet {
        if let first = accessibleSelectedItems.first, accessibleSelectedItems.count > 1 {
          accessibleSelectedItems = IndexSet(integer: first)
        }
        if accessibleSelectedItems != oldValue { postAccessibilityNotification(.selectionChanged) }
      }
    }

    init(frame: CGRect) {
      super.init(frame: frame)
      accessibilityElement = AccessibilityElement(role: .list, label: "Messages")
      isFocusable = true
      onKey { list, event in
        guard [.down, .up].contains(event.key), let item = list.accessibleCurrentItem else {
          return false
        }
        let step = event.key == .down ? 1 : -1
        list.accessibleCurrentItem = min(max(item + step, 0), list.accessibleItemCount - 1)
        list.postAccessibilityNotification(.focusChanged)
        return true
      }
      for item in 0..<10 {
        let row = DrawView(
          frame: CGRect(x: 0, y: CGFloat(item) * 20, width: frame.width, height: 20))
        row.accessibilityElement = AccessibilityElement(role: .listItem, label: "Message \(item)")
        addSubview(row)
      }
    }
  }

  /// A ``TableView`` of 1,000 rows and three columns under its header; rows 0 to 2 are in
  /// sight, row 900 (out of sight) is selected.
  static func table(frame: CGRect) -> TableView {
    let columns = ["Name", "Size", "Kind"].map { title in
      TableColumn(title, width: .flexible(minimum: 20, ideal: 60), text: { "\(title) \($0)" })
    }
    let table = TableView(
      frame: frame, columns: columns,
      dataSource: ListDataSource(rowCount: { 1_000 }, rowText: { "file\($0)" }),
      headerHeight: 20, rowHeight: .fixed(20))
    table.selectedIndex = 900
    return table
  }

  /// A tab list of "Inbox" and "Archive", the second selected.
  static func tabs(frame: CGRect) -> DrawView {
    let bar = DrawView(frame: frame)
    bar.accessibilityElement = AccessibilityElement(role: .tabList, label: "Folders")
    for (index, title) in ["Inbox", "Archive"].enumerated() {
      let tab = DrawView(
        frame: CGRect(x: CGFloat(index) * frame.width / 2, y: 0, width: frame.width / 2, height: 24)
      )
      tab.accessibilityElement = AccessibilityElement(role: .tab, label: title, actions: [.press])
      tab.isSelected = index == 1
      bar.addSubview(tab)
    }
    return bar
  }
}

#endif
