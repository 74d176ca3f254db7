import DrawKit
import Foundation
import Testing

/// SplitMix64: a small seeded generator, so that a failing sequence can be replayed.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// A view that logs its focus callbacks and its enter and exit events, and whose focus
/// callbacks sometimes move the focus themselves.
private final class Probe: DrawView {
  let name: Int
  var focusHeard: [Bool] = []
  var focusDisagreements = 0
  var hoverBalance = 0
  var hoverUnbalanced = false
  /// Called from the focus callback with the new state; moves the focus, or not.
  var meddle: ((Probe, Bool) -> Void)?

  init(name: Int, frame: CGRect) {
    self.name = name
    super.init(frame: frame)
  }

  override func focusDidChange(_ isFocused: Bool) {
    focusHeard.append(isFocused)
    if isFocused != self.isFocused { focusDisagreements += 1 }
    super.focusDidChange(isFocused)
    meddle?(self, isFocused)
  }

  override func pointerEvent(_ event: PointerEvent) -> Bool {
    if event.phase == .enter { hoverBalance += 1 }
    if event.phase == .exit { hoverBalance -= 1 }
    if hoverBalance < 0 || hoverBalance > 1 { hoverUnbalanced = true }
    return super.pointerEvent(event)
  }
}

/// Random sequences of tree changes (adding, moving, removing, hiding, disabling, making
/// unfocusable, scrolling), focus moves (some made by focus callbacks) and pointer events,
/// with the invariants checked after every step.
@Suite("Adversarial: focus and pointer state under random tree changes")
struct TreeStatePropertyTests {
  @Test(arguments: 0..<24)
  func invariantsHoldAfterEveryStep(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 1)
    let root = Probe(name: -1, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var views: [Probe] = []
    for name in 0..<14 {
      let frame = CGRect(
        x: CGFloat(Int.random(in: 0..<60, using: &random)),
        y: CGFloat(Int.random(in: 0..<60, using: &random)),
        width: CGFloat(Int.random(in: 10..<60, using: &random)),
        height: CGFloat(Int.random(in: 10..<60, using: &random)))
      let view = Probe(name: name, frame: frame)
      view.isFocusable = Bool.random(using: &random)
      views.append(view)
    }
    let all = [root] + views
    var meddling = SeededGenerator(state: UInt64(seed) &+ 99)
    for view in views where view.name % 3 == 0 {
      view.meddle = { view, focused in
        switch Int.random(in: 0..<4, using: &meddling) {
        case 0: view.becomeFirstResponder()
        case 1: all.randomElement(using: &meddling)?.becomeFirstResponder()
        case 2 where focused: view.resignFirstResponder()
        default: break
        }
      }
    }
    defer {
      for view in views { view.meddle = nil }
    }
    for view in views {
      let parent = [root, root] + views.filter { $0.name < view.name }
      parent.randomElement(using: &random)?.addSubview(view)
    }
    for step in 0..<250 {
      let view = views.randomElement(using: &random)!
      let operation = Int.random(in: 0..<14, using: &random)
      let point = CGPoint(
        x: CGFloat(Int.random(in: -5..<105, using: &random)),
        y: CGFloat(Int.random(in: -5..<105, using: &random)))
      switch operation {
      case 0:
        let parent = all.randomElement(using: &random)!
        if parent !== view, !parent.isDescendant(of: view) { parent.addSubview(view) }
      case 1: view.removeFromSuperview()
      case 2: view.isHidden.toggle()
      case 3: view.isEnabled.toggle()
      case 4: view.isFocusable.toggle()
      case 5: view.becomeFirstResponder()
      case 6: view.resignFirstResponder()
      case 7:
        let modifiers: KeyModifiers = Bool.random(using: &random) ? [] : .shift
        view.rootView.dispatch(KeyEvent(.tab, modifiers: modifiers))
      case 8: root.dispatch(PointerEvent(.hover, at: point))
      case 9: root.dispatch(PointerEvent(.down, at: point))
      case 10: root.dispatch(PointerEvent(.move, at: point))
      case 11: root.dispatch(PointerEvent(.up, at: point))
      case 12:
        view.bounds.origin = CGPoint(x: 0, y: CGFloat(Int.random(in: -20..<20, using: &random)))
        if Bool.random(using: &random) { root.layoutIfNeeded() }
      default: root.dispatch(PointerEvent(.exit, at: point))
      }
      let failure = violation(in: all, root: root)
      #expect(failure == nil, "seed \(seed), step \(step), operation \(operation)")
      if failure != nil { return }
    }
  }

  /// The first invariant that does not hold, in words, or `nil`.
  private func violation(in views: [Probe], root: Probe) -> String? {
    var focusedByRoot: [ObjectIdentifier: Int] = [:]
    for view in views {
      let heard = view.focusHeard
      let alternates = heard.enumerated().allSatisfy { $0.element == ($0.offset % 2 == 0) }
      if !alternates || view.focusDisagreements > 0 {
        return "view \(view.name) heard \(heard)"
      }
      if (heard.last ?? false) != view.isFocused {
        return "view \(view.name) was last told \(heard), but isFocused is \(view.isFocused)"
      }
      if view.isFocused {
        focusedByRoot[ObjectIdentifier(view.rootView), default: 0] += 1
        if !view.canBecomeFocused { return "view \(view.name) is focused but cannot be" }
      }
      if view.hoverUnbalanced || view.hoverBalance != (view.isHovered ? 1 : 0) {
        return "view \(view.name) heard \(view.hoverBalance) more enters than exits"
      }
      if view.isHovered {
        guard view.rootView === root, view.isEnabledInTree, !isHiddenInTree(view) else {
          return "view \(view.name) is hovered outside the tree, hidden or disabled"
        }
        if let parent = view.superview, !parent.isHovered {
          return "view \(view.name) is hovered but its superview is not"
        }
        if (view.superview?.subviews.filter(\.isHovered).count ?? 1) > 1 {
          return "two siblings of view \(view.name) are hovered"
        }
      }
      if view.isPressed {
        guard view.rootView === root, view.isEnabledInTree, !isHiddenInTree(view) else {
          return "view \(view.name) is pressed outside the tree, hidden or disabled"
        }
      }
    }
    if let (_, count) = focusedByRoot.first(where: { $0.value > 1 }) {
      return "\(count) views of one tree are focused"
    }
    let pressed = views.filter(\.isPressed)
    let formChain =
      pressed.isEmpty
      || pressed.contains { deepest in pressed.allSatisfy { deepest.isDescendant(of: $0) } }
    return formChain ? nil : "the pressed views \(pressed.map(\.name)) are not one chain"
  }

  private func isHiddenInTree(_ view: DrawView) -> Bool {
    var current: DrawView? = view
    while let candidate = current {
      if candidate.isHidden { return true }
      current = candidate.superview
    }
    return false
  }
}
