import Foundation

extension TextLayout {
  /// Draws the text with the layout's top-left at `origin`, in ``color`` faded by the context's
  /// alpha.
  ///
  /// Lines that end more than a line's height away from the context's clip are skipped (the
  /// slack keeps ink that reaches past a line, such as stacked marks, drawn where the clip
  /// meets it; on a page of a paginated PDF there is no slack, so each line is on one page
  /// only), and so is the whole text when `origin` is NaN, infinite or millions of pixels
  /// away, where no surface reaches: redrawing one edited line of a window full of text
  /// shapes and draws a few lines, not every line in view. In a PDF the text is tagged as a
  /// paragraph, so screen readers and text extraction find it in drawing order.
  public func draw(in context: GraphicsContext, at origin: CGPoint) {
    draw(in: context, at: origin, color: color)
  }

  /// Draws the text as ``draw(in:at:)`` does, in `color` instead of the layout's own: a
  /// widget whose title changes colour with its state (pressed, selected, disabled) draws
  /// one layout in each, without laying it out again.
  public func draw(in context: GraphicsContext, at origin: CGPoint, color: Color) {
    guard !context.isInert, context.fitsWithinLimit(origin) else { return }
    let lines = self.lines
    // Lines run top to bottom, so those near the clip (or on the page) are one run of them.
    let range: (first: Int, last: Int)?
    if let window = context.pageWindow.map(context.userSpan(ofDevice:)) {
      let tolerance = Self.pageEdgeTolerance
      range = Self.lines(
        lines, from: window.lowerBound - origin.y + tolerance,
        to: window.upperBound - origin.y - tolerance)
    } else {
      range = Self.lines(
        lines, near: context.clipBoundingBox.offsetBy(dx: -origin.x, dy: -origin.y))
    }
    guard let (first, last) = range else { return }
    let layout = pangoLayout
    context.record("drawText lines \(first)...\(last)")
    context.setSource(color)
    context.preservingPath {
      context.withStructureTag("P") {
        for number in first...last {
          let line = lines[number]
          context.showLine(
            number, of: layout, at: CGPoint(x: origin.x + line.drawX, y: origin.y + line.baseline))
        }
      }
    }
  }

  /// How far, in points, a line may reach past a page's edge and still count as on the page:
  /// the rounding of the offsets that put the line and the page's edge where they are.
  private static let pageEdgeTolerance: CGFloat = 0.01

  /// The first and last of `lines` that end within a line's height of `clip` (the slack
  /// keeps stacked marks drawn where a clip edge meets them), or `nil` for none.
  private static func lines(_ lines: [TextLine], near clip: CGRect) -> (Int, Int)? {
    guard let first = lines.firstIndex(where: { $0.bottom + $0.height > clip.minY }),
      let last = lines.lastIndex(where: { $0.top - $0.height < clip.maxY }), first <= last
    else { return nil }
    return (first, last)
  }

  /// The first and last of `lines` that reach between `top` and `bottom`, or `nil` for none.
  private static func lines(_ lines: [TextLine], from top: CGFloat, to bottom: CGFloat) -> (
    Int, Int
  )? {
    guard let first = lines.firstIndex(where: { $0.bottom > top }),
      let last = lines.lastIndex(where: { $0.top < bottom }), first <= last
    else { return nil }
    return (first, last)
  }
}
