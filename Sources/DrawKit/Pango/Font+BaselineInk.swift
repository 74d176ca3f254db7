internal import CDrawKitCairo
import Foundation

extension Font {
  /// How far below the baseline the ink of glyphs that stand on it reaches, in points: Latin
  /// capitals and round letters, kanji, Arabic letters without tails, emoji, with this font
  /// and the fonts Pango falls back to for them.
  ///
  /// Measured once per font from Pango's ink extents of such glyphs (`pango_layout_get_extents`)
  /// and remembered; ruled lines sit under it so that no script's glyphs touch them (only
  /// descenders cross a rule, as on paper).
  var baselineInkDepth: CGFloat {
    if let known = Self.baselineInkDepths.withLock({ $0.value(for: self) }) { return known }
    let layout = PangoObject(owning: pango_layout_new(PangoMeasuringContext.current.pointer)!)
    let description = makePangoDescription()
    pango_layout_set_font_description(layout.pointer, description.pointer)
    pango_layout_set_text(layout.pointer, Self.baselineProbe, -1)
    var ink = PangoRectangle()
    pango_layout_get_extents(layout.pointer, &ink, nil)
    let baseline = pango_layout_get_baseline(layout.pointer)
    let depth = max(CGFloat(ink.y + ink.height - baseline) / CGFloat(PANGO_SCALE), 0)
    let measured = depth.isFinite ? depth : 0
    Self.baselineInkDepths.withLock { _ = $0.insert(measured, for: self) }
    return measured
  }

  /// Glyphs that stand on the baseline without descending, in the scripts DrawKit's fonts
  /// fall back to: Latin, Japanese, Arabic, emoji.
  private static let baselineProbe = "HOXEo日本語口ادا😀🍎👍"

  /// How many fonts' baseline ink depths are remembered now: for tests of the bound.
  package static var cachedBaselineInkCount: Int { baselineInkDepths.withLock { $0.count } }

  private static let baselineInkDepths = LockedValue(
    LRUCache<Font, CGFloat>(capacity: FontMetrics.cacheCapacity))
}
