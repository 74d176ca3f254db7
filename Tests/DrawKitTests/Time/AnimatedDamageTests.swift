import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// Many small things moving at once (a grid of switches whose thumbs slide) repaint what
/// moved, not the box around all of them: the dirty region keeps their rectangles apart.
@Suite("Animated damage: many small changes at once")
struct AnimatedDamageTests {
  /// `count` 48 × 26 tracks in rows of 10, 56 × 34 apart, each holding a 22 × 22 thumb.
  private func grid(count: Int) -> (root: DrawView, thumbs: [DrawView]) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 570, height: 34 * (count / 10 + 1)))
    root.backgroundColor = .white
    var thumbs: [DrawView] = []
    for index in 0..<count {
      let track = DrawView(
        frame: CGRect(
          x: 8 + 56 * (index % 10), y: 8 + 34 * (index / 10), width: 48, height: 26))
      track.backgroundColor = Color(white: 0.8)
      let thumb = DrawView(frame: CGRect(x: 2, y: 2, width: 22, height: 22))
      thumb.backgroundColor = .black
      track.addSubview(thumb)
      root.addSubview(track)
      thumbs.append(thumb)
    }
    return (root, thumbs)
  }

  private func area(_ rects: [CGRect]) -> CGFloat {
    rects.reduce(0) { $0 + $1.width * $1.height }
  }

  @Test(arguments: [200, 256])
  func separateChangesStaySeparate(count: Int) {
    var region = DirtyRegion()
    var added: [CGRect] = []
    for index in 0..<count {
      let rect = CGRect(x: 56 * (index % 10), y: 34 * (index / 10), width: 24, height: 22)
      region.add(rect)
      added.append(rect)
    }
    #expect(region.rects.count == count)
    #expect(area(region.rects) == area(added))
  }

  @Test func pastTheCountRectanglesJoinTheirNeighboursNotOneBox() {
    var region = DirtyRegion()
    let count = DirtyRegion.maximumRectCount * 2
    var added: [CGRect] = []
    for index in 0..<count {
      let rect = CGRect(x: 56 * (index % 10), y: 34 * (index / 10), width: 24, height: 22)
      region.add(rect)
      added.append(rect)
    }
    #expect(region.rects.count <= DirtyRegion.maximumRectCount)
    #expect(
      area(region.rects) <= 2 * area(added),
      "\(area(region.rects)) painted for \(area(added)) changed")
    #expect(added.allSatisfy { rect in region.rects.contains { $0.contains(rect) } })
  }

  @Test func twoHundredSlidingThumbsRepaintOnlyTheThumbs() {
    let (root, thumbs) = grid(count: 200)
    let clock = ManualClock()
    let loop = FrameLoop(root: root, clock: clock)
    loop.tick()
    withAnimation(.snappy) {
      for thumb in thumbs { thumb.frame.origin.x = 24 }
    }
    var frames = 0
    while loop.isAnimating, frames < 120 {
      let before = thumbs.map { $0.convert($0.bounds, to: root) }
      let region = loop.advance(frames: 1)[0]
      let moved = zip(before, thumbs.map { $0.convert($0.bounds, to: root) }).map { $0.union($1) }
      if !region.isEmpty {
        #expect(
          area(region.rects) <= 1.2 * area(moved),
          "frame \(frames) repainted \(area(region.rects)) for \(area(moved)) of moving thumbs")
      }
      frames += 1
    }
    #expect(frames > 5, "the thumbs slid over several frames")
    #expect(!loop.isAnimating)
  }

  /// An animation waiting out its delay redraws nothing until it moves, and one that has come
  /// to rest nothing more: a scroll bar that fades a second after the last scroll used to
  /// repaint itself every frame of that second.
  @Test(arguments: [false, true])
  func aDelayedAnimationRedrawsOnlyWhileItMoves(viewProperty: Bool) throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    let view = DrawView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
    root.addSubview(view)
    let level = AnimatedValue(1.0, in: view)
    view.draw = { view, context in
      context.setFillColor(Color(white: 0, alpha: level.value))
      context.fill(view.bounds)
    }
    let loop = FrameLoop(root: root, clock: ManualClock())
    loop.tick()
    // Half a second of delay (30 frames), then a quarter of a second of motion (15 frames).
    let fade = Animation.linear(duration: 0.25).delay(0.5)
    if viewProperty {
      withAnimation(fade) { view.alpha = 0 }
    } else {
      level.animate(to: 0, with: fade)
    }
    let regions = loop.advance(frames: 60)
    let painted = regions.map { !$0.isEmpty }
    #expect(!painted[..<29].contains(true), "frames during the delay painted: \(painted)")
    #expect(painted[31..<44].allSatisfy { $0 }, "every frame of the motion painted: \(painted)")
    #expect(!painted[47...].contains(true), "frames after the end painted: \(painted)")
    #expect(!loop.isAnimating)
  }
}
