import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// A white root 100 × 200 with a scroll view of its size over 1,000 points of white content,
/// and its frame loop on a manual clock, ticked once.
private func stage(motion: MotionPreference = .full) -> (
  root: DrawView, scroller: ScrollView, loop: FrameLoop, clock: ManualClock
) {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
  root.backgroundColor = .white
  let content = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
  content.backgroundColor = .white
  let scroller = ScrollView(frame: root.bounds, content: content)
  root.addSubview(scroller)
  let (loop, clock) = ticked(root, motion: motion)
  return (root, scroller, loop, clock)
}

/// A frame loop for `root` on a manual clock, under `motion`, ticked once.
private func ticked(_ root: DrawView, motion: MotionPreference = .full) -> (FrameLoop, ManualClock)
{
  let clock = ManualClock()
  let loop = FrameLoop(root: root, clock: clock)
  loop.motionPreference = motion
  loop.tick()
  return (loop, clock)
}

/// Moves the clock on by `milliseconds` and ticks.
private func advance(_ loop: FrameLoop, _ clock: ManualClock, milliseconds: Int) {
  clock.advance(by: .milliseconds(milliseconds))
  loop.tick()
}

/// The offsets `offset` reads after each of ten ticks 100 ms apart: a fling's first second.
private func glide(_ loop: FrameLoop, _ clock: ManualClock, offset: () -> CGFloat) -> [CGFloat] {
  (0..<10).map { _ in
    advance(loop, clock, milliseconds: 100)
    return offset()
  }
}

/// How dark the darkest pixel of column `x` is between rows `rows`: 0 for white.
private func darkness(_ root: DrawView, x: Int, rows: Range<Int>) throws -> Int {
  let image = try render(root)
  return rows.map { 255 - Int(image.pixel(x: x, y: $0).red) }.max() ?? 0
}

/// A wheel step down by `dy` at the middle of the stage.
private func wheel(_ dy: CGFloat, at point: CGPoint = CGPoint(x: 50, y: 100)) -> PointerEvent {
  PointerEvent(.scroll, at: point, scrollDelta: CGSize(width: 0, height: dy))
}

@Suite("Scroll bars show while scrolling, fade after, widen on hover and can be dragged")
struct ScrollBarTests {
  @Test func theBarShowsAfterAWheelStepAndFadesOnTheFrameClock() throws {
    let (root, scroller, loop, clock) = stage()
    #expect(try darkness(root, x: 95, rows: 0..<200) == 0, "no bar before a scroll")
    root.dispatch(wheel(100))
    #expect(scroller.contentOffset.y == 100)
    loop.tick()
    // The thumb: 200 × 200 / 1000 = 40 long, a tenth of the way down its 160-point travel.
    #expect(try darkness(root, x: 95, rows: 20..<50) > 60, "thumb shown")
    #expect(try darkness(root, x: 95, rows: 70..<200) == 0, "track empty below the thumb")
    #expect(try darkness(root, x: 80, rows: 0..<200) == 0, "thin: the content keeps the rest")
    advance(loop, clock, milliseconds: 900)
    #expect(try darkness(root, x: 95, rows: 20..<50) > 60, "still shown before the delay ends")
    advance(loop, clock, milliseconds: 200)
    advance(loop, clock, milliseconds: 200)
    #expect(try darkness(root, x: 95, rows: 0..<200) == 0, "faded out")
    #expect(!loop.isAnimating, "nothing ticks once it has faded")
    #expect(root.hitTest(CGPoint(x: 95, y: 30)) === scroller.content, "a faded bar takes no hits")
  }

  @Test func underReducedMotionTheBarHidesAtOnceAfterTheDelay() throws {
    let (root, _, loop, clock) = stage(motion: .reduced)
    root.dispatch(wheel(100))
    loop.tick()
    let shown = try darkness(root, x: 95, rows: 20..<50)
    advance(loop, clock, milliseconds: 950)
    #expect(try darkness(root, x: 95, rows: 20..<50) == shown, "no fade: fully shown")
    advance(loop, clock, milliseconds: 100)
    #expect(try darkness(root, x: 95, rows: 0..<200) == 0)
  }

