import DrawKit
import Foundation
import Testing

/// A view that counts its activations and logs the pointer events it gets.
private final class Target: DrawView {
  var activations = 0
  var phases: [PointerEvent.Phase] = []

  /// The enter and exit events among ``phases``.
  var crossings: [PointerEvent.Phase] { phases.filter { $0 == .enter || $0 == .exit } }

  override func pointerEvent(_ event: PointerEvent) -> Bool {
    phases.append(event.phase)
    return super.pointerEvent(event)
  }

  override func activate() -> Bool {
    activations += 1
    return true
  }
}

/// Pointer state after changes to the tree: no view stays hovered or pressed once it left,
/// a press ends with its view (and goes on when the view moves within its tree), an event
/// never bubbles out of the tree, and the hover follows content that moves under a pointer
/// standing still.
@Suite("Adversarial: pointer state after tree changes")
struct PointerStateTests {
  private func tree() -> (root: DrawView, parent: Target, child: Target) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = Target(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    let child = Target(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    root.addSubview(parent)
    parent.addSubview(child)
    return (root, parent, child)
  }

  @Test func removingThePressedViewUnpressesItsAncestors() throws {
    let (root, parent, child) = tree()
    root.backgroundColor = .white
    parent.drawings = [Drawing.fill(.red).when(\.isPressed)]
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 20, y: 20)))
    #expect(parent.isPressed && child.isPressed)
    child.removeFromSuperview()
    #expect(!parent.isPressed && !child.isPressed && !root.isPressed)
    #expect(try render(root).pixel(x: 60, y: 60) == .white, "the pressed look is gone")
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 20, y: 20)))
    #expect(parent.activations == 0, "the release of a press whose view left activates nothing")
  }

  @Test func removingTheHoveredViewLeavesNoHoverBehind() {
    let (root, parent, child) = tree()
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 20, y: 20)))
    #expect(child.isHovered && parent.isHovered && root.isHovered)
    child.removeFromSuperview()
    #expect(!child.isHovered && parent.isHovered, "the pointer is still over the parent")
    #expect(child.crossings == [.enter, .exit])
    root.dispatch(PointerEvent(.exit, at: CGPoint(x: 20, y: 20)))
    #expect(!parent.isHovered && !root.isHovered)
    #expect(parent.crossings == [.enter, .exit])
  }

  @Test func hiddenDisabledAndRemovedButtonsDoNotActivateOnRelease() throws {
    let changes: [(String, (Target) -> Void)] = [
      ("hidden", { $0.isHidden = true }),
      (
        "hidden and shown again",
        {
          $0.isHidden.toggle(); $0.isHidden.toggle()
        }
      ),
      ("disabled", { $0.isEnabled = false }),
      ("parent hidden", { $0.superview?.isHidden = true }),
      ("removed", { $0.removeFromSuperview() }),
      ("moved to another tree", { DrawView().addSubview($0) }),
    ]
    for (name, change) in changes {
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let below = Target(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let group = Target(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let button = Target(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      root.addSubview(below)
      root.addSubview(group)
      group.addSubview(button)
      root.dispatch(PointerEvent(.down, at: CGPoint(x: 10, y: 10)))
      #expect(button.isPressed, "\(name)")
      change(button)
      #expect(!button.isPressed && !group.isPressed && !root.isPressed, "\(name)")
      root.dispatch(PointerEvent(.move, at: CGPoint(x: 12, y: 10)))
      root.dispatch(PointerEvent(.up, at: CGPoint(x: 12, y: 10)))
      #expect([button, group, below].allSatisfy { $0.activations == 0 }, "\(name)")
      #expect(
        ![button, group, below].contains { $0.phases.contains(.up) },
        "\(name): the release went to no view")
      let next = try #require(root.hitTest(CGPoint(x: 10, y: 10)) as? Target)
      root.dispatch(PointerEvent(.down, at: CGPoint(x: 10, y: 10)))
      root.dispatch(PointerEvent(.up, at: CGPoint(x: 10, y: 10)))
      #expect(next.activations == (next.isEnabledInTree ? 1 : 0), "\(name): the next click works")
    }
  }

  @Test func aDraggedViewMovedToAnotherParentKeepsItsCapture() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let left = Target(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = Target(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    let dragged = Target(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(left)
    root.addSubview(right)
    left.addSubview(dragged)
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 15, y: 15)))
    #expect(left.isPressed && dragged.isPressed)
    right.addSubview(dragged)
    #expect(!left.isPressed, "the old parent is no longer an ancestor of the press")
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 115, y: 15)))
    #expect(dragged.phases.last == .move, "the drag still goes to the dragged view")
    #expect(dragged.isPressed && right.isPressed)
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 115, y: 15)))
    #expect(dragged.phases.filter { $0 == .up }.count == 1)
    #expect(!left.phases.contains(.move) && !left.phases.contains(.up))
    #expect(dragged.activations == 1 && right.activations == 0 && left.activations == 0)
    #expect(!dragged.isPressed && !right.isPressed && !left.isPressed)
  }

  @Test func anEventDoesNotBubbleToAParentAHandlerDetached() {
    let (root, parent, child) = tree()
    var grandparentHeard = 0
    let grandparent = Target(frame: root.bounds)
    root.addSubview(grandparent)
    grandparent.addSubview(parent)
    _ = grandparent.onPointer { _, _ in
      grandparentHeard += 1
      return false
    }
    _ = child.onPointer { [weak parent] _, event in
      if event.phase == .scroll { parent?.removeFromSuperview() }
      return false
    }
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 20, y: 20)))
    let heardBefore = grandparentHeard
    let wheel = CGSize(width: 0, height: 5)
    root.dispatch(PointerEvent(.scroll, at: CGPoint(x: 20, y: 20), scrollDelta: wheel))
    #expect(!parent.phases.contains(.scroll), "the parent left the tree before its turn")
    #expect(grandparentHeard == heardBefore, "nor does the event go on above the gap")
  }

  /// A list in a clipping view that a wheel event scrolls: the row under the pointer is
  /// hovered as soon as the event returns.
  private func scrollingList() -> (root: DrawView, list: DrawView, rows: [Target]) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    root.backgroundColor = .white
    let list = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    list.clipsToBounds = true
    root.addSubview(list)
    let rows = (0..<10).map { index in
      let row = Target(frame: CGRect(x: 0, y: CGFloat(index) * 20, width: 100, height: 20))
      row.drawings = [Drawing.fill(.red).when(\.isHovered)]
      list.addSubview(row)
      return row
    }
    _ = list.onPointer { list, event in
      guard event.phase == .scroll else { return false }
      list.bounds.origin.y += event.scrollDelta.height
      return true
    }
    return (root, list, rows)
  }

  @Test func hoverFollowsAWheelScrollAtOnce() throws {
    let (root, _, rows) = scrollingList()
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 50, y: 10)))
    #expect(rows[0].isHovered)
    root.dispatch(
      PointerEvent(.scroll, at: CGPoint(x: 50, y: 10), scrollDelta: CGSize(width: 0, height: 20)))
    #expect(rows[1].isHovered && !rows[0].isHovered, "no lag of one wheel step")
    #expect(rows[0].crossings == [.enter, .exit] && rows[1].crossings == [.enter])
    let image = try render(root)
    #expect(image.pixel(x: 50, y: 10) == Pixel(.red), "the row under the pointer looks hovered")
    #expect(image.pixel(x: 50, y: 30) == .white)
  }

  @Test func hoverFollowsAScrollFromCodeInTheNextFrame() throws {
    let (root, list, rows) = scrollingList()
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 50, y: 10)))
    list.bounds.origin.y = 40
    let image = try render(root)
    #expect(rows[2].isHovered && !rows[0].isHovered)
    #expect(image.pixel(x: 50, y: 10) == Pixel(.red), "the frame shows the new hover")
    #expect(rows[0].crossings == [.enter, .exit])
  }

  /// Views below a disabled one are not hovered: they hear neither enter nor exit.
  @Test func viewsBelowADisabledViewHearNoExitWithoutAnEnter() {
    let (root, parent, child) = tree()
    parent.isEnabled = false
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 20, y: 20)))
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 90, y: 90)))
    #expect(child.phases.isEmpty && parent.phases.isEmpty)
    #expect(!child.isHovered && !parent.isHovered)
  }
}
