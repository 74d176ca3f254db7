import DrawKit
import DrawKitTesting
import Foundation
import Testing

@testable import DrawKit

/// A root with one view, and its frame loop on a manual clock.
private func scene() -> (root: DrawView, view: DrawView, loop: FrameLoop, clock: ManualClock) {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
  root.backgroundColor = .white
  let view = DrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  view.backgroundColor = .black
  root.addSubview(view)
  let clock = ManualClock()
  let loop = FrameLoop(root: root, clock: clock)
  loop.tick()
  return (root, view, loop, clock)
}

@Suite("Animation: absurd parameters, clocks, scale, reduced motion, themes")
struct AnimationInputTests {
  /// NaN, zero and negative durations show the change at the next frame; infinite and
  /// 1e300 are an hour.
  @Test(arguments: [Double.nan, 0, -1, -Double.infinity])
  func durationsThatAreNotPositiveJumpAtTheNextFrame(duration: Double) throws {
    let (_, view, loop, _) = scene()
    for animation in [
      Animation.linear(duration: duration), .easeInOut(duration: duration),
      .spring(duration: duration, bounce: 0.3), .linear(duration: 1).delay(duration),
    ] {
      withAnimation(animation) { view.frame.origin.x = view.frame.origin.x == 0 ? 50 : 0 }
      let frames = try loop.settle(maximumFrames: 120)
      #expect(frames <= 61, "\(animation)")
    }
    #expect(Animation.linear(duration: duration).duration == 0 || duration > 0)
  }

  @Test(arguments: [Double.infinity, 1e300, 7_200])
  func hugeDurationsAreAnHour(duration: Double) {
    #expect(Animation.linear(duration: duration).duration == 3_600)
    #expect(Animation.spring(duration: duration).duration <= 3_600)
    let (_, view, loop, clock) = scene()
    withAnimation(.linear(duration: duration)) { view.frame.origin.x = 100 }
    clock.advance(by: .seconds(1_800))
    loop.tick()
    #expect(abs(view.frame.origin.x - 50) < 1e-6, "halfway through the hour")
  }

  @Test(arguments: [Double.nan, -5, 5, .infinity])
  func springBouncesAreClampedAndStillSettle(bounce: Double) throws {
    let (_, view, loop, _) = scene()
    let value = AnimatedValue(0.0, in: view)
    value.animate(to: 1, with: .spring(duration: 0.3, bounce: bounce))
    let frames = try loop.settle(maximumFrames: 3_600)
    #expect(frames > 0)
    #expect(value.value == 1)
    #expect(!Animation.spring(bounce: bounce).description.contains("nan"))
  }

  @Test func aClockThatGoesBackwardsMovesNothingUntilItIsPastAgain() {
    let (_, view, loop, clock) = scene()
    withAnimation(.linear(duration: 1)) { view.frame.origin.x = 100 }
    clock.advance(by: .milliseconds(500))
    loop.tick()
    #expect(abs(view.frame.origin.x - 50) < 1e-9)
    clock.advance(by: .milliseconds(-300))
    loop.tick()
    #expect(abs(view.frame.origin.x - 50) < 1e-9, "backwards: nothing moves")
    clock.advance(by: .milliseconds(400))
    loop.tick()
    #expect(abs(view.frame.origin.x - 60) < 1e-9, "from the latest time on")
  }

  @Test func anAnimationStartedInsideADrawClosureRunsFromTheNextFrame() throws {
    let (root, view, loop, clock) = scene()
    var started = false
    root.draw = { _, _ in
      guard !started else { return }
      started = true
      withAnimation(.linear(duration: 0.1)) { view.alpha = 0 }
    }
    _ = try render(root)
    #expect(started && view.alpha == 1)
    #expect(loop.isAnimating)
    clock.advance(by: .milliseconds(50))
    loop.tick()
    #expect(abs(view.alpha - 0.5) < 1e-9)
  }

