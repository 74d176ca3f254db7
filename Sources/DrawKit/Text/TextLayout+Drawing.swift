import Foundation

extension TextLayout {
  /// Draws the text with the layout's top-left at `origin`, in ``color`` faded by the context's
  /// alpha.
  ///
  /// Lines that end more than a line's height away from the context's clip are skipped (the
  /// slack keeps ink that reaches past a line, such as stacked marks, drawn where the clip
  /// meets it), and so is the whole text when `origin` is NaN, infinite or millions of pixels
  /// away, where no surface reaches: redrawing one edited line of a window full of text
  /// shapes and draws a few lines, not every line in view. In a PDF the text is tagged as a
  /// paragraph, so screen readers and text extraction find it in drawing order.
  public func draw(in context: GraphicsContext, at origin: CGPoint) {
    guard !context.isInert, context.fitsWithinLimit([origin]) else { return }
    let clip = context.clipBoundingBox.offsetBy(dx: -origin.x, dy: -origin.y)
    let lines = self.lines
    // Lines run top to bottom, so those near the clip are one run of them.
    guard let first = lines.firstIndex(where: { $0.bottom + $0.height > clip.minY }),
      let last = lines.lastIndex(where: { $0.top - $0.height < clip.maxY }), first <= last
    else { return }
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
}
