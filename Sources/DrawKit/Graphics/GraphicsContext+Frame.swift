internal import CCairo
import Foundation

extension GraphicsContext {
  /// Limits drawing to `region`'s rectangles, moved by `offset`, and clears them to
  /// transparent, so that a dirty region is drawn again from nothing.
  ///
  /// The clip stays until the enclosing scope ends. Calls `cairo_clip` and paints with
  /// `CAIRO_OPERATOR_CLEAR`.
  func clear(region: DirtyRegion, offset: CGPoint) {
    willChangeCairoState()
    cairo_new_path(cairo)
    for rect in region.rects {
      let moved = rect.offsetBy(dx: offset.x, dy: offset.y)
      cairo_rectangle(
        cairo, Double(moved.minX), Double(moved.minY), Double(moved.width), Double(moved.height))
    }
    cairo_clip(cairo)
    cairo_save(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Ends the current page of a paged (PDF) surface and starts the next.
  ///
  /// Calls `cairo_show_page`.
  func showPage() {
    cairo_show_page(cairo)
  }
}
