import CCairo
import Foundation
import Synchronization

/// The vertical measurements of a font as Pango lays it out, in user-space units.
struct FontMetrics: Sendable {
  var ascender: CGFloat
  var descender: CGFloat
  var lineHeight: CGFloat
  var leading: CGFloat
  var underlinePosition: CGFloat
  var underlineThickness: CGFloat

  private static let cache = Mutex<[Font: FontMetrics]>([:])

  /// The metrics of `font`, measured once per process and then remembered.
  static func of(_ font: Font) -> FontMetrics {
    if let known = cache.withLock({ $0[font] }) {
      return known
    }
    let measured = measure(font)
    cache.withLock { $0[font] = measured }
    return measured
  }

  /// Lays out one and two lines of "X" to read the line box and baseline-to-baseline pitch
  /// that Pango really uses, fallback and hinting included.
  private static func measure(_ font: Font) -> FontMetrics {
    let context = PangoMeasuringContext.current
    let layout = PangoObject(owning: pango_layout_new(context.pointer)!)
    let description = font.makePangoDescription()
    pango_layout_set_font_description(layout.pointer, description.pointer)
    pango_layout_set_text(layout.pointer, "X\nX", -1)
    let scale = CGFloat(PANGO_SCALE)
    let iterator = pango_layout_get_iter(layout.pointer)!
    let firstBaseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
    var firstLine = PangoRectangle()
    pango_layout_iter_get_line_extents(iterator, nil, &firstLine)
    pango_layout_iter_next_line(iterator)
    let secondBaseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
    pango_layout_iter_free(iterator)

    let fontMetrics = pango_context_get_metrics(context.pointer, description.pointer, nil)!
    defer { pango_font_metrics_unref(fontMetrics) }
    let lineTop = CGFloat(firstLine.y) / scale
    let lineHeight = CGFloat(firstLine.height) / scale
    return FontMetrics(
      ascender: firstBaseline - lineTop,
      descender: -(lineTop + lineHeight - firstBaseline),
      lineHeight: lineHeight,
      leading: secondBaseline - firstBaseline,
      underlinePosition: -CGFloat(pango_font_metrics_get_underline_position(fontMetrics)) / scale,
      underlineThickness: CGFloat(pango_font_metrics_get_underline_thickness(fontMetrics)) / scale)
  }
}
