import DrawKit
import Foundation

extension PlaygroundPage {
  /// The block-based `DrawView` article: a 1 px gray bar along the bottom of a 320 × 50 view,
  /// stroked half a pixel down so it covers exactly pixel row 49.
  ///
  /// The article also moved both ends half a pixel right, which leaves column 0 half covered;
  /// only y needs the offset, so the bar here runs from (0, 49.5) to (320, 49.5).
  static let drawViewBar = PlaygroundPage(
    name: "DrawViewBar",
    summary: "A 320×50 DrawView whose draw closure strokes a crisp 1 px gray bar on row 49."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    root.backgroundColor = .white
    let drawableView = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 50)) {
      view, context in
      let startPoint = CGPoint(x: 0, y: view.bounds.size.height - 1)
      let endPoint = CGPoint(x: view.bounds.size.width, y: view.bounds.size.height - 1)

      context.setStrokeColor(.gray)
      context.setLineWidth(1)
      context.move(to: CGPoint(x: startPoint.x, y: startPoint.y + 0.5))
      context.addLine(to: CGPoint(x: endPoint.x, y: endPoint.y + 0.5))
      context.strokePath()
    }
    root.addSubview(drawableView)
    return root
  }
}
