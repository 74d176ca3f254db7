import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// A root with one 20 × 20 black square at the origin, and its frame loop on a manual clock.
private func scene() -> (root: DrawView, square: DrawView, loop: FrameLoop, clock: ManualClock) {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
  root.backgroundColor = .white
  let square = DrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  square.backgroundColor = .black
  root.addSubview(square)
  let clock = ManualClock()
  let loop = FrameLoop(root: root, clock: clock)
  loop.tick()
  return (root, square, loop, clock)
}

@Suite("Animation: curves, springs, retargeting, completions")
struct AnimationTests {
  @Test func anImplicitMoveFollowsItsCurveFrameByFrame() throws {
    let (root, square, loop, clock) = scene()
    withAnimation(.linear(duration: 0.2)) { square.frame.origin.x = 100 }
    #expect(square.frame.origin.x == 0, "nothing moves before a frame")
    clock.advance(by: .milliseconds(100))
    loop.tick()
    #expect(abs(square.frame.origin.x - 50) < 1e-9)
    let image = try render(root)
    #expect(image.pixel(x: 60, y: 10) == Pixel(.black), "halfway, on screen too")
    #expect(image.pixel(x: 5, y: 10) == Pixel(.white))
    clock.advance(by: .milliseconds(100))
    loop.tick()
    #expect(square.frame.origin.x == 100)
    #expect(!loop.isAnimating)
  }

  @Test func easingCurvesStartAndEndSlowly() {
    let (_, square, loop, clock) = scene()
    withAnimation(.easeInOut(duration: 1)) { square.frame.origin.x = 100 }
    var positions: [CGFloat] = []
    for _ in 0..<10 {
      clock.advance(by: .milliseconds(100))
      loop.tick()
      positions.append(square.frame.origin.x)
    }
    #expect(abs(positions[4] - 50) < 0.01, "symmetric about the middle")
    let steps = zip(positions, [0] + positions).map { $0 - $1 }
    #expect(steps[0] < steps[4] && steps[9] < steps[5], "slow at both ends: \(steps)")
  }

