internal import CDrawKitCairo
import Foundation

/// The vertical measurements of a font as Pango lays it out, in user-space units.
package struct FontMetrics: Sendable {
  var ascender: CGFloat
  var descender: CGFloat
  var lineHeight: CGFloat
  var leading: CGFloat
  var underlinePosition: CGFloat
  var underlineThickness: CGFloat
  /// The family Pango actually uses for the font's primary face.
  var resolvedFamily: String

  /// The most fonts whose metrics are remembered; past it the least recently used is
  /// measured again when next asked for, so a program that zooms through thousands of sizes
  /// keeps a bounded cache.
  package static let cacheCapacity = 256
  private static let cache = LockedValue(
    LRUCache<FontConfiguration.Key, FontMetrics>(capacity: cacheCapacity))

  /// How many fonts' metrics are remembered now: for tests of the bound.
  package static var cachedCount: Int { cache.withLock { $0.count } }

  /// The metrics of `font`, measured on first use and remembered while it is among the
  /// ``cacheCapacity`` fonts used most recently.
  static func of(_ font: Font) -> FontMetrics {
    let key = FontConfiguration.Key(font)
    if let known = cache.withLock({ $0.value(for: key) }) {
      return known
    }
    let measured = measure(font)
    cache.withLock { _ = $0.insert(measured, for: key) }
    return measured
  }

  /// Lays out one and two lines of "X" to read the line box and baseline-to-baseline pitch
  /// that Pango really uses, fallback and hinting included.
  private static func measure(_ font: Font) -> FontMetrics {
    let context = PangoMeasuringContext.current
    let layout = PangoMeasuringContext.makeLayout()
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
    let resolvedFamily = Self.resolvedFamily(of: description, in: context)
    warnIfMissing(font, resolved: resolvedFamily)
    defer { pango_font_metrics_unref(fontMetrics) }
    let lineTop = CGFloat(firstLine.y) / scale
    let lineHeight = CGFloat(firstLine.height) / scale
    return FontMetrics(
      ascender: firstBaseline - lineTop,
      descender: -(lineTop + lineHeight - firstBaseline),
      lineHeight: lineHeight,
      leading: secondBaseline - firstBaseline,
      underlinePosition: -CGFloat(pango_font_metrics_get_underline_position(fontMetrics)) / scale,
      underlineThickness: CGFloat(pango_font_metrics_get_underline_thickness(fontMetrics)) / scale,
      resolvedFamily: resolvedFamily)
  }

  private static let genericFamilies: Set<String> = [
    "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji",
  ]

  /// The family of the face Pango loads for `description`.
  private static func resolvedFamily(
    of description: PangoFontDescriptionHandle, in context: PangoObject
  )
    -> String
  {
    guard let font = pango_context_load_font(context.pointer, description.pointer) else {
      return ""
    }
    defer { g_object_unref(UnsafeMutableRawPointer(font)) }
    let loaded = pango_font_describe(font)!
    defer { pango_font_description_free(loaded) }
    return pango_font_description_get_family(loaded).map { String(cString: $0) } ?? ""
  }

  /// The families already warned about, so each missing family is reported once.
  private static let warnedFamilies = LockedValue<Set<String>>([])

  /// Warns, once per family, when none of the families the font names is the one Pango found.
  private static func warnIfMissing(_ font: Font, resolved: String) {
    let requested = font.family.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard
      !requested.contains(where: { genericFamilies.contains($0) || $0 == resolved.lowercased() })
    else { return }
    guard warnedFamilies.withLock({ $0.insert(font.family).inserted }) else { return }
    Diagnostics.warn(
      "font family \"\(font.family)\" is not installed; using \"\(resolved)\" instead")
  }
}
