#if Hosts

import DrawKit
import DrawKitX11
import Foundation
import Glibc
import Testing

/// The README's live-window example, run as written on a private X server; a second thread
/// plays the window manager and closes the window once it is on screen.
struct ReadmeExampleTests {
  @Test func readmeLiveWindowExample() throws {
    let server = try XvfbServer()
    setenv("DISPLAY", server.display, 1)
    let display = server.display
    let closer = Thread {
      guard let client = try? XClient(display: display) else { return }
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline {
        if let window = try? client.topLevelWindows().first {
          client.sendDeleteWindow(to: window)
          return
        }
        usleep(20_000)
      }
    }
    closer.start()

    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let notes = TextView(frame: root.bounds.insetBy(dx: 20, dy: 20), text: "Type here")
    root.addSubview(notes)
    notes.becomeFirstResponder()
    let window = try Window(title: "Notes", size: root.bounds.size, root: root)
    try window.run()

    #expect(notes.text == "Type here")
    #expect(notes.isFocused)
    #expect(try XClient(display: server.display).topLevelWindows().isEmpty)
  }
}

#endif
