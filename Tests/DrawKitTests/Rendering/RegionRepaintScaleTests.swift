import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// A region repaint at a scale where a whole point is not a whole pixel redraws whole pixels,
/// so the pixels along a view's fractional edge come out as a full rendering draws them.
@Suite("Region repaints at fractional scales redraw whole pixels")
struct RegionRepaintScaleTests {
  /// A white root with a clipping view at x 20.75 (its right edge 121.125 pixels in at
  /// 1.5 ×) over stripes of colour, and its frame loop at `scale`.
  private func stage(scale: CGFloat, rootColor: Color?) -> (
    root: DrawView, clipper: DrawView, loop: FrameLoop
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
    root.backgroundColor = rootColor
    let clipper = DrawView(frame: CGRect(x: 20.75, y: 10, width: 60, height: 90))
    clipper.clipsToBounds = true
    let content = DrawView(frame: CGRect(x: 0, y: 0, width: 60, height: 1000))
    for index in 0..<50 {
      let stripe = DrawView(frame: CGRect(x: 0, y: CGFloat(index) * 20, width: 60, height: 10))
      stripe.backgroundColor = Color(red: 0.1 * CGFloat(index % 10), green: 0.3, blue: 0.6)
      content.addSubview(stripe)
    }
    clipper.addSubview(content)
    root.addSubview(clipper)
    let loop = FrameLoop(root: root, renderer: Renderer(scale: scale), clock: ManualClock())
    return (root, clipper, loop)
  }

  /// Twenty scroll steps of 1.37 points, each painted as the region it dirtied into the
  /// last frame's image, show what a full rendering shows, over an opaque root (which is
  /// not cleared first) and a transparent one (which is).
  @Test(arguments: [1.5, 1.25, 3, 2] as [CGFloat], [Color.white, nil] as [Color?])
  func fractionalScrollStepsRepaintAsAFullRenderingShows(scale: CGFloat, rootColor: Color?) throws {
    let (root, clipper, loop) = stage(scale: scale, rootColor: rootColor)
    let image = try loop.renderer.image(of: root)
    try loop.paint(loop.tick(), into: image)
    var differing: [Int] = []
    for _ in 0..<20 {
      clipper.bounds.origin.y += 1.37
      try loop.paint(loop.tick(), into: image)
      let full = try loop.renderer.image(of: root)
      differing.append(
        (0..<full.pixelHeight).reduce(0) { count, y in
          count
            + (0..<full.pixelWidth).filter { full.pixel(x: $0, y: y) != image.pixel(x: $0, y: y) }
            .count
        })
    }
    #expect(differing.allSatisfy { $0 == 0 }, "pixels differing after each step: \(differing)")
  }

  /// A transparent root's region is cleared in whole pixels of the surface: at 2 × a 10 × 10
  /// point region is 400 pixels, and at 1.5 × one from 20.75 to 30.75 points spans pixels
  /// 31 to 47 (16 wide).
  @Test func theClearedPixelsAreCountedInPixelsOfTheSurface() throws {
    for (scale, x, pixels) in [(2, 20, 400), (1.5, 20.75, 16 * 15)] as [(CGFloat, CGFloat, Int)] {
      let (root, _, loop) = stage(scale: scale, rootColor: nil)
      let image = try loop.renderer.image(of: root)
      try loop.paint(loop.tick(), into: image)
      var region = DirtyRegion()
      region.add(CGRect(x: x, y: 10, width: 10, height: 10))
      let recorder = DrawCallRecorder()
      try loop.renderer.paint(root, regions: [region], into: image, recordingInto: recorder)
      #expect(recorder.pixelsCleared == pixels, "at \(scale) ×")
    }
  }
}
