import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// A record of the notifications a root's handler heard, as text.
private final class Heard {
  var lines: [String] = []
}

@Suite("Accessibility: elements, the tree, text and notifications")
struct AccessibilityModelTests {
  private func listen(to root: DrawView) -> Heard {
    let heard = Heard()
    root.onAccessibilityNotification { _, notification in
      let range = notification.range.map { "\($0.lowerBound)..<\($0.upperBound)" } ?? "-"
      heard.lines.append("\(notification.kind) \(range) \(notification.text ?? "nil")")
    }
    return heard
  }

  @Test func viewsWithoutElementsAreTransparentAndHiddenOnesAreLeftOut() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let panel = DrawView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    panel.bounds.origin = CGPoint(x: 0, y: 5)
    let inner = DrawView(frame: CGRect(x: 1, y: 2, width: 50, height: 20))
    inner.accessibilityElement = AccessibilityElement(role: .button, label: "OK", actions: [.press])
    let hidden = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.accessibilityElement = AccessibilityElement(role: .image, label: "secret")
    hidden.isHidden = true
    root.addSubview(panel)
    panel.addSubview(inner)
    panel.addSubview(hidden)
    let tree = root.accessibilityTree()
    #expect(tree.element.role == .group && tree.children.count == 1)
    let button = tree.children[0]
    #expect(button.element.label == "OK" && button.view === inner)
    #expect(
      button.frame == CGRect(x: 11, y: 17, width: 50, height: 20), "scrolled by the panel's bounds")
    #expect(tree.allNodes.count == 2)
    hidden.isHidden = false
    #expect(root.accessibilityTree().allNodes.map(\.element.label) == ["", "OK", "secret"])
  }

  @Test func derivedStatesAreMergedAndSelectedMeansCheckedForCheckBoxes() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = DrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    box.accessibilityElement = AccessibilityElement(role: .checkBox, label: "Bold")
    box.isFocusable = true
    box.isSelected = true
    let segment = DrawView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
    segment.accessibilityElement = AccessibilityElement(role: .button, label: "Week")
    segment.isSelected = true
    segment.isEnabled = false
    root.addSubview(box)
    root.addSubview(segment)
    box.becomeFirstResponder()
    let nodes = root.accessibilityTree().children
    #expect(nodes[0].element.states == [.focused, .focusable, .checked])
    #expect(nodes[1].element.states == [.selected, .disabled])
  }

  @Test func pressActivatesAndDisabledViewsRefuse() {
    var presses = 0
    let view = DrawView(frame: .zero).onActivate { _ in presses += 1 }
    #expect(view.performAccessibilityAction(.press))
    #expect(!view.performAccessibilityAction(.increment))
    view.isEnabled = false
    #expect(!view.performAccessibilityAction(.press))
    #expect(presses == 1)
  }

  @Test func textWidgetsDescribeThemselves() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30), text: "Ada")
    field.placeholder = "Name"
    #expect(field.accessibilityElement?.role == .textField)
    #expect(field.accessibilityElement?.label == "Name")
    #expect(field.accessibilityElement?.value == "Ada")
    field.accessibilityElement = AccessibilityElement(
      role: .textField, label: "Full name", hint: "As on your passport")
    #expect(field.accessibilityElement?.label == "Full name")
    #expect(field.accessibilityElement?.hint == "As on your passport")
    #expect(field.accessibilityElement?.value == "Ada", "the value always follows the text")
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), text: "one\ntwo")
    view.isEditable = false
    #expect(view.accessibilityElement?.role == .textArea)
    #expect(view.accessibilityElement?.states == [.readOnly, .multiLine])
    #expect(view.accessibleText == "one\ntwo")
  }

  @Test func aPasswordFieldNeverExposesItsText() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30), text: "hunter2 秘密")
    field.isSecureTextEntry = true
    root.addSubview(field)
    let heard = listen(to: root)
    defer { root.onAccessibilityNotification(nil) }
    let element = root.accessibilityTree().children[0].element
    #expect(element.role == .passwordField)
    #expect(element.value == String(repeating: "•", count: 10))
    #expect(field.accessibleText == String(repeating: "•", count: 10))
    #expect(!accessibilityDescription(of: root).contains("hunter"))
    field.becomeFirstResponder()
    root.dispatch(KeyEvent.typing("x"))
    field.accessibleInsert("y", at: 0)
    field.accessibleDelete(0..<1)
    #expect(field.text == "hunter2 秘密x")
    #expect(
      heard.lines.allSatisfy {
        !$0.contains("hunter") && !$0.contains("x nil") || $0.hasSuffix("nil")
      })
    #expect(
      heard.lines == [
        "focusChanged - nil", "textInserted 10..<11 nil", "caretMoved 11..<11 nil",
        "textInserted 0..<1 nil", "caretMoved 12..<12 nil", "textDeleted 0..<1 nil",
        "caretMoved 11..<11 nil",
      ])
  }

  @Test func textChangesArriveWithCharacterOffsets() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), text: "né\n👩‍👩‍👧 ok")
    root.addSubview(view)
    let heard = listen(to: root)
    defer { root.onAccessibilityNotification(nil) }
    view.accessibleCaretOffset = 3
    #expect(view.storage.selection.head == TextPosition(paragraph: 1, offset: 0))
    view.accessibleInsert("A", at: 8)
    #expect(view.text == "né\n👩‍👩‍👧A ok")
    view.accessibleDelete(3..<8)
    #expect(view.text == "né\nA ok")
    view.accessibleSelection = 4..<6
    #expect(view.storage.selectedText == " o")
    view.becomeFirstResponder()
    root.dispatch(KeyEvent(.backspace))
    #expect(view.text == "né\nAk")
    #expect(
      heard.lines == [
        "caretMoved 3..<3 nil", "textInserted 8..<9 A", "caretMoved 3..<3 nil",
        "textDeleted 3..<8 👩‍👩‍👧", "caretMoved 3..<3 nil", "caretMoved 6..<6 nil",
        "focusChanged - nil", "textDeleted 4..<6  o", "caretMoved 4..<4 nil",
      ])
    let rect = view.accessibleCharacterRect(at: 4)
    #expect(rect.width > 0 && rect.minX > view.accessibleCharacterRect(at: 3).minX)
  }

  @Test func offsetsOutsideTheTextAreClamped() {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), text: "abc")
    view.accessibleCaretOffset = Int.max
    #expect(view.accessibleCaretOffset == 3)
    view.accessibleCaretOffset = Int.min
    #expect(view.accessibleCaretOffset == 0)
    view.accessibleInsert("x", at: -5)
    view.accessibleDelete(10..<20)
    #expect(view.text == "xabc")
    #expect(view.accessibleCharacterRect(at: 99).minX.isFinite)
  }

  @Test func treeChangesFocusAndStateAreHeardOnlyByTheirRoot() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let other = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let heard = listen(to: root)
    defer { root.onAccessibilityNotification(nil) }
    let child = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    child.isFocusable = true
    root.addSubview(child)
    child.becomeFirstResponder()
    child.isSelected = true
    child.isHidden = true
    other.addSubview(DrawView())
    child.removeFromSuperview()
    #expect(
      heard.lines == [
        "childrenChanged - nil", "focusChanged - nil", "stateChanged - nil",
        "focusChanged - nil", "childrenChanged - nil", "childrenChanged - nil",
      ])
    root.onAccessibilityNotification(nil)
    root.addSubview(child)
    #expect(heard.lines.count == 6)
  }

  @Test func aHundredThousandDeepChainIsWalkedWithoutRecursion() {
    let leaf = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    leaf.accessibilityElement = AccessibilityElement(role: .button, label: "deepest")
    var top = leaf
    for depth in 0..<100_000 {
      let parent = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      if depth % 1000 == 999 {
        parent.accessibilityElement = AccessibilityElement(role: .group, label: "\(depth)")
      }
      parent.addSubview(top)
      top = parent
    }
    let tree = top.accessibilityTree()
    #expect(tree.allNodes.count == 101)
    var deepest = tree
    while let child = deepest.children.first { deepest = child }
    #expect(deepest.element.label == "deepest")
  }

  @Test func rangesAreSanitised() {
    let range = AccessibilityRange(current: .nan, minimum: 5, maximum: -5, step: -.infinity)
    #expect(range.minimum == -5 && range.maximum == 5 && range.current == 0 && range.step == 0)
    #expect(AccessibilityRange(current: 1e300, minimum: 0, maximum: 1).current == 1)
  }
}
