#if Hosts

import Foundation
import Glibc
import Testing

/// Windows read over AT-SPI in a child process (``AccessibilityWindowProbe``): a secure text
/// field shows bullets only, also in the events of text inserted and deleted through
/// EditableText; a view added while the window runs arrives as a children-changed event; and
/// the bridge starts only when an accessibility bus runs.
@Suite(.serialized)
struct AccessibilityWindowTests {
  @Test func secureTextShowsBulletsAndAddedViewsAreAnnounced() throws {
    let server = try XvfbServer()
    let bus = try AccessibilityBus(on: server)
    let client = try AtspiClient(lookingFor: "secure", mode: "password", on: bus)
    _ = try client.next("ready")
    let window = try AccessibilityWindowProbe.launch(
      .secureField, on: server, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])

    let report = try client.next("passwords")
    let fields = report["fields"] as? [[String: Any]] ?? []
    #expect(fields.count == 1)
    #expect(fields.first?["text"] as? String == String(repeating: "\u{2022}", count: 7))
    #expect(fields.first?["count"] as? Int == 7)
    let inserted = report["inserted"] as? [String: Any]
    #expect(inserted?["text"] as? String == String(repeating: "\u{2022}", count: 9))
    let events = inserted?["events"] as? [[String: Any]] ?? []
    #expect(events.count == 1)
    #expect(events.first?["detail1"] as? Int == 0 && events.first?["detail2"] as? Int == 2)
    #expect(events.first?["any"] as? String == "\u{2022}\u{2022}")
    let deleted = report["deleted"] as? [String: Any]
    #expect(deleted?["text"] as? String == String(repeating: "\u{2022}", count: 7))
    let deletions = deleted?["events"] as? [[String: Any]] ?? []
    #expect(deletions.count == 1)
    #expect(deletions.first?["detail1"] as? Int == 0 && deletions.first?["detail2"] as? Int == 2)
    #expect(deletions.first?["any"] as? String == "\u{2022}\u{2022}")

