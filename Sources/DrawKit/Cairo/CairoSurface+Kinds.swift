internal import CDrawKitCairo
import Foundation

extension CairoSurface {
  /// A new transparent ARGB32 image surface of `width` × `height` pixels whose user space is
  /// scaled by `scale`; check its status before use, since cairo refuses sizes past its limit.
  static func image(width: Int, height: Int, scale: CGFloat = 1) -> CairoSurface {
    let surface = CairoSurface(
      owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!)
    if scale != 1 {
      cairo_surface_set_device_scale(surface.pointer, Double(scale), Double(scale))
    }
    return surface
  }

  /// A new PDF document whose first page is `size` points, written to `sink`, which must
  /// outlive the surface.
  static func pdf(writingTo sink: ByteSink, size: CGSize) -> CairoSurface {
    CairoSurface(
      owning: cairo_pdf_surface_create_for_stream(
        ByteSink.write, sink.closurePointer, Double(size.width), Double(size.height))!)
  }

  /// A new SVG document of `size` in `px` units, written to `sink`, which must outlive the
  /// surface.
  static func svg(writingTo sink: ByteSink, size: CGSize) -> CairoSurface {
    let surface = CairoSurface(
      owning: cairo_svg_surface_create_for_stream(
        ByteSink.write, sink.closurePointer, Double(size.width), Double(size.height))!)
    cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PX)
    return surface
  }

  /// Sets the size of the PDF pages drawn from now on, in points.
  func setPDFPageSize(_ size: CGSize) {
    cairo_pdf_surface_set_size(pointer, Double(size.width), Double(size.height))
  }

  /// Finishes pending drawing, so the surface's pixels can be read.
  func flush() {
    cairo_surface_flush(pointer)
  }
}
