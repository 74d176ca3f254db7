#if Hosts

import Foundation
import Glibc
import Testing

/// A private X server (Xvfb) for one test, on a display number it picks itself, with the
/// X tools the tests drive it with: `xdotool`, `xwd`, `xclip`.
final class XvfbServer {
  let display: String
  private let process: Process

  /// Starts Xvfb with one screen of `screen` (width × height × depth, 1280 × 1024 × 24 unless
  /// a test needs a taller window wholly on screen) and waits until it accepts connections.
  ///
  /// `-noreset`: by default an X server resets when its last client leaves and refuses
  /// connections while it does, so a program under test that connected just as a polling
  /// `xdotool` left failed with "cannot open display" (11 of 400 connections in a loop).
  init(screen: String = "1280x1024x24") throws {
    let process = Process()
    process.executableURL = try Self.tool("Xvfb")
    process.arguments = ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let line = try ProcessOutput.readLine(from: output.fileHandleForReading, timeout: 20)
    guard let number = Int(line.trimmingCharacters(in: .whitespaces)) else {
      process.terminate()
      throw TestFailure("Xvfb did not report a display number: '\(line)'")
    }
    display = ":\(number)"
    self.process = process
  }

  deinit {
    stop()
  }

  /// Stops the server at once, as when an X server crashes under its clients.
  ///
  /// SIGKILL, because a server started from a test thread inherits its blocked signals.
  func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// The environment for a client of this server.
  var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["DRAWKIT_CARET_BLINK"] = "0"
    environment["FONTCONFIG_FILE"] = fontsConfiguration.path
    environment["LANG"] = "C.UTF-8"
    environment["GDK_BACKEND"] = "x11"
    environment["NO_AT_BRIDGE"] = "1"
    // GTK 4 talks to the accessibility bus itself (not through the ATK bridge): where
    // at-spi2-core is installed it finds or starts one, and prints criticals when that bus goes
    // away under it. Tests of other things keep it out.
    environment["GTK_A11Y"] = "none"
    return environment
  }

  /// Runs an X tool against this server and returns what it printed.
  @discardableResult
  func run(_ tool: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = try Self.tool(tool)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TestFailure(
        "\(tool) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
    }
    return data
  }

  /// Starts an X tool against this server, feeding it `input`, without waiting for it.
  func start(_ tool: String, _ arguments: [String], input: String) throws -> Process {
    let process = Process()
    process.executableURL = try Self.tool(tool)
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    let inputPipe = Pipe()
    process.standardInput = inputPipe
    try process.run()
    inputPipe.fileHandleForWriting.write(Data(input.utf8))
    try inputPipe.fileHandleForWriting.close()
    return process
  }

  /// Runs `xdotool` with `arguments`.
  func xdotool(_ arguments: String...) throws {
    try run("xdotool", arguments)
  }

  /// Types `text` into the focused window with `xdotool type`, after binding the keysyms of
  /// its non-ASCII characters for good (see ``XClient/bindKeysyms(for:)``), so no character
  /// depends on how fast the client reads the keymap.
  func type(_ text: String) throws {
    try XClient(display: display).bindKeysyms(for: text)
    try run("xdotool", ["type", text])
  }

  /// The X window titled exactly `title`, waiting up to 60 s for it to be mapped.
  func window(named title: String) throws -> UInt32 {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      if let data = try? run("xdotool", ["search", "--onlyvisible", "--name", "^\(title)$"]),
        let id = String(decoding: data, as: UTF8.self).split(separator: "\n").first
          .flatMap({ UInt32($0) })
      {
        return id
      }
      usleep(50_000)
    }
    throw TestFailure("no window titled '\(title)' within 60 s")
  }

  /// Captures `window` with `xwd`.
  ///
  /// A dump that does not parse, or an `xwd` that fails (the window changed while `xwd` read
  /// it, or a window of another visual over it went away meanwhile, as IBus's candidate
  /// window does; a loaded machine makes both likelier), is taken again, for up to 10 seconds.
  func capture(window: UInt32) throws -> XWDImage {
    let deadline = Date().addingTimeInterval(10)
    while true {
      let dump = Result { try run("xwd", ["-id", String(window), "-silent"]) }
      if case .success(let data) = dump, let image = XWDImage(data: data) { return image }
      guard Date() < deadline else {
        let data = try dump.get()
        throw TestFailure("xwd wrote \(data.count) bytes that are not a 32-bit dump")
      }
      usleep(100_000)
    }
  }

  /// The path of `name` on `PATH`, or a failure saying which package provides it.
  static func tool(_ name: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw TestFailure(
      "\(name) is not installed (make test installs xvfb, xdotool, x11-apps, xclip, x11-xkb-utils, binutils)"
    )
  }

  /// The fonts configuration that pins the test fonts.
  private var fontsConfiguration: URL { Self.pinnedFonts }

  /// The fonts configuration that pins the test fonts, for clients and for the test's own
  /// renderings.
  static var pinnedFonts: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("DrawKitTests/Fonts/fonts.conf")
  }
}

/// A failure of the test's own machinery (a tool missing, a process that hung).
struct TestFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

#endif
