import DrawKit
import Foundation
import Testing

/// Accessibility snapshots of trees far deeper than any screen: each node's focus and
/// enabledness come from one walk down the tree, not a walk up to the root per node (a
/// 20,000-deep chain took 40 seconds that way).
@Suite("Adversarial: deep accessibility trees")
struct DeepAccessibilityTreeTests {
  @Test func aFiftyThousandDeepChainOfElementsSnapshotsWithItsStates() throws {
    let depth = 50_000
    let leaf = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    leaf.accessibilityElement = AccessibilityElement(role: .button, label: "leaf")
    leaf.isFocusable = true
    var views = [leaf]
    for _ in 0..<depth {
      let parent = DrawView(frame: CGRect(x: 1, y: 0, width: 10, height: 10))
      parent.accessibilityElement = AccessibilityElement(role: .group)
      parent.addSubview(views[views.count - 1])
      views.append(parent)
    }
    let root = views[views.count - 1]
    #expect(leaf.becomeFirstResponder())
    var nodes = root.accessibilityTree().allNodes
    #expect(nodes.count == depth + 1)
    let focusedLeaf = try #require(nodes.last)
    #expect(focusedLeaf.view === leaf)
    #expect(focusedLeaf.element.states.contains(.focused))
    #expect(!focusedLeaf.element.states.contains(.disabled))
    #expect(
      focusedLeaf.frame.minX == CGFloat(depth - 1),
      "each level below the root moves one point right")
    #expect(nodes.filter { $0.element.states.contains(.focused) }.count == 1)

    views[depth / 2].isEnabled = false
    nodes = root.accessibilityTree().allNodes
    let disabled = nodes.map { $0.element.states.contains(.disabled) }
    #expect(disabled.prefix(depth / 2).allSatisfy { !$0 }, "views above the disabled one")
    #expect(disabled.dropFirst(depth / 2).allSatisfy { $0 }, "it and every view below it")
    let partial = views[10].accessibilityTree()
    #expect(partial.element.states.contains(.disabled), "a snapshot of a subtree looks up")
  }
}
