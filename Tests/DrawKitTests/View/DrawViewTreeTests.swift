import DrawKit
import Foundation
import PlaygroundPages
import Testing

@Suite("DrawView tree")
struct DrawViewTreeTests {
  private func square(_ frame: CGRect, _ color: Color) -> DrawView {
    let view = DrawView(frame: frame)
    view.backgroundColor = color
    return view
  }

  @Test func seedBarPageHasOnlyRow49Gray() throws {
    let image = try render(try #require(PlaygroundPage.named("DrawViewBar")).build())
    #expect(image.pixelWidth == 320 && image.pixelHeight == 50)
    let gray = Pixel(red: 128, green: 128, blue: 128)
    for y in 0..<50 {
      for x in stride(from: 0, to: 320, by: 1) {
        let expected = y == 49 ? gray : .white
        if image.pixel(x: x, y: y) != expected {
          Issue.record("pixel (\(x), \(y)) is \(image.pixel(x: x, y: y)), expected \(expected)")
          return
        }
      }
    }
  }

  @Test func childDrawsOverParentInItsOwnCoordinates() throws {
    let parent = square(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
    let child = DrawView(frame: CGRect(x: 10, y: 20, width: 10, height: 10)) { view, context in
      context.setFillColor(.red)
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }
    parent.addSubview(child)
    let image = try render(parent)
    #expect(image.pixel(x: 12, y: 22) == Pixel(.red))
    #expect(image.pixel(x: 2, y: 2) == .white)
    #expect(image.pixel(x: 17, y: 27) == .white)
  }

  @Test func laterSubviewsDrawOnTop() throws {
    let parent = square(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
    parent.addSubview(square(CGRect(x: 0, y: 0, width: 30, height: 30), .red))
    parent.addSubview(square(CGRect(x: 10, y: 10, width: 30, height: 30), .blue))
    parent.insertSubview(square(CGRect(x: 0, y: 0, width: 40, height: 40), .green), at: 0)
    let image = try render(parent)
    #expect(image.pixel(x: 5, y: 5) == Pixel(.red))
    #expect(image.pixel(x: 20, y: 20) == Pixel(.blue))
    #expect(image.pixel(x: 35, y: 2) == Pixel(.green))
  }

  @Test func hiddenViewsAreSkipped() throws {
    let parent = square(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
    let hidden = square(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
    hidden.isHidden = true
    parent.addSubview(hidden)
    #expect(try render(parent).pixel(x: 10, y: 10) == .white)
  }

  @Test func clipsToBoundsCutsChildren() throws {
    let parent = square(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
    let box = DrawView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    box.addSubview(square(CGRect(x: 5, y: 5, width: 20, height: 20), .red))
    parent.addSubview(box)
    #expect(try render(parent).pixel(x: 25, y: 25) == Pixel(.red))
    box.clipsToBounds = true
    let clipped = try render(parent)
    #expect(clipped.pixel(x: 25, y: 25) == .white)
    #expect(clipped.pixel(x: 17, y: 17) == Pixel(.red))
  }

  @Test func alphaFadesAViewAndItsChildrenTogether() throws {
    let parent = square(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
    let faded = square(CGRect(x: 0, y: 0, width: 40, height: 40), .black)
    faded.addSubview(square(CGRect(x: 0, y: 0, width: 20, height: 20), .black))
    faded.alpha = 0.5
    parent.addSubview(faded)
    let image = try render(parent)
    let gray = Pixel(red: 128, green: 128, blue: 128)
    #expect(image.pixel(x: 10, y: 10).isClose(to: gray))
    #expect(image.pixel(x: 30, y: 30).isClose(to: gray))
  }

  @Test func boundsOriginScrollsTheContent() throws {
    let scroller = square(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
    scroller.addSubview(square(CGRect(x: 0, y: 50, width: 40, height: 10), .red))
    scroller.bounds.origin = CGPoint(x: 0, y: 40)
    let image = try render(scroller)
    #expect(image.pixel(x: 5, y: 15) == Pixel(.red))
    #expect(image.pixel(x: 5, y: 5) == .white)
  }

  @Test func hitTestingFindsTheFrontmostView() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = DrawView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let front = DrawView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
    let nested = DrawView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(nested)
    #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
    #expect(root.hitTest(CGPoint(x: 45, y: 45)) === front)
    #expect(root.hitTest(CGPoint(x: 55, y: 55)) === nested)
    #expect(root.hitTest(CGPoint(x: 150, y: 50)) == nil)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
    back.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
  }

  @Test func superviewIsWeakAndTreesAreFreed() {
    weak var weakRoot: DrawView?
    weak var weakChild: DrawView?
    do {
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let child = DrawView(frame: .zero)
      root.addSubview(child)
      weakRoot = root
      weakChild = child
      #expect(child.superview === root)
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
  }

  @Test func movingASubviewRemovesItFromItsOldParent() {
    let first = DrawView()
    let second = DrawView()
    let child = DrawView()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1 && child.superview === second)
    child.removeFromSuperview()
    #expect(second.subviews.isEmpty && child.superview == nil)
  }

  @Test func convertingPointsBetweenViews() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = DrawView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    let grandchild = DrawView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(child)
    child.addSubview(grandchild)
    child.bounds.origin = CGPoint(x: 0, y: 3)
    #expect(grandchild.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 23))
    #expect(root.convert(CGPoint(x: 16, y: 23), to: grandchild) == CGPoint(x: 1, y: 1))
  }

  @Test func invalidGeometryIsSanitised() {
    let view = DrawView(frame: CGRect(x: CGFloat.nan, y: 5, width: -10, height: CGFloat.infinity))
    #expect(view.frame == CGRect(x: 0, y: 5, width: 0, height: 0))
    view.alpha = CGFloat.nan
    #expect(view.alpha == 0)
    view.alpha = 3
    #expect(view.alpha == 1)
  }

  @Test func setNeedsDisplayAccumulatesAtTheRoot() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = DrawView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
    root.addSubview(child)
    _ = root.takeDirtyRegion()
    child.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(root.dirtyRegion.rects == [CGRect(x: 10, y: 20, width: 5, height: 5)])
    child.setNeedsDisplay(CGRect(x: 25, y: 25, width: 5, height: 5))
    #expect(root.dirtyRegion.rects.count == 2)
    child.backgroundColor = .red
    #expect(root.dirtyRegion.rects == [CGRect(x: 10, y: 20, width: 30, height: 30)])
  }

  @Test func clippingAncestorsCutTheDirtyRect() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = DrawView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    box.clipsToBounds = true
    let child = DrawView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    root.addSubview(box)
    box.addSubview(child)
    _ = root.takeDirtyRegion()
    child.setNeedsDisplay()
    #expect(root.dirtyRegion.rects == [CGRect(x: 20, y: 20, width: 10, height: 10)])
  }
}
