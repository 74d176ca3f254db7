import DrawKit
import Foundation
import Testing

/// Focus-change handlers that move the focus again while it is moving: every view's last
/// focus notification matches whether it holds the focus.
@Suite("Adversarial: focus handlers that move the focus")
struct FocusHandlerReentrancyTests {
  private func pair() -> (root: DrawView, a: DrawView, b: DrawView) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = DrawView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    a.isFocusable = true
    b.isFocusable = true
    root.addSubview(a)
    root.addSubview(b)
    return (root, a, b)
  }

  @Test func aViewTakingTheFocusBackLeavesTheOtherToldItLostIt() {
    let (root, a, b) = pair()
    _ = a.onFocusChange { view, focused in
      if !focused { view.becomeFirstResponder() }
    }
    var told: [Bool] = []
    _ = b.onFocusChange { _, focused in told.append(focused) }
    #expect(a.becomeFirstResponder())
    #expect(b.becomeFirstResponder() == false, "a took the focus back")
    #expect(root.focusedView === a && a.isFocused && !b.isFocused)
    #expect(told.last != true, "b was never left believing it has the focus: \(told)")
  }

  @Test func aViewRemovedByTheOutgoingHandlerIsNotFocused() {
    let (root, a, b) = pair()
    _ = a.onFocusChange { _, focused in
      if !focused { b.removeFromSuperview() }
    }
    var told: [Bool] = []
    _ = b.onFocusChange { _, focused in told.append(focused) }
    #expect(a.becomeFirstResponder())
    #expect(b.becomeFirstResponder() == false)
    #expect(root.focusedView == nil && !b.isFocused)
    #expect(told.last != true, "b was never left believing it has the focus: \(told)")
  }
}
