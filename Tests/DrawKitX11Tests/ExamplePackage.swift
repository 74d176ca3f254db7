#if Hosts

import Foundation

/// The examples package in `Examples/`, which depends on DrawKit by path as a user's program
/// does; `make test` builds it before the tests run.
enum ExamplePackage {
  /// The built example `name`, or a failure that says how to build it.
  static func executable(_ name: String) throws -> URL {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/.build/debug/\(name)").standardized
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw TestFailure(
        "\(name) is not built: `make test` builds the examples (swift build --package-path Examples)"
      )
    }
    return url
  }
}

#endif
