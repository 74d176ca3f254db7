import DrawKit
import Foundation
import SceneText

/// K1: kinetic scrolling of the notes page, through the frame loop without a window.
enum ScrollScenes {
  /// How many flings K1 makes, alternating down and up the page.
  static let flings = 8

  /// K1: the notes page of A2 (`Theme.notes`, 800 × 1200 points), holding 2,000 lines, flung
  /// down and up the page on the frame clock (a stepped clock, one frame each 1/60 s): per
  /// animated frame the thread's CPU time of the tick and the paint (`fling_frame`), beside a
  /// full S1 frame (`s1_full_frame`) rendered between them, the same way, and the number of
  /// frames (`fling_frames`).
  static func kineticScroll(outputFolder: URL) throws {
    let view = TextView(
      frame: CGRect(origin: .zero, size: NotesScenes.size), text: SceneText.document(lines: 2000))
    view.theme = .notes
    // Every paragraph measured first, as a host does while idle: flinging over estimated
    // heights would correct them as the paragraphs come into sight and repaint the page.
    view.layoutParagraphs(using: BenchmarkReport.layoutThreads)
    let clock = AnimationScenes.SteppedClock()
    let loop = FrameLoop(
      root: view, renderer: Renderer(layoutThreads: BenchmarkReport.layoutThreads), clock: clock)
    let image = try loop.renderer.image(of: view)
    try loop.paint(loop.tick(), into: image)
    let s1 = NotesScenes.makeView(text: SceneText.document(lines: 40))
    let s1Image = try loop.renderer.image(of: s1)
    var flingFrames: [Double] = []
    var s1Frames: [Double] = []
    for index in 0..<flings {
      fling(view, velocity: index % 2 == 0 ? 4000 : -4000)
      while loop.isAnimating {
        clock.step(by: loop.frameInterval)
        let begin = BenchmarkReport.threadCPUMilliseconds()
        let region = loop.tick(at: clock.now)
        try loop.paint(region, into: image)
        flingFrames.append(BenchmarkReport.threadCPUMilliseconds() - begin)
        let s1Begin = BenchmarkReport.threadCPUMilliseconds()
        try loop.renderer.render(s1, into: s1Image)
        s1Frames.append(BenchmarkReport.threadCPUMilliseconds() - s1Begin)
      }
    }
    BenchmarkReport.report(scene: "K1", variant: "fling_frame", n: 2000, samples: flingFrames)
    BenchmarkReport.report(scene: "K1", variant: "s1_full_frame", n: 40, samples: s1Frames)
    BenchmarkReport.count(
      scene: "K1", variant: "fling_frames", n: 2000, count: flingFrames.count)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_K1.png"))
  }

  /// Flings the page at `velocity` points a second, down the page when positive.
  static func fling(_ view: TextView, velocity: CGFloat) {
    view.fling(velocity: CGSize(width: 0, height: velocity))
  }
}
