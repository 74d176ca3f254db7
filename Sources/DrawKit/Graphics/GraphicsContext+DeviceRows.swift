internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// How user-space y maps to the surface's pixel rows here: `row = y * scale + offset`.
  ///
  /// It is the current matrix (`cairo_user_to_device`) followed by the surface's device
  /// scale and offset, which ``currentTransform`` leaves out: at 2× a point is two rows. For
  /// drawings that snap to pixel rows, in axis-aligned contexts.
  var deviceRows: (scale: CGFloat, offset: CGFloat) {
    var originX = 0.0
    var originY = 0.0
    cairo_user_to_device(cairo, &originX, &originY)
    var unitX = 0.0
    var unitY = 1.0
    cairo_user_to_device(cairo, &unitX, &unitY)
    let pixels = PixelGrid(of: cairo_get_target(cairo))
    return (
      CGFloat((unitY - originY) * pixels.scaleY), CGFloat(originY * pixels.scaleY + pixels.offsetY)
    )
  }
}
