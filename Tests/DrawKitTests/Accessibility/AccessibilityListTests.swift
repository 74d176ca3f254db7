import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// A virtual list as a list view of 1,000,000 rows is: ten row views for the items in sight
/// (from `top`), the selection kept as ranges, and counters of what the tree asked.
private final class VirtualRows: DrawView, AccessibilitySelectionProviding {
  let accessibleItemCount: Int
  let isAccessibleSelectionMultiple: Bool
  var top = 0 {
    didSet { relabel() }
  }
  var accessibleCurrentItem: Int?
  private var selection = IndexSet()
  /// How often the selection and a row's item were read.
  var selectionReads = 0
  var itemQueries = 0

  init(items: Int, multiple: Bool, top: Int = 0) {
    accessibleItemCount = items
    isAccessibleSelectionMultiple = multiple
    self.top = top
    super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    accessibilityElement = AccessibilityElement(role: .list, label: "Messages")
    for row in 0..<10 {
      addSubview(DrawView(frame: CGRect(x: 0, y: CGFloat(row) * 20, width: 200, height: 20)))
    }
    relabel()
  }

  private func relabel() {
    for (row, view) in subviews.enumerated() {
      view.accessibilityElement = AccessibilityElement(role: .listItem, label: "Item \(top + row)")
    }
  }

  var accessibleSelectedItems: IndexSet {
    get {
      selectionReads += 1
      return selection
    }
    set {
      var kept = newValue.intersection(IndexSet(integersIn: 0..<accessibleItemCount))
      if !isAccessibleSelectionMultiple, let first = kept.first { kept = IndexSet(integer: first) }
      guard kept != selection else { return }
      selection = kept
      postAccessibilityNotification(.selectionChanged)
    }
  }

  func accessibleItemView(at index: Int) -> DrawView? {
    (top..<top + subviews.count).contains(index) ? subviews[index - top] : nil
  }

  func accessibleItemIndex(of view: DrawView) -> Int? {
    itemQueries += 1
    return subviews.firstIndex { $0 === view }.map { top + $0 }
  }
}

