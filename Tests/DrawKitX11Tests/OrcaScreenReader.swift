#if Hosts

import Foundation
import Glibc

/// Orca, the GNOME screen reader, running on a test's accessibility bus with speech turned
/// off: what it would say is read from its debug log (`SPEECH OUTPUT: '…'` lines).
final class OrcaScreenReader {
  /// Where Orca is installed (`make test` installs the `orca` package).
  static let executable = URL(fileURLWithPath: "/usr/bin/orca")

  private let process: Process
  private let home: URL
  private let log: URL

  /// Starts Orca on `bus` with a private home folder (its settings start from the
  /// defaults) and waits up to 60 s until it listens to applications.
  init(on bus: AccessibilityBus) throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-orca-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    log = home.appendingPathComponent("orca-debug.txt")
    // Orca loads this file of the user's own code at start: it makes the debug log reach the
    // file line by line, where Orca would hold it in a buffer.
    let settings = home.appendingPathComponent(".local/share/orca")
    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
    try "import orca.debug\norca.debug.debugFile.reconfigure(line_buffering=True)\n".write(
      to: settings.appendingPathComponent("orca-customizations.py"), atomically: true,
      encoding: .utf8)
    // Started with no signal blocked, as the bus tools are (see AccessibilityBus).
    process = try AccessibilityBus.processWithSignals(
      Self.executable, ["--debug-file=\(log.path)", "--disable=speech"])
    var environment = bus.environment
    environment["HOME"] = home.path
    // Orca is a Python program that needs Debian's Python, with its bindings, first.
    environment["PATH"] = "/usr/bin:/bin:" + (environment["PATH"] ?? "")
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    try waitForLog(describing: "Orca listening") { $0.contains("EVENT MANAGER: Activated") }
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: home)
  }

  /// Everything Orca has said so far, one utterance an element.
  var spoken: [String] {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      guard let start = line.range(of: "SPEECH OUTPUT: '") else { return nil }
      // `SPEECH OUTPUT: 'Name entry.'{'established': False}` or `… 'd' {'established'…`: the
      // voice follows the text.
      let rest = line[start.upperBound...]
      guard
        let end = rest.range(of: "'{")?.lowerBound ?? rest.range(of: "' {")?.lowerBound
          ?? rest.lastIndex(of: "'")
      else {
        return nil
      }
      return String(rest[..<end])
    }
  }

  /// Waits up to `timeout` seconds until Orca has said `utterance` after the first `skipping`
  /// utterances; returns whether it did (the wait ends as soon as it has).
  func waitToSay(_ utterance: String, after skipping: Int, timeout: TimeInterval = 60) -> Bool {
    waitToSay(after: skipping, timeout: timeout) { $0 == utterance }
  }

  /// Waits as ``waitToSay(_:after:timeout:)`` does for an utterance containing `text`.
  func waitToSay(containing text: String, after skipping: Int, timeout: TimeInterval = 60)
    -> Bool
  {
    waitToSay(after: skipping, timeout: timeout) { $0.contains(text) }
  }

  /// Waits up to `timeout` seconds until an utterance after the first `skipping` matches;
  /// returns whether one did.
  private func waitToSay(
    after skipping: Int, timeout: TimeInterval, _ matches: (String) -> Bool
  ) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if spoken.dropFirst(skipping).contains(where: matches) { return true }
      usleep(50_000)
    }
    return spoken.dropFirst(skipping).contains(where: matches)
  }

  /// Reads the debug log until `condition` holds for it, for up to 60 s.
  private func waitForLog(describing expected: String, _ condition: (String) -> Bool) throws {
    let deadline = Date().addingTimeInterval(60)
    while !condition((try? String(contentsOf: log, encoding: .utf8)) ?? "") {
      guard Date() < deadline, process.isRunning else {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? "(no log)"
        throw TestFailure(
          "no \(expected) in Orca's log within 60 s (running: \(process.isRunning)); it ends: "
            + text.suffix(1500))
      }
      usleep(50_000)
    }
  }
}

#endif
