import DrawKit
import Foundation

/// Scene I1: an SVG icon drawn 1,000 times a frame, against a cached recording of it.
///
/// The icon is drawn as image views would, beside the same icon as a cached cairo recording
/// (`Drawing.cached(limit:by:)`), the cheapest way DrawKit repeats a drawing. The issue's
/// target is a ratio of at most 1.2.
enum ImageScenes {
  /// A 24-point star with a stroked outline.
  static let star = Data(
    """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
      <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.9 5.9 20.4l1.5-6.8L2.2 9l6.9-.7z"
            fill="#e0a000" stroke="#7a5200" stroke-width="1" stroke-linejoin="round"/>
    </svg>
    """.utf8)

  /// A white 1,000 × 625 root holding 1,000 views of 24 points drawing `drawing`.
  static func grid(_ drawing: Drawing<DrawView>) -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 1000, height: 625))
    root.backgroundColor = .white
    for index in 0..<1000 {
      let frame = CGRect(x: index % 40 * 25, y: index / 40 * 25, width: 24, height: 24)
      root.addSubview(DrawView(frame: frame, drawings: [drawing]))
    }
    return root
  }

  static func i1(outputFolder: URL) throws {
    let icon = try Image(svgData: star)
    let variants: [(String, Drawing<DrawView>)] = [
      ("svg_icon", .image(icon)),
      ("cached_recording", Drawing<DrawView>.image(icon).cached { _ in 0 }),
    ]
    for (variant, drawing) in variants {
      let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
      let root = grid(drawing)
      let image = try renderer.image(of: root)
      let frames = try BenchmarkReport.frameLoop {
        try renderer.render(root, into: image)
      }
      BenchmarkReport.report(scene: "I1", variant: variant, n: 1000, samples: frames)
      try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_I1_\(variant).png"))
    }
  }
}
