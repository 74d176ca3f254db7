#if Hosts

import Foundation
import Glibc
import Testing

/// The Embedding article's SDL 2 example (`sdl-frames`): typing reaches the DrawKit view
/// through SDL's text input, and its frames reach the window.
@Suite
struct SDLFramesExampleTests {
  @Test func typingReachesTheViewAndFramesTheWindow() throws {
    let server = try XvfbServer()
    let process = Process()
    process.executableURL = try ExamplePackage.executable("sdl-frames")
    // SDL's software renderer: its OpenGL one runs on Mesa's llvmpipe under Xvfb, which
    // compiles shaders for seconds on two busy cores (and many minutes under a sanitizer).
    process.environment = server.environment.merging(["SDL_RENDER_DRIVER": "software"]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let window = try server.window(named: "DrawKit in SDL")
    try server.xdotool("windowfocus", "--sync", String(window))
    try server.type("SDL typing ok!")
    try server.xdotool("key", "BackSpace")
    // Until a frame with the text shows: the window is black until SDL presents the first
    // one, and black counts as ink everywhere.
    let deadline = Date().addingTimeInterval(60)
    var capture = try server.capture(window: window)
    let text = (x: 12..<388, y: 12..<60)
    func showsTheText(_ capture: XWDImage) -> Bool {
      capture.darkPixelCount(in: text) >= 100 && capture.pixel(x: 5, y: 200, is: (255, 255, 255))
    }
    while !showsTheText(capture), Date() < deadline {
      usleep(50_000)
      capture = try server.capture(window: window)
    }
    #expect(capture.darkPixelCount(in: text) >= 100, "the typed text shows in the window")
    #expect(capture.pixel(x: 5, y: 200, is: (255, 255, 255)), "the root's white background")
    try XClient(display: server.display).sendDeleteWindow(to: window)
    let exitDeadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < exitDeadline { usleep(20_000) }
    #expect(!process.isRunning, "closing the window ends the loop")
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(printed == "SDL typing ok\n")
  }
}

#endif
