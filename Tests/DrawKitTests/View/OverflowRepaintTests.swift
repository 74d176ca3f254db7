import DrawKit
import Foundation
import Testing

/// A subview that sticks out of its superview must not be left on screen when the
/// superview changes: the partial repaint has to equal a full one.
@Suite("Adversarial: repainting what sticks out")
struct OverflowRepaintTests {
  /// A white page holding a parent whose child sticks far out of its bottom-right corner.
  private func page() -> (root: DrawView, parent: DrawView, child: DrawView) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    root.backgroundColor = .white
    let parent = DrawView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    parent.backgroundColor = .blue
    let child = DrawView(frame: CGRect(x: 40, y: 40, width: 30, height: 30))
    child.backgroundColor = .red
    let grandchild = DrawView(frame: CGRect(x: 35, y: 35, width: 20, height: 20))
    grandchild.backgroundColor = .green
    child.addSubview(grandchild)
    parent.addSubview(child)
    root.addSubview(parent)
    return (root, parent, child)
  }

  private func samePixels(_ first: Image, _ second: Image) -> Bool {
    (0..<first.pixelHeight).allSatisfy { y in
      (0..<first.pixelWidth).allSatisfy { first.pixel(x: $0, y: y) == second.pixel(x: $0, y: y) }
    }
  }

  /// Renders, applies `change`, repaints only the dirty region and compares with a full
  /// render.
  private func repaintMatchesFullRender(_ change: (DrawView, DrawView, DrawView) -> Void) throws
    -> Bool
  {
    let (root, parent, child) = page()
    let image = try Renderer().image(of: root)
    _ = root.takeDirtyRegion()
    #expect(image.pixel(x: 90, y: 90) == Pixel(.green), "the grandchild sticks out")
    change(root, parent, child)
    try Renderer().redrawDirtyRegion(of: root, in: image)
    return samePixels(image, try Renderer().image(of: root))
  }

  @Test func removing() throws {
    #expect(try repaintMatchesFullRender { _, parent, _ in parent.removeFromSuperview() })
  }

  @Test func hiding() throws {
    #expect(try repaintMatchesFullRender { _, parent, _ in parent.isHidden = true })
  }

  @Test func moving() throws {
    #expect(try repaintMatchesFullRender { _, parent, _ in parent.frame.origin.x += 7 })
  }

  @Test func fading() throws {
    #expect(try repaintMatchesFullRender { _, parent, _ in parent.alpha = 0.3 })
    #expect(try repaintMatchesFullRender { _, parent, _ in parent.alpha = 0 })
  }

  @Test func clipping() throws {
    #expect(try repaintMatchesFullRender { _, parent, _ in parent.clipsToBounds = true })
    #expect(try repaintMatchesFullRender { _, _, child in child.clipsToBounds = true })
  }

  @Test func scrolling() throws {
    #expect(try repaintMatchesFullRender { _, parent, _ in parent.bounds.origin.y = 12 })
  }

  @Test func movingTheMiddleView() throws {
    #expect(try repaintMatchesFullRender { _, _, child in child.frame.origin.y -= 25 })
    #expect(try repaintMatchesFullRender { _, _, child in child.removeFromSuperview() })
  }

  @Test func addingASubtreeThatSticksOut() throws {
    #expect(
      try repaintMatchesFullRender { root, _, _ in
        let box = DrawView(frame: CGRect(x: 100, y: 0, width: 5, height: 5))
        let stray = DrawView(frame: CGRect(x: -90, y: 100, width: 10, height: 10))
        stray.backgroundColor = .black
        box.addSubview(stray)
        root.addSubview(box)
      })
  }
}
