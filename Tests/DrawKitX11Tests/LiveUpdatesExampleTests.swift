#if Hosts

import DrawKit
import DrawKitTesting
import Foundation
import Glibc
import Testing

/// The Time and Animation article's example (`live-updates`): while each host runs, a
/// main-actor task that sleeps, 10,000 blocks posted to the main queue from another thread
/// (all run, in order) and a timer on the main run loop all reach the window's pixels; the
/// window keeps its minimum size, a title sent through the main queue renames it, and a close
/// from another thread ends it.
@Suite(.serialized)
struct LiveUpdatesExampleTests {
  /// The window as it shows once every update has run, drawn by DrawKit.
  private func expectedImage() throws -> Image {
    try FontPinning.pin(configurationFile: XvfbServer.pinnedFonts)
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
    root.backgroundColor = .white
    for (y, text) in [(10, "saved by a task"), (56, "10000 blocks in order"), (102, "3 ticks")] {
      root.addSubview(
        TextField(frame: CGRect(x: 10, y: CGFloat(y), width: 300, height: 36), text: text))
    }
    return try Renderer().image(of: root)
  }

  /// The "program specified minimum size: W by H" that `xprop` prints for `WM_NORMAL_HINTS`.
  private static func minimumSize(in hints: String) -> (width: Int, height: Int)? {
    guard let line = hints.split(separator: "\n").first(where: { $0.contains("minimum size") })
    else { return nil }
    let numbers = line.split(separator: " ").compactMap { Int($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }

  @Test(arguments: ["x11", "gtk"])
  func tasksQueuedBlocksAndTimersReachTheWindow(host: String) throws {
    let server = try XvfbServer()
    let process = Process()
    process.executableURL = try ExamplePackage.executable("live-updates")
    process.arguments = [host]
    process.environment = server.environment
    let input = Pipe()
    let output = Pipe()
    let errors = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-live-updates-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let window: UInt32
    do {
      window = try server.window(named: "Live updates")
    } catch {
      let written = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      throw TestFailure("\(error); the example wrote: \(written)")
    }
    let expected = try expectedImage()
    let found = try #require(
      try CaptureMatching.locate(expected) { try server.capture(window: window) },
      "the window never showed all three updates")
    #expect(
      CaptureMatching.mismatches(of: expected, in: found.capture, at: found.origin)
        <= CaptureMatching.allowedMismatches(expected))
    let hints = String(
      decoding: try server.run("xprop", ["-id", "\(window)", "WM_NORMAL_HINTS"]), as: UTF8.self)
    let minimum = try #require(Self.minimumSize(in: hints), "no minimum size in \(hints)")
    #expect(minimum.width == 320 && minimum.height == 150)
    input.fileHandleForWriting.write(Data("title Live updates, renamed\n".utf8))
    #expect(try server.window(named: "Live updates, renamed") == window)
    input.fileHandleForWriting.write(Data("close\n".utf8))
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(printed == "saved by a task\n10000 blocks in order\n3 ticks\n")
  }
}

#endif
