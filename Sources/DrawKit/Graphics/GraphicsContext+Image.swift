internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Draws `image` scaled to fill `rect`, faded by the context's alpha.
  ///
  /// Scaling interpolates between pixels; the image's edge pixels extend to the edges of
  /// `rect` instead of fading into transparency.
  ///
  /// Draws nothing for an empty or non-finite `rect`, nor for one so small, large or far away
  /// that cairo's matrix could not map the image onto it. The current path is left as it was.
  public func draw(_ image: Image, in rect: CGRect) {
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
      image.pixelWidth > 0, image.pixelHeight > 0, !state.isInert
    else { return }
    let placement = cairo_matrix_t(
      xx: Double(rect.width) / Double(image.pixelWidth), yx: 0, xy: 0,
      yy: Double(rect.height) / Double(image.pixelHeight), x0: Double(rect.minX),
      y0: Double(rect.minY))
    guard fitsWithinLimit(Self.corners(of: rect)), canConcatenate(placement)
    else { return }
    record("drawImage")
    preservingPath {
      withSavedState {
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(
          cairo, Double(rect.width) / Double(image.pixelWidth),
          Double(rect.height) / Double(image.pixelHeight))
        cairo_set_source_surface(cairo, image.surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
        cairo_clip(cairo)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
      }
    }
  }
}
