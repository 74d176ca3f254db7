import DrawKit
import Foundation
import Testing

/// Keys the focused view does not use travel up the tree, and shortcuts attached to a view
/// work anywhere below it: the root's in the whole window.
@Suite("Key presses travel up the tree to shortcuts")
struct KeyResponderChainTests {
  private static let newNote = KeyShortcut("n", modifiers: .control)

  /// A root holding a group holding a text field, the field focused.
  private func form() -> (root: DrawView, group: DrawView, field: TextField) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let group = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30), text: "note")
    root.addSubview(group)
    group.addSubview(field)
    field.becomeFirstResponder()
    return (root, group, field)
  }

  @Test func aRootShortcutWorksWhileATextFieldIsFocused() {
    let (root, _, field) = form()
    var notes = 0
    root.onShortcut(Self.newNote) { _ in notes += 1 }
    #expect(root.dispatch(KeyEvent(.character("n"), modifiers: .control, text: "n")))
    #expect(notes == 1)
    #expect(field.text == "note", "the field typed nothing")
    #expect(root.dispatch(KeyEvent(.character("N"), modifiers: .control)), "letters ignore case")
    #expect(notes == 2)
    #expect(!root.dispatch(KeyEvent(.character("n"), modifiers: [.control, .shift])))
    #expect(notes == 2, "other modifiers are another shortcut")
  }

  @Test func theFocusedViewComesFirst() {
    let (root, _, field) = form()
    var rootHeard: [KeyShortcut] = []
    for shortcut in [KeyShortcut("a", modifiers: .control), KeyShortcut("x")] {
      root.onShortcut(shortcut) { _ in rootHeard.append(shortcut) }
    }
    root.dispatch(KeyEvent(.character("a"), modifiers: .control))
    #expect(field.selectedRange == NSRange(location: 0, length: 4), "Ctrl+A selected all")
    root.dispatch(KeyEvent(.character("x"), text: "x"))
    #expect(field.text == "x", "the field typed the letter of a shortcut without modifiers")
    #expect(rootHeard.isEmpty)
  }

  @Test func unusedKeysReachEachAncestorNearestFirst() {
    let (root, group, field) = form()
    var heard: [String] = []
    group.onKey { _, event in
      heard.append("group \(event.key)")
      return event.key == .function(5)!
    }
    root.onKey { _, event in
      heard.append("root \(event.key)")
      return event.key == .escape
    }
    field.onShortcut(KeyShortcut(.function(6)!)) { _ in heard.append("field F6") }
    #expect(root.dispatch(KeyEvent(.function(5)!)))
    #expect(root.dispatch(KeyEvent(.escape)))
    #expect(root.dispatch(KeyEvent(.function(6)!)))
    #expect(!root.dispatch(KeyEvent(.function(7)!)))
    #expect(
      heard == ["group F5", "group escape", "root escape", "field F6", "group F7", "root F7"])
  }

  @Test func theFocusedButtonActivatesBeforeAncestorsHearReturn() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    var order: [String] = []
    let button = Button(title: "Save").onActivate { _ in order.append("button") }
    button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
    let plain = DrawView(frame: CGRect(x: 100, y: 0, width: 80, height: 30))
    plain.isFocusable = true
    root.addSubview(button)
    root.addSubview(plain)
    root.onKey { _, event in
      order.append("root \(event.key)")
      return event.key == .return
    }
    button.becomeFirstResponder()
    #expect(root.dispatch(KeyEvent(.return)))
    plain.becomeFirstResponder()
    #expect(root.dispatch(KeyEvent(.return)), "a view without an action leaves Return to the form")
    #expect(order == ["button", "root return"])
  }

  @Test func anAncestorThatUsesTabKeepsTheFocus() {
    let (root, group, field) = form()
    let second = TextField(frame: CGRect(x: 10, y: 50, width: 200, height: 30))
    group.addSubview(second)
    #expect(root.dispatch(KeyEvent(.tab)))
    #expect(second.isFocused, "nobody used Tab: it moved the focus")
    group.onKey { _, event in event.key == .tab }
    #expect(root.dispatch(KeyEvent(.tab)))
    #expect(second.isFocused && !field.isFocused, "the group took Tab for itself")
  }

  @Test func withoutAFocusedViewTheRootAloneIsAsked() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = DrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(child)
    var heard: [String] = []
    child.onShortcut(Self.newNote) { _ in heard.append("child") }
    root.onShortcut(Self.newNote) { _ in heard.append("root") }
    #expect(root.dispatch(KeyEvent(.character("n"), modifiers: .control)))
    #expect(child.dispatch(KeyEvent(.character("n"), modifiers: .control)), "any view delivers")
    #expect(heard == ["root", "root"])
    root.isEnabled = false
    #expect(!root.dispatch(KeyEvent(.character("n"), modifiers: .control)))
    #expect(heard.count == 2, "a disabled root hears nothing")
  }

  @Test func attachingAShortcutAgainReplacesItAndNilRemovesIt() {
    let (root, _, _) = form()
    var heard: [Int] = []
    root.onShortcut(Self.newNote) { _ in heard.append(1) }
    root.onShortcut(Self.newNote) { _ in heard.append(2) }
    root.dispatch(KeyEvent(.character("n"), modifiers: .control))
    root.onShortcut(Self.newNote, nil)
    #expect(!root.dispatch(KeyEvent(.character("n"), modifiers: .control)))
    #expect(heard == [2])
  }

  /// A shortcut that removes the focused view, or the group it is in, ends the press there:
  /// views that left the tree are not asked.
  @Test func handlersThatChangeTheTreeStopThePressWhereTheTreeChanged() {
    let (root, group, field) = form()
    var rootHeard = 0
    root.onKey { _, _ in
      rootHeard += 1
      return false
    }
    field.onShortcut(Self.newNote) { field in field.removeFromSuperview() }
    #expect(root.dispatch(KeyEvent(.character("n"), modifiers: .control)))
    #expect(field.superview == nil && root.focusedView == nil)
    group.addSubview(field)
    field.becomeFirstResponder()
    field.onShortcut(Self.newNote, nil)
    field.onKey { _, _ in
      group.removeFromSuperview()
      return false
    }
    #expect(!root.dispatch(KeyEvent(.character("n"), modifiers: .control)))
    #expect(rootHeard == 0, "the root is still in its tree, but the chain to it was cut")
    field.onKey(nil)
  }

  /// The chain is walked in a loop: a press travels up 100,000 ancestors once each.
  @Test func aPressTravelsUpADeepTreeOnceWithoutRecursion() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var parent = root
    var asked = 0
    for _ in 0..<100_000 {
      let child = DrawView(frame: parent.bounds)
      child.onKey { _, _ in
        asked += 1
        return false
      }
      parent.addSubview(child)
      parent = child
    }
    parent.isFocusable = true
    parent.becomeFirstResponder()
    var reachedRoot = 0
    root.onShortcut(Self.newNote) { _ in reachedRoot += 1 }
    #expect(root.dispatch(KeyEvent(.character("n"), modifiers: .control)))
    #expect(asked == 100_000 && reachedRoot == 1)
  }
}
