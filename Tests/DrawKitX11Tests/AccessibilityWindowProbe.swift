#if Hosts

import DrawKit
import Foundation
import Glibc
import Testing

@testable import DrawKitX11

/// A window shown by this test bundle run again as a child process, so the session bus
/// address it reads from its environment reaches it alone (setting it in the test process
/// would let every window and child process started meanwhile join the bus too).
///
/// The parent starts the child with ``launch(_:on:environment:)``; in the child,
/// `runsAProbeWindow` runs the scenario and writes its result to a file the parent reads.
enum AccessibilityWindowProbe {
  /// Which window the child shows.
  enum Scenario: String {
    /// A secure field holding "hunter2", a button "Add" that adds an element "Added", a
    /// button "Rename" that retitles the window "renamed", and a button "Close" that closes
    /// the window; the result is the field's text afterwards.
    case secureField
    /// An empty window closed as soon as it is shown; the result says whether the root had
    /// a notification handler (the bridge's) then.
    case bridgeCheck
    /// An empty window whose root has the program's own notification handler: a value
    /// change is posted while the window runs and again after it closed; the result counts
    /// what the handler heard each time.
    case programHandler
    /// ``AccessibilityListProbe``'s list, table and tab list, and a button "Close"; the result
    /// is the list's and the table's selections afterwards, as "list 7, table 1".
    case lists
  }

  static let scenarioVariable = "DRAWKIT_ACCESSIBILITY_PROBE"
  static let resultVariable = "DRAWKIT_ACCESSIBILITY_PROBE_RESULT"

  /// A running child and the file its result goes to.
  final class Child {
    let process = Process()
    let resultFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-probe-\(UUID().uuidString).txt")

    deinit {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      try? FileManager.default.removeItem(at: resultFile)
    }

    /// Waits up to 60 s for the child to exit; returns its result.
    func result() throws -> String {
      let deadline = Date().addingTimeInterval(60)
      while process.isRunning, Date() < deadline { usleep(20_000) }
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        throw TestFailure("the probe window did not close within 60 s")
      }
      guard let data = try? Data(contentsOf: resultFile) else {
        throw TestFailure("the probe window wrote no result (exit \(process.terminationStatus))")
      }
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// Starts this test bundle again, running only the probe test for `scenario` on `server`,
  /// with `environment` on top of the server's client environment.
  static func launch(
    _ scenario: Scenario, on server: XvfbServer, environment extra: [String: String]
  ) throws -> Child {
    let child = Child()
    child.process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.process.arguments = [
      "--testing-library", "swift-testing", "--filter", "runsAProbeWindow",
    ]
    var environment = server.environment
    for name in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE"] {
      environment[name] = nil
    }
    environment.merge(extra) { $1 }
    environment[scenarioVariable] = scenario.rawValue
    environment[resultVariable] = child.resultFile.path
    child.process.environment = environment
    child.process.standardOutput = FileHandle.nullDevice
    child.process.standardError = FileHandle.nullDevice
    try child.process.run()
    return child
  }

  /// Runs `scenario` in this process (the child) and returns its result.
  static func run(_ scenario: Scenario) throws -> String {
    switch scenario {
    case .secureField:
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
      root.backgroundColor = .white
      let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 32), text: "hunter2")
      field.isSecureTextEntry = true
      root.addSubview(field)
      let close = button("Close", frame: CGRect(x: 10, y: 60, width: 80, height: 32))
      root.addSubview(close)
      let rename = button("Rename", frame: CGRect(x: 200, y: 10, width: 80, height: 32))
      root.addSubview(rename)
      let add = button("Add", frame: CGRect(x: 100, y: 60, width: 80, height: 32))
      add.onActivate { [weak root] _ in
        let added = DrawView(frame: CGRect(x: 200, y: 60, width: 80, height: 32))
        added.accessibilityElement = AccessibilityElement(role: .staticText, label: "Added")
        root?.addSubview(added)
      }
      root.addSubview(add)
      let window = try Window(title: "secure", size: root.bounds.size, root: root)
      close.onActivate { [weak window] _ in window?.close() }
      rename.onActivate { [weak window] _ in window?.title = "renamed" }
      try window.run()
      return field.text
    case .bridgeCheck:
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
      let window = try Window(title: "bridge", size: root.bounds.size, root: root)
      var hadHandler = false
      window.onShow { window in
        hadHandler = window.root.accessibilityNotificationHandler != nil
        window.close()
      }
      try window.run()
      let released = root.accessibilityNotificationHandler == nil
      return (hadHandler ? "bridge" : "no bridge") + (released ? "" : ", root still observed")
    case .programHandler:
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
      var heard = 0
      root.onAccessibilityNotification { _, _ in heard += 1 }
      let window = try Window(title: "handler", size: root.bounds.size, root: root)
      var heardWhileRunning = 0
      window.onShow { window in
        window.root.postAccessibilityNotification(.valueChanged)
        heardWhileRunning = heard
        window.close()
      }
      try window.run()
      root.postAccessibilityNotification(.valueChanged)
      return "while running \(heardWhileRunning), after \(heard)"
    case .lists:
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 340))
      root.backgroundColor = .white
      let list = AccessibilityListProbe.List(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let table = AccessibilityListProbe.table(
        frame: CGRect(x: 200, y: 0, width: 200, height: 80))
      root.addSubview(list)
      root.addSubview(table)
      root.addSubview(
        AccessibilityListProbe.tabs(frame: CGRect(x: 0, y: 210, width: 200, height: 24)))
      let close = button("Close", frame: CGRect(x: 10, y: 260, width: 80, height: 32))
      root.addSubview(close)
      list.becomeFirstResponder()
      let window = try Window(title: "lists", size: root.bounds.size, root: root)
      close.onActivate { [weak window] _ in window?.close() }
      try window.run()
      let selected = { (items: IndexSet) in items.map(String.init).joined(separator: " ") }
      return
        "list \(selected(list.accessibleSelectedItems)), table \(selected(table.accessibleSelectedItems))"
    }
  }

  /// A plain view that describes itself as a button named `label` with a press action.
  private static func button(_ label: String, frame: CGRect) -> DrawView {
    let view = DrawView(frame: frame)
    view.accessibilityElement = AccessibilityElement(
      role: .button, label: label, actions: [.press])
    return view
  }
}

/// The child's side of ``AccessibilityWindowProbe``: enabled only in a child started by it.
struct AccessibilityWindowProbeTests {
  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment[AccessibilityWindowProbe.scenarioVariable] != nil)
  )
  func runsAProbeWindow() throws {
    let environment = ProcessInfo.processInfo.environment
    let scenario = try #require(
      environment[AccessibilityWindowProbe.scenarioVariable].flatMap(
        AccessibilityWindowProbe.Scenario.init(rawValue:)))
    let resultPath = try #require(environment[AccessibilityWindowProbe.resultVariable])
    let result = try AccessibilityWindowProbe.run(scenario)
    try Data(result.utf8).write(to: URL(fileURLWithPath: resultPath))
  }
}

#endif
