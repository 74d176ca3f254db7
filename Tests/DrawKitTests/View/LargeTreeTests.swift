import DrawKit
import Foundation
import Testing

@Suite("Very large trees")
struct LargeTreeTests {
  @Test func millionSubviewsRenderAndHitTest() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    root.backgroundColor = .white
    for index in 0..<1_000_000 where index != 1 {
      let view = DrawView(frame: CGRect(x: index % 1000, y: index / 1000, width: 1, height: 1))
      view.backgroundColor = index % 2 == 0 ? .black : .red
      root.addSubview(view)
    }
    #expect(root.subviews.count == 999_999)
    let image = try Renderer().image(of: root)
    #expect(image.pixel(x: 500, y: 500) == Pixel(.black))
    #expect(image.pixel(x: 501, y: 500) == Pixel(.red))
    #expect(
      image.pixel(x: 1, y: 0) == .white, "the skipped odd view at column 1 leaves the background")
    #expect(root.hitTest(CGPoint(x: 999.5, y: 999.5)) === root.subviews.last)
    #expect(root.dirtyRegion.rects.count <= DirtyRegion.maximumRectCount)
  }
}
