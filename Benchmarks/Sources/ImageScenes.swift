import DrawKit
import Foundation

/// Scene I1: an SVG icon drawn 1,000 times a frame.
///
/// The icon is drawn by 1,000 `ImageView`s (`image_view`, what users get) and by 1,000
/// views drawing it with `Drawing.image` (`svg_icon`), beside raw cairo painting a cached
/// cairo recording of it 1,000 times (Benchmarks/Peers/cairo_controls.c, the issue's
/// yardstick: at most 1.2 times that) and DrawKit's own cached recording of the drawing
/// (`Drawing.cached(limit:by:)`, `cached_recording`).
enum ImageScenes {
  /// A 24-point star with a stroked outline.
  static let star = Data(
    """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
      <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.9 5.9 20.4l1.5-6.8L2.2 9l6.9-.7z"
            fill="#e0a000" stroke="#7a5200" stroke-width="1" stroke-linejoin="round"/>
    </svg>
    """.utf8)

  /// A white 1,000 × 625 root holding 1,000 views of 24 points that `makeView` makes, in 25
  /// rows of 40 cells of 25 points.
  static func grid(_ makeView: () -> DrawView) -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 1000, height: 625))
    root.backgroundColor = .white
    for index in 0..<1000 {
      let view = makeView()
      view.frame = CGRect(x: index % 40 * 25, y: index / 40 * 25, width: 24, height: 24)
      root.addSubview(view)
    }
    return root
  }

  /// Runs every variant, or only `only` (for a profiler).
  static func i1(outputFolder: URL, only: String? = nil) throws {
    let icon = try Image(svgData: star)
    let cached = Drawing<DrawView>.image(icon).cached { _ in 0 }
    let variants: [(String, () -> DrawView)] = [
      ("image_view", { ImageView(image: icon) }),
      ("svg_icon", { DrawView(frame: .zero, drawings: [.image(icon)]) }),
      ("cached_recording", { DrawView(frame: .zero, drawings: [cached]) }),
    ]
    for (variant, makeView) in variants where only == nil || only == variant {
      let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
      let root = grid(makeView)
      let image = try renderer.image(of: root)
      let frames = try BenchmarkReport.frameLoop {
        try renderer.render(root, into: image)
      }
      BenchmarkReport.report(scene: "I1", variant: variant, n: 1000, samples: frames)
      try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_I1_\(variant).png"))
    }
  }
}
