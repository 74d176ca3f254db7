import DrawKit
import Foundation
import SceneText

#if Hosts
import DrawKitX11
#endif

/// K1: kinetic scrolling of the notes page, in a live X11 window (where the server copies
/// what stayed on screen) and through the frame loop without a window.
enum ScrollScenes {
  /// How many flings K1 makes, alternating down and up the page.
  static let flings = 8

  /// K1: the notes page of A2 (`Theme.notes`, 800 × 1200 points), holding 2,000 lines, flung
  /// down and up the page on the frame clock (a stepped clock, one frame each 1/60 s): per
  /// animated frame the thread's CPU time of the tick and the paint into an image
  /// (`offscreen_fling_frame`), beside a full S1 frame (`s1_full_frame`) rendered between
  /// them, the same way, and the number of frames (`fling_frames`); then, on the X server
  /// of `DISPLAY`, the same flings in a live window (``liveKineticScroll()``).
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
    BenchmarkReport.report(
      scene: "K1", variant: "offscreen_fling_frame", n: 2000, samples: flingFrames)
    BenchmarkReport.report(scene: "K1", variant: "s1_full_frame", n: 40, samples: s1Frames)
    BenchmarkReport.count(
      scene: "K1", variant: "fling_frames", n: 2000, count: flingFrames.count)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_K1.png"))
    #if Hosts
    try liveKineticScroll()
    #endif
  }

  #if Hosts
  /// The flings of K1 in a live X11 window on `DISPLAY`, frame by frame on a stepped clock:
  /// per frame the process's CPU time of the tick, the paint and sending it, with the round
  /// trip each frame starts with (`fling_frame`); the X server's CPU time over all frames divided by
  /// their number, read from `/proc/$XVFB_PID/stat` (`server_fling_frame`, only with
  /// `XVFB_PID`); and how many frames the server copied the page's pixels for
  /// (`copied_frames`).
  static func liveKineticScroll() throws {
    let view = TextView(
      frame: CGRect(origin: .zero, size: NotesScenes.size),
      text: SceneText.document(lines: 2000))
    view.theme = .notes
    view.layoutParagraphs(using: BenchmarkReport.layoutThreads)
    let clock = AnimationScenes.SteppedClock()
    let window = try Window(
      title: "K1", size: NotesScenes.size, root: view, display: nil, clock: clock)
    let server = ProcessInfo.processInfo.environment["XVFB_PID"].flatMap(Int32.init)
    var frames: [Double] = []
    var serverMilliseconds = 0.0
    var copies = 0
    window.onShow { window in
      window.presentFrame()
      let copiesBefore = window.copiedAreaCount
      let serverBefore = server.map(serverCPUMilliseconds) ?? 0
      for index in 0..<flings {
        fling(view, velocity: index % 2 == 0 ? 4000 : -4000)
        while window.frameLoop.isAnimating {
          clock.step(by: window.frameLoop.frameInterval)
          let begin = BenchmarkReport.processCPUMilliseconds()
          window.presentFrame()
          frames.append(BenchmarkReport.processCPUMilliseconds() - begin)
        }
      }
      serverMilliseconds = (server.map(serverCPUMilliseconds) ?? 0) - serverBefore
      copies = window.copiedAreaCount - copiesBefore
      window.close()
    }
    try window.run()
    BenchmarkReport.report(scene: "K1", variant: "fling_frame", n: 2000, samples: frames)
    if server != nil {
      BenchmarkReport.report(
        scene: "K1", variant: "server_fling_frame", n: 2000,
        samples: [serverMilliseconds / Double(max(frames.count, 1))])
    }
    BenchmarkReport.count(scene: "K1", variant: "copied_frames", n: 2000, count: copies)
  }

  /// The CPU time (user and system) process `pid` has used, in milliseconds.
  private static func serverCPUMilliseconds(_ pid: Int32) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return 0 }
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    // After the name: state is field 3; utime and stime are fields 14 and 15.
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
    else { return 0 }
    return (user + system) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
  #endif

  /// Flings the page at `velocity` points a second, down the page when positive.
  static func fling(_ view: TextView, velocity: CGFloat) {
    view.fling(velocity: CGSize(width: 0, height: velocity))
  }
}
