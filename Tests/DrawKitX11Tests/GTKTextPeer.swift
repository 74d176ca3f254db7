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
    process.executableURL = try Self.executable()
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

  /// The peer, compiled on first use into a temporary folder.
  private static func executable() throws -> URL {
    try built.withLock { built in
      if let built { return built }
      let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Peers/gtk-text-peer.c")
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("drawkit-gtk-peer-\(getpid())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let binary = folder.appendingPathComponent("gtk-text-peer")
      let flags = try run("pkg-config", ["--cflags", "--libs", "gtk4"])
        .split(whereSeparator: \.isWhitespace).map(String.init)
      _ = try run("cc", ["-O1", "-o", binary.path, source.path] + flags)
      built = binary
      return binary
    }
  }

  private static let built = LockedValue<URL?>(nil)

  /// Runs `tool` and returns its output; a failure names the package that provides GTK 4.
  private static func run(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = try XvfbServer.tool(tool)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TestFailure(
        "\(tool) \(arguments.joined(separator: " ")) failed; make test installs libgtk-4-dev")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
