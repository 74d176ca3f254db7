#if Hosts
import DrawKit
import DrawKitGTK
import DrawKitX11
import Foundation

extension LiveSession {
  /// Shows `root` in an X11 window; returns why it could not run on, if it failed.
  @MainActor
  func runX11(_ root: DrawView) -> String? {
    do {
      let window = try Window(title: page.name, size: root.bounds.size, root: root)
      let stats = statsFile.map { file in
        LiveStats(file: file) { [unowned window] in
          LiveStats.line(
            window.frameLoop,
            host: [
              "wakeups": window.wakeupCount, "reads": window.descriptorReadCount,
              "roundtrips": window.roundTripCount,
            ])
        }
      }
      defer { stats?.finish() }
      window.onShow { window in
        FileHandle.standardOutput.write(
          Data("playgrounds: \(page.name) is live in window \(window.windowID)\n".utf8))
      }
      try window.run()
      return nil
    } catch {
      return error.description
    }
  }

  /// Shows `root` in a GTK 4 window; returns why it could not run, if it failed.
  @MainActor
  func runGTK(_ root: DrawView) -> String? {
    let application = HostApplication(
      title: page.name, size: root.bounds.size, root: root,
      applicationID: "org.drawkit.Playgrounds")
    let stats = statsFile.map { file in
      LiveStats(file: file) { [unowned application] in
        LiveStats.line(
          application.host?.frameLoop, host: ["passes": MainThreadWorkSource.loopPassCount])
      }
    }
    defer { stats?.finish() }
    application.onShow { _ in
      FileHandle.standardOutput.write(
        Data("playgrounds: \(page.name) is live in a GTK window\n".utf8))
    }
    do {
      try application.run()
      return nil
    } catch {
      return error.message
    }
  }
}
#else
import DrawKit

extension LiveSession {
  /// Says that this build has no host: `make check` builds without the `Hosts` trait.
  func runX11(_ root: DrawView) -> String? { Self.withoutHosts }

  /// Says that this build has no host: `make check` builds without the `Hosts` trait.
  func runGTK(_ root: DrawView) -> String? { Self.withoutHosts }

  private static let withoutHosts =
    "this playgrounds was built without the Hosts trait; build it with `swift build`"
}
#endif
