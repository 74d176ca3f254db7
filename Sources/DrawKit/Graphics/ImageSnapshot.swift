internal import CDrawKitCairo

/// An image's pixels copied at one moment into a surface that nothing writes again: what a
/// ``Drawing`` keeps of an ``Image``, so that drawings stay `Sendable` values while the image
/// they were made from goes on changing.
///
/// `@unchecked Sendable` because the copy is private to this object and only ever read after
/// `init`: painting from one cairo image surface on several threads at once reads its pixels
/// and changes only its atomic reference count.
final class ImageSnapshot: @unchecked Sendable {
  /// The copy, to draw; never written.
  let image: Image

  /// Copies `image`'s pixels, scale and size; an SVG image's document is shared, since
  /// nothing changes it.
  init(copying image: Image) {
    if let vector = image.vector {
      self.image = Image(
        vector: vector, scale: image.scale, pixelWidth: image.pixelWidth,
        pixelHeight: image.pixelHeight)
      return
    }
    let source = image.surface.pointer
    cairo_surface_flush(source)
    let copy = CairoSurface(
      owning: cairo_image_surface_create(
        cairo_image_surface_get_format(source), Int32(image.pixelWidth),
        Int32(image.pixelHeight))!)
    let context = cairo_create(copy.pointer)!
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(context, source, 0, 0)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(copy.pointer)
    self.image = Image(surface: copy, scale: image.scale)
  }
}
