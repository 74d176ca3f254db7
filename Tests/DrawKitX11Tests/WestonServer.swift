#if Hosts

import Foundation
import Glibc

/// A private headless Wayland compositor (Weston's headless back end) for one test, with
/// its own runtime folder and socket.
final class WestonServer {
  private let process: Process
  private let runtimeFolder: URL
  private let socket = "drawkit-\(UUID().uuidString.prefix(8))"

  /// Starts Weston and waits up to 60 s for its socket to appear.
  init() throws {
    runtimeFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-weston-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: runtimeFolder, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    process = Process()
    process.executableURL = try XvfbServer.tool("weston")
    process.arguments = [
      "--backend=headless-backend.so", "--socket=\(socket)", "--idle-time=0",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = runtimeFolder.path
    environment.removeValue(forKey: "DISPLAY")
    environment.removeValue(forKey: "WAYLAND_DISPLAY")
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let socketPath = runtimeFolder.appendingPathComponent(socket).path
    let deadline = Date().addingTimeInterval(60)
    while !FileManager.default.fileExists(atPath: socketPath) {
      guard process.isRunning, Date() < deadline else {
        stop()
        throw TestFailure("weston did not open its socket within 60 s")
      }
      usleep(20_000)
    }
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(at: runtimeFolder)
  }

  /// The environment for a GTK client of this compositor.
  var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "DISPLAY")
    environment["XDG_RUNTIME_DIR"] = runtimeFolder.path
    environment["WAYLAND_DISPLAY"] = socket
    environment["GDK_BACKEND"] = "wayland"
    environment["DRAWKIT_CARET_BLINK"] = "0"
    environment["LANG"] = "C.UTF-8"
    environment["NO_AT_BRIDGE"] = "1"
    // GTK 4 talks to the accessibility bus itself (not through the ATK bridge): where
    // at-spi2-core is installed it finds or starts one, and prints criticals when that bus goes
    // away under it. Tests of other things keep it out.
    environment["GTK_A11Y"] = "none"
    // No session bus: without one, GLib would autolaunch a bus through dbus-launch (installed
    // with dbus-x11), which exits at once without an X display and leaves GTK a closed
    // connection to print criticals about. An address where no bus listens fails quietly.
    environment["DBUS_SESSION_BUS_ADDRESS"] =
      "unix:path=" + runtimeFolder.appendingPathComponent("no-session-bus").path
    return environment
  }

  private func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

#endif
