#if Hosts

import CDrawKitCairo
import DrawKit
import Foundation
import Glibc
import Testing

@testable import DrawKitX11

/// The window host used in process: what it leaves behind, and how it refuses bad input.
@Suite(.serialized)
struct WindowTests {
  @Test func closingLeavesNoWindowAndNoOpenFiles() throws {
    let server = try XvfbServer()
    let observer = try XClient(display: server.display)
    let windowsBefore = try observer.topLevelWindowCount()
    var windowsWhileOpen = 0
    var windowsAfterRun = 0
    var filesWhileOpen: [String] = []
    do {
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
      root.backgroundColor = .white
      let window = try Window(
        title: "closing", size: root.bounds.size, root: root, display: server.display)
      window.onShow { window in
        windowsWhileOpen = (try? observer.topLevelWindowCount()) ?? -1
        let descriptors = [window.x.fileDescriptor, window.signals?.readEnd ?? -1]
        filesWhileOpen = descriptors.map(Self.openFile(_:))
        window.close()
      }
      #expect(try window.run() == .closed)
      windowsAfterRun = try observer.topLevelWindowCount()
    }
    #expect(windowsWhileOpen == windowsBefore + 1)
    #expect(windowsAfterRun == windowsBefore)
    #expect(filesWhileOpen.count == 2 && filesWhileOpen[0].hasPrefix("socket:"))
    #expect(filesWhileOpen.count == 2 && filesWhileOpen[1].hasPrefix("pipe:"))
    let stillOpen = try Set(
      FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").map {
        Self.openFile(Int32($0) ?? -1)
      })
    #expect(stillOpen.isDisjoint(with: filesWhileOpen), "the X socket or signal pipe stayed open")
  }

  /// A root with an opaque background that clips to rounded corners leaves its corners to
  /// the window's white background, as a transparent root does; they showed black when the
  /// window copied such a root's frames as opaque.
  @Test func aRoundedRootShowsTheWindowBackgroundInItsCorners() throws {
    let server = try XvfbServer()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    root.backgroundColor = Color(red: 0, green: 0, blue: 1)
    root.cornerRadius = 24
    root.clipsToBounds = true
    let window = try Window(
      title: "rounded", size: root.bounds.size, root: root, display: server.display)
    var capture: XWDImage?
    window.onShow { window in
      window.x.roundTrip()
      capture = try? server.capture(window: window.windowID)
      window.close()
    }
    #expect(try window.run() == .closed)
    let image = try #require(capture)
    for (x, y) in [(1, 1), (118, 1), (1, 78), (118, 78)] {
      #expect(
        image.pixel(x: x, y: y, is: (255, 255, 255)),
        "corner (\(x), \(y)): \(image.rgb(x: x, y: y))")
    }
    #expect(image.pixel(x: 60, y: 40, is: (0, 0, 255)))
  }

  /// What file descriptor `descriptor` refers to (`socket:[inode]`, `pipe:[inode]`, a path).
  private static func openFile(_ descriptor: Int32) -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)"))
      ?? "closed"
  }

  @Test func badSizesAndDisplaysAreClearErrors() throws {
    let root = DrawView(frame: .zero)
    for size in [
      CGSize(width: CGFloat.nan, height: 10), CGSize(width: -5, height: 10),
      CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 40_000, height: 10),
    ] {
      let error = #expect(throws: WindowError.self) {
        try Window(title: "bad", size: size, root: root, display: ":0")
      }
      #expect(error?.code == .invalidGeometry)
    }
    let error = #expect(throws: WindowError.self) {
      try Window(title: "nowhere", size: CGSize(width: 10, height: 10), root: root, display: ":987")
    }
    #expect(error?.code == .cannotConnect)
    #expect(error?.message == "cannot open X display ':987'")
    #expect(error?.cause == nil)
  }

  /// A first frame that cannot be drawn fails with the DrawKit error it came from, not only
  /// its words.
  @Test func aFrameThatCannotBeDrawnKeepsItsCause() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) { _, context in
      context.withCairoContext { cairo in cairo_scale(cairo, 0, 0) }
    }
    let error = #expect(throws: WindowError.self) {
      try Window(title: "broken", size: root.bounds.size, root: root, display: ":987")
    }
    #expect(error?.code == .renderingFailed)
    #expect(error?.cause?.code == .invalidMatrix)
    #expect(error?.description.hasPrefix("cannot draw the first frame: ") == true)
  }
}

#endif
