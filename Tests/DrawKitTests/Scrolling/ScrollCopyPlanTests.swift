import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// What a host that copies its window's pixels on a scroll draws after the copy.
@Suite("A scroll copy's plan draws the strip that came in and each changed place once")
struct ScrollCopyPlanTests {
  /// A text view's bar moves with its bounds, so it marks its old place, which the copy
  /// carries down, and its place now: after the copy these are one column at the page's
  /// edge, drawn once beside the 10-point strip that came in.
  @Test func aScrolledTextViewDrawsItsStripAndItsBarsColumnOnce() throws {
    let view = TextView(
      frame: CGRect(x: 0, y: 0, width: 240, height: 160),
      text: (1...200).map { "Line \($0)" }.joined(separator: "\n"))
    view.theme = .notes
    let loop = FrameLoop(root: view, clock: ManualClock())
    view.dispatch(
      PointerEvent(.scroll, at: CGPoint(x: 100, y: 80), scrollDelta: CGSize(width: 0, height: 20)))
    loop.tick()
    let bar = try #require(view.subviews.compactMap { $0 as? ScrollBar }.first { !$0.isHidden })
    view.contentOffset.y += 10
    _ = loop.tick()
    let plan = try #require(ScrollCopyPlan(root: view, scale: 1))
    let strip = CGRect(x: 0, y: view.bounds.maxY - 10, width: 240, height: 10)
    let column = bar.frame.intersection(view.bounds)
    #expect(plan.offset == CGSize(width: 0, height: -10))
    let repaint = plan.repaint.sorted { $0.minX < $1.minX }
    #expect(repaint == [strip, column], "\(plan.repaint)")
  }
}
