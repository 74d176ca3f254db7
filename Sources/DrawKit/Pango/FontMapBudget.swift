internal import CDrawKitCairo

/// The fonts a thread's Pango font map has been asked for since its caches were last
/// cleared, so that the font map's memory stays bounded.
///
/// Pango's fontconfig font map keeps every font pattern it resolves for as long as it lives
/// (its `pattern_hash`; fontsets and fonts have their own bounds): about 22 KB for every font
/// size, so a program that zooms through 5,000 sizes grew by 110 MB and never gave it back.
/// Once a thread has used ``limit`` distinct fonts, the next new one clears the font map's
/// caches with `pango_fc_font_map_cache_clear`, what Pango does when fontconfig's
/// configuration changes; layouts made before lay themselves out again when next used, with
/// the same fonts and pixels. DrawKit's own font caches (metrics, baseline ink) are LRU caches
/// of the same size (a layout whose final white space DrawKit gave no width has it zeroed
/// again, ``TextLayout/keepFinalWhiteSpaceZeroed(in:)``). The caches are cleared as well when
/// fontconfig's configuration changed since this thread's font map read its fonts
/// (``FontConfiguration``).
final class FontMapBudget {
  /// The most distinct fonts used between two clears: Pango's own fontset cache holds as many.
  static let limit = 256

  /// The fonts used since the last clear.
  private(set) var fonts: Set<Font> = []
  /// How many times this thread's font map has been cleared: for tests of the bound.
  private(set) var clearCount = 0
  /// The ``FontConfiguration/generation`` this thread's font map has read its fonts in: 0,
  /// the process's first, until it is cleared, since the map may have read them before this
  /// budget was made (GTK's main thread shares its font map with DrawKit's).
  private var generation = 0

  /// The calling thread's budget, for the font map of its ``PangoMeasuringContext``.
  static var current: FontMapBudget { budgets.value }

  private static let budgets = ThreadLocal { FontMapBudget() }

  /// Notes that `font` is about to be used with this thread's font map, clearing the map's
  /// caches first when fontconfig's configuration changed since the map read its fonts, or
  /// when `font` is new and ``limit`` others were used since the last clear.
  func willUse(_ font: Font) {
    let current = FontConfiguration.generation
    if current != generation {
      generation = current
      clear()
    }
    guard !fonts.contains(font) else { return }
    if fonts.count >= Self.limit { clear() }
    fonts.insert(font)
  }

  /// Calls `pango_fc_font_map_cache_clear` on this thread's font map, if it is fontconfig's
  /// (on macOS it is Core Text's, which keeps no such table).
  private func clear() {
    fonts.removeAll(keepingCapacity: true)
    guard let map = pango_context_get_font_map(PangoMeasuringContext.current.pointer) else {
      return
    }
    let instance = UnsafeMutableRawPointer(map).assumingMemoryBound(to: GTypeInstance.self)
    guard g_type_check_instance_is_a(instance, pango_fc_font_map_get_type()) != 0 else { return }
    pango_fc_font_map_cache_clear(OpaquePointer(map))
    clearCount += 1
  }
}
