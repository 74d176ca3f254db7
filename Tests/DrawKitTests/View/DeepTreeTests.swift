import DrawKit
import Foundation
import Testing

/// Trees far deeper and wider than any screen: every walk DrawKit makes over a tree (theme,
/// layout, painting, hit testing, focus, events, freeing) keeps its own stack.
@Suite("Adversarial: deep and wide trees")
struct DeepTreeTests {
  /// A chain `depth` views deep, built from the leaf up, the innermost focusable.
  private func chain(depth: Int) -> (root: DrawView, leaf: DrawView) {
    let leaf = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    leaf.isFocusable = true
    leaf.drawings = [.fill(.accent)]
    var top = leaf
    for _ in 0..<depth {
      let parent = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      parent.addSubview(top)
      top = parent
    }
    return (top, leaf)
  }

  @Test func aTenThousandDeepChainThemesPaintsHitsHoversFocusesAndLaysOut() throws {
    let (root, leaf) = chain(depth: 10_000)
    root.theme = Theme.plain.with { $0.tokens.accent = .red }
    #expect(leaf.effectiveTheme.tokens.accent == .red)
    let image = try Renderer().image(of: root)
    #expect(image.pixel(x: 20, y: 20) == Pixel(.red))
    #expect(root.hitTest(CGPoint(x: 5, y: 5)) === leaf)
    #expect(root.dispatch(PointerEvent(.hover, at: CGPoint(x: 5, y: 5))) == false)
    #expect(leaf.isHovered && root.isHovered)
    root.dispatch(PointerEvent(.exit, at: CGPoint(x: -1, y: -1)))
    #expect(!leaf.isHovered && !root.isHovered)
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 5, y: 5)))
    #expect(leaf.isPressed && root.isPressed && leaf.isFocused)
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 5, y: 5)))
    #expect(!leaf.isPressed && !root.isPressed)
    leaf.resignFirstResponder()
    #expect(root.focusNext() === leaf)
    leaf.superview?.isHidden = true
    #expect(!leaf.isFocused, "hiding an ancestor takes the focus")
    root.setNeedsLayout()
    leaf.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(!root.needsLayout)
    root.isEnabled = false
    #expect(leaf.state.contains(.disabled))
  }

  @Test func freeingADeepChainDoesNotRecurse() {
    weak var leaf: DrawView?
    do {
      let made = chain(depth: 200_000)
      leaf = made.leaf
      #expect(leaf != nil)
    }
    #expect(leaf == nil, "the whole chain was freed")
  }

  @Test func aDetachedDeepSubtreeStillWorks() throws {
    let (root, leaf) = chain(depth: 100_000)
    let middle = try #require(root.subviews.first?.subviews.first)
    middle.removeFromSuperview()
    #expect(leaf.rootView === middle)
    middle.theme = .dark
    #expect(leaf.effectiveTheme.name == "dark")
    #expect(root.subviews.first?.subviews.isEmpty == true)
  }

  @Test func tenThousandSiblingsLayOutInAColumnAndRemoveFromTheEnd() throws {
    let column = Column(frame: CGRect(x: 0, y: 0, width: 100, height: 100), spacing: 0)
    for _ in 0..<10_000 {
      column.addSubview(DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
    }
    column.layoutIfNeeded()
    #expect(column.subviews.last?.frame.minY == 9_999)
    _ = try Renderer().image(of: column)
    while let last = column.subviews.last {
      last.removeFromSuperview()
    }
    #expect(column.subviews.isEmpty)
  }
}
