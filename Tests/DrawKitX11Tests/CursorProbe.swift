#if Hosts

import Foundation
import Glibc

/// The pointer's shape on a test's X server, read through XFIXES.
///
/// `Tests/Peers/cursor-probe.c` prints one line that differs between two shapes of the cursor
/// theme. Sendable, so that a thread can move the pointer while the window's loop runs on the
/// main thread.
struct CursorProbe: Sendable {
  /// What the probe printed: size, hot spot, opaque pixels and a hash of the image.
  struct Shape: Equatable, Sendable, CustomStringConvertible {
    let description: String
    /// Whether no pixel of the cursor shows (a blank cursor).
    var isBlank: Bool { description.contains(" opaque 0 ") }
  }

  /// The environment naming the server (`DISPLAY`).
  let environment: [String: String]

  init(server: XvfbServer) {
    environment = server.environment
  }

  /// The shape the server shows now.
  func shape() throws -> Shape {
    let process = Process()
    process.executableURL = try Self.program.executable()
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    guard process.terminationStatus == 0, line.hasPrefix("CURSOR ") else {
      throw TestFailure("cursor-probe printed '\(line)'")
    }
    return Shape(description: String(line.dropFirst("CURSOR ".count)))
  }

  /// Runs `xdotool` with `arguments` on the server.
  func xdotool(_ arguments: String...) throws {
    try xdotool(arguments)
  }

  private func xdotool(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = try XvfbServer.tool("xdotool")
    process.arguments = arguments
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TestFailure("xdotool \(arguments.joined(separator: " ")) failed")
    }
  }

  /// Moves the pointer to `point` of the screen (or of `window`), then waits up to 20 s for
  /// the shape to satisfy `wanted` (the window changes it once it has handled the motion).
  func move(
    to point: (x: Int, y: Int), in window: UInt32? = nil, until wanted: (Shape) -> Bool
  ) throws -> Shape {
    let relative = window.map { ["--window", String($0)] } ?? []
    let arguments = ["mousemove"] + relative + ["\(point.x)", "\(point.y)"]
    try xdotool(arguments)
    let deadline = Date().addingTimeInterval(20)
    var shape = try shape()
    while !wanted(shape) {
      guard Date() < deadline else {
        throw TestFailure("the cursor at \(point) stayed \(shape)")
      }
      usleep(20_000)
      shape = try self.shape()
    }
    return shape
  }

  private static let program = CProgram(
    source: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Peers/cursor-probe.c"),
    name: "cursor-probe", packages: ["xcb", "xcb-xfixes"], debianPackages: "libxcb-xfixes0-dev")
}

#endif
