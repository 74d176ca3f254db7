import Foundation

extension TextLayout {
  /// Draws the text with the layout's top-left at `origin`, in ``color`` faded by the context's
  /// alpha.
  ///
  /// Lines outside the context's clip are skipped, and so is the whole text when `origin` is
  /// NaN, infinite or millions of pixels away, where no surface reaches. In a PDF the text is
  /// tagged as a paragraph, so screen readers and text extraction find it in drawing order.
  public func draw(in context: GraphicsContext, at origin: CGPoint) {
    guard !context.isInert, context.fitsWithinLimit([origin]) else { return }
    let layout = pangoLayout
    let lines = self.lines
    let visible =
      lines.count > 2
      ? context.clipBoundingBox.offsetBy(dx: -origin.x, dy: -origin.y) : .infinite
    context.record("drawText")
    context.setSource(color)
    context.withStructureTag("P") {
      for (number, line) in lines.enumerated()
      where line.bottom > visible.minY && line.top < visible.maxY {
        context.showLine(
          number, of: layout, at: CGPoint(x: origin.x + line.drawX, y: origin.y + line.baseline))
      }
    }
  }
}
