import CCairo
import Foundation

extension TextLayout {
  /// Draws the text with the layout's top-left at `origin`, in ``color`` faded by the context's
  /// alpha.
  ///
  /// Lines outside the context's clip are skipped, and so is the whole text when `origin` is
  /// NaN, infinite or millions of pixels away, where no surface reaches.
  public func draw(in context: GraphicsContext, at origin: CGPoint) {
    guard !context.state.isInert, context.fitsWithinLimit([origin]) else { return }
    let layout = pangoLayout.pointer
    let lines = self.lines
    let visible =
      lines.count > 2
      ? context.clipBoundingBox.offsetBy(dx: -origin.x, dy: -origin.y) : .infinite
    context.record("drawText")
    context.setSource(color)
    let cairo = context.cairo
    for (number, line) in lines.enumerated()
    where line.bottom > visible.minY && line.top < visible.maxY {
      guard let pangoLine = pango_layout_get_line_readonly(layout, Int32(number)) else {
        continue
      }
      cairo_move_to(cairo, Double(origin.x + line.drawX), Double(origin.y + line.baseline))
      pango_cairo_show_layout_line(cairo, pangoLine)
    }
  }
}
