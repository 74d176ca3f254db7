internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Limits drawing to `region`'s rectangles, moved by `offset`, and clears them to
  /// transparent, so that a dirty region is drawn again from nothing; unless `cover`, a
  /// rectangle that the first drawing will fill with an opaque colour (moved by `offset` too),
  /// holds every pixel of them: that fill replaces the old pixels as the clear would.
  ///
  /// The rectangles are widened to whole device pixels; the bounding box of what was cleared
  /// is returned, in the context's coordinates. The clip stays until the enclosing scope ends.
  /// Calls `cairo_clip` and paints with `CAIRO_OPERATOR_CLEAR`.
  func clear(region: DirtyRegion, offset: CGPoint, coveredBy cover: CGRect? = nil) -> CGRect {
    willChangeCairoState()
    cairo_new_path(cairo)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    let isAxisAligned = matrix.xy == 0 && matrix.yx == 0
    let pixels = PixelGrid(of: cairo_get_target(cairo))
    // The cover in pixels: only an axis-aligned one is known to hold whole pixels.
    let coverInPixels =
      isAxisAligned
      ? cover.map { pixelRect(of: $0.offsetBy(dx: offset.x, dy: offset.y), pixels) } : nil
    var isCovered = coverInPixels != nil
    var pixelCount = 0.0
    var cleared = CGRect.null
    for rect in region.rects {
      let moved = rect.offsetBy(dx: offset.x, dy: offset.y)
      var (left, top) = (Double(moved.minX), Double(moved.minY))
      var (right, bottom) = (Double(moved.maxX), Double(moved.maxY))
      if isAxisAligned {
        // Whole pixels of the surface (its device scale is not in the matrix: at 1.5 × a
        // whole point is not a whole pixel): a clip edge inside a pixel would blend the
        // redrawn pixel with the old one, so a partial redraw would differ from a full one.
        let whole = pixelRect(of: moved, pixels).integral
        pixelCount += Double(whole.width * whole.height)
        if let coverInPixels, !coverInPixels.contains(whole) { isCovered = false }
        (left, top) = pixels.deviceSpace(whole.minX, whole.minY)
        (right, bottom) = pixels.deviceSpace(whole.maxX, whole.maxY)
        cairo_device_to_user(cairo, &left, &top)
        cairo_device_to_user(cairo, &right, &bottom)
      }
      cairo_rectangle(cairo, left, top, right - left, bottom - top)
      cleared = cleared.union(
        CGRect(
          x: min(left, right), y: min(top, bottom), width: abs(right - left),
          height: abs(bottom - top)))
    }
    cairo_clip(cairo)
    guard !isCovered else { return cleared }
    recorder?.pixelsCleared += Int(pixelCount.rounded())
    cairo_save(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cairo)
    cairo_restore(cairo)
    return cleared
  }

  /// `rect`, in user space, in pixels of the surface `pixels` describes.
  private func pixelRect(of rect: CGRect, _ pixels: PixelGrid) -> CGRect {
    var (left, top) = (Double(rect.minX), Double(rect.minY))
    var (right, bottom) = (Double(rect.maxX), Double(rect.maxY))
    cairo_user_to_device(cairo, &left, &top)
    cairo_user_to_device(cairo, &right, &bottom)
    (left, top) = pixels.pixel(left, top)
    (right, bottom) = pixels.pixel(right, bottom)
    return CGRect(
      x: min(left, right), y: min(top, bottom), width: abs(right - left),
      height: abs(bottom - top))
  }

  /// Ends the current page of a paged (PDF) surface and starts the next.
  ///
  /// Calls `cairo_show_page`.
  func showPage() {
    cairo_show_page(cairo)
  }

  /// The stretch of user space, top to bottom, that the stretch `span` of device space covers
  /// at the left edge: a paginated PDF's page window where text is drawn.
  func userSpan(ofDevice span: ClosedRange<Double>) -> ClosedRange<CGFloat> {
    var (x1, top, x2, bottom) = (0.0, span.lowerBound, 0.0, span.upperBound)
    cairo_device_to_user(cairo, &x1, &top)
    cairo_device_to_user(cairo, &x2, &bottom)
    return min(top, bottom)...max(top, bottom)
  }
}
