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
  var baselineInkDepth: CGFloat { baselineInk.depth }

  /// How far above the baseline the ink of the same glyphs reaches, in points: kanji and emoji
  /// from fallback fonts reach higher than this font's capitals, and a ruled line must stay
  /// below them on the next line (see ``ruledLinePitch``).
  var baselineInkHeight: CGFloat { baselineInk.height }

  /// The most a rule between two lines of text may need, in points: a point of space above it,
  /// a rule up to a point thick, a point of space below it, and a point for snapping the
  /// text's baseline and the rule to device pixel rows.
  static let ruleRoom: CGFloat = 4

  /// The line pitch of ruled text: the font's ``leading``, or more where the glyphs that stand
  /// on the baseline (kanji and emoji from fallback fonts) leave no ``ruleRoom`` between one
  /// line's ink and the next line's, in whole points then.
  ///
  /// At 17 points DejaVu Sans leads 21 points, while an emoji from Noto Color Emoji inks 20 of
  /// them, so a rule under one line touched the kanji and emoji of the next.
  var ruledLinePitch: CGFloat {
    let ink = baselineInk
    return max(leading, (ink.height + ink.depth + Self.ruleRoom).rounded(.up))
  }

  /// The deepest and highest ink of ``baselineProbes`` below and above the baseline, measured
  /// once per font by drawing it.
  ///
  /// Pango's ink extents (`pango_layout_get_extents`) of Noto Color Emoji's bitmaps are not
  /// where cairo draws them (at 17 px, drawn emoji reach higher than the extents say), so a
  /// pitch made from the extents left the next line's emoji on the rule. Each probe is drawn
  /// with `pango_cairo_show_layout` into an A8 surface at four times its size, and the rows
  /// with ink are counted.
  private var baselineInk: (depth: CGFloat, height: CGFloat) {
    let key = FontConfiguration.Key(self)
    if let known = Self.baselineInks.withLock({ $0.value(for: key) }) { return known }
    let layout = PangoMeasuringContext.makeLayout()
    let description = makePangoDescription()
    pango_layout_set_font_description(layout.pointer, description.pointer)
    var measured: (depth: CGFloat, height: CGFloat) = (0, 0)
    for probe in Self.baselineProbes {
      pango_layout_set_text(layout.pointer, probe, -1)
      let ink = Self.drawnInk(of: layout, size: size)
      measured = (max(measured.depth, ink.depth), max(measured.height, ink.height))
    }
    Self.baselineInks.withLock { _ = $0.insert(measured, for: key) }
    return measured
  }

  /// How far below and above its baseline `layout` inks when drawn, in points.
  private static func drawnInk(of layout: PangoObject, size: CGFloat)
    -> (depth: CGFloat, height: CGFloat)
  {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout.pointer, nil, &logical)
    let unit = CGFloat(PANGO_SCALE)
    let baseline = CGFloat(pango_layout_get_baseline(layout.pointer)) / unit
    let margin = max(size, 1)
    let oversampling: CGFloat = 4
    let width = Int(((CGFloat(logical.width) / unit + 2 * margin) * oversampling).rounded(.up))
    let height = Int(((CGFloat(logical.height) / unit + 2 * margin) * oversampling).rounded(.up))
    var measured: (depth: CGFloat, height: CGFloat) = (0, 0)
    if width > 0, height > 0, width < 1 << 15, height < 1 << 15,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
      let context = cairo_create(surface)
    {
      cairo_scale(context, oversampling, oversampling)
      cairo_move_to(context, margin, margin)
      pango_cairo_show_layout(context, layout.pointer)
      cairo_destroy(context)
      cairo_surface_flush(surface)
      let stride = Int(cairo_image_surface_get_stride(surface))
      if let data = cairo_image_surface_get_data(surface) {
        let inked = (0..<height).filter { row in
          (0..<width).contains { data[row * stride + $0] > 0x18 }
        }
        if let top = inked.first, let bottom = inked.last {
          let baselineRow = (margin + baseline) * oversampling
          measured = (
            max((CGFloat(bottom + 1) - baselineRow) / oversampling, 0),
            max((baselineRow - CGFloat(top)) / oversampling, 0)
          )
        }
      }
      cairo_surface_destroy(surface)
    }
    return measured
  }

  /// Glyphs that stand on the baseline without descending, in the scripts DrawKit's fonts
  /// fall back to (Latin, Japanese, Arabic, emoji), mixed and each alone: emoji after Latin
  /// letters draw smaller than emoji alone or after kanji (at 17 px, 13.5 px above the
  /// baseline against 17.5).
  private static let baselineProbes = [
    "HOXEo日本語口ادا😀🍎👍", "HOXEo", "日本語口", "日本語口😀🍎👍", "ادا", "😀🍎👍",
  ]

  /// How many fonts' baseline ink extents are remembered now: for tests of the bound.
  package static var cachedBaselineInkCount: Int { baselineInks.withLock { $0.count } }

  private static let baselineInks = LockedValue(
    LRUCache<FontConfiguration.Key, (depth: CGFloat, height: CGFloat)>(
      capacity: FontMetrics.cacheCapacity))
}
