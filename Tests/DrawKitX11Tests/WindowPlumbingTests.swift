#if Hosts

import DrawKit
import Foundation
import Glibc
import Testing

@testable import DrawKitX11

/// What an app asks of its window while it runs: a new title, a minimum size, the pointer's
/// shape over its views, shortcuts from anywhere in it.
@Suite(.serialized)
struct WindowPlumbingTests {
  @Test func titleAndMinimumSizeChangeWhileTheWindowShows() throws {
    let server = try XvfbServer()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let window = try Window(
      title: "Notes", size: root.bounds.size, root: root, display: server.display)
    var readings: [String] = []
    window.onShow { window in
      func read(_ properties: String...) -> String {
        window.x.roundTrip()
        let output = try? server.run("xprop", ["-id", "\(window.windowID)"] + properties)
        return output.map { String(decoding: $0, as: UTF8.self) } ?? "xprop failed"
      }
      window.title = "Notes — 3 notes ✓"
      window.minimumSize = CGSize(width: 200, height: 120.5)
      readings.append(read("WM_NAME", "_NET_WM_NAME", "WM_NORMAL_HINTS"))
      window.minimumSize = CGSize(width: CGFloat.nan, height: -3)
      readings.append(read("WM_NORMAL_HINTS"))
      window.minimumSize = CGSize(width: 1e300, height: .infinity)
      readings.append(read("WM_NORMAL_HINTS"))
      window.close()
    }
    #expect(try window.run() == .closed)
    #expect(readings.count == 3)
    let renamed = readings.first ?? ""
    #expect(renamed.components(separatedBy: "\"Notes — 3 notes ✓\"").count == 3, "\(renamed)")
    #expect(renamed.contains("program specified minimum size: 200 by 121"), "\(renamed)")
    #expect(readings.dropFirst().first?.contains("minimum size: 0 by 0") == true)
    let largest = Renderer.maximumPixelDimension
    #expect(readings.last?.contains("minimum size: \(largest) by 0") == true, "\(readings)")
  }

  @Test func theWindowShowsTheCursorOfTheViewUnderThePointer() throws {
    let server = try XvfbServer()
    let probe = CursorProbe(server: server)
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.backgroundColor = .white
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 120, height: 30))
    let link = DrawView(frame: CGRect(x: 150, y: 10, width: 60, height: 30))
    link.pointerCursor = .pointer
    let inside = DrawView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
    link.addSubview(inside)
    let blank = DrawView(frame: CGRect(x: 230, y: 10, width: 60, height: 30))
    blank.pointerCursor = PointerCursor.none
    for view in [field, link, blank] { root.addSubview(view) }
    let window = try Window(
      title: "cursors", size: root.bounds.size, root: root, display: server.display)
    let shapes = LockedValue<[CursorProbe.Shape]>([])
    let failure = LockedValue<String?>(nil)
    window.onShow { window in
      let closer = window.closer
      Thread.detachNewThread {
        defer { closer.close() }
        do {
          // The window's arrow shows at once (it is the window's own cursor); every later
          // shape is waited for until it differs from the one before, so none is read before
          // the window handled the motion.
          let arrow = try probe.move(to: (5, 90)) { _ in true }
          let beam = try probe.move(to: (60, 25)) { $0 != arrow }
          let hand = try probe.move(to: (165, 25)) { $0 != beam }
          let blank = try probe.move(to: (250, 25)) { $0.isBlank }
          let handInside = try probe.move(to: (165, 22)) { !$0.isBlank }
          let back = try probe.move(to: (5, 90)) { $0 != handInside }
          shapes.withLock { $0 = [arrow, beam, hand, blank, handInside, back] }
        } catch {
          failure.withLock { $0 = "\(error)" }
        }
      }
    }
    #expect(try window.run() == .closed)
    #expect(failure.withLock { $0 } == nil)
    let seen = shapes.withLock { $0 }
    try #require(seen.count == 6)
    #expect(!seen[0].isBlank && seen[3].isBlank)
    #expect(seen[2] != seen[0], "the link shows its hand, not the arrow")
    #expect(seen[4] == seen[2], "a view without a cursor shows its superview's")
    #expect(seen[5] == seen[0], "back over the background: the arrow")
    #expect(Set(seen.map(\.description)).count == 4, "arrow, beam, hand, blank: \(seen)")
  }

  /// A shortcut on the root works while a text field has the focus, and the field keeps the
  /// keys it uses; a shortcut can close the window.
  @Test func aRootShortcutWorksFromAFocusedField() throws {
    let server = try XvfbServer()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    root.addSubview(field)
    field.becomeFirstResponder()
    var notes = 0
    root.onShortcut(KeyShortcut("n", modifiers: .control)) { _ in notes += 1 }
    let window = try Window(
      title: "shortcuts", size: root.bounds.size, root: root, display: server.display)
    root.onShortcut(KeyShortcut(.escape)) { [weak window] _ in window?.close() }
    let keys = CursorProbe(server: server)
    window.onShow { window in
      let closer = window.closer
      DispatchQueue.global().async {
        do {
          try keys.xdotool("type", "ab")
          try keys.xdotool("key", "ctrl+n", "ctrl+a", "c", "ctrl+n", "Escape")
        } catch {
          closer.close()
        }
      }
    }
    #expect(try window.run() == .closed)
    #expect(notes == 2)
    #expect(field.text == "c", "Ctrl+A stayed with the field; Ctrl+N typed nothing")
  }
}

#endif
