#if Hosts

import Foundation
import Testing

/// DrawKit itself must link neither GTK nor X11: only programs that use a host do.
///
/// The program linking DrawKit alone is the editing fuzzer (the benchmarks link the hosts for
/// their live rows); gdk-pixbuf, which librsvg brings, is an image library, not GDK.
struct GTKLinkageTests {
  @Test func onlyTheGTKHostLinksGTK() throws {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let drawKitOnly = try neededLibraries(of: folder.appendingPathComponent("drawkit-fuzz"))
    let withHosts = try neededLibraries(of: folder.appendingPathComponent("playgrounds"))
    #expect(drawKitOnly.contains { $0.hasPrefix("libcairo") })
    #expect(!drawKitOnly.contains { $0.hasPrefix("libgtk") || $0.hasPrefix("libgdk-") })
    #expect(withHosts.contains { $0.hasPrefix("libgtk-4.so") })
  }

  /// The shared libraries an executable names directly (its `DT_NEEDED` entries).
  private func neededLibraries(of executable: URL) throws -> [String] {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw LinkageFailure(message: "\(executable.path) is not built; run swift build first")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/readelf")
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

/// A test precondition that does not hold.
struct LinkageFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

#endif
