#if Hosts

import DrawKit
import Foundation
import Glibc

/// The latency bench's client (`Benchmarks/Latency/latency.c`, built once per test run with
/// `cc` and `pkg-config xcb xcb-xtest xcb-damage`), run against a window on a test's X server:
/// it presses keys with XTest, reads the damage the window sends back with DAMAGE, and checks
/// that each key changed more than a caret.
struct LatencyClient {
  /// What one run printed, and how it ended.
  struct Run {
    /// The exit status: 0 when every key showed on screen, 1 when one did not.
    let status: Int32
    /// Standard output: the result line and, with `printDamage`, the boxes.
    let output: String
    /// Standard error: why the run failed.
    let errors: String

    /// The damage bounding box of each keystroke (`damage k x y w h` lines), by keystroke.
    var damage: [Int: CGRect] { boxes(named: "damage") }
    /// The bounding box of each keystroke's changed pixels (`changed k x y w h` lines).
    var changed: [Int: CGRect] { boxes(named: "changed") }

    private func boxes(named name: String) -> [Int: CGRect] {
      var boxes: [Int: CGRect] = [:]
      for line in output.split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard fields.count == 6, fields[0] == name else { continue }
        let numbers = fields.dropFirst().compactMap { Int($0) }
        guard numbers.count == 5 else { continue }
        boxes[numbers[0]] = CGRect(
          x: numbers[1], y: numbers[2], width: numbers[3], height: numbers[4])
      }
      return boxes
    }
  }

  /// Runs the client against `window` on `server`: `count` typed letters after `warmup`
  /// ones, printing each keystroke's boxes.
  static func run(window: UInt32, on server: XvfbServer, warmup: Int, count: Int) throws -> Run {
    let process = Process()
    process.executableURL = try Self.program.executable()
    process.arguments = [
      "--window", String(window), "--peer", "test", "--n", "0", "--warmup", String(warmup),
      "--count", String(count), "--print-damage",
    ]
    process.environment = server.environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let complaints = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
      errors: String(decoding: complaints, as: UTF8.self))
  }

  /// The client, compiled on first use.
  private static let program = CProgram(
    source: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Benchmarks/Latency/latency.c"),
    name: "latency", packages: ["xcb", "xcb-xtest", "xcb-damage"],
    debianPackages: "libxcb-xtest0-dev and libxcb-damage0-dev")
}

#endif
