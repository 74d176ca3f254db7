import DrawKit
import Foundation
import PlaygroundPages

/// Issue 26's rows of the library's controls without a window: C1, 200 labels painted again
/// and again, beside raw cairo showing the same 200 cached layouts
/// (Benchmarks/Peers/cairo_controls.c); G1, the WidgetGallery page built and drawn once,
/// beside GTK 4 building its window of native controls (Benchmarks/Peers/gtk4_controls.c).
enum ControlScenes {
  /// The labels' font: the scenes' text font, which the C peer names too.
  static let labelFont = Font(pangoDescription: "DejaVu Sans 16")

  /// A white 1,520 × 800 root holding 200 one-line labels, "Label number i" in black, at their
  /// natural size, in 25 rows of 8 cells of 190 × 32 points, each 5 points in and 3 down.
  static func labelGrid() -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 1520, height: 800))
    root.backgroundColor = .white
    for index in 0..<200 {
      let label = Label("Label number \(index)", font: labelFont, color: .black)
      label.frame.origin = CGPoint(x: 190 * (index % 8) + 5, y: 32 * (index / 8) + 3)
      root.addSubview(label)
    }
    return root
  }

  /// C1: full frames of the 200 labels, nothing changed between them.
  ///
  /// Prints the Pango layouts the labels' creation and first frame made
  /// (`build_first_frame_layouts`), those one more frame made (`steady_frame_layouts`, none
  /// expected), both counted on this thread with a serial renderer, and then the time of a
  /// full frame (`frame`) through the helper threads every scene renders with.
  static func c1(outputFolder: URL) throws {
    let before = PangoLayoutCount.onThisThread
    let root = labelGrid()
    let serial = Renderer()
    let image = try serial.image(of: root)
    let built = PangoLayoutCount.onThisThread
    try serial.render(root, into: image)
    let steady = PangoLayoutCount.onThisThread
    BenchmarkReport.count(
      scene: "C1", variant: "build_first_frame_layouts", n: 200, count: built - before)
    BenchmarkReport.count(
      scene: "C1", variant: "steady_frame_layouts", n: 200, count: steady - built)
    let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
    let frames = try BenchmarkReport.frameLoop {
      try renderer.render(root, into: image)
    }
    BenchmarkReport.report(scene: "C1", variant: "frame", n: 200, samples: frames)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_C1.png"))
  }

  /// The WidgetGallery page of the playgrounds, as `swift run playgrounds` builds it.
  static func buildGallery() throws -> DrawView {
    guard let page = PlaygroundPage.named("WidgetGallery") else {
      throw SceneError(message: "the playgrounds have no WidgetGallery page")
    }
    return page.build()
  }

  /// The number of views in `root`'s tree, `root` included.
  static func viewCount(_ root: DrawView) -> Int {
    root.subviews.reduce(1) { $0 + viewCount($1) }
  }

  /// G1 without a window: one sample from the first line of building the gallery to its
  /// first frame in an image (update, prepare, lay out, paint), in a process that had drawn
  /// nothing before (`build_first_frame`), and the CPU time the process (every thread) spent
  /// meanwhile (`build_first_frame_cpu`); n is the number of views in the tree.
  static func g1(outputFolder: URL) throws {
    let start = BenchmarkReport.nowMilliseconds()
    let cpu = BenchmarkReport.processCPUMilliseconds()
    let root = try buildGallery()
    let image = try Renderer(layoutThreads: BenchmarkReport.layoutThreads).image(of: root)
    let elapsed = BenchmarkReport.nowMilliseconds() - start
    let cpuElapsed = BenchmarkReport.processCPUMilliseconds() - cpu
    let views = viewCount(root)
    BenchmarkReport.report(scene: "G1", variant: "build_first_frame", n: views, samples: [elapsed])
    BenchmarkReport.report(
      scene: "G1", variant: "build_first_frame_cpu", n: views, samples: [cpuElapsed])
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_G1.png"))
  }
}
