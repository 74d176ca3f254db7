import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// While every animation waits out its delay, nothing moves: the loop tells its host to wake
/// at the delay's end (`nextDeadline`) instead of the next frame, and `animatesNextFrame` is
/// false, so a window sleeps through the delay; anything that may move sooner wakes it again.
@Suite("Animation delays: the loop sleeps until the first value moves")
struct AnimationDelaySleepTests {
  private struct Scene {
    let root: DrawView
    let view: DrawView
    let clock = ManualClock()
    let loop: FrameLoop

    init() {
      root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
      root.backgroundColor = .white
      view = DrawView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
      view.backgroundColor = .black
      root.addSubview(view)
      loop = FrameLoop(root: root, clock: clock)
      loop.motionPreference = .full
      loop.tick()
    }

    /// Seconds from the clock's time to the loop's next deadline.
    var secondsToDeadline: Double? {
      loop.nextDeadline.map { deadline in
        let (seconds, attoseconds) = (deadline - clock.now).components
        return Double(seconds) + Double(attoseconds) * 1e-18
      }
    }

    /// Runs the loop as a host does, moving the clock to each deadline and ticking, until no
    /// animation runs; returns the ticks.
    func runAsAHost() -> Int {
      var ticks = 0
      while loop.isAnimating, ticks < 1_000, let deadline = loop.nextDeadline {
        if deadline > clock.now { clock.advance(by: deadline - clock.now) }
        loop.tick()
        ticks += 1
      }
      return ticks
    }
  }

  @Test func aDelayedFadeWakesTheHostAtTheDelaysEndAndThenEveryFrame() throws {
    let scene = Scene()
    withAnimation(.linear(duration: 0.25).delay(0.5)) { scene.view.alpha = 0 }
    scene.loop.tick()
    #expect(scene.loop.isAnimating)
    #expect(!scene.loop.animatesNextFrame, "nothing moves in the next frame")
    let wait = try #require(scene.secondsToDeadline)
    #expect(abs(wait - 0.5) < 1e-6, "the host sleeps until the delay ends, \(wait) s")
    let ticks = scene.runAsAHost()
    // The delay's end, then 15 frames of a quarter second (one more for rounding).
    #expect((15...17).contains(ticks), "\(ticks) ticks")
    #expect(scene.view.alpha == 0)
    #expect(try Renderer().image(of: scene.root).pixel(x: 20, y: 20) == .white)
  }

  @Test func theShortestOfTwoDelaysDecides() throws {
    let scene = Scene()
    withAnimation(.linear(duration: 0.25).delay(0.8)) { scene.view.alpha = 0 }
    withAnimation(.linear(duration: 0.25).delay(0.3)) {
      scene.view.backgroundColor = .white
    }
    scene.loop.tick()
    let wait = try #require(scene.secondsToDeadline)
    #expect(abs(wait - 0.3) < 1e-6, "\(wait) s")
  }

  @Test func anAnimationStartedDuringTheDelayMovesInTheNextFrame() throws {
    let scene = Scene()
    withAnimation(.linear(duration: 0.25).delay(1)) { scene.view.alpha = 0 }
    scene.loop.tick()
    #expect(!scene.loop.animatesNextFrame)
    let requests = scene.loop.frameRequests {
      withAnimation(.linear(duration: 0.25)) { scene.view.frame.origin.x = 40 }
    }
    #expect(requests == 1, "a host sleeping through the delay is woken for the slide")
    #expect(scene.loop.animatesNextFrame)
    let wait = try #require(scene.secondsToDeadline)
    #expect(wait <= scene.loop.frameInterval.secondsValue, "\(wait) s")
    let regions = scene.loop.advance(frames: 2)
    #expect(!regions[1].isEmpty, "the slide moved in its first frames")
  }

  @Test func retargetingTheWaitingValueWithoutADelayMovesItAtOnce() throws {
    let scene = Scene()
    let level = AnimatedValue(1.0, in: scene.view)
    level.animate(to: 0, with: .linear(duration: 0.25).delay(1))
    scene.loop.tick()
    #expect(!scene.loop.animatesNextFrame)
    let requests = scene.loop.frameRequests {
      level.animate(to: 0.5, with: .linear(duration: 0.1))
    }
    #expect(requests == 1, "a host sleeping through the delay is woken")
    #expect(scene.loop.animatesNextFrame)
    let wait = try #require(scene.secondsToDeadline)
    #expect(wait <= scene.loop.frameInterval.secondsValue, "\(wait) s")
    let before = level.value
    scene.loop.advance(frames: 1)
    #expect(level.value != before, "the new segment moves in the first frame")
  }

  @Test func turningMotionOffDuringTheDelayEndsTheAnimationInTheNextFrame() {
    let scene = Scene()
    withAnimation(.linear(duration: 0.25).delay(1)) { scene.view.alpha = 0 }
    scene.loop.tick()
    let requests = scene.loop.frameRequests { scene.loop.motionPreference = .none }
    #expect(requests == 1)
    #expect(scene.loop.animatesNextFrame, "the delay is dropped with the animation")
    scene.loop.advance(frames: 1)
    #expect(!scene.loop.isAnimating)
    #expect(scene.view.alpha == 0)
  }

  @Test func aHiddenViewsDelayedAnimationEndsWhenHidden() {
    let scene = Scene()
    withAnimation(.linear(duration: 0.25).delay(1)) { scene.view.alpha = 0 }
    scene.loop.tick()
    scene.view.isHidden = true
    #expect(scene.loop.needsFrame)
    scene.loop.advance(frames: 1)
    #expect(!scene.loop.isAnimating, "hidden views do not tick")
  }
}

extension Duration {
  fileprivate var secondsValue: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
