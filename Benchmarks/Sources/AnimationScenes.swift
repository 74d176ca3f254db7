import DrawKit
import Foundation
import SceneText

/// Animated frames through the frame loop, without a window: each frame ticks the loop at
/// the next 1/60 s and paints the region it returns into the back buffer, as a host does.
enum AnimationScenes {
  /// A frame clock that reads what the scene sets: frames follow each other at exactly
  /// 1/60 s, however long painting them took.
  final class SteppedClock: FrameClock {
    var now = ContinuousClock.now

    func step(by interval: Duration) { now += interval }
  }

  /// The times `SwitchGrid` flips in A1, and the theme fades in A2.
  static let flips = 16

  /// A1: 200 switches flip at once, 16 times.
  ///
  /// Per animated frame: the thread's CPU time of the tick and the paint
  /// (`switches_cpu_per_frame`), and the area painted against the switches' own rectangles,
  /// which their sliding thumbs and blending tracks repaint (`damage_per_switches`, the frame
  /// with the largest ratio). Fails when a frame paints more than 1.2 times that area.
  static func switches(outputFolder: URL) throws -> Bool {
    let grid = SwitchGrid()
    let clock = SteppedClock()
    let loop = FrameLoop(root: grid.root, clock: clock)
    let image = try loop.renderer.image(of: grid.root)
    loop.tick()
    var cpu: [Double] = []
    var worstRatio = 0.0
    for _ in 0..<flips {
      grid.flip()
      while loop.isAnimating {
        clock.step(by: loop.frameInterval)
        let begin = BenchmarkReport.threadCPUMilliseconds()
        let region = loop.tick(at: clock.now)
        try loop.paint(region, into: image)
        cpu.append(BenchmarkReport.threadCPUMilliseconds() - begin)
        let moved = grid.switchRects().reduce(0.0) { $0 + Self.area(Self.pixelAligned($1)) }
        let painted = region.rects.reduce(0.0) { $0 + Self.area(Self.pixelAligned($1)) }
        if moved > 0 { worstRatio = max(worstRatio, painted / moved) }
      }
    }
    BenchmarkReport.report(
      scene: "A1", variant: "switches_cpu_per_frame", n: SwitchGrid.count, samples: cpu)
    BenchmarkReport.report(
      scene: "A1", variant: "damage_per_switches", n: SwitchGrid.count, samples: [worstRatio],
      format: "%.3f")
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_A1.png"))
    return worstRatio <= 1.2
  }

  /// A2: the notes page of S1 cross-fades from `Theme.notes` to the same theme with the dark
  /// tokens and back, each fade an ease-in-out of 0.35 s; per animated frame (tick and
  /// paint), beside a full S1 frame (`S1 warm`, measured here too, between the fades) and a
  /// full frame of the same page in `Theme.notes`, standing still.
  static func themeCrossFade(outputFolder: URL) throws {
    let light = Theme.notes
    let dark = Theme.notes.with { $0.tokens = .dark }
    let view = TextView(
      frame: CGRect(origin: .zero, size: NotesScenes.size), text: SceneText.document(lines: 40))
    view.theme = light
    let clock = SteppedClock()
    let loop = FrameLoop(
      root: view, renderer: Renderer(layoutThreads: BenchmarkReport.layoutThreads), clock: clock)
    let image = try loop.renderer.image(of: view)
    loop.tick()

    let s1 = NotesScenes.makeView(text: SceneText.document(lines: 40))
    let s1Image = try loop.renderer.image(of: s1)
    // The same page in `Theme.notes`, still: its background is a drawing, not the view's
    // colour, so each full frame clears the surface before filling it, as the fade's do.
    let still = TextView(
      frame: CGRect(origin: .zero, size: NotesScenes.size), text: SceneText.document(lines: 40))
    still.theme = light
    let stillImage = try loop.renderer.image(of: still)
    var fadeFrames: [Double] = []
    var s1Frames: [Double] = []
    var stillFrames: [Double] = []
    for index in 0..<flips {
      withAnimation(.easeInOut(duration: 0.35)) {
        view.theme = index % 2 == 0 ? dark : light
      }
      while loop.isAnimating {
        clock.step(by: loop.frameInterval)
        let begin = BenchmarkReport.nowMilliseconds()
        let region = loop.tick(at: clock.now)
        try loop.paint(region, into: image)
        fadeFrames.append(BenchmarkReport.nowMilliseconds() - begin)
        let s1Begin = BenchmarkReport.nowMilliseconds()
        try loop.renderer.render(s1, into: s1Image)
        s1Frames.append(BenchmarkReport.nowMilliseconds() - s1Begin)
        let stillBegin = BenchmarkReport.nowMilliseconds()
        try loop.renderer.render(still, into: stillImage)
        stillFrames.append(BenchmarkReport.nowMilliseconds() - stillBegin)
      }
    }
    BenchmarkReport.report(scene: "A2", variant: "crossfade_frame", n: 40, samples: fadeFrames)
    BenchmarkReport.report(scene: "A2", variant: "s1_warm_frame", n: 40, samples: s1Frames)
    BenchmarkReport.report(
      scene: "A2", variant: "notes_full_frame", n: 40, samples: stillFrames)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_A2.png"))
  }

  /// The rectangle widened to whole pixels, as the painter clears and draws it.
  static func pixelAligned(_ rect: CGRect) -> CGRect {
    let left = rect.minX.rounded(.down)
    let top = rect.minY.rounded(.down)
    return CGRect(
      x: left, y: top, width: rect.maxX.rounded(.up) - left,
      height: rect.maxY.rounded(.up) - top)
  }

  static func area(_ rect: CGRect) -> Double { Double(rect.width * rect.height) }
}
