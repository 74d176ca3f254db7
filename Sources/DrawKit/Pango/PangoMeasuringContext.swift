internal import CDrawKitCairo
import Foundation

/// The Pango context text is laid out with: one per thread, on that thread's default font map,
/// with the font options of a cairo image surface (grayscale antialiasing, metrics hinted).
///
/// Laying out against one fixed set of options makes a layout the same on every output: the
/// PNG, PDF and SVG of one tree break lines at the same places. Pango's font maps are not
/// thread-safe, so each thread has its own context; a layout is used on the thread that made
/// it.
enum PangoMeasuringContext {
  /// This thread's context, made on first use and released when the thread exits.
  static var current: PangoObject { contexts.value }

  private static let contexts = ThreadLocal { makeContext() }

  /// A new, empty Pango layout on this thread's context, counted by ``PangoLayoutCount``.
  ///
  /// Calls `pango_layout_new`.
  static func makeLayout() -> PangoObject {
    PangoLayoutCount.increment()
    return PangoObject(owning: pango_layout_new(current.pointer)!)
  }

  /// Whether `layout` may be given new inputs and laid out again on this thread: it was
  /// made on this thread's context (a context is used on one thread only).
  static func canReuse(_ layout: PangoObject) -> Bool {
    pango_layout_get_context(layout.pointer) == current.pointer
  }

  /// Loads fontconfig's configuration and font caches (about 7 ms), which the first context
  /// on any thread otherwise does.
  ///
  /// Calls `FcInit`.
  static func loadFontConfiguration() {
    FcInit()
  }

  private static func makeContext() -> PangoObject {
    FontLoading.waitUntilLoaded()
    let fontMap = pango_cairo_font_map_get_default()!
    let context = PangoObject(owning: pango_font_map_create_context(fontMap)!)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
    let scratch = cairo_create(surface)!
    pango_cairo_update_context(scratch, context.pointer)
    cairo_destroy(scratch)
    cairo_surface_destroy(surface)
    return context
  }
}
