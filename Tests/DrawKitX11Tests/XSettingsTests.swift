#if Hosts

import DrawKit
import Foundation
import Glibc
import Testing

@testable import DrawKitX11

/// The X11 window's motion preference follows the desktop's `Gtk/EnableAnimations`
/// XSETTING, read from a real settings manager (`xsettingsd`) on a private Xvfb; and the
/// parser of the settings property takes whatever bytes come.
@Suite(.serialized)
struct XSettingsTests {
  /// An `xsettingsd` on `server` with the settings in `text`.
  private final class SettingsManager {
    let process = Process()
    let config = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-xsettingsd-\(UUID().uuidString).conf")

    init(on server: XvfbServer, settings text: String) throws {
      try text.write(to: config, atomically: true, encoding: .utf8)
      process.executableURL = try XvfbServer.tool("xsettingsd")
      process.arguments = ["-c", config.path]
      process.environment = server.environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
    }

    deinit {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      try? FileManager.default.removeItem(at: config)
    }

    /// Stops the manager; its window goes away.
    func stop() {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// A manager that restarts with animations on (as a desktop's settings daemon does when
  /// the user changes the setting or logs in again) is followed too.
  @Test func animationsOffInTheDesktopMeansReducedMotionAndFollowsANewManager() throws {
    let server = try XvfbServer()
    let manager = try SettingsManager(on: server, settings: "Gtk/EnableAnimations 0\n")
    // Until the manager owns its selection, a window would find no settings.
    try XClient(display: server.display).waitForSelectionOwner("_XSETTINGS_S0", notBeing: 0)
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    let window = try Window(
      title: "settings", size: root.bounds.size, root: root, display: server.display)
    #expect(window.frameLoop.motionPreference == .reduced)
    let closer = window.closer
    let display = server.display
    var successor: SettingsManager?
    window.onShow { _ in
      manager.stop()
      successor = try? SettingsManager(on: server, settings: "Gtk/EnableAnimations 1\n")
      Thread.detachNewThread {
        // Once the new manager has published its settings, the window has its MANAGER
        // message queued before the close below.
        let until = Date().addingTimeInterval(30)
        if let observer = try? XConnection(display: display) {
          while Date() < until,
            XSettings(connection: observer, watchesForManagers: false)
              .values["Gtk/EnableAnimations"] != .integer(1)
          {
            usleep(20_000)
          }
        }
        closer.close()
      }
    }
    #expect(try window.run() == .closed)
    #expect(successor != nil)
    #expect(window.frameLoop.motionPreference == .full)
  }

  /// Builds an `_XSETTINGS_SETTINGS` property in either byte order.
  private func property(bigEndian: Bool, _ entries: [(type: UInt8, name: String, value: [UInt8])])
    -> [UInt8]
  {
    func card32(_ value: UInt32) -> [UInt8] {
      let bytes = [
        UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF),
        UInt8(value >> 24),
      ]
      return bigEndian ? bytes.reversed() : bytes
    }
    func card16(_ value: UInt16) -> [UInt8] {
      let bytes = [UInt8(value & 0xFF), UInt8(value >> 8)]
      return bigEndian ? bytes.reversed() : bytes
    }
    func padded(_ bytes: [UInt8]) -> [UInt8] {
      bytes + Array(repeating: 0, count: (4 - bytes.count % 4) % 4)
    }
    var data: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + card32(7) + card32(UInt32(entries.count))
    for entry in entries {
      data +=
        [entry.type, 0] + card16(UInt16(entry.name.utf8.count)) + padded(Array(entry.name.utf8))
      data += card32(0) + entry.value
    }
    return data
  }

  @Test(arguments: [false, true])
  func theParserReadsIntegersStringsAndColoursInEitherByteOrder(bigEndian: Bool) {
    func card32(_ value: UInt32) -> [UInt8] {
      let bytes = [
        UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF),
        UInt8(value >> 24),
      ]
      return bigEndian ? bytes.reversed() : bytes
    }
    let theme = Array("Adwaita".utf8)
    let bytes = property(
      bigEndian: bigEndian,
      [
        (0, "Gtk/EnableAnimations", card32(0)),
        (1, "Net/ThemeName", card32(UInt32(theme.count)) + theme + [0]),
        (2, "Gtk/Color", bigEndian ? [0, 1, 0, 2, 0, 3, 0, 4] : [1, 0, 2, 0, 3, 0, 4, 0]),
      ])
    let values = XSettings.parse(bytes)
    #expect(values["Gtk/EnableAnimations"] == .integer(0))
    #expect(values["Net/ThemeName"] == .string("Adwaita"))
    #expect(values["Gtk/Color"] == .color(red: 1, green: 2, blue: 3, alpha: 4))
  }

  @Test func malformedPropertiesGiveWhatCameBeforeTheDamage() {
    let good = property(bigEndian: false, [(0, "Gtk/EnableAnimations", [1, 0, 0, 0])])
    #expect(XSettings.parse([]).isEmpty)
    #expect(XSettings.parse([7, 0, 0, 0]).isEmpty, "no such byte order")
    for cut in 0..<good.count {
      let values = XSettings.parse(Array(good.prefix(cut)))
      #expect(values.isEmpty, "cut at \(cut)")
    }
    #expect(XSettings.parse(good) == ["Gtk/EnableAnimations": .integer(1)])
    var lying = good
    lying[8] = 0xFF
    lying[9] = 0xFF
    lying[10] = 0xFF
    lying[11] = 0xFF
    #expect(XSettings.parse(lying) == ["Gtk/EnableAnimations": .integer(1)], "a count of 4 G")
    var badType = good
    badType[12] = 9
    #expect(XSettings.parse(badType).isEmpty)
    var hugeName = good
    hugeName[14] = 0xFF
    hugeName[15] = 0xFF
    #expect(XSettings.parse(hugeName).isEmpty)
  }
}

#endif
