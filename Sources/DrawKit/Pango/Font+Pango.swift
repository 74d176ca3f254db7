internal import CDrawKitCairo
import Foundation

extension Font {
  /// The font a Pango description string such as `"DejaVu Sans Bold 16"` names; see
  /// ``init(pangoDescription:)``.
  static func parsing(pangoDescription description: String) -> Font {
    let parsed = pango_font_description_from_string(description)!
    defer { pango_font_description_free(parsed) }
    let family = pango_font_description_get_family(parsed).map { String(cString: $0) }
    let rawSize = CGFloat(pango_font_description_get_size(parsed)) / CGFloat(PANGO_SCALE)
    let isAbsolute = pango_font_description_get_size_is_absolute(parsed) != 0
    let points = rawSize > 0 ? rawSize : 12
    var font = Font(
      family: family ?? "sans-serif",
      size: isAbsolute ? rawSize : points * 96 / 72,
      weight: Weight(rawValue: Int(pango_font_description_get_weight(parsed).rawValue)),
      style: pango_font_description_get_style(parsed) == PANGO_STYLE_NORMAL ? .normal : .italic)
    if !isAbsolute {
      font.pangoPoints =
        rawSize > 0 ? pango_font_description_get_size(parsed) : Int32(12 * PANGO_SCALE)
    }
    return font
  }

  /// The Pango description for this font, owned by the caller, to use on the calling thread
  /// (whose font map's caches it counts against their bound, see ``FontMapBudget``).
  func makePangoDescription() -> PangoFontDescriptionHandle {
    FontMapBudget.current.willUse(self)
    let handle = PangoFontDescriptionHandle(owning: pango_font_description_new()!)
    pango_font_description_set_family(handle.pointer, family)
    if let pangoPoints, size == CGFloat(pangoPoints) / CGFloat(PANGO_SCALE) * 96 / 72 {
      pango_font_description_set_size(handle.pointer, pangoPoints)
    } else {
      pango_font_description_set_absolute_size(handle.pointer, Double(size) * Double(PANGO_SCALE))
    }
    pango_font_description_set_weight(handle.pointer, PangoWeight(UInt32(weight.rawValue)))
    pango_font_description_set_style(
      handle.pointer, style.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return handle
  }
}
