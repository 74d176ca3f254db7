#if Hosts

import Foundation
import Glibc

/// The test input method (`Tests/Peers/xim-test-server.c`, built once per test run with `cc`
/// against libxcb-imdkit) running on a test's X server: an XIM server that composes nothing,
/// sends every key press back unconsumed, prints what it receives, and on the command `hold`
/// holds its answer to the next spot request until the command `release`.
final class XIMTestServer {
  /// The lines the server printed so far (read by ``waitForOutput(until:_:)``).
  private(set) var lines: [String] = []
  private let process: Process
  private let input = Pipe()
  private let output = Pipe()
  private var unfinishedLine = Data()

  /// What the test server needs that is missing (a tool or libxcb-imdkit's header), or `nil`.
  static var missingDependency: String? {
    for tool in ["cc", "pkg-config"] where (try? XvfbServer.tool(tool)) == nil { return tool }
    let header = "/usr/include/xcb-imdkit/imdkit.h"
    return FileManager.default.fileExists(atPath: header) ? nil : header
  }

  /// Starts the server as the input method `name` on `server` and waits until it is registered.
  init(name: String, on server: XvfbServer) throws {
    process = Process()
    process.executableURL = try Self.program.executable()
    process.arguments = [name]
    process.environment = server.environment
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    try waitForOutput(until: "READY") { $0.contains { $0.hasPrefix("READY ") } }
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// Kills the server at once (SIGKILL), as when an input method crashes, and waits until it
  /// is gone: the X server then destroys its windows, which tells clients.
  func crash() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Sends the server a command line: `hold` or `release`.
  func send(_ command: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data("\(command)\n".utf8))
  }

  /// Reads the server's output until `condition` holds for its lines, for up to 60 s (the
  /// wait ends as soon as it does); `expected` names what is awaited, for the failure.
  func waitForOutput(until expected: String, _ condition: ([String]) -> Bool) throws {
    let deadline = Date().addingTimeInterval(60)
    let descriptor = output.fileHandleForReading.fileDescriptor
    var source = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !condition(lines) {
      guard Date() < deadline || poll(&source, 1, 0) > 0 else {
        throw TestFailure(
          "the test input method printed no \(expected) within 60 s; it printed: \(lines)")
      }
      guard poll(&source, 1, 100) > 0 else { continue }
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else {
        throw TestFailure("the test input method exited before printing \(expected): \(lines)")
      }
      unfinishedLine.append(contentsOf: buffer.prefix(count))
      while let newline = unfinishedLine.firstIndex(of: UInt8(ascii: "\n")) {
        lines.append(String(decoding: unfinishedLine[..<newline], as: UTF8.self))
        unfinishedLine = Data(unfinishedLine[(newline + 1)...])
      }
    }
  }

  /// The server, compiled on first use.
  private static let program = CProgram(
    source: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Peers/xim-test-server.c"),
    name: "xim-test-server", packages: ["xcb-imdkit", "xcb"],
    debianPackages: "libxcb-imdkit-dev")
}

#endif
