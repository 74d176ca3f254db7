#if Hosts

import Foundation
import Glibc

/// IBus with its Japanese engine (anthy, in hiragana) serving XIM on a test's X server, in a
/// private D-Bus session and a private home folder, with its GTK panel drawing the candidate
/// window.
///
/// It runs one shell script: it starts a session bus of its own, sets anthy's input mode,
/// writes the engine cache, starts `ibus-daemon --xim`, asks for the anthy engine until IBus
/// reports it, waits for the panel (which sets the engine again when it starts) and asks
/// again, prints `ibus-session: ready`, then waits for its standard input to close and
/// stops the daemon and the bus with SIGKILL (processes started from a test thread inherit
/// its blocked signals, so SIGTERM would not reach them; `dbus-run-session` leaves its bus
/// running for that reason).
final class IBusSession {
  /// The candidate window's class, as `xdotool search --class` finds it.
  static let panelClass = "ibus-ui-gtk3"

  private let process: Process
  private let input = Pipe()
  private let home: URL
  private let environment: [String: String]

  /// The tools the session needs, or `nil` when every one is installed.
  static var missingTool: String? {
    for tool in ["dbus-daemon", "ibus-daemon", "ibus", "gsettings"] {
      if (try? XvfbServer.tool(tool)) == nil { return tool }
    }
    for file in ["/usr/libexec/ibus-engine-anthy", "/usr/libexec/ibus-ui-gtk3", "/usr/bin/python3"]
    where !FileManager.default.isExecutableFile(atPath: file) {
      return file
    }
    if !FileManager.default.fileExists(atPath: SessionBusConfiguration.dconfService.path) {
      return SessionBusConfiguration.dconfService.path
    }
    return nil
  }