    let added = try client.next("added")
    let changes = added["events"] as? [[String: Any]] ?? []
    #expect(
      changes.contains {
        ($0["type"] as? String)?.hasPrefix("object:children-changed:add") == true
          && $0["any"] as? String == "Added" && $0["detail1"] as? Int == 4
      }, "children-changed:add names the new element: \(changes)")
    #expect((added["names"] as? [String])?.suffix(2) == ["Add", "Added"])
    let renamed = try client.next("renamed")
    #expect(renamed["before"] as? String == "secure")
    #expect(renamed["after"] as? String == "renamed", "the frame follows the window's title")
    #expect(try client.next("closed")["performed"] as? Bool == true)
    #expect(try window.result() == "hunter2", "EditableText inserted into and deleted from it")
  }

  /// A list of 1,000,000 items with ten rows in sight, a table of 1,000 rows and a tab list,
  /// read and driven through AT-SPI's Selection and Table interfaces: the selection is
  /// counted without an object per item, a child selected over the bus is selected in the
  /// program, and the events a screen reader follows are sent.
  @Test func listsTablesAndTabsReadAndSelectOverSelectionAndTable() throws {
    let server = try XvfbServer()
    let bus = try AccessibilityBus(on: server)
    let client = try AtspiClient(lookingFor: "lists", mode: "lists", on: bus)
    _ = try client.next("ready")
    let window = try AccessibilityWindowProbe.launch(
      .lists, on: server, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])

    let list = try client.next("list")
    #expect(list["role"] as? String == "list")
    #expect(
      list["focused"] as? [String] == ["Messages", "Message 2"],
      "the focused list and the row under its cursor")
    #expect((list["interfaces"] as? [String])?.contains("Selection") == true)
    #expect(list["roles"] as? [String] == Array(repeating: "list item", count: 10))
    #expect(list["names"] as? [String] == (0..<10).map { "Message \($0)" })
    let rowStates = (list["rowStates"] as? [[String]])?.first ?? []
    #expect(rowStates.contains("selectable") && !rowStates.contains("selected"))
    let before = list["before"] as? [String: Any] ?? [:]
    #expect(before["count"] as? Int == 1)
    #expect(before["names"] as? [String] == ["Message 2"])
    #expect(before["second"] as? Bool == true && before["first"] as? Bool == false)
    let after = list["after"] as? [String: Any] ?? [:]
    #expect(after["selected"] as? Bool == true)
    #expect(after["count"] as? Int == 1 && after["names"] as? [String] == ["Message 5"])
    #expect(after["states"] as? [Bool] == (0..<10).map { $0 == 5 })
    let events = after["events"] as? [[String: Any]] ?? []
    #expect(
      events.contains {
        $0["type"] as? String == "object:selection-changed" && $0["role"] as? String == "list"
      }, "selection-changed on the list: \(events)")
    let selectedEvents = events.filter {
      $0["type"] as? String == "object:state-changed:selected"
    }
    #expect(
      selectedEvents.contains { $0["name"] as? String == "Message 5" && $0["detail1"] as? Int == 1 }
    )
    #expect(
      selectedEvents.contains { $0["name"] as? String == "Message 2" && $0["detail1"] as? Int == 0 }
    )
    #expect(list["selectAll"] as? Bool == false, "one item at a time")
    #expect(list["cleared"] as? Bool == true && list["countCleared"] as? Int == 0)
    #expect(list["final"] as? [String] == ["Message 7"], "no child 99: the selection stays")

    let table = try client.next("table")
    let tableInterfaces = table["interfaces"] as? [String] ?? []
    #expect(tableInterfaces.contains("Table") && tableInterfaces.contains("Selection"))
    #expect(table["rows"] as? Int == 1_000 && table["columns"] as? Int == 3)
    #expect(table["cell"] as? String == "Kind 1" && table["cellRole"] as? String == "table cell")
    #expect((table["cellInterfaces"] as? [String] ?? []).contains("TableCell"))
    #expect(table["cellPosition"] as? [Int] == [1, 2], "\(table["cellPosition"] ?? "none")")
    #expect(table["cellSpans"] as? [Int] == [1, 1] && table["cellTable"] as? String == "table")
    #expect(table["cellHeaders"] as? [String] == ["Kind"], "the header of the cell's column")
    #expect(table["far"] is NSNull, "row 500 is out of sight: no cell object")
    #expect(table["description"] as? String == "Size" && table["pastLast"] as? String == "")
    #expect(
      table["header"] as? String == "Size" && table["headerRole"] as? String == "column header")
    #expect(table["selectedCount"] as? Int == 1, "row 900 is selected, out of sight")
    #expect((table["selected"] as? [Any])?.first is NSNull)
    #expect(table["selectedRow"] as? Bool == true)

    let tabs = try client.next("tabs")["tabs"] as? [[String: Any]] ?? []
    #expect(tabs.map { $0["role"] as? String } == ["page tab", "page tab"])
    #expect(tabs.map { $0["name"] as? String } == ["Inbox", "Archive"])
    let tabStates = tabs.map { $0["states"] as? [String] ?? [] }
    #expect(tabStates.allSatisfy { $0.contains("selectable") })
    #expect(tabStates.map { $0.contains("selected") } == [false, true])

    _ = try client.next("press-down")
    try server.xdotool("key", "Down")
    client.proceed()
    let cursor = try client.next("cursor")["events"] as? [[String: Any]] ?? []
    #expect(
      cursor.contains {
        $0["type"] as? String == "object:state-changed:focused" && $0["detail1"] as? Int == 1
          && $0["name"] as? String == "Message 3"
      }, "Down moved the focus to the next row: \(cursor)")
    #expect(
      cursor.contains {
        $0["type"] as? String == "object:state-changed:focused" && $0["detail1"] as? Int == 0
          && $0["name"] as? String == "Message 2"
      })
    #expect(
      cursor.contains {
        $0["type"] as? String == "object:active-descendant-changed"
          && $0["role"] as? String == "list" && $0["any"] as? String == "Message 3"
      }, "the list names its new active descendant")

    #expect(try client.next("closed")["performed"] as? Bool == true)
    #expect(try window.result() == "list 7, table 1", "the program saw the bus's selections")
  }

  /// The bridge starts only with an accessibility bus.
  ///
  /// Not without a session bus, not with a session bus where no launcher runs, not with
  /// `NO_AT_BRIDGE=1`; it does with a launcher, and lets go of the root when the window
  /// closes.
  @Test func theBridgeStartsOnlyWhenAnAccessibilityBusRuns() throws {
    let server = try XvfbServer()
    func check(_ environment: [String: String]) throws -> String {
      try AccessibilityWindowProbe.launch(.bridgeCheck, on: server, environment: environment)
        .result()
    }
    #expect(try check([:]) == "no bridge")
    let sessionOnly = try AccessibilityBus(on: server, launcher: false)
    #expect(try check(["DBUS_SESSION_BUS_ADDRESS": sessionOnly.address]) == "no bridge")
    let withLauncher = try AccessibilityBus(on: server)
    let address = withLauncher.address
    #expect(
      try check(["DBUS_SESSION_BUS_ADDRESS": address, "NO_AT_BRIDGE": "1"]) == "no bridge")
    #expect(try check(["DBUS_SESSION_BUS_ADDRESS": address]) == "bridge")
  }

  /// A handler the program set on the root keeps hearing every notification while the
  /// bridge runs, and is the root's alone again when the window closes (the bridge, gone by
  /// then, is not called).
  @Test func aProgramsOwnNotificationHandlerKeepsHearing() throws {
    let server = try XvfbServer()
    let bus = try AccessibilityBus(on: server)
    let result = try AccessibilityWindowProbe.launch(
      .programHandler, on: server, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]
    ).result()
    #expect(result == "while running 1, after 2")
  }
}

#endif
