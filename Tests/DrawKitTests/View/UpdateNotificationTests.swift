import CDrawKitCairo
import DrawKit
import Foundation
import Testing

@Suite("The host's needs-update callback")
struct UpdateNotificationTests {
  /// A root with one child, drawn once so that the tree is clean, and a counter of calls.
  private func cleanTree() throws -> (root: DrawView, child: DrawView, image: Image) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    root.backgroundColor = .white
    let child = DrawView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    child.backgroundColor = .red
    root.addSubview(child)
    let image = try render(root)
    try Renderer().render(root, into: image)
    #expect(!root.needsDisplay && !root.needsLayout, "the tree starts clean")
    return (root, child, image)
  }

  @Test func firesOncePerCleanToDirtyTransition() throws {
    let (root, child, image) = try cleanTree()
    var calls = 0
    root.onNeedsUpdate { _ in calls += 1 }
    #expect(calls == 0, "installing the handler on a clean tree calls nothing")
    child.backgroundColor = .blue
    child.frame.origin.x = 12
    root.setNeedsLayout()
    #expect(calls == 1, "three changes, one transition")
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(calls == 1)
    #expect(image.pixel(x: 13, y: 6) == Pixel(.blue), "the frame showed the change")
    child.alpha = 0.5
    #expect(calls == 2, "clean again, so the next change calls again")
    child.alpha = 0.4
    #expect(calls == 2)
  }

  @Test func layoutAloneCountsAsAChange() throws {
    let (root, child, _) = try cleanTree()
    var calls = 0
    root.onNeedsUpdate { _ in calls += 1 }
    child.setNeedsLayout()
    #expect(calls == 1)
    #expect(root.needsLayout && !root.needsDisplay)
    root.layoutIfNeeded()
    #expect(!root.needsLayout)
    child.setNeedsLayout()
    #expect(calls == 2, "a layout with nothing to show leaves the tree clean")
  }

  @Test func onlyTheRootIsToldAndItPassesItself() throws {
    let (root, child, _) = try cleanTree()
    var roots: [DrawView] = []
    var childCalls = 0
    root.onNeedsUpdate { root in roots.append(root) }
    child.onNeedsUpdate { _ in childCalls += 1 }
    let grandchild = DrawView(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
    child.addSubview(grandchild)
    grandchild.backgroundColor = .green
    #expect(roots.count == 1 && roots.first === root)
    #expect(childCalls == 0, "a subview's handler is silent")
    roots.removeAll()  // The handler's list holds the root, which holds the handler.
  }

  @Test func neverCalledDuringARender() throws {
    let (root, child, image) = try cleanTree()
    var isDrawing = false
    var callsDuringRender = 0
    var calls = 0
    root.onNeedsUpdate { _ in
      calls += 1
      if isDrawing { callsDuringRender += 1 }
    }
    var frame = 0
    child.draw = { view, _ in
      isDrawing = true
      frame += 1
      if frame == 1 { view.alpha = 0.5 }
      isDrawing = false
    }
    #expect(calls == 1, "assigning draw dirtied the tree")
    let redrawn = try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(!redrawn.isEmpty && frame == 1)
    #expect(callsDuringRender == 0)
    #expect(calls == 2, "the change the drawing made is reported after the render")
    #expect(root.needsDisplay, "and kept for the next frame")
    _ = try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(frame == 2 && !root.needsDisplay)
    #expect(calls == 2)
  }

  @Test(arguments: ["image", "context"])
  func everyKindOfRenderHoldsTheCallback(kind: String) throws {
    let (root, child, _) = try cleanTree()
    var isDrawing = false
    var callsDuringDraw = 0
    var calls = 0
    child.draw = { view, _ in
      isDrawing = true
      view.alpha = view.alpha == 1 ? 0.9 : 1
      isDrawing = false
    }
    _ = root.takeDirtyRegion()
    root.onNeedsUpdate { _ in
      calls += 1
      if isDrawing { callsDuringDraw += 1 }
    }
    if kind == "image" {
      _ = try Renderer().image(of: root)
    } else {
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 30)
      let cairo = cairo_create(surface)
      defer {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
      }
      try Renderer().draw(
        root, in: GraphicsContext(borrowing: try #require(cairo), rect: root.bounds))
    }
    #expect(child.alpha == 0.9, "the drawing ran")
    #expect(callsDuringDraw == 0)
    #expect(calls == 1, "the change made during the render is reported once it returned")
  }

  @Test func reentrantHandlerThatChangesTheTree() throws {
    let (root, child, _) = try cleanTree()
    var calls = 0
    root.onNeedsUpdate { root in
      calls += 1
      root.setNeedsDisplay()
      child.frame.origin.y += 1
    }
    child.isSelected = true
    #expect(calls == 1, "changes from inside the handler do not call it again")
    #expect(child.frame.origin.y == 6)
  }

  @Test func reentrantHandlerThatRendersAtOnce() throws {
    let (root, child, image) = try cleanTree()
    var calls = 0
    root.onNeedsUpdate { root in
      calls += 1
      guard calls < 100 else { return }
      do {
        try Renderer().redrawDirtyRegion(of: root, in: image)
      } catch {
        Issue.record(error)
      }
    }
    child.backgroundColor = .blue
    #expect(image.pixel(x: 6, y: 6) == Pixel(.blue), "drawn from inside the handler")
    #expect(!root.needsDisplay)
    child.backgroundColor = .green
    #expect(image.pixel(x: 6, y: 6) == Pixel(.green))
    #expect(calls == 2, "one call per change, each drawn at once")
  }

  @Test func removedSubtreeTellsItsOwnHandlerNotTheOldRoots() throws {
    let (root, child, image) = try cleanTree()
    var rootCalls = 0
    var childCalls = 0
    root.onNeedsUpdate { _ in rootCalls += 1 }
    child.onNeedsUpdate { _ in childCalls += 1 }
    child.removeFromSuperview()
    #expect(rootCalls == 1, "the hole the child leaves needs drawing")
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(image.pixel(x: 6, y: 6) == Pixel(.white))
    let childImage = try render(child)
    try Renderer().render(child, into: childImage)
    let callsBefore = childCalls
    child.backgroundColor = .blue
    #expect(rootCalls == 1, "the old root hears nothing from the detached subtree")
    #expect(childCalls == callsBefore + 1, "the detached view is a root with its own handler")
    root.addSubview(child)
    #expect(rootCalls == 2)
    child.backgroundColor = .green
    #expect(childCalls == callsBefore + 1, "a subview again, its handler is silent")
  }

  @Test func removingTheHandlerStopsCalls() throws {
    let (root, child, _) = try cleanTree()
    var calls = 0
    root.onNeedsUpdate { _ in calls += 1 }
    root.onNeedsUpdate(nil)
    child.backgroundColor = .blue
    #expect(calls == 0)
  }

  @Test func deepTreeCallsOnce() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var parent = root
    for _ in 0..<500 {
      let view = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(view)
      parent = view
    }
    root.layoutIfNeeded()
    _ = root.takeDirtyRegion()
    var calls = 0
    root.onNeedsUpdate { _ in calls += 1 }
    parent.setNeedsLayout()
    parent.setNeedsDisplay(CGRect(x: .nan, y: 0, width: 1e300, height: -1e300))
    parent.backgroundColor = .red
    #expect(calls == 1)
    root.layoutIfNeeded()
    _ = root.takeDirtyRegion()
    parent.setNeedsDisplay(CGRect(x: 0, y: 0, width: 0, height: 0))
    #expect(calls == 1, "an empty rectangle dirties nothing")
  }
}