  /// Starts IBus on `server` and waits until the anthy engine is active: up to 120 s, as the
  /// whole input-method test once took 59 s beside a full parallel test run on two cores.
  init(on server: XvfbServer) throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-ibus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let configuration = try SessionBusConfiguration.write(in: home)
    process.arguments = ["-c", Self.script, "ibus-session", configuration.path]
    var environment = server.environment
    environment["HOME"] = home.path
    // The anthy engine is a Python program started as `python3` from PATH: Debian's, with
    // its GObject bindings, must come before any other Python.
    environment["PATH"] = "/usr/bin:/bin:" + (environment["PATH"] ?? "")
    environment["NO_AT_BRIDGE"] = "1"
    environment["GTK_A11Y"] = "none"
    environment.removeValue(forKey: "XDG_RUNTIME_DIR")
    environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
    process.environment = environment
    self.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = input
    try process.run()
    // Services the session bus starts on demand (the accessibility bus) print here too.
    let deadline = Date().addingTimeInterval(120)
    var line = ""
    while !line.hasPrefix("ibus-session: ") {
      line = try ProcessOutput.readLine(
        from: output.fileHandleForReading, timeout: max(1, deadline.timeIntervalSinceNow))
    }
    // Keep reading, so that no daemon blocks on a full pipe.
    output.fileHandleForReading.readabilityHandler = { handle in _ = handle.availableData }
    guard line == "ibus-session: ready" else {
      throw TestFailure("IBus did not start: \(line.dropFirst("ibus-session: ".count))")
    }
  }

  deinit {
    try? input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: home)
  }

  /// Asks IBus again for the anthy engine (`ibus engine anthy`, whose exit status says
  /// nothing useful: it fails while it succeeds).
  func selectAnthy() {
    _ = try? Self.run("ibus", ["engine", "anthy"], environment: environment)
  }

  /// Waits up to `timeout` seconds for the candidate window to show on `server`; returns its
  /// frame in screen pixels, as `xdotool getwindowgeometry` reads it, or `nil` when none showed.
  func waitForCandidateWindow(on server: XvfbServer, timeout: TimeInterval) throws -> CGRect? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let found = try? server.run(
        "xdotool", ["search", "--onlyvisible", "--class", Self.panelClass])
      for id in String(decoding: found ?? Data(), as: UTF8.self).split(separator: "\n") {
        let frame = try Self.geometry(of: String(id), on: server)
        if frame.width > 20, frame.height > 20 { return frame }
      }
      usleep(50_000)
    }
    return nil
  }

  /// What a failed wait for the candidate window should report: whether the panel process
  /// runs, and the panel's windows on `server` with their map state and geometry.
  func panelDiagnosis(on server: XvfbServer) -> String {
    let processes = String(
      decoding: (try? server.run("ps", ["-eo", "pid,stat,args"])) ?? Data(), as: UTF8.self)
    let panel = processes.split(separator: "\n").filter { $0.contains("ibus-ui-gtk3") }
    var windows: [String] = []
    let found = try? server.run("xdotool", ["search", "--class", Self.panelClass])
    for id in String(decoding: found ?? Data(), as: UTF8.self).split(separator: "\n") {
      let info = try? server.run("xwininfo", ["-id", String(id)])
      let lines = String(decoding: info ?? Data(), as: UTF8.self).split(separator: "\n")
      let wanted = lines.filter {
        $0.contains("Map State") || $0.contains("-geometry") || $0.contains("Override")
      }
      windows.append(
        "\(id): "
          + wanted.map { $0.trimmingCharacters(in: .whitespaces) }
          .joined(separator: ", "))
    }
    return "panel processes: \(panel); panel windows: \(windows)"
  }

  /// The frame of window `id` in screen pixels.
  static func geometry(of id: String, on server: XvfbServer) throws -> CGRect {
    let text = String(
      decoding: try server.run("xdotool", ["getwindowgeometry", id]), as: UTF8.self)
    func numbers(after label: String, separator: Character) -> [Double] {
      guard let line = text.split(separator: "\n").first(where: { $0.contains(label) }) else {
        return []
      }
      let value = line.split(separator: ":")[1].split(separator: " ")[0]
      return value.split(separator: separator).compactMap { Double($0) }
    }
    let position = numbers(after: "Position", separator: ",")
    let size = numbers(after: "Geometry", separator: "x")
    guard position.count == 2, size.count == 2 else {
      throw TestFailure("xdotool getwindowgeometry \(id) printed '\(text)'")
    }
    return CGRect(x: position[0], y: position[1], width: size[0], height: size[1])
  }

  /// Runs `tool` with `arguments` in `environment`, up to its exit.
  private static func run(_ tool: String, _ arguments: [String], environment: [String: String])
    throws
  {
    let process = Process()
    process.executableURL = try XvfbServer.tool(tool)
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }

  /// The session's script, run by `/bin/sh` with the bus configuration as `$1`.
  ///
  /// Its own lines, starting `ibus-session: `, go to descriptor 3; what the daemons it starts
  /// print is discarded.
  private static let script = """
    exec 3>&1 >/dev/null 2>&1
    panel_check='import sys, gi
    gi.require_version("IBus", "1.0")
    from gi.repository import IBus
    sys.exit(0 if IBus.Bus().name_has_owner(IBus.SERVICE_PANEL) else 1)'
    dbus-daemon --config-file="$1" --fork --print-address=4 --print-pid=5 \\
      4>"$HOME/bus-address" 5>"$HOME/bus-pid" \\
      || { echo "ibus-session: the session bus did not start" >&3; exit 1; }
    DBUS_SESSION_BUS_ADDRESS=$(cat "$HOME/bus-address")
    export DBUS_SESSION_BUS_ADDRESS
    bus=$(cat "$HOME/bus-pid")
    trap 'kill -9 $bus' EXIT
    gsettings set org.freedesktop.ibus.engine.anthy.common input-mode 0 \\
      || { echo "ibus-session: gsettings cannot set anthy's input mode" >&3; exit 1; }
    gsettings set org.freedesktop.ibus.general preload-engines "['anthy']" \\
      || { echo "ibus-session: gsettings cannot set IBus's engines" >&3; exit 1; }
    ibus write-cache || { echo "ibus-session: ibus write-cache failed" >&3; exit 1; }
    ibus-daemon --xim --replace --panel=/usr/libexec/ibus-ui-gtk3 &
    daemon=$!
    trap 'ibus exit; kill -9 $daemon $bus' EXIT
    tries=0
    until [ "$(ibus engine 2>/dev/null)" = anthy ]; do
      tries=$((tries + 1))
      if [ $tries -gt 1200 ]; then echo "ibus-session: the anthy engine did not start" >&3; exit 1; fi
      ibus engine anthy 2>/dev/null || sleep 0.1
    done
    # The panel (which draws the candidate window) starts on its own and sets the engine
    # again, which drops a composition under way: wait until it has, then ask for anthy again.
    tries=0
    until python3 -c "$panel_check" 2>/dev/null; do
      tries=$((tries + 1))
      if [ $tries -gt 1200 ]; then echo "ibus-session: the IBus panel did not start" >&3; exit 1; fi
      sleep 0.1
    done
    until [ "$(ibus engine 2>/dev/null)" = anthy ]; do
      tries=$((tries + 1))
      if [ $tries -gt 2400 ]; then echo "ibus-session: anthy did not stay the engine" >&3; exit 1; fi
      ibus engine anthy 2>/dev/null || sleep 0.1
    done
    echo "ibus-session: ready" >&3
    cat > /dev/null
    """
}

#endif
