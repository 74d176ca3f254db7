import DrawKit
import Foundation
import Testing

/// Pointer handlers that take the view being dispatched to out of the tree before the press
/// reaches it: the hover's enter event and the focus change a press causes both run before
/// the press is delivered.
@Suite("Adversarial: handlers that remove the pointer's target")
struct PointerHandlerRemovalTests {
  /// A root holding a parent that counts the events bubbling to it, and inside it a
  /// focusable target.
  private func tree() -> (root: DrawView, parent: DrawView, target: DrawView) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let target = DrawView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    target.isFocusable = true
    root.addSubview(parent)
    parent.addSubview(target)
    return (root, parent, target)
  }

  @Test func aViewRemovingItselfWhenThePointerEntersGetsNoPress() {
    let (root, parent, target) = tree()
    var phases: [PointerEvent.Phase] = []
    _ = target.onPointer { view, event in
      phases.append(event.phase)
      view.removeFromSuperview()
      return false
    }
    #expect(root.dispatch(PointerEvent(.down, at: CGPoint(x: 15, y: 15))) == false)
    #expect(
      phases == [.enter, .exit],
      "the press is dropped once its target left the tree, which it left with an exit")
    #expect(target.superview == nil && !target.isPressed && !target.isFocused)
    #expect(!parent.isPressed)
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 16, y: 15)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 16, y: 15)))
    #expect(!parent.isPressed && parent.isHovered)
  }

  @Test func aFocusHandlerRemovingThePressedViewDropsThePress() {
    let (root, _, target) = tree()
    let other = DrawView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
    other.isFocusable = true
    root.addSubview(other)
    _ = other.onFocusChange { _, focused in
      if !focused { target.removeFromSuperview() }
    }
    var pressed = false
    _ = target.onPointer { _, event in
      if event.phase == .down { pressed = true }
      return false
    }
    #expect(other.becomeFirstResponder())
    #expect(root.dispatch(PointerEvent(.down, at: CGPoint(x: 15, y: 15))) == false)
    #expect(!pressed && !target.isPressed && target.superview == nil)
    #expect(root.focusedView == nil, "the removed view took its focus with it")
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 15, y: 15)))
  }
}
