#if Hosts

import Foundation
import Glibc

/// `playgrounds --live PAGE --dump-on-exit FILE` (or `--gtk PAGE`) running on a test's X
/// server, or with `--gtk` on a Wayland compositor.
final class LivePlayground {
  let server: XvfbServer?
  let dumpFile: URL
  /// The id of the page's X window: from the line the command prints once it is live, or
  /// for a GTK window on X11, found by its title.
  private(set) var windowID: UInt32 = 0
  private let process: Process
  private let errorOutput = Pipe()
  private let output = Pipe()
  /// Standard error read so far by ``waitForErrorOutput(containing:)``.
  private var errorsRead = Data()

  /// Starts the page and waits until its window is live.
  ///
  /// - Parameters:
  ///   - host: `--live` for the X11 window, `--gtk` for the GTK 4 one.
  ///   - server: The X server, or `nil` when `environment` names a Wayland compositor.
  ///   - options: More command-line options, such as `--load FILE`.
  init(
    page: String, on server: XvfbServer?, environment extra: [String: String] = [:],
    waitUntilLive: Bool = true, host: String = "--live", options: [String] = []
  ) throws {
    self.server = server
    dumpFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-live-\(UUID().uuidString).txt")
    process = Process()
    process.executableURL = try Self.playgroundsExecutable()
    process.arguments = [host, page, "--dump-on-exit", dumpFile.path] + options
    process.environment = (server?.environment ?? ProcessInfo.processInfo.environment)
      .merging(extra) { $1 }
    process.standardOutput = output
    process.standardError = errorOutput
    try process.run()
    guard waitUntilLive else { return }
    let line = try ProcessOutput.readLine(from: output.fileHandleForReading, timeout: 60)
    if host == "--gtk" {
      guard line.hasSuffix("is live in a GTK window") else {
        throw TestFailure("playgrounds printed '\(line)' instead of saying it is live")
      }
      if let server { windowID = try server.window(named: page) }
      return
    }
    guard let id = line.split(separator: " ").last.flatMap({ UInt32($0) }) else {
      throw TestFailure("playgrounds printed '\(line)' instead of its window id")
    }
    windowID = id
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: dumpFile)
  }

  /// Sends `signal` to the running command.
  func send(_ signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  /// Sends `signal` and waits for the process to exit; returns its exit status.
  func stop(with signal: Int32 = SIGTERM) throws -> Int32 {
    kill(process.processIdentifier, signal)
    return try waitForExit()
  }

  /// Waits up to 20 s for the process to exit; returns its exit status.
  ///
  /// A status other than 0 also prints the end of the process's standard error to the test's,
  /// so that a failed expectation on the status shows why the process failed.
  func waitForExit() throws -> Int32 {
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning {
      guard Date() < deadline else {
        kill(process.processIdentifier, SIGKILL)
        throw TestFailure("playgrounds did not exit within 20 s")
      }
      usleep(20_000)
    }
    guard process.terminationReason == .exit else {
      throw TestFailure("playgrounds died of signal \(process.terminationStatus)")
    }
    let status = process.terminationStatus
    if status != 0 {
      FileHandle.standardError.write(
        Data("playgrounds exited with \(status); its standard error ends:\n".utf8)
          + Data(errorText.suffix(4000).utf8))
    }
    return status
  }

  /// What the process wrote to standard error (read after it exited).
  var errorText: String {
    errorsRead.append(errorOutput.fileHandleForReading.readDataToEndOfFile())
    return String(decoding: errorsRead, as: UTF8.self)
  }

  /// Reads standard error while the process runs until it holds `text`, for up to 60 s (the
  /// wait ends as soon as it does).
  func waitForErrorOutput(containing text: String) throws {
    try waitForErrorOutput(until: "'\(text)'") { $0.contains(text) }
  }

  /// What the process wrote to standard error so far, without waiting, for failure messages.
  var errorTextSoFar: String {
    try? waitForErrorOutput(until: "anything", timeout: 0) { _ in false }
    return String(decoding: errorsRead, as: UTF8.self)
  }

  /// Reads standard error while the process runs until `condition` holds for all of it read
  /// so far, for up to `timeout` seconds (the wait ends as soon as it does); `expected` names
  /// what is awaited, for the failure.
  func waitForErrorOutput(
    until expected: String, timeout: TimeInterval = 60, _ condition: (String) -> Bool
  ) throws {
    let deadline = Date().addingTimeInterval(timeout)
    let handle = errorOutput.fileHandleForReading
    var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !condition(String(decoding: errorsRead, as: UTF8.self)) {
      guard Date() < deadline || poll(&descriptor, 1, 0) > 0 else {
        throw TestFailure(
          "no \(expected) on standard error within \(timeout) s; it holds: "
            + String(decoding: errorsRead, as: UTF8.self))
      }
      guard poll(&descriptor, 1, 100) > 0 else { continue }
      let count = read(handle.fileDescriptor, &buffer, buffer.count)
      guard count > 0 else {
        throw TestFailure("playgrounds closed standard error before writing \(expected)")
      }
      errorsRead.append(contentsOf: buffer.prefix(count))
    }
  }

  /// The dump file's text, or `nil` when it was not written.
  var dump: String? {
    (try? Data(contentsOf: dumpFile)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Captures the window with `xwd`.
  func capture() throws -> XWDImage {
    guard let server else { throw TestFailure("no X server to capture from") }
    return try server.capture(window: windowID)
  }

  /// Captures the window until `condition` holds, for up to 60 s (the wait ends as soon as it
  /// holds; the limit only bounds a failure, and a sanitized build beside a million-view test
  /// in a full parallel run once needed more than 15 s to repaint); the last capture either
  /// way.
  func waitForCapture(until condition: (XWDImage) -> Bool) throws -> XWDImage {
    let deadline = Date().addingTimeInterval(60)
    var image = try capture()
    while !condition(image), Date() < deadline {
      usleep(50_000)
      image = try capture()
    }
    return image
  }

  /// Waits until the window has handled everything sent so far (by a round of `xdotool`
  /// and a short settle), so a capture shows the result.
  func settle() {
    usleep(300_000)
  }

  /// The built `playgrounds` executable, next to this test bundle.
  private static func playgroundsExecutable() throws -> URL {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [folder, folder.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("playgrounds")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    throw TestFailure("playgrounds is not built next to \(folder.path); run swift build first")
  }
}

/// Reading a child process's output line by line, with a deadline.
enum ProcessOutput {
  /// The first line `handle` delivers within `timeout` seconds.
  static func readLine(from handle: FileHandle, timeout: TimeInterval) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var bytes: [UInt8] = []
    var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
    while Date() < deadline {
      guard poll(&descriptor, 1, 100) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(handle.fileDescriptor, &byte, 1) == 1 else {
        throw TestFailure(
          "the process closed its output after '\(String(decoding: bytes, as: UTF8.self))'")
      }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    throw TestFailure("no line of output within \(timeout) s")
  }
}

#endif
