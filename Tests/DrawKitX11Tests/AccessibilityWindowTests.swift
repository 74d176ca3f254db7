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
          && $0["any"] as? String == "Added" && $0["detail1"] as? Int == 3
      }, "children-changed:add names the new element: \(changes)")
    #expect((added["names"] as? [String])?.suffix(2) == ["Add", "Added"])
    #expect(try client.next("closed")["performed"] as? Bool == true)
    #expect(try window.result() == "hunter2", "EditableText inserted into and deleted from it")
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
