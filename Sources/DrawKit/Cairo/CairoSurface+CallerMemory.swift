internal import CDrawKitCairo
import Foundation

extension CairoSurface {
  /// An ARGB32 image surface over memory the caller owns (`base`, rows `bytesPerRow` apart),
  /// with its user space scaled by `scale`; the memory must outlive the surface, and the
  /// caller has checked that it holds `height` rows aligned to 4 bytes.
  static func image(
    wrapping base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
    scale: CGFloat
  ) -> CairoSurface {
    let surface = CairoSurface(
      owning: cairo_image_surface_create_for_data(
        base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(bytesPerRow))!)
    if scale != 1 {
      cairo_surface_set_device_scale(surface.pointer, Double(scale), Double(scale))
    }
    return surface
  }
}