  @Test func aRetargetedSpringKeepsItsValueAndVelocity() {
    let (_, square, loop, clock) = scene()
    let knob = AnimatedValue(0.0, in: square)
    knob.animate(to: 1, with: .spring(duration: 0.5, bounce: 0.2))
    clock.advance(by: .milliseconds(100))
    loop.tick()
    let before = (value: knob.value, velocity: knob.velocity)
    #expect(before.velocity > 0.5, "moving: \(before.velocity)")
    knob.animate(to: -2, with: .spring(duration: 0.3, bounce: 0))
    #expect(abs(knob.value - before.value) < 1e-12)
    #expect(
      abs(knob.velocity - before.velocity) < 1e-9, "\(knob.velocity) against \(before.velocity)")
    #expect(knob.target == -2)
    #expect(throws: Never.self) { try loop.settle() }
    #expect(knob.value == -2)
  }

  @Test func anEaseInOutRetargetKeepsItsVelocityAndALinearOneItsValue() {
    let (_, square, loop, clock) = scene()
    let value = AnimatedValue(0.0, in: square)
    value.animate(to: 10, with: .easeInOut(duration: 1))
    clock.advance(by: .milliseconds(300))
    loop.tick()
    let velocity = value.velocity
    value.animate(to: 20, with: .easeInOut(duration: 1))
    #expect(abs(value.velocity - velocity) < 1e-9)
    let position = value.value
    value.animate(to: 0, with: .linear(duration: 1))
    #expect(abs(value.value - position) < 1e-12)
    #expect(value.velocity != velocity)
  }

  @Test func aCompletionRunsOnceAfterTheLastAnimationItStarted() throws {
    let (root, square, loop, clock) = scene()
    var completions = 0
    var stillMovingAtCompletion = true
    withAnimation(.linear(duration: 0.1)) {
      square.frame.origin.x = 50
      square.alpha = 0.5
    } completion: {
      completions += 1
      stillMovingAtCompletion = loop.isAnimating && square.frame.origin.x != 50
    }
    clock.advance(by: .milliseconds(50))
    loop.tick()
    #expect(completions == 0)
    clock.advance(by: .milliseconds(60))
    loop.tick()
    #expect(completions == 1)
    #expect(!stillMovingAtCompletion)
    loop.advance(frames: 3)
    #expect(completions == 1)
    #expect(root.subviews.count == 1)
  }

  @Test func completionsMayRemoveViewsAndStartAnimations() throws {
    let (root, square, loop, _) = scene()
    let other = DrawView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
    root.addSubview(other)
    withAnimation(.linear(duration: 0.05)) {
      square.frame.origin.x = 30
    } completion: {
      square.removeFromSuperview()
      withAnimation(.linear(duration: 0.05)) { other.frame.origin.x = 40 }
    }
    let frames = try loop.settle()
    #expect(frames > 3 && frames < 12)
    #expect(square.superview == nil && other.frame.origin.x == 40)
  }

  @Test func aViewRemovedMidFlightJumpsToItsTarget() {
    let (_, square, loop, clock) = scene()
    var completed = false
    withAnimation(.linear(duration: 1)) {
      square.frame.origin.x = 100
    } completion: {
      completed = true
    }
    clock.advance(by: .milliseconds(100))
    loop.tick()
    square.removeFromSuperview()
    loop.advance(frames: 1)
    #expect(square.frame.origin.x == 100)
    #expect(completed)
    #expect(!loop.isAnimating)
  }

  @Test func hiddenOrTransparentViewsDoNotTick() {
    let (root, square, loop, _) = scene()
    let spinner = AnimatedValue(0.0, in: square)
    spinner.animate(to: 1, with: .linear(duration: 1).repeatForever())
    loop.advance(frames: 2)
    #expect(spinner.value > 0)
    square.isHidden = true
    loop.advance(frames: 1)
    #expect(!loop.isAnimating, "an endless animation of a hidden view stops")
    #expect(spinner.value == 1)
    square.isHidden = false
    let child = DrawView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    square.addSubview(child)
    square.alpha = 0
    withAnimation(.linear(duration: 1)) { child.frame.origin.x = 10 }
    loop.advance(frames: 1)
    #expect(child.frame.origin.x == 10, "under a fully transparent view it jumps")
    _ = root
  }

  @Test func aFadeInFromZeroRuns() {
    let (_, square, loop, clock) = scene()
    square.alpha = 0
    withAnimation(.linear(duration: 0.2)) { square.alpha = 1 }
    clock.advance(by: .milliseconds(100))
    loop.tick()
    #expect(abs(square.alpha - 0.5) < 1e-9)
  }

  @Test func settlingFailsOnAnEndlessAnimation() {
    let (_, square, loop, _) = scene()
    AnimatedValue(0.0, in: square).animate(to: 1, with: .linear(duration: 0.5).repeatForever())
    #expect(throws: SettleError.self) { try loop.settle() }
  }

  @Test func repeatingWithAutoreverseEndsAtTheTarget() throws {
    let (_, square, loop, clock) = scene()
    let value = AnimatedValue(0.0, in: square)
    value.animate(to: 1, with: .linear(duration: 0.1).repeatCount(2, autoreverses: true))
    clock.advance(by: .milliseconds(150))
    loop.tick()
    #expect(abs(value.value - 0.5) < 1e-9, "on its way back")
    try loop.settle()
    #expect(value.value == 1)
  }

  @Test func aLayoutSettingTheSameTargetDoesNotCutAMoveShort() {
    let (_, square, loop, clock) = scene()
    withAnimation(.linear(duration: 0.2)) {
      square.frame = CGRect(x: 100, y: 0, width: 20, height: 20)
    }
    clock.advance(by: .milliseconds(50))
    loop.tick()
    square.frame = CGRect(x: 100, y: 0, width: 20, height: 20)
    #expect(loop.isAnimating)
    clock.advance(by: .milliseconds(50))
    loop.tick()
    #expect(abs(square.frame.origin.x - 50) < 1e-9)
    square.frame.origin.x = 10
    #expect(!loop.isAnimating, "another value without animation stops the move")
    #expect(square.frame.origin.x == 10)
  }

  @Test func aStillTreeAsksForNoFramesAndHasNoDeadline() {
    let (root, square, loop, _) = scene()
    #expect(loop.nextDeadline == nil)
    let requests = loop.frameRequests {
      root.layoutIfNeeded()
      _ = square.frame
    }
    #expect(requests == 0)
    square.backgroundColor = .red
    #expect(loop.frameRequestCount == 1 && loop.needsFrame)
    square.backgroundColor = .blue
    #expect(loop.frameRequestCount == 1, "one request until the next tick")
    #expect(!loop.tick().isEmpty)
    #expect(loop.nextDeadline == nil)
  }

  @Test func startingAnAnimationAsksForFramesUntilItEnds() throws {
    let (_, square, loop, _) = scene()
    withAnimation(.linear(duration: 0.1)) { square.alpha = 0.2 }
    #expect(loop.frameRequestCount == 1)
    #expect(loop.nextDeadline != nil)
    let frames = try loop.settle()
    #expect(frames == 6, "0.1 s at 60 Hz")
    #expect(loop.nextDeadline == nil)
  }
}
