#if Hosts

import Foundation
import Glibc
import Testing

/// The Python AT-SPI client in `AccessibilityClient/atspi_client.py`, run with Debian's
/// `/usr/bin/python3` (where `python3-pyatspi` is installed), reporting one JSON object per
/// line for each step it took.
final class AtspiClient {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errorOutput = Pipe()

  /// Starts the client looking for the window titled `title` on `bus`, in `mode`
  /// (`gallery`, `password` or `tree`, see the script).
  init(lookingFor title: String, mode: String = "gallery", on bus: AccessibilityBus) throws {
    process.executableURL = try Self.python()
    process.arguments = [Self.script.path, title, mode]
    process.environment = bus.environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errorOutput
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// The next step's report, which must be `step`; fails after 120 s (the client's own waits
  /// end after 60 s, and it then reports what it saw), or with the client's error output when
  /// it stopped.
  func next(_ step: String) throws -> [String: Any] {
    let line: String
    do {
      line = try ProcessOutput.readLine(from: output.fileHandleForReading, timeout: 120)
    } catch {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      let stderr = String(
        decoding: errorOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      throw TestFailure("the AT-SPI client gave no '\(step)' step (\(error)): \(stderr)")
    }
    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      object["step"] as? String == step
    else {
      throw TestFailure("the AT-SPI client reported '\(line)' where '\(step)' was due")
    }
    if let error = object["error"] as? String {
      Issue.record("the AT-SPI client's step '\(step)' failed: \(error)")
    }
    return object
  }

  /// Tells the client the test has done what it asked for.
  func proceed() {
    input.fileHandleForWriting.write(Data("go\n".utf8))
  }

  /// Debian's Python, where `python3-pyatspi` is installed (another Python may come first on
  /// `PATH`).
  static func python() throws -> URL {
    let python = URL(fileURLWithPath: "/usr/bin/python3")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      throw TestFailure("/usr/bin/python3 is missing (make test installs python3-pyatspi)")
    }
    return python
  }

  private static var script: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("AccessibilityClient/atspi_client.py")
  }
}

#endif
