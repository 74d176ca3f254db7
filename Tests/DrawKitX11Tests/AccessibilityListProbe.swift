#if Hosts

import DrawKit
import Foundation

/// The views of ``AccessibilityWindowProbe/Scenario/lists``: a list of 1,000,000 messages and
/// a table of 1,000 files, each with only the rows in sight as views, and a tab list, all plain
/// ``DrawView``s that adopt the accessibility protocols.
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

  /// A table of 1,000 rows and three columns with a header; rows 0 to 2 are in sight, row 900
  /// (out of sight) is selected.
  final class Table: DrawView, AccessibilitySelectionProviding, AccessibilityTableProviding {
    let accessibleRowCount = 1_000
    let accessibleColumnCount = 3
    private let titles = ["Name", "Size", "Kind"]
    private var headers: [DrawView] = []
    private var rows: [DrawView] = []

    var accessibleItemCount: Int { accessibleRowCount }

    var accessibleSelectedItems = IndexSet(integer: 900) {
      didSet {
        if accessibleSelectedItems != oldValue { postAccessibilityNotification(.selectionChanged) }
      }
    }

    init(frame: CGRect) {
      super.init(frame: frame)
      accessibilityElement = AccessibilityElement(role: .table, label: "Files")
      let header = DrawView(frame: CGRect(x: 0, y: 0, width: frame.width, height: 20))
      addSubview(header)
      for (column, title) in titles.enumerated() {
        let view = DrawView(frame: cellFrame(column))
        view.accessibilityElement = AccessibilityElement(role: .columnHeader, label: title)
        header.addSubview(view)
        headers.append(view)
      }
      for row in 0..<3 {
        let rowView = DrawView(
          frame: CGRect(x: 0, y: CGFloat(row + 1) * 20, width: frame.width, height: 20))
        rowView.accessibilityElement = AccessibilityElement(role: .tableRow, label: "file\(row)")
        for column in titles.indices {
          let cell = DrawView(frame: cellFrame(column))
          cell.accessibilityElement = AccessibilityElement(
            role: .tableCell, label: "\(titles[column]) \(row)")
          rowView.addSubview(cell)
        }
        addSubview(rowView)
        rows.append(rowView)
      }
    }

    private func cellFrame(_ column: Int) -> CGRect {
      CGRect(x: CGFloat(column) * bounds.width / 3, y: 0, width: bounds.width / 3, height: 20)
    }

    func accessibleColumnTitle(at column: Int) -> String {
      titles.indices.contains(column) ? titles[column] : ""
    }

    func accessibleCellView(row: Int, column: Int) -> DrawView? {
      guard rows.indices.contains(row), titles.indices.contains(column) else { return nil }
      return rows[row].subviews[column]
    }

    func accessibleColumnHeaderView(at column: Int) -> DrawView? {
      headers.indices.contains(column) ? headers[column] : nil
    }

    func accessibleItemView(at index: Int) -> DrawView? {
      rows.indices.contains(index) ? rows[index] : nil
    }

    func accessibleItemIndex(of view: DrawView) -> Int? {
      rows.firstIndex { $0 === view }
    }
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
