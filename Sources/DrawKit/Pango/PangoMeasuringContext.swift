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

  /// This thread's contexts whose base direction is left to right and right to left, for
  /// layouts of a fixed direction (``TextLayout/fixedRightToLeft``), made on first use: a
  /// Pango layout takes a fixed direction from its context only.
  private static let leftToRightContexts = ThreadLocal {
    makeContext(baseDirection: PANGO_DIRECTION_LTR)
  }
  private static let rightToLeftContexts = ThreadLocal {
    makeContext(baseDirection: PANGO_DIRECTION_RTL)
  }

  /// This thread's context for layouts of fixed direction `fixedRightToLeft` (right to left
  /// when `true`), or ``current`` for `nil`.
  private static func current(fixedRightToLeft: Bool?) -> PangoObject {
    switch fixedRightToLeft {
    case nil: current
    case false?: leftToRightContexts.value
    case true?: rightToLeftContexts.value
    }
  }

  /// A new, empty Pango layout on this thread's context for `fixedRightToLeft` (see
  /// ``TextLayout/fixedRightToLeft``), counted by ``PangoLayoutCount``.
  ///
  /// Calls `pango_layout_new`.
  static func makeLayout(fixedRightToLeft: Bool? = nil) -> PangoObject {
    PangoLayoutCount.increment()
    return PangoObject(
      owning: pango_layout_new(current(fixedRightToLeft: fixedRightToLeft).pointer)!)
  }

  /// Whether `layout` may be given new inputs of fixed direction `fixedRightToLeft` and laid
  /// out again on this thread: it was made on this thread's context for that direction (a
  /// context is used on one thread only).
  static func canReuse(_ layout: PangoObject, fixedRightToLeft: Bool? = nil) -> Bool {
    pango_layout_get_context(layout.pointer)
      == current(fixedRightToLeft: fixedRightToLeft).pointer
  }

  /// Loads fontconfig's configuration and font caches (about 7 ms), which the first context
  /// on any thread otherwise does.
  ///
  /// Calls `FcInit`.
  static func loadFontConfiguration() {
    FcInit()
  }

  /// A context on this thread's default font map, with `baseDirection` when one is given.
  private static func makeContext(baseDirection: PangoDirection? = nil) -> PangoObject {
    FontLoading.waitUntilLoaded()
    let fontMap = pango_cairo_font_map_get_default()!
    let context = PangoObject(owning: pango_font_map_create_context(fontMap)!)
    if let baseDirection { pango_context_set_base_dir(context.pointer, baseDirection) }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
    let scratch = cairo_create(surface)!
    pango_cairo_update_context(scratch, context.pointer)
    cairo_destroy(scratch)
    cairo_surface_destroy(surface)
    return context
  }
}
