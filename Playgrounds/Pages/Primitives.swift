import DrawKit
import Foundation

extension PlaygroundPage {
  /// A sampler of the drawing library: fills, borders, gradients, dashes, curves, clipping,
  /// transparency and text, each a reusable `Drawing` or a short draw closure.
  static let primitives = PlaygroundPage(
    name: "Primitives",
    summary: "Shapes, borders, gradients, dashes, curves, clipping, opacity and text."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
    root.backgroundColor = Color(hex: 0xF4F1EA)
    let cell = CGSize(width: 140, height: 120)
    func place(_ column: Int, _ row: Int) -> CGRect {
      CGRect(
        x: 20 + CGFloat(column) * (cell.width + 10), y: 20 + CGFloat(row) * (cell.height + 40),
        width: cell.width, height: cell.height)
    }
    let caption = Font(family: "DejaVu Sans", size: 12)
    func tile(_ column: Int, _ row: Int, _ title: String, _ drawings: [Drawing<DrawView>]) {
      let frame = place(column, row)
      root.addSubview(DrawView(frame: frame, drawings: drawings))
      let label = DrawView(
        frame: CGRect(x: frame.minX, y: frame.maxY + 6, width: frame.width, height: 18),
        drawings: [.text(title, font: caption, color: .darkGray, alignment: .center)])
      root.addSubview(label)
    }
    tile(
      0, 0, "fill + border",
      [
        .fill(.white, cornerRadius: 16),
        .border(.blue, width: 5, cornerRadius: 16),
      ])
    tile(
      1, 0, "vertical gradient",
      [
        Drawing.verticalGradient(Gradient(colors: [Color(hex: 0xFFB347), Color(hex: 0xD1406B)]))
          .clipped(cornerRadius: 24)
      ])
    tile(
      2, 0, "opacity + inset",
      [
        .fill(.red),
        Drawing.fill(.white).inset(20).opacity(0.6),
        Drawing.stroke(.black, width: 2).inset(40),
      ])
    root.addSubview(
      DrawView(frame: place(0, 1)) { view, context in
        context.setStrokeColor(Color(hex: 0x2F6690))
        context.setLineWidth(4)
        context.setLineCap(.round)
        context.setLineDash(phase: 0, lengths: [10, 8])
        let size = view.bounds.size
        context.move(to: CGPoint(x: 10, y: size.height - 10))
        context.addCurve(
          to: CGPoint(x: size.width - 10, y: 10), control1: CGPoint(x: 40, y: -20),
          control2: CGPoint(x: size.width - 40, y: size.height + 20))
        context.strokePath()
      })
    root.addSubview(
      DrawView(frame: place(1, 1)) { view, context in
        let bounds = view.bounds
        context.withClip(to: bounds.insetBy(dx: 10, dy: 10), cornerRadii: CornerRadii(all: 40)) {
          context.drawRadialGradient(
            Gradient(colors: [.yellow, Color(hex: 0x3A7D44)]),
            startCenter: CGPoint(x: bounds.midX - 20, y: bounds.midY - 20), startRadius: 0,
            endCenter: CGPoint(x: bounds.midX, y: bounds.midY), endRadius: 80)
        }
      })
    root.addSubview(
      DrawView(
        frame: place(2, 1),
        drawings: [
          .fill(.white, cornerRadius: 8),
          Drawing.text(
            "DrawKit draws text with Pango: 日本語, עברית, 👋🏽",
            font: Font(family: "DejaVu Sans", size: 15)
          ).inset(10),
        ]))
    for (title, index) in [("curves + dashes", 0), ("clip + radial", 1), ("wrapped text", 2)] {
      let frame = place(index, 1)
      root.addSubview(
        DrawView(
          frame: CGRect(x: frame.minX, y: frame.maxY + 6, width: frame.width, height: 18),
          drawings: [.text(title, font: caption, color: .darkGray, alignment: .center)]))
    }
    return root
  }
}
