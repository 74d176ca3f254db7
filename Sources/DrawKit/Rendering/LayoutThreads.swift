import Foundation

/// Helper threads that lay out a frame's text in parallel: give one to the ``Renderer`` (and
/// to ``TextView/layoutParagraphs(limit:using:)``) of a host that draws many paragraphs or
/// widgets per frame.
///
/// Before painting, a renderer collects the text layouts that the visible views still need
/// and lays them out in one batch; with layout threads, the rendering thread and the helpers
/// share that batch, so a frame uses every processor core rather than one. The result is the
/// same as laying out on one thread, pixel for pixel.
///
/// The helpers start when the value is made and stop when the last reference to it goes
/// away. They are bound to the first thread that lays out a batch with them (usually the
/// main thread, where the host renders): the layouts a helper makes use its fonts, which only
/// that one thread may then use. Batches laid out from any other thread, with the same
/// renderer or another, are laid out on that thread alone, so sharing the value is always
/// safe. Make one per host (per window loop), not one per frame.
public final class LayoutThreads: Sendable {
  /// The layouter the helpers serve.
  let layouter: TextLayouter

  /// Starts `count` helper threads, at most ``maximumCount``; `count` below 1 starts none,
  /// and batches are then laid out on the rendering thread alone.
  ///
  /// - Parameter count: How many helpers; the default is one per processor core beyond the
  ///   first, at most three (none on a single-core machine).
  public init(count: Int = LayoutThreads.recommendedCount) {
    layouter = TextLayouter(helperThreads: min(count, Self.maximumCount))
    self.count = max(min(count, Self.maximumCount), 0)
  }

  /// How many helper threads run.
  public let count: Int

  /// The most helper threads one value starts: a frame's text seldom keeps even a few busy.
  public static let maximumCount = 16

  /// One helper per processor core beyond the first, at most three: more rarely pays, since
  /// a frame seldom has enough text for them.
  public static var recommendedCount: Int { TextLayouter.recommendedHelperCount }
}