@Suite("Accessibility: lists, tables and tabs")
struct AccessibilityListTests {
  @Test func rowsInSightAreSelectableAndTheSelectedOneSaysSoWithoutAnElementPerItem() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let list = VirtualRows(items: 1_000_000, multiple: false, top: 500)
    root.addSubview(list)
    list.accessibleSelectedItems = IndexSet(integer: 503)
    list.selectionReads = 0
    let tree = root.accessibilityTree()
    #expect(tree.allNodes.count == 12, "the root, the list and its ten rows in sight")
    let listNode = tree.children[0]
    #expect(listNode.element.role == .list && listNode.element.states == [])
    #expect(listNode.children.map(\.element.label) == (500..<510).map { "Item \($0)" })
    #expect(listNode.children.allSatisfy { $0.element.states.contains(.selectable) })
    #expect(
      listNode.children.filter { $0.element.states.contains(.selected) }.map(\.element.label)
        == ["Item 503"])
    #expect(list.selectionReads == 1, "the selection is read once for all the rows")
    #expect(list.itemQueries == 10, "one question per row in sight, none per item")

    list.top = 999_990
    let far = root.accessibilityTree().children[0].children
    #expect(far.last?.element.label == "Item 999999")
    #expect(far.allSatisfy { !$0.element.states.contains(.selected) })
  }

  @Test func theRowUnderTheCursorOfAFocusedListIsFocused() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let list = VirtualRows(items: 1_000_000, multiple: true, top: 500)
    list.isFocusable = true
    list.accessibleCurrentItem = 504
    let other = DrawView(frame: CGRect(x: 0, y: 250, width: 50, height: 20))
    other.isFocusable = true
    root.addSubview(list)
    root.addSubview(other)
    func focusedLabels() -> [String] {
      root.accessibilityTree().allNodes.filter { $0.element.states.contains(.focused) }
        .map(\.element.label)
    }
    #expect(focusedLabels() == [], "the list has no focus: neither has its cursor's row")
    list.becomeFirstResponder()
    #expect(focusedLabels() == ["Messages", "Item 504"])
    list.accessibleCurrentItem = 2
    #expect(focusedLabels() == ["Messages"], "the cursor's item is out of sight")
    list.accessibleCurrentItem = 509
    other.becomeFirstResponder()
    #expect(focusedLabels() == [])
  }

  @Test func oneAtATimeASelectionReplacesAndSeveralAddUp() {
    let single = VirtualRows(items: 1_000_000, multiple: false)
    #expect(single.selectAccessibleItem(7))
    #expect(single.selectAccessibleItem(900_000))
    #expect(Array(single.accessibleSelectedItems) == [900_000])
    #expect(!single.selectAccessibleItem(1_000_000), "past the last item")
    #expect(!single.selectAccessibleItem(-1))
    #expect(!single.selectAllAccessibleItems(), "one item at a time")
    #expect(!single.deselectAccessibleItem(7), "not selected")
    #expect(single.deselectAccessibleItem(900_000))
    #expect(single.accessibleSelectedItems.isEmpty)

    let multiple = VirtualRows(items: 1_000_000, multiple: true)
    #expect(multiple.selectAccessibleItem(3) && multiple.selectAccessibleItem(999_999))
    #expect(Array(multiple.accessibleSelectedItems) == [3, 999_999])
    #expect(multiple.selectedAccessibleItem(at: 1) == 999_999)
    #expect(
      multiple.selectedAccessibleItem(at: 2) == nil
        && multiple.selectedAccessibleItem(at: -1) == nil)
    #expect(multiple.selectAllAccessibleItems())
    #expect(multiple.accessibleSelectedItems.count == 1_000_000)
    #expect(multiple.accessibleSelectedItems.rangeView.count == 1, "all the items are one range")
    #expect(multiple.selectedAccessibleItem(at: 654_321) == 654_321)
    #expect(multiple.clearAccessibleSelection() && multiple.accessibleSelectedItems.isEmpty)
    #expect(
      VirtualRows(items: 0, multiple: true).selectAllAccessibleItems(),
      "an empty list selects all of nothing")
  }

  @Test func emptyAndBillionItemListsAnswerFromRanges() {
    let empty = VirtualRows(items: 0, multiple: false)
    #expect(!empty.selectAccessibleItem(0))
    #expect(empty.selectedAccessibleItem(at: 0) == nil)
    #expect(empty.clearAccessibleSelection())
    let huge = VirtualRows(items: 1_000_000_000, multiple: true, top: 999_999_990)
    #expect(huge.selectAllAccessibleItems())
    #expect(huge.accessibleSelectedItems.count == 1_000_000_000)
    #expect(huge.selectedAccessibleItem(at: 999_999_999) == 999_999_999)
    #expect(huge.deselectAccessibleItem(500_000_000))
    #expect(huge.accessibleSelectedItems.rangeView.count == 2)
    #expect(huge.selectedAccessibleItem(at: 500_000_000) == 500_000_001)
    huge.selectionReads = 0
    let rows = huge.accessibilityTree().children
    #expect(rows.count == 10 && rows.allSatisfy { $0.element.states == [.selectable, .selected] })
    #expect(huge.selectionReads == 1 && huge.itemQueries == 10)
  }

  @Test func aMultipleSelectionListIsMultiSelectableAndChangesAreHeard() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let list = VirtualRows(items: 1_000_000, multiple: true)
    root.addSubview(list)
    var heard: [String] = []
    root.onAccessibilityNotification { _, notification in
      heard.append("\(notification.kind) \(notification.view === list)")
    }
    #expect(root.accessibilityTree().children[0].element.states == [.multiSelectable])
    #expect(list.selectAccessibleItem(2) && list.selectAccessibleItem(4))
    #expect(list.selectAllAccessibleItems())
    #expect(list.deselectAccessibleItem(12))
    #expect(!list.deselectAccessibleItem(12), "no longer selected")
    #expect(list.deselectAccessibleItem(5))
    #expect(list.clearAccessibleSelection())
    #expect(list.clearAccessibleSelection(), "already clear")
    #expect(heard == Array(repeating: "selectionChanged true", count: 6))
    let rows = root.accessibilityTree().children[0].children
    #expect(rows.allSatisfy { $0.element.states == [.selectable] })
  }

  @Test func aListWhoseRowsAreItsSubviewsNeedsOnlyCountAndSelection() {
    final class Plain: DrawView, AccessibilitySelectionProviding {
      var accessibleItemCount: Int { subviews.count }
      var accessibleSelectedItems = IndexSet()
    }
    let list = Plain(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    list.accessibilityElement = AccessibilityElement(role: .list)
    for name in ["Inbox", "Sent", "Drafts"] {
      let row = DrawView(frame: .zero)
      row.accessibilityElement = AccessibilityElement(role: .listItem, label: name)
      list.addSubview(row)
    }
    let decoration = DrawView(frame: .zero)
    decoration.accessibilityElement = AccessibilityElement(role: .image, label: "Badge")
    list.subviews[1].addSubview(decoration)
    #expect(list.selectAccessibleItem(1))
    #expect(
      accessibilityDescription(of: list).split(separator: "\n").map {
        $0.split(separator: " frame=")[0]
      }
        == [
          "list", "  listItem \"Inbox\" [selectable]", "  listItem \"Sent\" [selected, selectable]",
          "    image \"Badge\"", "  listItem \"Drafts\" [selectable]",
        ], "an element inside a row is no item of the list")
    #expect(list.accessibleItemView(at: 2) === list.subviews[2])
    #expect(list.accessibleItemView(at: 3) == nil)
  }

  @Test func aTabListReadsItsTabsAndTheSelectedOne() {
    let bar = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
    bar.accessibilityElement = AccessibilityElement(role: .tabList, label: "Views")
    for (index, title) in ["Day", "Week", "Month"].enumerated() {
      let tab = DrawView(frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 30))
      tab.isFocusable = index == 1
      tab.accessibilityElement = AccessibilityElement(role: .tab, label: title, actions: [.press])
      tab.isSelected = index == 1
      bar.addSubview(tab)
    }
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let panel = DrawView(frame: CGRect(x: 0, y: 30, width: 300, height: 170))
    panel.accessibilityElement = AccessibilityElement(role: .tabPanel, label: "Week")
    root.addSubview(bar)
    root.addSubview(panel)
    let nodes = root.accessibilityTree().allNodes.map(\.element)
    #expect(nodes.map(\.role) == [.group, .tabList, .tab, .tab, .tab, .tabPanel])
    #expect(nodes[2].states == [.selectable])
    #expect(
      nodes[3].states == [.focusable, .selected, .selectable],
      "a selected tab is selected, not checked as a segment is")
    #expect(nodes[4].states == [.selectable])
    #expect(AccessibilityRole.tabList.description == "tabList")
    #expect(
      AccessibilityStates([.selectable, .multiSelectable]).names == [
        "selectable", "multiSelectable",
      ])
  }

  @Test func aTableWithSelectableRowsMarksItsRowsAndNotItsCells() {
    final class Grid: DrawView, AccessibilitySelectionProviding, AccessibilityTableProviding {
      var accessibleItemCount: Int { accessibleRowCount }
      var accessibleSelectedItems = IndexSet(integer: 1)
      let accessibleRowCount = 2
      let accessibleColumnCount = 2
      func accessibleColumnTitle(at column: Int) -> String { ["Name", "Size"][column] }
    }
    let table = Grid(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    table.accessibilityElement = AccessibilityElement(role: .table, label: "Files")
    for row in 0..<2 {
      let rowView = DrawView(frame: CGRect(x: 0, y: CGFloat(row) * 20, width: 200, height: 20))
      rowView.accessibilityElement = AccessibilityElement(role: .tableRow)
      for column in 0..<2 {
        let cell = DrawView(frame: CGRect(x: CGFloat(column) * 100, y: 0, width: 100, height: 20))
        cell.accessibilityElement = AccessibilityElement(
          role: .tableCell, label: "\(row),\(column)")
        rowView.addSubview(cell)
      }
      table.addSubview(rowView)
    }
    let rows = table.accessibilityTree().children
    #expect(rows.map(\.element.states) == [[.selectable], [.selectable, .selected]])
    #expect(rows.flatMap(\.children).allSatisfy { $0.element.states.isEmpty })
    #expect(table.accessibleCellView(row: 0, column: 0) == nil, "no cell views by default")
    #expect(table.accessibleColumnHeaderView(at: 0) == nil)
  }
}
