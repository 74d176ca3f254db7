import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// A white root 120 × 40 holding `control` at (10, 10), at its natural size (at least
/// `width` wide), and its frame loop on a manual clock, ticked once.
private func stage(
  _ control: DrawView, width: CGFloat = 0, motion: MotionPreference = .full
) -> (root: DrawView, loop: FrameLoop, clock: ManualClock) {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: max(width + 20, 120), height: 50))
  root.backgroundColor = .white
  control.sizeToFit()
  control.frame = CGRect(
    x: 10, y: 10, width: max(control.frame.width, width), height: control.frame.height)
  root.addSubview(control)
  let clock = ManualClock()
  let loop = FrameLoop(root: root, clock: clock)
  loop.motionPreference = motion
  loop.tick()
  return (root, loop, clock)
}

/// Moves the loop's clock on by `milliseconds` and ticks.
private func advance(_ loop: FrameLoop, _ clock: ManualClock, milliseconds: Int) {
  clock.advance(by: .milliseconds(milliseconds))
  loop.tick()
}

@Suite("Controls animate their state changes, frame by frame")
struct ControlAnimationTests {
  @Test func theSwitchThumbSlidesOnASpring() throws {
    try pinTestFonts()
    let toggle = ToggleSwitch()
    let (root, loop, _) = stage(toggle)
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 20, y: 20)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 20, y: 20)))
    root.dispatch(PointerEvent(.exit, at: CGPoint(x: -1, y: -1)))
    assertAnimationStrip(
      of: loop, named: "ToggleSwitch.thumb", at: [0, 50, 100, 200, 400].map { .milliseconds($0) })
  }

  @Test func theThumbPassesThroughTheMiddleAndOvershootsBeforeSettling() throws {
    let toggle = ToggleSwitch()
    let (root, loop, clock) = stage(toggle)
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 20, y: 20)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 20, y: 20)))
    #expect(toggle.isOn, "the state changes at once; only the thumb moves")
    #expect(toggle.thumbPosition.value == 0)
    var positions: [Double] = []
    for _ in 0..<40 {
      advance(loop, clock, milliseconds: 16)
      positions.append(toggle.thumbPosition.value)
    }
    #expect(positions[2] > 0.1 && positions[2] < 0.9, "part way after 48 ms: \(positions[2])")
    #expect(positions.max()! > 1, "a bouncy spring overshoots: \(positions.max()!)")
    #expect(abs(positions.last! - 1) < 0.01)
    try loop.settle()
    #expect(toggle.thumbPosition.value == 1)
  }

  @Test func underReducedMotionTheThumbJumpsButTheProgressBarStillEases() throws {
    let toggle = ToggleSwitch()
    let (root, loop, clock) = stage(toggle, motion: .reduced)
    root.dispatch(KeyEvent(.tab))
    root.dispatch(KeyEvent(.space))
    advance(loop, clock, milliseconds: 16)
    #expect(toggle.thumbPosition.value == 1)
    let bar = ProgressBar(progress: 0)
    let (_, barLoop, barClock) = stage(bar, width: 100, motion: .reduced)
    bar.progress = 1
    advance(barLoop, barClock, milliseconds: 100)
    #expect(bar.shownProgress.value > 0 && bar.shownProgress.value < 1, "essential")
  }

  @Test func codeThatFlipsASwitchMovesItOnlyInsideAnAnimation() {
    let toggle = ToggleSwitch()
    let (_, loop, clock) = stage(toggle)
    toggle.isOn = true
    #expect(toggle.thumbPosition.value == 1 && !loop.isAnimating)
    withAnimation(.linear(duration: 0.2)) { toggle.isOn = false }
    advance(loop, clock, milliseconds: 100)
    #expect(abs(toggle.thumbPosition.value - 0.5) < 1e-9)
    withAnimation(nil) { _ = toggle.activate() }
    #expect(toggle.isOn && toggle.thumbPosition.value == 1, "withAnimation(nil) jumps")
  }

  @Test func theCheckDrawsInAndTheBoxFillsIn() throws {
    try pinTestFonts()
    let checkbox = Checkbox(title: "")
    let (root, loop, clock) = stage(checkbox)
    let box = CGRect(
      x: 11, y: 10 + (checkbox.frame.height / 2 - 10).rounded(), width: 20, height: 20)
    let centre = (x: Int(box.minX) + 3, y: Int(box.maxY) - 4)
    // The tick alone: its white stroke over a black box, counted as it is drawn in.
    let tickOnly = Theme.plain.with { $0[.checkbox][.box] = .fill(.black) }
    func frame() throws -> (tick: Int, fill: Int) {
      root.theme = tickOnly
      let tick = try render(root).inkCount(in: box.insetBy(dx: 2, dy: 2), background: .black)
      root.theme = nil
      let fill = 255 - Int(try render(root).pixel(x: centre.x, y: centre.y).red)
      return (tick, fill)
    }
    let before = try frame()
    _ = checkbox.activate()
    #expect(checkbox.isChecked)
    var frames: [(tick: Int, fill: Int)] = []
    for _ in 0..<4 {
      advance(loop, clock, milliseconds: 30)
      frames.append(try frame())
    }
    try loop.settle()
    let settled = try frame()
    let ticks = [before.tick] + frames.map(\.tick) + [settled.tick]
    let fills = [before.fill] + frames.map(\.fill) + [settled.fill]
    #expect(before.tick == 0 && settled.tick > 20, "\(ticks)")
    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 <= $1 }, "the tick grows: \(ticks)")
    #expect(ticks.contains { $0 > 0 && $0 < settled.tick }, "part drawn on the way: \(ticks)")
    #expect(zip(fills, fills.dropFirst()).allSatisfy { $0 <= $1 }, "the fill fades in: \(fills)")
    #expect(fills.contains { $0 > fills.first! && $0 < fills.last! }, "\(fills)")
  }

  @Test func theSegmentedSelectionSlides() throws {
    try pinTestFonts()
    let control = SegmentedControl(segments: ["A", "B", "C"], selectedIndex: 0)
    let (root, loop, clock) = stage(control, width: 150)
    root.dispatch(KeyEvent(.tab))
    root.dispatch(KeyEvent(.end))
    #expect(control.selectedIndex == 2)
    advance(loop, clock, milliseconds: 80)
    let position = control.selectionPosition.value
    #expect(position > 0.3 && position < 1.9, "on its way: \(position)")
    let pill = control.segmentRect(at: position)
    let image = try render(root)
    let middle = image.pixel(x: Int(10 + pill.midX), y: Int(10 + pill.minY + 4))
    #expect(middle.isClose(to: Pixel(ThemeTokens.light.accent), tolerance: 8), "\(middle)")
    try loop.settle()
    #expect(control.selectionPosition.value == 2)
  }

  @Test func theSliderThumbGlidesToKeyStepsAndFollowsADragAtOnce() {
    let slider = Slider(value: 0.5)
    let (root, loop, clock) = stage(slider, width: 200)
    root.dispatch(KeyEvent(.tab))
    root.dispatch(KeyEvent(.end))
    #expect(slider.value == 1 && slider.thumbValue.value == 0.5)
    advance(loop, clock, milliseconds: 48)
    #expect(slider.thumbValue.value > 0.5 && slider.thumbValue.value < 1)
    advance(loop, clock, milliseconds: 200)
    #expect(slider.thumbValue.value == 1)
    let start = slider.thumbCentre(forValue: 0)
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 10 + start.x, y: 10 + start.y)))
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 10 + start.x + 40, y: 10 + start.y)))
    #expect(slider.thumbValue.value == slider.value, "a drag moves the thumb with the pointer")
  }

  @Test func theProgressBarEasesToItsValue() {
    let bar = ProgressBar(progress: 0.2)
    let (_, loop, clock) = stage(bar, width: 100)
    #expect(bar.shownProgress.value == 0.2, "made at its value")
    bar.progress = 0.8
    #expect(bar.progress == 0.8)
    var shown: [Double] = []
    for _ in 0..<20 {
      advance(loop, clock, milliseconds: 16)
      shown.append(bar.shownProgress.value)
    }
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(shown[1] < 0.3 && shown.last! == 0.8, "\(shown)")
  }

  @Test func anIndeterminateBarMovesOnlyWhileItShows() throws {
    try pinTestFonts()
    let bar = ProgressBar(isIndeterminate: true)
    let (root, loop, clock) = stage(bar, width: 100)
    #expect(!loop.isAnimating, "nothing moves before the bar is drawn")
    _ = try Renderer().image(of: root)
    #expect(loop.isAnimating && loop.hasOnlyEndlessAnimations)
    advance(loop, clock, milliseconds: 350)
    let quarter = bar.stripePhase.value
    #expect(abs(quarter - 0.25) < 0.02, "\(quarter)")
    bar.isHidden = true
    loop.advance(frames: 1)
    #expect(!loop.isAnimating, "hidden, the stripe stops")
    let quiet = loop.frameRequests { loop.advance(frames: 10) }
    #expect(quiet == 0)
    bar.isHidden = false
    _ = try Renderer().image(of: root)
    #expect(loop.isAnimating, "shown and drawn again, it moves again")
  }

  @Test func withNoMotionAnIndeterminateBarStandsStillAndAsksForNoFrames() throws {
    try pinTestFonts()
    let bar = ProgressBar(isIndeterminate: true)
    let (root, loop, _) = stage(bar, width: 100, motion: MotionPreference.none)
    _ = try Renderer().image(of: root)
    loop.advance(frames: 2)
    let requests = try loop.frameRequests {
      for _ in 0..<5 {
        _ = try Renderer().image(of: root)
        loop.advance(frames: 1)
      }
    }
    #expect(requests == 0 && !loop.isAnimating)
  }

  @Test func theFocusRingFadesIn() throws {
    try pinTestFonts()
    let checkbox = Checkbox(title: "Ring")
    let (root, loop, clock) = stage(checkbox)
    let justOutside = (x: 10 + 30, y: 10 - 2)
    func ring() throws -> Int {
      255 - Int(try render(root).pixel(x: justOutside.x, y: justOutside.y).red)
    }
    root.dispatch(KeyEvent(.tab))
    let start = try ring()
    advance(loop, clock, milliseconds: 50)
    let partway = try ring()
    try loop.settle()
    let full = try ring()
    #expect(start == 0 && partway > 0 && partway < full, "\(start) \(partway) \(full)")
    root.dispatch(KeyEvent(.tab))
    withAnimation(nil) { root.dispatch(KeyEvent(.tab, modifiers: .shift)) }
    #expect(try ring() == full, "withAnimation(nil) shows it at once")
  }
}
