import DrawKit
import Foundation
import Testing

/// A focusable view that logs every focus callback it hears, and checks as it hears one that
/// the tree agrees: "gained" only while it holds the focus, "lost" only while it does not.
private final class Field: DrawView {
  var heard: [Bool] = []
  var disagreements = 0
  var whenFocusChanges: ((Field, Bool) -> Void)?

  init(_ x: CGFloat = 0) {
    super.init(frame: CGRect(x: x, y: 0, width: 10, height: 10))
    isFocusable = true
  }

  override func focusDidChange(_ isFocused: Bool) {
    heard.append(isFocused)
    if isFocused != self.isFocused { disagreements += 1 }
    super.focusDidChange(isFocused)
    whenFocusChanges?(self, isFocused)
  }

  /// Whether the callbacks alternate (gained, lost, gained, ...) and the last says what is
  /// true.
  var isBalanced: Bool {
    heard.enumerated().allSatisfy { $0.element == ($0.offset % 2 == 0) }
      && (heard.last ?? false) == isFocused && disagreements == 0
  }
}

/// Focus state always agrees with the tree: at most one focused view per root, focused only
/// while it is in the tree, shown, enabled and focusable, and every view told of each change
/// exactly once, in pairs, whatever path the change took and whatever its callbacks do.
@Suite("Adversarial: focus stays consistent with the tree")
struct FocusConsistencyTests {
  private func tree(_ count: Int) -> (root: DrawView, fields: [Field]) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    let fields = (0..<count).map { Field(CGFloat($0) * 20) }
    for field in fields { root.addSubview(field) }
    return (root, fields)
  }

  /// The two-required-fields pattern: each takes the focus back when it loses it.
  @Test func twoFieldsThatTakeTheFocusBackSettleOnTab() {
    let (root, fields) = tree(2)
    for field in fields {
      field.whenFocusChanges = { field, focused in
        if !focused { field.becomeFirstResponder() }
      }
    }
    #expect(fields[0].becomeFirstResponder())
    #expect(root.dispatch(KeyEvent(.tab)))
    #expect(root.focusedView === fields[0], "the field losing the focus took it back")
    #expect(fields[0].heard == [true, false, true])
    #expect(fields[1].heard == [], "the focus came back before the second field was told")
    #expect(fields.allSatisfy { $0.isBalanced })
    #expect(fields[1].becomeFirstResponder() == false)
    #expect(root.dispatch(KeyEvent(.tab, modifiers: .shift)))
    #expect(root.focusedView === fields[0] && fields.allSatisfy { $0.isBalanced })
  }

  /// Views whose "gained" callback passes the focus on never settle by themselves: the
  /// callbacks get 16 moves, then the focus stays where the last one put it.
  @Test func focusMovesMadeByCallbacksAreBounded() {
    let (root, fields) = tree(5)
    defer { fields.forEach { $0.whenFocusChanges = nil } }  // each callback holds all the fields
    var moves = 0
    for (index, field) in fields.enumerated() {
      field.whenFocusChanges = { _, focused in
        guard focused else { return }
        if fields[(index + 1) % fields.count].becomeFirstResponder() { moves += 1 }
      }
    }
    #expect(fields[0].becomeFirstResponder() == false, "the callbacks moved the focus on")
    #expect(moves == 16)
    #expect(fields.map { $0.heard.filter { $0 }.count }.reduce(0, +) == 17)
    #expect(root.focusedView === fields[16 % 5])
    #expect(fields.allSatisfy { $0.isBalanced })
    moves = 0
    fields[3].becomeFirstResponder()
    #expect(moves == 16, "the bound is per change, not for ever")
    #expect(fields.allSatisfy { $0.isBalanced })
  }

  /// Callbacks in one tree that move the focus in another, whose callbacks move it back in
  /// the first: one delivery serves both trees, and the loop ends where a view's gain is
  /// undone before it was told (it then hears neither "gained" nor "lost").
  @Test func callbacksMovingTheFocusBetweenTreesAreBounded() {
    let (first, a) = tree(2)
    let (second, b) = tree(2)
    defer { (a + b).forEach { $0.whenFocusChanges = nil } }  // the callbacks hold both trees
    var moves = 0
    for index in 0..<2 {
      a[index].whenFocusChanges = { _, focused in
        if !focused, b[index].becomeFirstResponder() { moves += 1 }
      }
      b[index].whenFocusChanges = { _, focused in
        if !focused, a[1 - index].becomeFirstResponder() { moves += 1 }
      }
    }
    a[0].becomeFirstResponder()
    b[1].becomeFirstResponder()
    a[1].becomeFirstResponder()
    #expect(moves == 2, "a[0] passes to b[0]; b[1] takes a[0] back before a[1] is told")
    #expect(first.focusedView === a[0] && second.focusedView === b[0])
    #expect(a[1].heard == [] && b[1].heard == [true, false])
    let fields = a + b
    #expect(fields.allSatisfy { $0.isBalanced })
  }

  @Test func aViewFocusedWhileDetachedLosesItWhenAdded() {
    let (root, fields) = tree(1)
    let loose = Field()
    #expect(loose.becomeFirstResponder(), "a lone view is the root of its own tree")
    root.addSubview(loose)
    #expect(loose.heard == [true, false] && !loose.isFocused)
    #expect(root.focusedView == nil)
    fields[0].becomeFirstResponder()
    loose.removeFromSuperview()
    #expect(!loose.isFocused && loose.focusedView == nil, "no focus comes back with it")
    #expect(loose.isBalanced && fields[0].isBalanced)
  }

  @Test func aSubtreeFocusedWhileDetachedLosesItWhenAdded() {
    let (root, fields) = tree(1)
    fields[0].becomeFirstResponder()
    let group = DrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let inside = Field()
    group.addSubview(inside)
    #expect(inside.becomeFirstResponder())
    root.addSubview(group)
    #expect(inside.heard == [true, false])
    #expect(root.focusedView === fields[0], "the tree's own focus stays")
    group.removeFromSuperview()
    #expect(!inside.isFocused && group.focusedView == nil)
    #expect(inside.isBalanced && fields[0].isBalanced)
  }

  @Test func unfocusableHiddenDisabledAndRemovedViewsLoseTheFocus() {
    let changes: [(String, (DrawView, Field) -> Void)] = [
      ("isFocusable = false", { _, field in field.isFocusable = false }),
      ("hidden", { _, field in field.isHidden = true }),
      ("disabled", { _, field in field.isEnabled = false }),
      ("parent hidden", { root, _ in root.subviews[0].isHidden = true }),
      ("parent disabled", { root, _ in root.subviews[0].isEnabled = false }),
      ("removed", { _, field in field.removeFromSuperview() }),
      ("parent removed", { root, _ in root.subviews[0].removeFromSuperview() }),
      ("moved to another tree", { _, field in DrawView().addSubview(field) }),
      (
        "moved under a hidden view",
        { root, field in
          let hidden = DrawView()
          hidden.isHidden = true
          root.addSubview(hidden)
          hidden.addSubview(field)
        }
      ),
    ]
    for (name, change) in changes {
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let group = DrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let field = Field()
      root.addSubview(group)
      group.addSubview(field)
      field.becomeFirstResponder()
      change(root, field)
      #expect(root.focusedView == nil && !field.isFocused, "\(name)")
      #expect(field.heard == [true, false], "\(name)")
    }
  }

  /// A view that moves within its tree keeps the focus, without callbacks.
  @Test func aViewMovedWithinItsTreeKeepsTheFocus() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let left = DrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let right = DrawView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    root.addSubview(left)
    root.addSubview(right)
    let field = Field()
    left.addSubview(field)
    field.becomeFirstResponder()
    right.addSubview(field)
    right.insertSubview(field, at: 0)
    #expect(field.isFocused && field.heard == [true])
  }

  /// The "lost" callback of a removed view comes once it is out of the tree: a callback that
  /// takes the focus back cannot leave the tree's focus on a view outside it.
  @Test func aRemovedViewHearsLostOnceItIsOut() {
    let (root, fields) = tree(2)
    var wasInTreeWhenTold: [Bool] = []
    fields[1].whenFocusChanges = { field, focused in
      guard !focused else { return }
      wasInTreeWhenTold.append(field.superview != nil)
      field.becomeFirstResponder()
    }
    fields[1].becomeFirstResponder()
    fields[1].removeFromSuperview()
    #expect(wasInTreeWhenTold == [false])
    #expect(root.focusedView == nil, "the old tree's focus is not on a view outside it")
    #expect(fields[1].isFocused, "it took the focus of its own, new tree")
    #expect(fields.allSatisfy { $0.isBalanced })
  }
}
