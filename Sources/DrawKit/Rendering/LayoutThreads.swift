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
/// away: the release waits until every helper has exited, so making and releasing values in
/// a loop never piles threads up. They are bound to the first thread that lays out a batch
/// with them (usually the main thread, where the host renders): the layouts a helper makes
/// use its fonts, which only that one thread may then use. Batches laid out from any other
/// thread, with the same renderer or another, are laid out on that thread alone, so sharing
/// the value is always safe. Make one per host (per window loop), not one per frame.
public final class LayoutThreads: Sendable {
  /// The layouter the helpers serve.
  let layouter: TextLayouter

  /// Starts `count` helper threads, at most ``maximumCount``; `count` below 1 starts none,
  /// and batches are then laid out on the rendering thread alone.
  ///
  /// - Parameter count: How many helpers; the default is one per processor core beyond the
  ///   first, at most three (none on a single-core machine).
  public convenience init(count: Int = LayoutThreads.recommendedCount) {
    self.init(count: count, census: .shared)
  }

  /// Starts helpers as ``init(count:)`` does, counting them in `census`: for tests that
  /// count the threads alive.
  package init(count: Int, census: HelperThreadCensus) {
    layouter = TextLayouter(
      helperThreads: min(max(count, 0), Self.maximumCount), census: census)
  }

  /// How many helper threads run: `count` clamped to `0...maximumCount`, or fewer when the
  /// system refused to start more.
  public var count: Int { layouter.helperCount }

  /// The most helper threads one value starts: one per processor core beyond the first (the
  /// rendering thread takes a share of every batch too), at least one, at most 16.
  ///
  /// More helpers than cores could only take turns: each would be woken for every batch
  /// and find little or nothing left to lay out.
  public static let maximumCount = min(
    max(ProcessInfo.processInfo.activeProcessorCount - 1, 1), 16)

  /// One helper per processor core beyond the first, at most three: more rarely pays, since
  /// a frame seldom has enough text for them.
  public static var recommendedCount: Int { TextLayouter.recommendedHelperCount }
}
