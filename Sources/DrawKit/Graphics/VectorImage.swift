internal import CDrawKitCairo
internal import CDrawKitRSVG
import Foundation

/// An SVG document drawn once by librsvg into a cairo recording surface: what an ``Image``
/// made from SVG draws, so every output gets the document's paths, not pixels.
///
/// The document is parsed with `rsvg_handle_new_from_data`, which gives librsvg no base
/// file: its loading policy then allows no reference outside the document (`xlink:href`
/// and `href` to files or the network, `xi:include`), only `data:` URLs. Its parser keeps
/// libxml2's limits (no network, entity expansion bounded) and its own on elements and
/// references, and an error from any of them is thrown. librsvg draws once, here; painting
/// replays the recording, whose commands are the same at every scale.
///
/// `@unchecked Sendable` because the recording is never drawn into after `init` and is only
/// replayed while `lock` is held, as ``RecordingCache`` replays its recordings.
final class VectorImage: @unchecked Sendable {
  /// The document's size in points (CSS pixels at 96 dpi).
  let size: CGSize
  private let recording: CairoSurface
  private let lock = NSLock()

  /// The number of documents librsvg has drawn on the calling thread.
  ///
  /// One per SVG image decoded, none per paint; tests count with it, each on its own thread,
  /// so that images other tests decode at the same time do not count.
  static var renderCount: Int { renders.value.count }
  private static let renders = ThreadLocal { RenderCount() }

  /// A thread's count of documents drawn.
  private final class RenderCount {
    var count = 0
  }

  /// Parses `data` and draws it into a recording of its intrinsic size, once `accept` (which
  /// throws for a size too large) took that size: librsvg's filters allocate pixels for
  /// the area they cover.
  init(svgData data: Data, accept: (CGSize) throws(DrawKitError) -> Void) throws(DrawKitError) {
    var error: UnsafeMutablePointer<GError>?
    let handle = data.withUnsafeBytes { bytes in
      rsvg_handle_new_from_data(
        bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
    }
    guard let handle else {
      throw DrawKitError(.invalidImage, "librsvg refused the SVG document: \(Self.take(error))")
    }
    defer { g_object_unref(handle) }
    size = try Self.intrinsicSize(of: handle)
    try accept(size)
    let surface = CairoSurface(
      owning: cairo_recording_surface_create(
        CAIRO_CONTENT_COLOR_ALPHA,
        [cairo_rectangle_t(x: 0, y: 0, width: Double(size.width), height: Double(size.height))]
      )!)
    let context = cairo_create(surface.pointer)!
    defer { cairo_destroy(context) }
    var viewport = RsvgRectangle(
      x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    Self.renders.value.count += 1
    guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
      throw DrawKitError(.invalidImage, "librsvg could not draw the SVG: \(Self.take(error))")
    }
    try CairoStatus.check(cairo_status(context), during: "Drawing an SVG document")
    recording = surface
  }

  /// Paints the document onto `cairo`, its top left at the origin and its ``size`` in user
  /// space, faded by `alpha`.
  func replay(onto cairo: OpaquePointer, alpha: Double) {
    lock.withLock {
      cairo_set_source_surface(cairo, recording.pointer, 0, 0)
      cairo_rectangle(cairo, 0, 0, Double(size.width), Double(size.height))
      cairo_clip(cairo)
      if alpha < 1 {
        cairo_paint_with_alpha(cairo, alpha)
      } else {
        cairo_paint(cairo)
      }
    }
  }

  /// The document drawn into a new transparent bitmap of `width` × `height` pixels, `scale`
  /// pixels a point.
  func rasterized(width: Int, height: Int, scale: CGFloat) -> CairoSurface {
    let surface = CairoSurface(
      owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!)
    let context = cairo_create(surface.pointer)!
    cairo_scale(context, Double(scale), Double(scale))
    replay(onto: context, alpha: 1)
    cairo_destroy(context)
    cairo_surface_flush(surface.pointer)
    return surface
  }

  /// The size the document declares: its `width` and `height` in absolute units, else its
  /// `viewBox`.
  private static func intrinsicSize(of handle: UnsafeMutablePointer<RsvgHandle>)
    throws(DrawKitError) -> CGSize
  {
    var width = 0.0
    var height = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
      var hasWidth: gboolean = 0
      var hasHeight: gboolean = 0
      var hasViewBox: gboolean = 0
      var viewBox = RsvgRectangle()
      rsvg_handle_get_intrinsic_dimensions(
        handle, &hasWidth, nil, &hasHeight, nil, &hasViewBox, &viewBox)
      guard hasViewBox != 0 else {
        throw DrawKitError(
          .invalidImage,
          "The SVG document has no size: give its root width and height, or a viewBox")
      }
      width = viewBox.width
      height = viewBox.height
    }
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw DrawKitError(
        .invalidImage, "The SVG document's size \(width)×\(height) is not a positive area")
    }
    return CGSize(width: width, height: height)
  }

  /// The message of `error`, which is freed.
  private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "no reason given" }
    defer { g_error_free(error) }
    return String(cString: error.pointee.message)
  }
}
