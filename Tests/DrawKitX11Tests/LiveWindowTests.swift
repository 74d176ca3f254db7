#if Hosts

import Foundation
import Glibc
import Testing

/// The playgrounds' live windows driven like a user would, on a private Xvfb server: typing
/// with `xdotool`, clicking, scrolling, copying with `xclip`, captured with `xwd`.
@Suite(.serialized)
struct LiveWindowTests {
  /// The acceptance run: typing with a Japanese word, BackSpace, Return, SIGTERM.
  @Test func typedTextSurvivesSIGTERM() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.type("Hello, 世界!x")
    try server.xdotool("key", "BackSpace", "Return")
    try server.xdotool("type", "line two")
    #expect(try live.stop(with: SIGTERM) == 0)
    #expect(live.dump == "Hello, 世界!\nline two")
  }

  @Test func windowShowsTheTypedTextInsideTheBorder() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    let empty = try live.waitForCapture { $0.pixel(x: 102, y: 150, is: (0, 0, 255)) }
    #expect(empty.width == 400 && empty.height == 400)
    #expect(empty.pixel(x: 102, y: 150, is: (0, 0, 255)))
    #expect(empty.pixel(x: 297, y: 150, is: (0, 0, 255)))
    #expect(empty.pixel(x: 50, y: 50, is: (255, 255, 255)))
    let textArea = (x: 106..<290, y: 106..<130)
    let placeholderInk = empty.darkPixelCount(in: textArea)
    try server.xdotool("type", "WWWWWWWW")
    let typed = try live.waitForCapture {
      $0.darkPixelCount(in: textArea) > placeholderInk + 100
    }
    #expect(typed.darkPixelCount(in: (x: 106..<290, y: 140..<290)) == 0)
    #expect(typed.pixel(x: 102, y: 150, is: (0, 0, 255)))
  }

  @Test func selectAllThenTypingReplacesTheText() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.xdotool("type", "first draft")
    try server.xdotool("key", "ctrl+a")
    try server.xdotool("type", "final")
    #expect(try live.stop() == 0)
    #expect(live.dump == "final")
  }

  @Test func tabMovesFocusToTheNextField() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "Theming", on: server)
    try server.xdotool("key", "ctrl+a")
    try server.xdotool("type", "Grace Hopper")
    try server.xdotool("key", "Tab")
    try server.xdotool("type", "grace@example.com")
    try server.xdotool("key", "shift+Tab", "End")
    try server.xdotool("type", "!")
    #expect(try live.stop() == 0)
    let blocks = try #require(live.dump).components(separatedBy: "\n---\n")
    #expect(blocks.count == 9)
    #expect(blocks.prefix(2) == ["Grace Hopper!", "grace@example.com"])
    #expect(blocks[2] == "Theme: plain\nNotes sit on the lines.\n日本語もOK 👍")
  }

  /// The widget gallery live: a click toggles the checkbox, Space toggles it back from the
  /// keyboard, the pointer hovering a button changes its look, and resizing the window
  /// reflows the panels.
  @Test func galleryControlsWorkWithThePointerAndTheKeyboard() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "WidgetGallery", on: server)
    let window = String(live.windowID)
    let accent: (UInt8, UInt8, UInt8) = (0x1A, 0x73, 0xE8)
    let checked = try live.waitForCapture { $0.pixel(x: 36, y: 108, is: accent) }
    #expect(checked.pixel(x: 36, y: 108, is: accent), "the plain checkbox starts checked")
    try server.xdotool("mousemove", "--window", window, "41", "113", "click", "1")
    try server.xdotool("mousemove", "--window", window, "500", "422")
    let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
    let unchecked = try live.waitForCapture { $0.pixel(x: 36, y: 108, is: white) }
    #expect(unchecked.pixel(x: 36, y: 108, is: white), "the click unchecked it")
    try server.xdotool("key", "space")
    let again = try live.waitForCapture { $0.pixel(x: 36, y: 108, is: accent) }
    #expect(again.pixel(x: 36, y: 108, is: accent), "Space, with the focus the click gave it")
    let button = (x: 175, y: 384)
    let atRest = again.rgb(x: button.x, y: button.y)
    try server.xdotool("mousemove", "--window", window, String(button.x), String(button.y))
    let hovered = try live.waitForCapture { $0.rgb(x: button.x, y: button.y) != atRest }
    #expect(hovered.rgb(x: button.x, y: button.y) != atRest, "the hovered button looks different")
    try server.xdotool("windowsize", window, "1200", "480")
    let page: (UInt8, UInt8, UInt8) = (0xD3, 0xD6, 0xDA)
    let reflowed = try live.waitForCapture {
      $0.width == 1200 && $0.pixel(x: 1193, y: 250, is: page)
    }
    #expect(reflowed.pixel(x: 1193, y: 250, is: page), "the page's padding, drawn anew")
    #expect(reflowed.pixel(x: 1180, y: 250, is: white), "the last panel stretched to the new width")
    #expect(try live.stop() == 0)
  }

  @Test func clickPlacesTheCaret() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.xdotool("type", "world")
    try server.xdotool("mousemove", "--window", String(live.windowID), "106", "114", "click", "1")
    try server.xdotool("type", "hello ")
    try server.xdotool("mousemove", "--window", String(live.windowID), "280", "114", "click", "1")
    try server.xdotool("type", "!")
    #expect(try live.stop() == 0)
    #expect(live.dump == "hello world!")
  }

  @Test func doubleClickSelectsAWord() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.xdotool("type", "hello world")
    let window = String(live.windowID)
    try server.xdotool("mousemove", "--window", window, "170", "114", "click", "--repeat", "2", "1")
    try server.xdotool("type", "there")
    #expect(try live.stop() == 0)
    #expect(live.dump == "hello there")
  }

  @Test func wheelScrollsTheTextView() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "NotesTextView", on: server)
    let window = String(live.windowID)
    let content = (x: 0..<320, y: 0..<480)
    let before = try live.capture()
    try server.xdotool("mousemove", "--window", window, "160", "240", "click", "5")
    let scrolled = try live.waitForCapture {
      !$0.sameRegion(as: before, x: content.x, y: content.y)
    }
    #expect(!scrolled.sameRegion(as: before, x: content.x, y: content.y))
    try server.xdotool("click", "4")
    let back = try live.waitForCapture {
      $0.sameRegion(as: before, x: content.x, y: content.y)
    }
    #expect(back.sameRegion(as: before, x: content.x, y: content.y))
    #expect(try live.stop() == 0)
  }

  @Test func wmDeleteWindowClosesAndDumps() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "UnderlinedTextField", on: server)
    try server.xdotool("key", "ctrl+a")
    try server.xdotool("type", "closing")
    try XClient(display: server.display).sendDeleteWindow(to: live.windowID)
    #expect(try live.waitForExit() == 0)
    #expect(live.dump == "closing")
  }

  @Test func copyAndPasteGoThroughTheXClipboard() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.xdotool("type", "from DrawKit")
    try server.xdotool("key", "ctrl+a", "ctrl+c")
    let copied = try server.run("xclip", ["-selection", "clipboard", "-o"])
    #expect(String(decoding: copied, as: UTF8.self) == "from DrawKit")
    // In the foreground (-quiet) and for one request, so the test can wait for it to exit.
    let owner = try server.start(
      "xclip", ["-selection", "clipboard", "-i", "-quiet", "-loops", "1"],
      input: "from xclip, 世界")
    defer { if owner.isRunning { kill(owner.processIdentifier, SIGKILL) } }
    try XClient(display: server.display).waitForClipboardOwner(other: live.windowID)
    try server.xdotool("key", "End", "Return", "ctrl+v")
    #expect(try live.stop() == 0)
    #expect(live.dump == "from DrawKit\nfrom xclip, 世界")
  }

  /// Keycode 29 is Y on a US keyboard and Z on a German one: the window follows the server's
  /// layout, also when it changes while the window is open.
  @Test func keysFollowTheServersLayout() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.xdotool("key", "29")
    try server.run("setxkbmap", ["de"])
    try server.xdotool("key", "29")
    try server.type("ä")
    #expect(try live.stop() == 0)
    #expect(live.dump == "yzä")
  }

  @Test func copyAndPasteWithinTheWindow() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "Theming", on: server)
    try server.xdotool("key", "End")
    try server.type(", 世界")
    try server.xdotool("key", "ctrl+a", "ctrl+c", "Tab", "ctrl+v")
    #expect(try live.stop() == 0)
    let blocks = try #require(live.dump).components(separatedBy: "\n---\n")
    #expect(blocks.prefix(2) == ["Ada Lovelace, 世界", "Ada Lovelace, 世界"])
  }

  @Test func selectionIsOfferedAsPrimaryAndMiddleClickPastesIt() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    let window = String(live.windowID)
    try server.xdotool("type", "hello world")
    try server.xdotool("mousemove", "--window", window, "170", "114", "click", "--repeat", "2", "1")
    try XClient(display: server.display).waitForSelectionOwner("PRIMARY", being: live.windowID)
    let offered = try server.run("xclip", ["-selection", "primary", "-o"])
    #expect(String(decoding: offered, as: UTF8.self) == "world")
    let owner = try server.start(
      "xclip", ["-selection", "primary", "-i", "-quiet", "-loops", "1"], input: "big ")
    defer { if owner.isRunning { kill(owner.processIdentifier, SIGKILL) } }
    try XClient(display: server.display).waitForSelectionOwner("PRIMARY", notBeing: live.windowID)
    try server.xdotool("mousemove", "--window", window, "104", "114", "click", "2")
    #expect(try live.stop() == 0)
    #expect(live.dump == "big hello world")
  }

  /// Keycode 38 types ф on the Russian layout and a on the US one: Ctrl with it is still
  /// Ctrl+A while the Russian layout is active.
  @Test func shortcutsWorkOnANonLatinLayout() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.run("setxkbmap", ["-layout", "ru,us"])
    try server.xdotool("key", "38", "38")
    try server.xdotool("key", "ctrl+38")
    try server.xdotool("key", "39")
    #expect(try live.stop() == 0)
    #expect(live.dump == "ы")
  }

  @Test func deadKeysCompose() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.xdotool("type", "caf")
    try server.xdotool("key", "dead_acute", "e")
    #expect(try live.stop() == 0)
    #expect(live.dump == "café")
  }

  /// `XMODIFIERS` naming an input method that is not running changes nothing: keys, dead
  /// keys and shortcuts go straight to DrawKit.
  @Test func anAbsentInputMethodChangesNothing() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server,
      environment: ["XMODIFIERS": "@im=ibus", "DRAWKIT_XIM_LOG": "1"])
    try server.xdotool("type", "caf")
    try server.xdotool("key", "dead_acute", "e", "ctrl+a")
    try server.type("日本")
    #expect(try live.stop() == 0)
    #expect(live.dump == "日本")
    #expect(!live.errorText.contains("input context"), "no input context without a server")
  }

  /// A resized window keeps its drawing (north-west bit gravity: the server does not clear it
  /// while the frame at the new size is drawn) and keeps editing; the gallery test above checks
  /// that the root reflows to the new size.
  @Test func resizingTheWindowKeepsDrawingAndEditing() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.xdotool("windowsize", String(live.windowID), "520", "460")
    let resized = try live.waitForCapture { $0.width == 520 && $0.height == 460 }
    #expect(resized.width == 520 && resized.height == 460)
    #expect(resized.pixel(x: 102, y: 150, is: (0, 0, 255)), "the border was never cleared")
    #expect(resized.pixel(x: 500, y: 440, is: (255, 255, 255)))
    let line = (x: 106..<294, y: 106..<130)
    try server.xdotool("type", "resized")
    let typed = try live.waitForCapture {
      $0.width == 520 && !$0.sameRegion(as: resized, x: line.x, y: line.y)
    }
    #expect(
      !typed.sameRegion(as: resized, x: line.x, y: line.y),
      "the typed text is drawn at the new size")
    #expect(try live.stop() == 0)
    #expect(live.dump == "resized")
  }

  @Test func scaleFromTheEnvironmentDoublesThePixels() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server, environment: ["DRAWKIT_SCALE": "2"])
    let image = try live.waitForCapture {
      $0.width == 800 && $0.pixel(x: 204, y: 300, is: (0, 0, 255))
    }
    #expect(image.width == 800 && image.height == 800)
    #expect(image.pixel(x: 204, y: 300, is: (0, 0, 255)))
    #expect(image.pixel(x: 215, y: 300, is: (255, 255, 255)))
    try server.xdotool("mousemove", "--window", String(live.windowID), "400", "400", "click", "1")
    try server.xdotool("type", "2x")
    #expect(try live.stop() == 0)
    #expect(live.dump == "2x")
  }

  @Test func caretBlinks() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(
      page: "UnderlinedTextField", on: server, environment: ["DRAWKIT_CARET_BLINK": "1"])
    var inks: Set<Int> = []
    for _ in 0..<8 {
      inks.insert(try live.capture().inkPixelCount(in: (x: 0..<300, y: 0..<44)))
      usleep(200_000)
    }
    #expect(inks.count == 2)
    #expect(try live.stop() == 0)
  }

  /// The empty view's caret sits at its text inset (x ≈ 108): only that column changes.
  @Test func caretShowsOnlyWhileTheWindowHasTheKeyboardFocus() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    let client = try XClient(display: server.display)
    let caretColumn = (x: 100..<114, y: 100..<300)
    let rest = (x: 114..<300, y: 100..<300)
    let focused = try live.capture()
    client.focus(nil)
    let unfocused = try live.waitForCapture {
      !$0.sameRegion(as: focused, x: caretColumn.x, y: caretColumn.y)
    }
    #expect(
      !unfocused.sameRegion(as: focused, x: caretColumn.x, y: caretColumn.y), "the caret went away")
    #expect(
      unfocused.sameRegion(as: focused, x: rest.x, y: rest.y),
      "nothing else changed")
    client.focus(live.windowID)
    let back = try live.waitForCapture {
      $0.sameRegion(as: focused, x: caretColumn.x, y: caretColumn.y)
    }
    #expect(
      back.sameRegion(as: focused, x: caretColumn.x, y: caretColumn.y), "the caret is back")
    try server.xdotool("type", "ok")
    #expect(try live.stop() == 0)
    #expect(live.dump == "ok")
  }

  @Test func sigintAlsoExitsCleanly() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.xdotool("type", "interrupted")
    #expect(try live.stop(with: SIGINT) == 0)
    #expect(live.dump == "interrupted")
  }

  @Test func serverGoingAwayKeepsTheTypedText() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "PlaceholderTextView", on: server)
    try server.xdotool("type", "saved")
    live.settle()
    server.stop()
    let status = try live.waitForExit()
    #expect(status == 1)
    #expect(live.errorText.contains("X server"))
    #expect(live.dump == "saved")
  }

  @Test func noDisplayIsAClearError() throws {
    let server = try XvfbServer()
    for display in ["", ":999"] {
      let live = try LivePlayground(
        page: "PlaceholderTextView", on: server, environment: ["DISPLAY": display],
        waitUntilLive: false)
      #expect(try live.waitForExit() == 1)
      let message = live.errorText
      #expect(message.hasPrefix("playgrounds: "))
      #expect(
        message.contains(display.isEmpty ? "DISPLAY is not set" : "cannot open X display ':999'"))
      #expect(live.dump == "")
    }
  }

  @Test func invalidScaleIsAClearError() throws {
    let server = try XvfbServer()
    let live = try LivePlayground(
      page: "PlaceholderTextView", on: server, environment: ["DRAWKIT_SCALE": "0"],
      waitUntilLive: false)
    #expect(try live.waitForExit() == 1)
    #expect(live.errorText.contains("DRAWKIT_SCALE '0'"))
  }
}

#endif
