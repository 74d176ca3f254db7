#if Hosts

import Foundation
import Testing

/// DrawKit itself must not link X11: only programs that use DrawKitX11 do.
///
/// The program linking DrawKit alone is the editing fuzzer (the benchmarks link the hosts for their live
/// rows).
struct LinkageTests {
  @Test func onlyTheWindowHostLinksX11() throws {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let drawKitOnly = try neededLibraries(of: folder.appendingPathComponent("drawkit-fuzz"))
    let withHost = try neededLibraries(of: folder.appendingPathComponent("playgrounds"))
    #expect(drawKitOnly.contains { $0.hasPrefix("libcairo") })
    #expect(!drawKitOnly.contains { $0.hasPrefix("libxcb") || $0.hasPrefix("libxkbcommon") })
    #expect(withHost.contains { $0.hasPrefix("libxcb.so") })
    #expect(withHost.contains { $0.hasPrefix("libxkbcommon-x11") })
  }

  /// ATK, libatk-bridge2.0 and libdbus come with the hosts' AT-SPI bridge, never with
  /// DrawKit.
  @Test func onlyTheHostsLinkTheAccessibilityBridge() throws {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let drawKitOnly = try neededLibraries(of: folder.appendingPathComponent("drawkit-fuzz"))
    let withHost = try neededLibraries(of: folder.appendingPathComponent("playgrounds"))
    let bridge = ["libatk-1.0", "libatk-bridge-2.0", "libdbus-1"]
    #expect(!drawKitOnly.contains { library in bridge.contains { library.hasPrefix($0) } })
    for name in bridge {
      #expect(withHost.contains { $0.hasPrefix(name) }, "playgrounds links \(name)")
    }
  }

  /// The shared libraries an executable names directly (its `DT_NEEDED` entries).
  private func neededLibraries(of executable: URL) throws -> [String] {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw TestFailure("\(executable.path) is not built; run swift build first")
    }
    let process = Process()
    process.executableURL = try XvfbServer.tool("readelf")
    process.arguments = ["-d", executable.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
      line.split(separator: "[").last.map { String($0.dropLast()) }
    }
  }
}

#endif
