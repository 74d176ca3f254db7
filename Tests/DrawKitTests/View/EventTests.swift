import DrawKit
import Foundation
import Testing

@Suite("Key bindings, commands, focus and event dispatch")
struct EventTests {
  private let bindings = KeyBindings()

  @Test func linuxDesktopBindings() {
    let table: [(KeyEvent, EditCommand?)] = [
      (KeyEvent(.character("a"), modifiers: .control), .selectAll),
      (KeyEvent(.character("C"), modifiers: [.control, .shift]), .copy),
      (KeyEvent(.character("x"), modifiers: .control), .cut),
      (KeyEvent(.character("v"), modifiers: .control), .paste),
      (KeyEvent(.character("z"), modifiers: .control), .undo),
      (KeyEvent(.character("z"), modifiers: [.control, .shift]), .redo),
      (KeyEvent(.character("y"), modifiers: .control), .redo),
      (KeyEvent(.left, modifiers: .control), .moveLeft(by: .word, extending: false)),
      (
        KeyEvent(.right, modifiers: [.control, .shift]),
        .moveRight(by: .word, extending: true)
      ),
      (KeyEvent(.right, modifiers: .shift), .moveRight(by: .character, extending: true)),
      (KeyEvent(.home), .move(.backward, by: .line, extending: false)),
      (KeyEvent(.end, modifiers: .control), .move(.forward, by: .document, extending: false)),
      (KeyEvent(.up), .moveVertically(lines: -1, extending: false)),
      (KeyEvent(.pageDown, modifiers: .shift), .movePage(.forward, extending: true)),
      (KeyEvent(.backspace), .delete(.backward, by: .character)),
      (KeyEvent(.backspace, modifiers: .control), .delete(.backward, by: .word)),
      (KeyEvent(.delete, modifiers: .control), .delete(.forward, by: .word)),
      (KeyEvent(.delete, modifiers: .shift), .cut),
      (KeyEvent(.insert, modifiers: .shift), .paste),
      (KeyEvent(.return), .insertNewline),
      (KeyEvent(.tab), .focusNext),
      (KeyEvent(.tab, modifiers: .shift), .focusPrevious),
      (KeyEvent(.escape), .cancel),
      (.typing("世界"), .insertText("世界")),
      (KeyEvent(.character("q"), text: "q"), .insertText("q")),
      (KeyEvent(.character("q"), modifiers: .control, text: "q"), nil),
      (KeyEvent(.character("q"), modifiers: .alt, text: "q"), nil),
      (KeyEvent(.character("\u{7F}"), text: "\u{7F}"), nil),
    ]
    for (event, expected) in table {
      #expect(bindings.command(for: event) == expected, "\(event)")
    }
  }

  @Test func commandsEditThroughThePasteboard() {
    let storage = TextStorage("copy me")
    let pasteboard = MemoryPasteboard()
    storage.perform(
      bindings.command(for: KeyEvent(.character("a"), modifiers: .control))!, pasteboard: pasteboard
    )
    storage.perform(.copy, pasteboard: pasteboard)
    #expect(pasteboard.string == "copy me")
    storage.perform(.cut, pasteboard: pasteboard)
    #expect(storage.text.isEmpty)
    storage.perform(.paste, pasteboard: pasteboard)
    storage.perform(.paste, pasteboard: pasteboard)
    #expect(storage.text == "copy mecopy me")
    storage.perform(.undo, pasteboard: pasteboard)
    #expect(storage.text == "copy me")
    #expect(!storage.perform(.insertNewline, pasteboard: pasteboard), "newline is the view's")
    #expect(!storage.perform(.moveVertically(lines: 1, extending: false), pasteboard: nil))
  }

  private func focusable(_ name: String, _ log: LogBox) -> DrawView {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.isFocusable = true
    view.onFocusChange { _, focused in log.lines.append("\(name) \(focused)") }
    view.onKey { _, event in
      log.lines.append("\(name) got \(event.text ?? event.key.description)")
      return event.key != .tab
    }
    return view
  }

  @Test func tabMovesFocusInTreeOrder() {
    let log = LogBox()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = focusable("first", log)
    let group = DrawView()
    let second = focusable("second", log)
    let hidden = focusable("hidden", log)
    hidden.isHidden = true
    let third = focusable("third", log)
    root.addSubview(first)
    root.addSubview(group)
    group.addSubview(second)
    group.addSubview(hidden)
    root.addSubview(third)
    root.addSubview(DrawView())
    #expect(root.dispatch(KeyEvent(.tab)))
    #expect(first.isFocused)
    root.dispatch(KeyEvent(.tab))
    root.dispatch(KeyEvent(.tab))
    #expect(third.isFocused)
    root.dispatch(KeyEvent(.tab))
    #expect(first.isFocused, "wraps around")
    root.dispatch(KeyEvent(.tab, modifiers: .shift))
    #expect(third.isFocused)
    root.dispatch(.typing("k"))
    #expect(!hidden.becomeFirstResponder())
    third.resignFirstResponder()
    #expect(root.focusedView == nil)
    #expect(
      log.lines == [
        "first true", "first got tab", "first false", "second true", "second got tab",
        "second false", "third true", "third got tab", "third false", "first true",
        "first got tab", "first false", "third true", "third got k", "third false",
      ])
  }

  @Test func pointerPressFocusesCapturesAndBubbles() {
    let log = LogBox()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let field = DrawView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
    field.isFocusable = true
    let label = DrawView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    field.addSubview(label)
    root.addSubview(field)
    field.onPointer { _, event in
      log.lines.append("field \(event.phase) \(event.location.x),\(event.location.y)")
      return true
    }
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 17, y: 17)))
    #expect(field.isFocused, "a press on the label focuses the field around it")
    #expect(field.isPressed && field.isHovered)
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 90, y: 90)))
    #expect(!field.isPressed, "dragged out of the field")
    #expect(field.isHovered, "hover stays with the captured view until the release")
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 90, y: 90)))
    #expect(!field.isHovered)
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 90, y: 90)))
    #expect(
      log.lines == [
        "field enter 7.0,7.0", "field down 7.0,7.0", "field move 80.0,80.0", "field up 80.0,80.0",
        "field exit 80.0,80.0",
      ])
  }

  @Test func clickCounterCountsMultiClicks() {
    var counter = ClickCounter()
    #expect(counter.press(at: 0, location: .zero) == 1)
    #expect(counter.press(at: 0.2, location: CGPoint(x: 2, y: 1)) == 2)
    #expect(counter.press(at: 0.4, location: .zero) == 3)
    #expect(counter.press(at: 0.5, location: .zero) == 1)
    #expect(counter.press(at: 2, location: .zero) == 1)
    #expect(counter.press(at: 2.1, location: CGPoint(x: 50, y: 0)) == 1)
  }
}

/// Collects lines from closures in tests.
final class LogBox {
  var lines: [String] = []
}
