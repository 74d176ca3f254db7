import DrawKit
import Foundation
import Glibc
import Testing

@testable import DrawKitX11

/// A secure text field in a window run in this process, read over AT-SPI: the bus sees
/// bullets only, also in the events of text inserted and deleted through EditableText; and a
/// view added while the window runs reaches the bus as a children-changed event.
@Suite(.serialized)
struct AccessibilityWindowTests {
  @Test func secureTextShowsBulletsAndAddedViewsAreAnnounced() throws {
    let server = try XvfbServer()
    let bus = try AccessibilityBus(on: server)
    let client = try AtspiClient(lookingFor: "secure", mode: "password", on: bus)
    _ = try client.next("ready")

    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
    root.backgroundColor = .white
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 32), text: "hunter2")
    field.isSecureTextEntry = true
    root.addSubview(field)
    let close = DrawView(frame: CGRect(x: 10, y: 60, width: 80, height: 32))
    close.accessibilityElement = AccessibilityElement(
      role: .button, label: "Close", value: nil, hint: nil, states: [], actions: [.press],
      numericValue: nil)
    root.addSubview(close)
    let add = DrawView(frame: CGRect(x: 100, y: 60, width: 80, height: 32))
    add.accessibilityElement = AccessibilityElement(role: .button, label: "Add", actions: [.press])
    add.onActivate { [weak root] _ in
      let added = DrawView(frame: CGRect(x: 200, y: 60, width: 80, height: 32))
      added.accessibilityElement = AccessibilityElement(role: .staticText, label: "Added")
      root?.addSubview(added)
    }
    root.addSubview(add)
    let window = try Window(
      title: "secure", size: root.bounds.size, root: root, display: server.display)
    close.onActivate { [weak window] _ in window?.close() }

    // The window runs on this thread until the client presses Close. Should the client end
    // without doing so, the X server is stopped 60 s after it exited, and `run` throws.
    let closed = DispatchSemaphore(value: 0)
    let serverProcess = server.processIdentifier
    let clientExited = client.exited
    DispatchQueue.global().async {
      clientExited.wait()
      if closed.wait(timeout: .now() + 60) == .timedOut { kill(serverProcess, SIGKILL) }
    }
    setenv("DBUS_SESSION_BUS_ADDRESS", bus.address, 1)
    defer { unsetenv("DBUS_SESSION_BUS_ADDRESS") }
    let reason = try window.run()
    closed.signal()
    #expect(reason == .closed)

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
    #expect(field.text == "hunter2", "EditableText inserted into and deleted from the field")

    let added = try client.next("added")
    let changes = added["events"] as? [[String: Any]] ?? []
    #expect(
      changes.contains {
        ($0["type"] as? String)?.hasPrefix("object:children-changed:add") == true
          && $0["any"] as? String == "Added" && $0["detail1"] as? Int == 3
      }, "children-changed:add names the new element: \(changes)")
    #expect((added["names"] as? [String])?.suffix(2) == ["Add", "Added"])
    #expect(try client.next("closed")["performed"] as? Bool == true)
  }

  /// The bridge starts only with an accessibility bus.
  ///
  /// Not without a session bus, not with a session bus where no launcher runs, not with
  /// `NO_AT_BRIDGE=1`; it does with a launcher. A started bridge is seen as the handler it
  /// sets on the root.
  @Test func theBridgeStartsOnlyWhenAnAccessibilityBusRuns() throws {
    let server = try XvfbServer()
    #expect(try bridgeStarts(on: server, bus: nil) == false)
    let sessionOnly = try AccessibilityBus(on: server, launcher: false)
    #expect(try bridgeStarts(on: server, bus: sessionOnly) == false)
    let withLauncher = try AccessibilityBus(on: server)
    #expect(try bridgeStarts(on: server, bus: withLauncher, disabled: true) == false)
    #expect(try bridgeStarts(on: server, bus: withLauncher) == true)
  }

  /// Whether a window run with `bus` as its session bus hands its root a notification
  /// handler (the bridge's) while it is shown.
  private func bridgeStarts(on server: XvfbServer, bus: AccessibilityBus?, disabled: Bool = false)
    throws -> Bool
  {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    let window = try Window(
      title: "bridge", size: root.bounds.size, root: root, display: server.display)
    var hadHandler = false
    window.onShow = { window in
      hadHandler = window.root.onAccessibilityNotification != nil
      window.close()
    }
    if let bus { setenv("DBUS_SESSION_BUS_ADDRESS", bus.address, 1) }
    if disabled { setenv("NO_AT_BRIDGE", "1", 1) }
    defer {
      unsetenv("DBUS_SESSION_BUS_ADDRESS")
      unsetenv("NO_AT_BRIDGE")
    }
    #expect(try window.run() == .closed)
    #expect(root.onAccessibilityNotification == nil, "the bridge lets go of the root")
    return hadHandler
  }
}
