import Foundation
import Synchronization

/// The lay-out step of a frame: lays out a batch of text layouts, on the calling thread alone
/// or shared with helper threads, so that a frame that needs dozens of paragraphs or widgets
/// laid out uses every processor core rather than one.
///
/// A ``Renderer`` or a host owns the layouter and injects it: the renderer hands it the
/// layouts that the visible views prepared for a frame, and a host may hand it idle work such
/// as measuring a long document. No view starts or knows about it.
///
/// A parallel layouter's helpers make layouts that use their own Pango fonts, which is safe
/// only while one thread reads every layout they make (see ``LayoutHelperPool``). So the
/// layouter binds to the first thread that lays out a batch with it, and lays out batches from
/// any other thread on that thread alone.
package final class TextLayouter: Sendable {
  /// Below this many layouts waking a helper costs more than it saves.
  static let minimumSharedCount = 8

  /// A layouter without helpers: every batch is laid out on the calling thread.
  package static let serial = TextLayouter(helperThreads: 0)

  /// The helpers, or `nil` for a serial layouter.
  private let helpers: LayoutHelperPool?
  /// The thread bound to the helpers (`pthread_self`), 0 until the first shared batch.
  private let owner = Atomic<UInt>(0)

  /// How many helper threads a parallel layouter uses on this machine: one per processor core
  /// beyond the first, at most three.
  package static var recommendedHelperCount: Int {
    min(ProcessInfo.processInfo.activeProcessorCount, 4) - 1
  }

  /// A layouter with `helperThreads` helpers (none, or a negative count, is serial), counted
  /// in `census`; the helpers start at once, and the layouter's release stops and joins
  /// them before it returns.
  package init(helperThreads: Int, census: HelperThreadCensus = .shared) {
    let pool = helperThreads > 0 ? LayoutHelperPool(count: helperThreads, census: census) : nil
    helpers = pool.flatMap { $0.count > 0 ? $0 : nil }
  }

  deinit {
    helpers?.stop()
  }

  /// Whether batches are shared with helper threads (when laid out on the bound thread).
  package var isParallel: Bool { helpers != nil }

  /// How many helper threads run: those asked for, unless the system refused some.
  package var helperCount: Int { helpers?.count ?? 0 }

  /// Lays out every layout in `layouts` that is not laid out yet; returns how many helper
  /// threads laid out.
  ///
  /// The batch is shared with the helpers when the layouter is parallel, the batch is large
  /// enough, and the calling thread is the one the helpers are bound to (the first to call);
  /// otherwise the calling thread lays it out alone.
  @discardableResult
  package func layOut(_ layouts: [TextLayout]) -> Int {
    let pending = layouts.filter { !$0.isLaidOut }
    guard let helpers, pending.count >= Self.minimumSharedCount, bindToCallingThread() else {
      for layout in pending { layout.layOut() }
      return 0
    }
    return helpers.layOut(pending)
  }

  /// Binds the helpers to the calling thread if no thread has them yet; returns whether the
  /// calling thread is the bound one.
  private func bindToCallingThread() -> Bool {
    let current = UInt(pthread_self())
    let exchange = owner.compareExchange(
      expected: 0, desired: current, ordering: .acquiringAndReleasing)
    return exchange.exchanged || exchange.original == current
  }
}
