import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// A scroll view 100 × 200 over 1,000 points of content, in a root driven by a frame loop
/// on a manual clock whose renderer draws at `scale`.
private func stage(scale: CGFloat) -> (scroller: ScrollView, loop: FrameLoop) {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
  let content = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
  let scroller = ScrollView(frame: root.bounds, content: content)
  root.addSubview(scroller)
  let loop = FrameLoop(root: root, renderer: Renderer(scale: scale), clock: ManualClock())
  loop.tick()
  return (scroller, loop)
}

/// The vertical offsets the scroll shows frame by frame until the loop's animations end, up
/// to the first frame of the offset it ends at (the bars fade on after it).
private func frames(_ loop: FrameLoop, _ scroller: ScrollView) -> [CGFloat] {
  var offsets: [CGFloat] = []
  while loop.isAnimating, offsets.count < 600 {
    loop.advance(frames: 1)
    offsets.append(scroller.contentOffset.y)
  }
  guard let end = offsets.last, let first = offsets.firstIndex(of: end) else { return offsets }
  return Array(offsets[...first])
}

/// The offsets of `offsets` that are not on a whole device pixel at `scale`.
private func offPixel(_ offsets: some Collection<CGFloat>, scale: CGFloat) -> [CGFloat] {
  offsets.filter { abs($0 * scale - ($0 * scale).rounded()) > 1e-9 }
}

@Suite("An animated scroll offset moves by whole device pixels and ends where it was sent")
struct AnimatedScrollPixelTests {
  /// A fling to 306.65 points (613.3 pt/s for half a second) shows only offsets on whole
  /// pixels of the loop's scale while it glides, never past the end, and ends at 306.65.
  @Test(arguments: [1, 2, 1.5] as [CGFloat])
  func aFlingGlidesOnWholeDevicePixels(scale: CGFloat) throws {
    let (scroller, loop) = stage(scale: scale)
    #expect(scroller.fling(velocity: CGSize(width: 0, height: 613.3)))
    let offsets = frames(loop, scroller)
    let target: CGFloat = 613.3 * 0.5
    #expect(offsets.count > 30, "a glide of many frames: \(offsets.count)")
    #expect(offsets.last == target, "ends exactly where the fling goes")
    #expect(offPixel(offsets.dropLast(), scale: scale).isEmpty, "in flight: \(offsets)")
    #expect(offsets == offsets.sorted() && offsets.allSatisfy { $0 <= target })
    #expect(scroller.contentOffset.x == 0, "the axis that does not scroll stays")
  }

  /// A spring overshoots its target and comes back: in flight it lands on whole pixels on
  /// both sides of the target, and it rests at the target.
  @Test func aSpringThatOvershootsStaysOnWholePixels() throws {
    let (scroller, loop) = stage(scale: 2)
    withAnimation(.spring(duration: 0.5, bounce: 0.5)) { scroller.contentOffset.y = 100.3 }
    let offsets = frames(loop, scroller)
    #expect(offsets.contains { $0 > 100.3 }, "the spring overshoots: \(offsets)")
    #expect(offPixel(offsets.dropLast(), scale: 2).isEmpty, "in flight: \(offsets)")
    #expect(offsets.last == 100.3)
  }

  /// A host whose scale changes while the content moves (the window went to another
  /// monitor) gives the loop a new renderer: the next frames land on the new scale's pixels.
  @Test func aNewRendererScaleAlignsTheFramesThatFollow() throws {
    let (scroller, loop) = stage(scale: 1)
    withAnimation(.linear(duration: 1)) { scroller.contentOffset.y = 700 }
    loop.advance(frames: 10)
    #expect(offPixel([scroller.contentOffset.y], scale: 1).isEmpty)
    loop.renderer = Renderer(scale: 3)
    var thirds: [CGFloat] = []
    for _ in 0..<10 {
      loop.advance(frames: 1)
      thirds.append(scroller.contentOffset.y)
    }
    #expect(offPixel(thirds, scale: 3).isEmpty, "\(thirds)")
    #expect(!offPixel(thirds, scale: 1).isEmpty, "thirds of a point, not only whole points")
  }

  /// A scale no surface has (NaN, zero, negative, 1e300, where the offset times the scale is
  /// infinite) aligns nothing: the content still moves and ends at its target.
  @Test(arguments: [.nan, 0, -2, 1e300] as [CGFloat])
  func aScaleThatIsNoPixelGridLeavesTheOffsetsAlone(scale: CGFloat) throws {
    let (scroller, loop) = stage(scale: scale)
    #expect(scroller.fling(velocity: CGSize(width: 0, height: 613.3)))
    let offsets = frames(loop, scroller)
    #expect(offsets.allSatisfy(\.isFinite) && offsets == offsets.sorted(), "\(offsets)")
    #expect(offsets.last == CGFloat(613.3) * 0.5)
  }
}