  /// Each tick costs one step per running animation: 1,000 and 100,000 animations cost the
  /// same per animation.
  @Test func tickingCostsOneStepPerRunningAnimation() throws {
    for count in [1_000, 100_000] {
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let loop = FrameLoop(root: root, clock: ManualClock())
      var values: [AnimatedValue<Double>] = []
      values.reserveCapacity(count)
      for index in 0..<count {
        let view = DrawView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        root.addSubview(view)
        let value = AnimatedValue(0.0, in: view)
        value.animate(to: Double(index), with: .linear(duration: 1))
        values.append(value)
      }
      let animator = try #require(root.animationStorage?.animator)
      let before = animator.trackSteps
      loop.advance(frames: 3)
      #expect(animator.trackSteps - before == 3 * count)
      // Three frames of 1/60 s: 0.05 s of the second.
      let last = Double(count - 1)
      #expect(abs(values[count - 1].value - last * 0.05) < last * 1e-6)
    }
  }

  @Test func reducedMotionJumpsAllButEssentialAnimationsInOneFrame() throws {
    let (_, view, loop, clock) = scene()
    loop.motionPreference = .reduced
    let progress = AnimatedValue(0.0, in: view)
    withAnimation(.easeInOut(duration: 1)) { view.frame.origin.x = 80 }
    progress.animate(to: 1, with: .linear(duration: 1).essential())
    loop.advance(frames: 1)
    #expect(view.frame.origin.x == 80, "a move jumps")
    #expect(progress.value > 0 && progress.value < 0.1, "an essential animation runs")
    loop.motionPreference = .none
    clock.advance(by: .milliseconds(16))
    loop.tick()
    #expect(progress.value == 1, "under none, even essential ones jump")
    #expect(!loop.isAnimating)
  }

  @Test func theEnvironmentCanAskForReducedMotion() {
    #expect(MotionPreference.from(environment: ["DRAWKIT_REDUCE_MOTION": "1"]) == .reduced)
    #expect(MotionPreference.from(environment: ["DRAWKIT_REDUCE_MOTION": "none"]) == .none)
    #expect(MotionPreference.from(environment: ["DRAWKIT_REDUCE_MOTION": "0"]) == .full)
    #expect(MotionPreference.from(environment: [:]) == .full)
  }

  /// A theme set inside an animation blends its tokens' colours in linear light while every
  /// drawing keeps drawing with theme colours, unaware.
  @Test func aThemeChangeCrossFadesTheTokensColours() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.theme = .plain
    root.backgroundColor = .background
    let swatch = DrawView(
      frame: CGRect(x: 20, y: 0, width: 20, height: 40), drawings: [.fill(.label)])
    root.addSubview(swatch)
    let clock = ManualClock()
    let loop = FrameLoop(root: root, clock: clock)
    loop.tick()
    withAnimation(.linear(duration: 0.2)) { root.theme = .dark }
    clock.advance(by: .milliseconds(100))
    loop.tick()
    let halfway = try render(root)
    let white = Color.white.animatableData
    let dark = ThemeTokens.dark.background.animatableData
    var middle = Color.white
    middle.animatableData = white + (dark - white).scaled(by: 0.5)
    #expect(halfway.pixel(x: 5, y: 20).maximumChannelDifference(from: Pixel(middle)) <= 1)
    var label = Color.white
    let black = Color.black.animatableData
    label.animatableData = black + (ThemeTokens.dark.label.animatableData - black).scaled(by: 0.5)
    #expect(halfway.pixel(x: 30, y: 20).maximumChannelDifference(from: Pixel(label)) <= 1)
    try loop.settle()
    let done = try render(root)
    #expect(done.pixel(x: 5, y: 20) == Pixel(ThemeTokens.dark.background))
    #expect(root.theme?.name == Theme.dark.name)
  }

  @Test func aRendererDrawsAChosenMomentWithoutAFrameLoop() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    root.backgroundColor = .white
    let bar = DrawView(frame: CGRect(x: 0, y: 0, width: 0, height: 20))
    bar.backgroundColor = .black
    root.addSubview(bar)
    withAnimation(.linear(duration: 0.4)) { bar.frame.size.width = 100 }
    try pinTestFonts()
    let quarter = try Renderer().image(of: root, afterAnimating: .milliseconds(100))
    #expect(quarter.pixel(x: 24, y: 10) == Pixel(.black))
    #expect(quarter.pixel(x: 26, y: 10) == Pixel(.white))
    let pdf = try Renderer().pdfData(of: root, afterAnimating: .milliseconds(300))
    #expect(pdf.starts(with: Data("%PDF".utf8)))
    #expect(bar.frame.width == 100)
  }
}
