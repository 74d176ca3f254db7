#if Hosts

import DrawKit
import Foundation
import Glibc

/// GTK 4's `GtkTextView` or `GtkEntry` alone in a window on a test's X server
/// (`Tests/Peers/gtk-text-peer.c`, built once per test run with `pkg-config gtk4`): the
/// reference DrawKit's editing conventions are compared with.
final class GTKTextPeer {
  private let process: Process
  private let output = Pipe()
  private let server: XvfbServer

  /// Starts the peer showing a text view (`entry == false`) or an entry, focuses its window
  /// and waits (up to 60 s) until GTK reports that the window is active.
  init(entry: Bool, on server: XvfbServer) throws {
    self.server = server
    process = Process()
    process.executableURL = try Self.program.executable()
    process.arguments = [entry ? "entry" : "view"]
    var environment = server.environment
    environment["GDK_BACKEND"] = "x11"
    environment["GSK_RENDERER"] = "cairo"
    environment["GTK_A11Y"] = "none"
    environment["NO_AT_BRIDGE"] = "1"
    process.environment = environment
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let window = try readLine(expecting: "WINDOW ")
    try server.xdotool("windowfocus", "--sync", window)
    _ = try readLine(expecting: "ACTIVE")
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// The widget's text after every key sent so far: presses F12, which the peer answers
  /// after handling the keys before it.
  func text() throws -> String {
    try server.xdotool("key", "F12")
    let hex = Array(try readLine(expecting: "TEXT ").utf8)
    var bytes: [UInt8] = []
    var index = 0
    while index + 1 < hex.count {
      guard let byte = UInt8(String(decoding: hex[index...index + 1], as: UTF8.self), radix: 16)
      else { throw TestFailure("the peer printed text that is not hex") }
      bytes.append(byte)
      index += 2
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The rest of the next line of output, which must start with `prefix`.
  private func readLine(expecting prefix: String) throws -> String {
    let line = try ProcessOutput.readLine(from: output.fileHandleForReading, timeout: 60)
    guard line.hasPrefix(prefix) else {
      throw TestFailure("the GTK peer printed '\(line)' instead of '\(prefix)...'")
    }
    return String(line.dropFirst(prefix.count))
  }

  /// The peer, compiled on first use.
  private static let program = CProgram(
    source: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Peers/gtk-text-peer.c"),
    name: "gtk-text-peer", packages: ["gtk4"], debianPackages: "libgtk-4-dev")
}

#endif
