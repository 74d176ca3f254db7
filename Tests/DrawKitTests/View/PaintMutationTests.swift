import DrawKit
import Foundation
import Testing

/// Drawings that change the tree while it is painted: a change shows from the next frame
/// on, and a subview added meanwhile draws in a state of its own, not in the translation and
/// alpha the drawing that added it left behind.
@Suite("Adversarial: tree changes made while painting")
struct PaintMutationTests {
  /// A white 40×40 root holding a childless view whose last drawing translates and fades
  /// the context, and calls `change` with the view the first time it draws.
  private func tree(_ change: @escaping (DrawView) -> Void) -> DrawView {
    let root = canvas { _, _ in }
    let host = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    var changed = false
    host.draw = { view, context in
      context.translateBy(x: 20, y: 20)
      context.setAlpha(0.5)
      if !changed {
        changed = true
        change(view)
      }
    }
    root.addSubview(host)
    return root
  }

  private static func blueSquare() -> DrawView {
    let square = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    square.backgroundColor = .blue
    return square
  }

  private func expectCleanFrames(of root: DrawView) throws {
    let first = try render(root)
    #expect(first.pixel(x: 5, y: 5) == .white, "the first frame is the tree it began with")
    #expect(first.pixel(x: 25, y: 25) == .white, "no subview inside the drawing's state")
    let second = try render(root)
    #expect(second.pixel(x: 5, y: 5) == Pixel(.blue), "at its own frame, fully opaque")
    #expect(second.pixel(x: 25, y: 25) == .white)
  }

  @Test func aSubviewAddedByADrawingDrawsCleanFromTheNextFrame() throws {
    try expectCleanFrames(of: tree { view in view.addSubview(Self.blueSquare()) })
  }

  /// A host that keeps one back buffer: the subview added during a frame is in the dirty
  /// region that frame leaves, and the next partial redraw draws it.
  @Test func theNextPartialRedrawDrawsTheAddedSubview() throws {
    try pinTestFonts()
    let root = tree { view in view.addSubview(Self.blueSquare()) }
    let renderer = Renderer()
    let image = try Image(
      pixelWidth: 40, pixelHeight: 40, pixels: Array(repeating: .transparent, count: 1_600))
    try renderer.render(root, into: image)
    #expect(image.pixel(x: 5, y: 5) == .white && image.pixel(x: 25, y: 25) == .white)
    let region = try renderer.redrawDirtyRegion(of: root, in: image)
    #expect(region.rects.contains { $0.contains(CGRect(x: 0, y: 0, width: 10, height: 10)) })
    #expect(image.pixel(x: 5, y: 5) == Pixel(.blue) && image.pixel(x: 25, y: 25) == .white)
  }

  /// A layout run from a drawing that adds the subview does the same.
  @Test func aLayoutRunWhilePaintingDrawsCleanFromTheNextFrame() throws {
    final class Adding: DrawView {
      override func layoutSubviews() {
        if subviews.isEmpty { addSubview(PaintMutationTests.blueSquare()) }
      }
    }
    let root = tree { view in
      let adding = Adding(frame: view.bounds)
      adding.setNeedsLayout()
      view.addSubview(adding)
      adding.layoutIfNeeded()
    }
    try expectCleanFrames(of: root)
  }
}
