internal import CDrawKitCairo
import Foundation

/// How a surface's device space (where cairo's matrix ends) maps onto its pixels: its device
/// scale and offset, which cairo applies after the matrix.
struct PixelGrid {
  let scaleX: Double
  let scaleY: Double
  let offsetX: Double
  let offsetY: Double

  init(of surface: OpaquePointer?) {
    var (scaleX, scaleY, offsetX, offsetY) = (1.0, 1.0, 0.0, 0.0)
    cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
    cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.offsetX = offsetX
    self.offsetY = offsetY
  }

  /// The pixel position of device-space point (`x`, `y`).
  func pixel(_ x: Double, _ y: Double) -> (Double, Double) {
    (x * scaleX + offsetX, y * scaleY + offsetY)
  }

  /// The device-space point of pixel position (`x`, `y`).
  func deviceSpace(_ x: CGFloat, _ y: CGFloat) -> (Double, Double) {
    ((Double(x) - offsetX) / scaleX, (Double(y) - offsetY) / scaleY)
  }
}
