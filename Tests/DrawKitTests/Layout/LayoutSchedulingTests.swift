import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// When layout runs: a view added to a tree, moved, resized or shown again is laid out in the
/// next frame without anyone calling `setNeedsLayout()`, and a layout that never settles
/// stops after a fixed number of passes a frame without stopping the frames.
@Suite("Layout: what schedules it, and where it stops")
struct LayoutSchedulingTests {
  /// A view that counts its layouts and places its one subview 5 points in.
  private final class Inset: DrawView {
    var layouts = 0

    override func layoutSubviews() {
      layouts += 1
      subviews.first?.frame = bounds.insetBy(dx: 5, dy: 5)
    }
  }

  /// A view whose layout always asks for another.
  private final class Restless: DrawView {
    var layouts = 0

    override func layoutSubviews() {
      layouts += 1
      setNeedsLayout()
    }
  }

  /// A 100×100 white root drawn once, so that it is clean.
  private func cleanRoot() throws -> (DrawView, Image) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .white
    let image = try Renderer().image(of: root)
    try Renderer().render(root, into: image)
    #expect(!root.needsLayout && !root.needsDisplay)
    return (root, image)
  }

  private func box(height: CGFloat) -> DrawView {
    DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: height))
  }

  @Test func aColumnAddedWithItsFrameAlreadySetIsLaidOut() throws {
    let (root, image) = try cleanRoot()
    let first = box(height: 10)
    let second = box(height: 20)
    second.backgroundColor = .red
    let column = Column(frame: CGRect(x: 0, y: 0, width: 50, height: 80), spacing: 4) {
      first
      second
    }
    root.addSubview(column)
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(second.frame.minY == 14, "laid out below the first subview")
    #expect(image.pixel(x: 5, y: 20) == Pixel(.red))
  }

  @Test func aViewWithItsOwnLayoutIsLaidOutWhenAddedAndWhenMoved() throws {
    let (root, image) = try cleanRoot()
    let inset = Inset(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let inner = DrawView()
    inner.backgroundColor = .blue
    inset.addSubview(inner)
    inset.layoutIfNeeded()
    #expect(inset.layouts == 1)
    root.addSubview(inset)
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(inset.layouts == 2, "added to a tree: laid out in its new place")
    #expect(image.pixel(x: 6, y: 6) == Pixel(.blue) && image.pixel(x: 2, y: 2) == .white)
    let holder = DrawView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    root.addSubview(holder)
    try Renderer().redrawDirtyRegion(of: root, in: image)
    holder.addSubview(inset)
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(inset.layouts == 3, "moved to another parent")
    inset.frame.size = CGSize(width: 30, height: 30)
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(inset.layouts == 4, "resized")
    #expect(inner.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
  }

  @Test func aViewShownAgainCatchesUpWithTheLayoutItMissedWhileHidden() throws {
    let (root, image) = try cleanRoot()
    let inset = Inset(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let inner = DrawView()
    inset.addSubview(inner)
    root.addSubview(inset)
    try Renderer().redrawDirtyRegion(of: root, in: image)
    let before = inset.layouts
    inset.isHidden = true
    inset.setNeedsLayout()
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(inset.layouts == before, "hidden: not laid out")
    inset.isHidden = false
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(inset.layouts == before + 1, "shown: laid out")
  }

  @Test func aLayoutThatNeverSettlesStopsEachFrameButNeverStopsTheFrames() throws {
    let (root, image) = try cleanRoot()
    var frameRequests = 0
    root.onNeedsUpdate { _ in frameRequests += 1 }
    let restless = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(restless)
    #expect(frameRequests == 1)
    for frame in 1...3 {
      let layoutsBefore = restless.layouts
      try Renderer().redrawDirtyRegion(of: root, in: image)
      #expect(restless.layouts - layoutsBefore == DrawView.maximumLayoutPasses)
      #expect(frameRequests == frame + 1, "frame \(frame) asked the host for the next")
    }
    let marker = DrawView(frame: CGRect(x: 60, y: 60, width: 10, height: 10))
    marker.backgroundColor = .green
    root.addSubview(marker)
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(image.pixel(x: 65, y: 65) == Pixel(.green), "the frame is painted")
    restless.removeFromSuperview()
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(!root.needsLayout, "settled once the restless view left")
    let requests = frameRequests
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(frameRequests == requests, "a settled, clean tree asks for nothing")
  }

  @Test func aFrameLoopPaintsAroundALayoutThatNeverSettlesAndPacesIt() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .white
    let image = try Renderer().image(of: root)
    let clock = ManualClock()
    let loop = FrameLoop(root: root, clock: clock)
    loop.tick()
    #expect(loop.nextDeadline == nil, "a clean tree waits for nothing")
    let restless = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let requests = loop.frameRequests { root.addSubview(restless) }
    #expect(requests == 1)
    for frame in 1...3 {
      let layoutsBefore = restless.layouts
      let region = loop.tick()
      try loop.paint(region, into: image)
      #expect(restless.layouts - layoutsBefore == DrawView.maximumLayoutPasses)
      #expect(loop.unsettledLayoutCount == frame)
      #expect(loop.nextDeadline == clock.now + loop.frameInterval, "frame \(frame): paced")
      clock.advance(by: loop.frameInterval)
    }
    let marker = DrawView(frame: CGRect(x: 60, y: 60, width: 10, height: 10))
    marker.backgroundColor = .green
    root.addSubview(marker)
    #expect(loop.nextDeadline == clock.now, "something to paint goes at once")
    try loop.paint(loop.tick(), into: image)
    #expect(image.pixel(x: 65, y: 65) == Pixel(.green), "the frame is painted")
    restless.removeFromSuperview()
    try loop.paint(loop.tick(), into: image)
    #expect(loop.unsettledLayoutCount == 4 && !root.needsLayout)
    #expect(loop.nextDeadline == nil, "settled once the restless view left")
  }
}
