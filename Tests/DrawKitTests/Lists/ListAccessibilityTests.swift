import DrawKit
import Foundation
import Testing

/// A list to a screen reader: a list whose rows in sight are its items, selectable and
/// selected as the list says, chosen through the selection protocol for any number of rows.
@Suite("ListView accessibility: a list of items, selected through the protocol")
struct ListAccessibilityTests {
  @Test func aMillionRowsReadAsAListOfTheItemsInSight() {
    let rows = ProbeRows(count: 1_000_000)
    let (root, list) = listStage(rows, selectionMode: .multiple)
    list.selectedIndices = [2, 999_999]
    root.layoutIfNeeded()
    let tree = root.accessibilityTree()
    let node = tree.allNodes.first { $0.view === list }
    #expect(node?.element.role == .list)
    #expect(node?.element.states.contains(.multiSelectable) == true)
    let items = (node?.children ?? []).filter { $0.element.role != .scrollBar }
    #expect(items.count == list.visibleRows.count, "one item per row view, not per row")
    #expect(items.allSatisfy { $0.element.role == .listItem })
    #expect(items.map(\.element.label) == list.visibleRows.map { "Row \($0)" })
    #expect(items.allSatisfy { $0.element.states.contains(.selectable) })
    let selected = items.filter { $0.element.states.contains(.selected) }.map(\.element.label)
    #expect(selected == ["Row 2"])
    #expect(list.accessibleItemCount == 1_000_000)
    #expect(list.accessibleSelectedItems == [2, 999_999])
  }

  @Test func aChoiceThroughTheProtocolIsTheUsersAndReportedOnce() {
    let rows = ProbeRows(count: 100)
    let (root, list) = listStage(rows)
    var reports: [IndexSet] = []
    _ = list.onSelectionChange { reports.append($0.selectedIndices) }
    list.accessibleSelectedItems = [7]
    list.accessibleSelectedItems = [7]
    #expect(list.selectedIndex == 7)
    #expect(reports == [[7]], "a screen reader's choice is reported as a click's, once")
    list.accessibleSelectedItems = [3, 4]
    #expect(list.selectedIndices == [3], "single selection keeps one row")
    root.layoutIfNeeded()
    let view = list.accessibleItemView(at: 3)
    #expect(view.map { list.accessibleItemIndex(of: $0) } == 3)
    #expect(list.accessibleItemView(at: 90) == nil, "a row out of sight has no view")
  }

  @Test func theFocusedRowOfAFocusedListReadsFocused() {
    let rows = ProbeRows(count: 50)
    let (root, list) = listStage(rows)
    _ = list.becomeFirstResponder()
    list.dispatch(KeyEvent(.down))
    list.dispatch(KeyEvent(.down))
    root.layoutIfNeeded()
    #expect(list.accessibleCurrentItem == list.focusedRow)
    let focused = root.accessibilityTree().allNodes
      .filter { $0.element.states.contains(.focused) }.map(\.element.label)
    #expect(focused.contains("Row \(list.focusedRow ?? -1)"), "\(focused)")
  }

  @Test func aRowWithItsOwnElementKeepsIt() {
    let rows = ProbeRows(count: 100)
    var own: Set<Int> = [1]
    rows.onConfigure = { row, index in
      // As with any reused view, a configure that sets an element for some rows resets it
      // for the others.
      row.accessibilityElement =
        own.contains(index) ? AccessibilityElement(role: .button, label: "Own \(index)") : nil
    }
    let (root, list) = listStage(rows)
    func roles() -> [String: AccessibilityRole] {
      let node = root.accessibilityTree().allNodes.first { $0.view === list }
      return Dictionary(
        (node?.children ?? []).map { ($0.element.label, $0.element.role) }
      ) { first, _ in first }
    }
    #expect(roles()["Row 0"] == .listItem)
    #expect(roles()["Own 1"] == .button, "the configure's own element stays")
    // Scrolled on, the list's views are reused: one it described becomes a row with its own
    // element, and keeps it.
    own = [20]
    list.contentOffset.y = 300
    root.layoutIfNeeded()
    #expect(roles()["Own 20"] == .button)
    #expect(roles()["Row 21"] == .listItem)
  }
}
