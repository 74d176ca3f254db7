internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Draws `image` scaled to fill `rect`, faded by the context's alpha.
  ///
  /// A bitmap is scaled interpolating between pixels; its edge pixels extend to the edges
  /// of `rect` instead of fading into transparency. An SVG image replays its paths scaled
  /// to `rect`: sharp at any size, and paths (not a bitmap) in PDF and SVG output.
  ///
  /// Draws nothing for an empty or non-finite `rect`, nor for one so small, large or far away
  /// that cairo's matrix could not map the image onto it. The current path is left as it was.
  public func draw(_ image: Image, in rect: CGRect) {
    guard let rect = placement(of: image, in: rect) else { return }
    record("drawImage")
    preservingPath {
      withSavedState { paint(image, in: rect, alpha: Double(state.alpha)) }
    }
  }

  /// Draws `image`'s shape in `color`, scaled to fill `rect`: each pixel keeps the image's
  /// opacity and takes the colour, as a template icon is tinted to match the text beside it.
  ///
  /// `color` may be a theme colour (``Color/label``), resolved where it is drawn, so one
  /// black SVG icon follows light and dark themes. Calls `cairo_mask` with the image drawn
  /// into a group; PDF and SVG output keep an SVG image's paths. The current path is left as
  /// it was.
  public func draw(_ image: Image, in rect: CGRect, tintedWith color: Color) {
    guard let rect = placement(of: image, in: rect) else { return }
    record("drawImage")
    preservingPath {
      withSavedState {
        cairo_push_group(cairo)
        paint(image, in: rect, alpha: 1)
        let mask = cairo_pop_group(cairo)
        setSource(color)
        cairo_mask(cairo, mask)
        cairo_pattern_destroy(mask)
      }
    }
  }

  /// `rect` standardized, or `nil` when `image` cannot be drawn there.
  private func placement(of image: Image, in rect: CGRect) -> CGRect? {
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
      image.pixelWidth > 0, image.pixelHeight > 0, !state.isInert
    else { return nil }
    let placement = cairo_matrix_t(
      xx: Double(rect.width) / Double(image.pixelWidth), yx: 0, xy: 0,
      yy: Double(rect.height) / Double(image.pixelHeight), x0: Double(rect.minX),
      y0: Double(rect.minY))
    guard fitsWithinLimit(rect), canConcatenate(placement) else { return nil }
    return rect
  }

  /// Paints `image` over `rect` faded by `alpha`, changing cairo's matrix, source and clip:
  /// call inside a saved state.
  private func paint(_ image: Image, in rect: CGRect, alpha: Double) {
    cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
    if let vector = image.vector {
      cairo_scale(
        cairo, Double(rect.width / vector.size.width), Double(rect.height / vector.size.height))
      vector.replay(onto: cairo, alpha: alpha)
      return
    }
    cairo_scale(
      cairo, Double(rect.width) / Double(image.pixelWidth),
      Double(rect.height) / Double(image.pixelHeight))
    cairo_set_source_surface(cairo, image.surface.pointer, 0, 0)
    cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
    cairo_rectangle(cairo, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
    cairo_clip(cairo)
    cairo_paint_with_alpha(cairo, alpha)
  }
}
