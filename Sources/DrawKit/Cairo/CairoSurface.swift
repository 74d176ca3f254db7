internal import CDrawKitCairo

/// The single Swift owner of a `cairo_surface_t`.
///
/// Created with the +1 reference that a cairo constructor returns (`init(owning:)`); the
/// surface is destroyed when this object is released.
final class CairoSurface {
  /// The owned surface; valid for this object's lifetime.
  let pointer: OpaquePointer

  /// Takes over the +1 reference of a surface that a cairo constructor returned.
  init(owning pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit {
    cairo_surface_destroy(pointer)
  }

  /// Cairo's status for the surface, thrown as a ``DrawKitError`` when it is an error.
  func checkStatus(during operation: String) throws(DrawKitError) {
    try CairoStatus.check(cairo_surface_status(pointer), during: operation)
  }

  /// Finishes the surface, flushing a PDF or SVG document to its stream, and reports errors.
  func finish(during operation: String) throws(DrawKitError) {
    cairo_surface_finish(pointer)
    try checkStatus(during: operation)
  }
}