  @Test func theHoveredBarWidensAndStaysUntilThePointerLeaves() throws {
    let (root, _, loop, clock) = stage()
    root.dispatch(wheel(100, at: CGPoint(x: 95, y: 30)))
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 95, y: 30)))
    advance(loop, clock, milliseconds: 300)
    #expect(try darkness(root, x: 91, rows: 20..<50) > 60, "wide while hovered")
    advance(loop, clock, milliseconds: 3000)
    #expect(try darkness(root, x: 95, rows: 20..<50) > 60, "no fade while hovered")
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 40, y: 30)))
    advance(loop, clock, milliseconds: 300)
    #expect(try darkness(root, x: 91, rows: 20..<50) == 0, "thin again")
    advance(loop, clock, milliseconds: 1500)
    #expect(try darkness(root, x: 95, rows: 0..<200) == 0)
  }

  @Test func draggingTheThumbScrollsAndAClickInTheTrackPages() throws {
    let (root, scroller, loop, _) = stage()
    root.dispatch(wheel(100))
    loop.tick()
    // Thumb 40 long at 16...56; its travel of 160 points spans the 800-point offset range.
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 95, y: 30)))
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 95, y: 62)))
    #expect(scroller.contentOffset.y == 260, "32 points of thumb are 160 of content")
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 60, y: 500)))
    #expect(scroller.contentOffset.y == 800, "dragged past the end: clamped")
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 60, y: 500)))
    root.dispatch(wheel(-800))
    loop.tick()
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 95, y: 150)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 95, y: 150)))
    #expect(scroller.contentOffset.y == 160, "a page (less a line step) toward the click")
  }

  @Test func aFlingGlidesOnTheFrameClockAndStopsAtTheEdge() throws {
    let (_, scroller, loop, clock) = stage()
    scroller.fling(velocity: CGSize(width: 0, height: 600))
    let offsets = glide(loop, clock) { scroller.contentOffset.y }
    #expect(offsets[0] > 0 && offsets[0] < 150, "moving at about the finger's speed: \(offsets)")
    #expect(offsets == offsets.sorted() && offsets[9] > 250, "slows down, keeps going")
    try loop.settle()
    #expect(abs(scroller.contentOffset.y - 300) < 0.5, "600 pt/s × 0.5 s")
    scroller.fling(velocity: CGSize(width: 0, height: 1e6))
    try loop.settle()
    #expect(scroller.contentOffset.y == 800, "stops at the end")
    let (_, still, stillLoop, _) = stage(motion: .reduced)
    still.fling(velocity: CGSize(width: 0, height: 600))
    stillLoop.tick()
    #expect(still.contentOffset.y == 0 && !stillLoop.isAnimating, "no fling under reduced motion")
  }

  @Test func theEndOfATouchpadScrollFlingsTheInnermostScrollViewThatCanMove() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let inner = ScrollView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      content: DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 300)))
    let outerContent = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
    outerContent.addSubview(inner)
    let outer = ScrollView(frame: root.bounds, content: outerContent)
    root.addSubview(outer)
    let clock = ManualClock()
    let loop = FrameLoop(root: root, clock: clock)
    loop.tick()
    let end = PointerEvent(
      .scrollEnd, at: CGPoint(x: 50, y: 50), scrollVelocity: CGSize(width: 0, height: 200))
    #expect(root.dispatch(end))
    try loop.settle()
    #expect(inner.contentOffset.y == 100 && outer.contentOffset.y == 0, "200 pt/s × 0.5 s")
    inner.contentOffset.y = 200
    #expect(root.dispatch(end), "the inner one is at its end: the outer one flings")
    try loop.settle()
    #expect(inner.contentOffset.y == 200 && outer.contentOffset.y == 100)
    let still = PointerEvent(.scrollEnd, at: CGPoint(x: 50, y: 50))
    #expect(!root.dispatch(still), "no speed, no fling")
  }

  @Test func aWheelStepStopsAFling() throws {
    let (root, scroller, loop, clock) = stage()
    scroller.fling(velocity: CGSize(width: 0, height: 600))
    advance(loop, clock, milliseconds: 100)
    root.dispatch(wheel(10))
    let stopped = scroller.contentOffset.y
    advance(loop, clock, milliseconds: 100)
    #expect(scroller.contentOffset.y == stopped)
  }

  /// A text view flings as a scroll view does: the end of a touchpad scroll glides it on
  /// the frame clock to a stop (600 pt/s × 0.5 s), or to its end, with the bar shown; a wheel
  /// step stops it; bad speeds and reduced motion give none.
  @Test func theEndOfATouchpadScrollFlingsATextView() throws {
    func stagedText(motion: MotionPreference = .full) -> (
      DrawView, TextView, FrameLoop, ManualClock
    ) {
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let text = TextView(
        frame: root.bounds, text: (1...200).map { "line \($0)" }.joined(separator: "\n"))
      root.addSubview(text)
      let (loop, clock) = ticked(root, motion: motion)
      return (root, text, loop, clock)
    }
    let (root, text, loop, clock) = stagedText()
    let end = PointerEvent(
      .scrollEnd, at: CGPoint(x: 50, y: 50), scrollVelocity: CGSize(width: 0, height: 600))
    #expect(root.dispatch(end))
    let offsets = glide(loop, clock) { text.contentOffset.y }
    #expect(offsets[0] > 0 && offsets[0] < 150, "moving at about the finger's speed: \(offsets)")
    #expect(offsets == offsets.sorted() && offsets[9] > 250, "slows down, keeps going")
    let bar = try #require(text.subviews.compactMap { $0 as? ScrollBar }.first)
    #expect(!bar.isHidden && bar.visibility.value > 0, "the bar shows while it glides")
    try loop.settle()
    #expect(abs(text.contentOffset.y - 300) < 0.5)
    let maximum = text.contentSize.height - 100
    #expect(text.fling(velocity: CGSize(width: 0, height: 1e6)))
    try loop.settle()
    #expect(text.contentOffset.y == maximum, "stops at the end")
    #expect(!text.fling(velocity: CGSize(width: 0, height: 50)), "at the end already")
    #expect(text.fling(velocity: CGSize(width: 0, height: -600)))
    advance(loop, clock, milliseconds: 100)
    root.dispatch(wheel(10, at: CGPoint(x: 50, y: 50)))
    let stopped = text.contentOffset.y
    advance(loop, clock, milliseconds: 100)
    #expect(text.contentOffset.y == stopped, "a wheel step stops the fling")
    for speed in [CGFloat.nan, .infinity, -.infinity] {
      #expect(!text.fling(velocity: CGSize(width: 0, height: speed)))
    }
    #expect(text.contentOffset.y == stopped)
    #expect(text.fling(velocity: CGSize(width: .nan, height: -1e300)), "only the height counts")
    try loop.settle()
    #expect(text.contentOffset.y == 0, "1e300 points a second stops at the start")
    let (stillRoot, still, stillLoop, _) = stagedText(motion: .reduced)
    #expect(!stillRoot.dispatch(end), "no fling under reduced motion")
    stillLoop.tick()
    #expect(still.contentOffset.y == 0 && !stillLoop.isAnimating)
  }

  @Test func theTextViewsBarIsDraggedAndPagesAsAScrollViewsDoes() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let text = TextView(
      frame: root.bounds, text: (1...40).map { "line \($0)" }.joined(separator: "\n"))
    root.addSubview(text)
    let loop = FrameLoop(root: root, clock: ManualClock())
    loop.tick()
    #expect(root.dispatch(wheel(10, at: CGPoint(x: 50, y: 50))))
    let bar = try #require(text.subviews.compactMap { $0 as? ScrollBar }.first)
    #expect(!bar.isHidden && bar.visibility.value == 1 && bar.axis == .vertical)
    let maximum = text.contentSize.height - 100
    let thumb = bar.thumbRect
    let grab = CGPoint(x: 95, y: thumb.midY)
    root.dispatch(PointerEvent(.down, at: grab))
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 95, y: grab.y + 10)))
    let travel = bar.bounds.height - thumb.height
    #expect(abs(text.contentOffset.y - (10 + 10 / travel * maximum)) < 0.5)
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 95, y: grab.y + 10)))
    let before = text.contentOffset.y
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 95, y: 98)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 95, y: 98)))
    #expect(text.contentOffset.y == min(before + 60, maximum), "a page less a line step")
  }

  @Test func theTextViewShowsTheSameBarAndAThemeRestylesBoth() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    let text = TextView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      text: (1...40).map { "line \($0)" }.joined(separator: "\n"))
    let content = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
    let scroller = ScrollView(
      frame: CGRect(x: 100, y: 0, width: 100, height: 100), content: content)
    root.addSubview(text)
    root.addSubview(scroller)
    var theme = Theme.plain
    theme[.scrollBar][.thumb] = Drawing<ScrollBar>("thumb") { bar, context in
      context.setFillColor(
        Color(red: 1, green: 0, blue: 0).withAlphaComponent(bar.visibility.value))
      context.fill(bar.thumbRect)
    }
    root.theme = theme
    let loop = FrameLoop(root: root, clock: ManualClock())
    loop.tick()
    #expect(root.dispatch(wheel(40, at: CGPoint(x: 50, y: 50))))
    #expect(root.dispatch(wheel(40, at: CGPoint(x: 150, y: 50))))
    loop.tick()
    let image = try render(root)
    let redInText = (0..<100).contains {
      image.pixel(x: 95, y: $0) == Pixel(red: 255, green: 0, blue: 0)
    }
    let redInScroller = (0..<100).contains {
      image.pixel(x: 195, y: $0) == Pixel(red: 255, green: 0, blue: 0)
    }
    #expect(redInText && redInScroller, "one theme entry draws both bars")
  }
}
