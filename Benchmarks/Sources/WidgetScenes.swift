import DrawKit
import Foundation
import SceneText

/// Scenes S3 (a 200-widget tree of text fields and placeholder text views) and S4 (10,000
/// draw-closure nodes), built with DrawKit's widgets and `DrawView`s as a user would.
enum WidgetScenes {
  static func buildS3() -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 1600, height: 1600))
    root.backgroundColor = .white
    root.theme = .notes
    var generator = SceneText()
    for index in 0..<200 {
      let row = index / 10
      let column = index % 10
      let frame = CGRect(x: 160 * column + 5, y: 80 * row + 5, width: 150, height: 70)
      let line = generator.line()
      let text = index % 3 == 2 ? "" : line
      if (row + column) % 2 == 0 {
        let field = TextField(frame: frame, text: text)
        field.placeholder = "Placeholder"
        root.addSubview(field)
      } else {
        let view = PlaceholderTextView(frame: frame, text: text)
        view.placeholder = "Placeholder"
        view.borderColor = .blue
        view.borderWidth = 5
        view.cornerRadius = 10
        root.addSubview(view)
      }
    }
    return root
  }

  static func s3(outputFolder: URL) throws {
    let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
    let start = BenchmarkReport.nowMilliseconds()
    let root = buildS3()
    let image = try renderer.image(of: root)
    let build = BenchmarkReport.nowMilliseconds() - start
    BenchmarkReport.report(scene: "S3", variant: "build_first_frame", n: 200, samples: [build])
    let frames = try BenchmarkReport.frameLoop {
      try renderer.render(root, into: image)
    }
    BenchmarkReport.report(scene: "S3", variant: "frame", n: 200, samples: frames)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_S3.png"))
  }

  static func s4(outputFolder: URL) throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
    root.backgroundColor = .white
    for index in 0..<10_000 {
      let frame = CGRect(x: 100 * (index % 20), y: 4 * (index / 20), width: 100, height: 2)
      root.addSubview(
        DrawView(frame: frame) { view, context in
          let size = view.bounds.size
          context.setStrokeColor(.gray)
          context.setLineWidth(1)
          context.move(to: CGPoint(x: 0, y: size.height - 1 + 0.5))
          context.addLine(to: CGPoint(x: size.width, y: size.height - 1 + 0.5))
          context.strokePath()
        })
    }
    let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
    let image = try renderer.image(of: root)
    let frames = try BenchmarkReport.frameLoop {
      try renderer.render(root, into: image)
    }
    BenchmarkReport.report(scene: "S4", variant: "frame", n: 10_000, samples: frames)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_S4.png"))
  }
}
