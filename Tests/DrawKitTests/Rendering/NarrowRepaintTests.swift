import DrawKit
import DrawKitTesting
import Foundation
import SceneText
import Testing

/// A repaint of a narrow piece of a notes page (the strip a scroll brings in, the scroll
/// bar's column at the right edge) draws only the text lines and rules that reach it, and
/// shows there what a full rendering shows.
@Suite("Narrow repaints draw what reaches them")
struct NarrowRepaintTests {
  /// A notes page of wrapped paragraphs, scrolled part way, its scroll bar showing.
  private func page() -> TextView {
    let view = TextView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 300), text: SceneText.document(lines: 40))
    view.theme = .notes
    view.contentOffset.y = 123
    view.dispatch(
      PointerEvent(.scroll, at: CGPoint(x: 200, y: 150), scrollDelta: CGSize(width: 0, height: 10)))
    return view
  }

  /// `rect` as a region.
  private func region(_ rect: CGRect) -> DirtyRegion {
    var region = DirtyRegion()
    region.add(rect)
    return region
  }

  /// The text lines the drawing records name, such as `drawText lines 2...4, 7...7`.
  private func linesDrawn(_ calls: [String]) -> Int {
    calls.filter { $0.hasPrefix("drawText lines ") }.flatMap { call in
      call.dropFirst("drawText lines ".count).components(separatedBy: ", ")
    }.reduce(0) { total, run in
      let bounds = run.components(separatedBy: "...").compactMap { Int($0) }
      return total + (bounds.count == 2 ? bounds[1] - bounds[0] + 1 : 0)
    }
  }

  @Test(arguments: [1, 2, 1.5] as [CGFloat])
  func aColumnAndAStripRepaintAsAFullRenderingShows(scale: CGFloat) throws {
    try pinTestFonts()
    let view = page()
    let loop = FrameLoop(root: view, renderer: Renderer(scale: scale), clock: ManualClock())
    loop.tick()
    let expected = try loop.renderer.image(of: view)
    let everything = DrawCallRecorder()
    try loop.renderer.paint(
      view, regions: [region(view.bounds)], into: try loop.renderer.image(of: view),
      recordingInto: everything)
    let column = CGRect(x: view.bounds.maxX - 12, y: view.bounds.minY, width: 12, height: 300)
    let strip = CGRect(x: 0, y: view.bounds.maxY - 14, width: 400, height: 14)
    for area in [column, strip] {
      view.contentOffset.y = 40
      loop.tick()
      let canvas = try loop.renderer.image(of: view)
      view.contentOffset.y = 133
      loop.tick()
      let recorder = DrawCallRecorder()
      try loop.renderer.paint(
        view, regions: [region(area)], into: canvas, recordingInto: recorder)
      let pixels = area.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY)
      let rows = Int((pixels.minY * scale).rounded(.up))..<Int((pixels.maxY * scale).rounded(.down))
      let columns =
        Int((pixels.minX * scale).rounded(.up))..<Int((pixels.maxX * scale).rounded(.down))
      let wrong = rows.flatMap { y in columns.map { (x: $0, y: y) } }.filter {
        canvas.pixel(x: $0.x, y: $0.y) != expected.pixel(x: $0.x, y: $0.y)
      }
      #expect(wrong.isEmpty, "\(area): \(wrong.count) pixels differ, first \(wrong.prefix(3))")
      #expect(
        linesDrawn(recorder.calls) < linesDrawn(everything.calls) / 3,
        "\(area): \(linesDrawn(recorder.calls)) of \(linesDrawn(everything.calls)) lines")
    }
  }
}
