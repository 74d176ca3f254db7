#if Hosts

import DrawKit
import Foundation
import Glibc

/// A small C program the tests run (a GTK peer, the latency client), compiled with `cc`
/// against its pkg-config packages on first use, into a temporary folder of this test run.
final class CProgram: Sendable {
  private let source: URL
  private let name: String
  private let packages: [String]
  private let debianPackages: String
  private let built = LockedValue<URL?>(nil)

  /// A program built from `source` as `name` against `packages`; `debianPackages` names what
  /// to install when that fails.
  init(source: URL, name: String, packages: [String], debianPackages: String) {
    self.source = source
    self.name = name
    self.packages = packages
    self.debianPackages = debianPackages
  }

  /// The program, compiled the first time it is asked for.
  func executable() throws -> URL {
    try built.withLock { built in
      if let built { return built }
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("drawkit-\(name)-\(getpid())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let binary = folder.appendingPathComponent(name)
      let flags = try run("pkg-config", ["--cflags", "--libs"] + packages)
        .split(whereSeparator: \.isWhitespace).map(String.init)
      _ = try run("cc", ["-O1", "-o", binary.path, source.path] + flags)
      built = binary
      return binary
    }
  }

  /// Runs `tool` and returns its output; a failure names the packages to install.
  private func run(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = try XvfbServer.tool(tool)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TestFailure(
        "\(tool) \(arguments.joined(separator: " ")) failed; make test installs \(debianPackages)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}

#endif
