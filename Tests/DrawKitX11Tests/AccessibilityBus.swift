#if Hosts

import Foundation
import Glibc

/// A private D-Bus session (`dbus-run-session`, configured by ``SessionBusConfiguration``) with
/// the AT-SPI accessibility bus
/// (`at-spi-bus-launcher`) running in it, for one test against one X server.
///
/// The session lives while `dbus-run-session`'s child reads its standard input; closing it
/// ends the session and its bus daemon.
final class AccessibilityBus {
  /// The X server's client environment plus the session bus address, with bridges on.
  let environment: [String: String]
  /// The session bus address (`DBUS_SESSION_BUS_ADDRESS`).
  let address: String
  private let session: Process
  private let sessionInput = Pipe()
  private let launcher: Process?
  /// Where the session bus listens and keeps its configuration.
  private let folder: URL

  /// Starts the session bus and, unless `launcher` is false, the accessibility bus launcher.
  init(on server: XvfbServer, launcher startsLauncher: Bool = true) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-session-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let configuration = try SessionBusConfiguration.write(in: folder)
    session = try Self.processWithSignals(
      try XvfbServer.tool("dbus-run-session"),
      [
        "--config-file=\(configuration.path)", "--", "/bin/sh", "-c",
        "echo \"$DBUS_SESSION_BUS_ADDRESS\"; exec cat >/dev/null",
      ])
    var environment = server.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["AT_SPI_BUS_ADDRESS"] = nil
    // The X server's client environment turns accessibility bridges off (`NO_AT_BRIDGE=1`,
    // for the GTK peers); merged over it, this environment turns them back on.
    environment["NO_AT_BRIDGE"] = "0"
    session.environment = environment
    let output = Pipe()
    session.standardOutput = output
    session.standardInput = sessionInput
    session.standardError = FileHandle.nullDevice
    try session.run()
    let address = try ProcessOutput.readLine(from: output.fileHandleForReading, timeout: 60)
    guard address.hasPrefix("unix:") else {
      throw TestFailure("dbus-run-session printed '\(address)' instead of a bus address")
    }
    environment["DBUS_SESSION_BUS_ADDRESS"] = address
    self.address = address
    self.environment = environment
    guard startsLauncher else {
      launcher = nil
      return
    }
    let launcherPath = URL(fileURLWithPath: "/usr/libexec/at-spi-bus-launcher")
    guard FileManager.default.isExecutableFile(atPath: launcherPath.path) else {
      try? sessionInput.fileHandleForWriting.close()
      throw TestFailure("at-spi-bus-launcher is not installed (make test installs at-spi2-core)")
    }
    let launcher = try Self.processWithSignals(launcherPath, [])
    launcher.environment = environment
    launcher.standardOutput = FileHandle.nullDevice
    launcher.standardError = FileHandle.nullDevice
    try launcher.run()
    self.launcher = launcher
    try waitUntilTheLauncherOwnsItsName()
  }

  /// Stops the launcher (which stops the accessibility bus), then ends the session, each
  /// with SIGTERM first and SIGKILL when it has not exited within 20 s.
  deinit {
    if let launcher {
      if launcher.isRunning { kill(launcher.processIdentifier, SIGTERM) }
      Self.waitForExit(of: launcher)
    }
    try? sessionInput.fileHandleForWriting.close()
    Self.waitForExit(of: session)
    try? FileManager.default.removeItem(at: folder)
  }

  /// Asks the session bus (with `dbus-send`) whether `org.a11y.Bus` has an owner until it
  /// has, for up to 60 s: windows look for that name when they open.
  private func waitUntilTheLauncherOwnsItsName() throws {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let process = Process()
      process.executableURL = try XvfbServer.tool("dbus-send")
      process.arguments = [
        "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
        "org.freedesktop.DBus.NameHasOwner", "string:org.a11y.Bus",
      ]
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let reply = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      if reply.contains("boolean true") { return }
      usleep(50_000)
    }
    throw TestFailure("at-spi-bus-launcher did not own org.a11y.Bus within 60 s")
  }

  private static func waitForExit(of process: Process) {
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// A process running `tool` with no signal blocked: a process started from a test thread
  /// inherits the thread's blocked signals, and the bus tools stop their children (the bus
  /// daemons) with SIGTERM, so they run through Python, which clears the mask and `exec`s.
  static func processWithSignals(_ tool: URL, _ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = try AtspiClient.python()
    process.arguments =
      [
        "-c",
        "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
          + "os.execv(sys.argv[1], sys.argv[1:])",
        tool.path,
      ] + arguments
    return process
  }
}

#endif
