import Synchronization

/// Which fontconfig configuration text is laid out with: a number that grows each time the
/// process replaces fontconfig's current configuration (as `FontPinning` in DrawKitTesting
/// does), so that every thread's Pango font map and DrawKit's font caches follow the change.
///
/// Pango keeps one font map per thread, and each reads fontconfig's font list once and
/// keeps it. A thread whose font map was made before the configuration changed (a test
/// runner's worker thread that laid text out before a test pinned its fonts) went on drawing
/// with the old fonts. Now each thread compares the generation its font map has seen with
/// this one before it uses a font (``FontMapBudget/willUse(_:)``) and clears the map's
/// caches when it changed; the process-wide font caches file their entries under the
/// generation they were measured in (``Key``), so an entry measured before the change is
/// never read after it.
package enum FontConfiguration {
  private static let counter = Atomic<Int>(0)

  /// The current generation.
  static var generation: Int { counter.load(ordering: .acquiring) }

  /// Records that fontconfig's current configuration was replaced: text laid out from now
  /// on, on any thread, uses the new one.
  package static func didChange() {
    counter.add(1, ordering: .releasing)
  }

  /// A font, in the configuration generation it is measured in: the key of DrawKit's
  /// process-wide font caches.
  struct Key: Hashable {
    let font: Font
    let generation: Int

    /// `font` in the current generation.
    init(_ font: Font) {
      self.font = font
      self.generation = FontConfiguration.generation
    }
  }
}
