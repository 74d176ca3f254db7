import Foundation
import Synchronization

/// The helper threads of a parallel ``TextLayouter``: they wait for a batch of layouts and lay
/// out their share of it, until the layouter that owns them goes away and ``stop()`` joins
/// them.
///
/// A batch is a list of layouts and a shared counter: the owning thread and every helper that
/// wakes in time take the next layout from the counter until none is left, then the owning
/// thread waits for the helpers still busy. A helper that wakes after the list ran out does
/// nothing, so a slow helper never delays a frame by more than the layout it is finishing.
///
/// Pango's font maps are per thread, so a helper lays out with its own Pango context and the
/// layouts it makes use its fonts. The thread that shared the batch then reads and draws them
/// as its own. That is safe because a helper touches its fonts only while a batch runs, the
/// sharing thread uses no layout of a batch before the batch ends, and only one thread ever
/// shares batches with a pool: ``TextLayouter`` binds its pool to the first thread that uses
/// it, and lays out alone on every other.
///
/// The helpers are POSIX threads, joined by ``stop()``: once it returns, none of them runs,
/// so making and releasing layouters in a loop never piles threads up.
final class LayoutHelperPool: @unchecked Sendable {
  // Sendable because `layouts`, `generation`, `busy` and `isStopped` are read and written only
  // while holding `condition`, the counters are atomics, `threads` is written only by `init`
  // and read only by `stop`, and the layouts a helper takes are touched by no other thread
  // until the sharing thread sees `busy` fall to zero.

  private let condition = NSCondition()
  private var layouts: [TextLayout] = []
  private var generation = 0
  private var busy = 0
  private var isStopped = false
  private let next = Atomic<Int>(0)
  private let laidOutByHelpers = Atomic<Int>(0)
  private let census: HelperThreadCensus
  /// The helpers that started, to be joined.
  private var threads: [pthread_t] = []

  /// What a new helper thread is handed: its pool, its number and whether it loads fonts.
  private final class Start {
    let pool: LayoutHelperPool
    let index: Int
    let loadsFonts: Bool

    init(pool: LayoutHelperPool, index: Int, loadsFonts: Bool) {
      self.pool = pool
      self.index = index
      self.loadsFonts = loadsFonts
    }

    /// The body of the helper thread this start was made for.
    func run() {
      pool.serve(index: index, loadsFonts: loadsFonts)
    }
  }

  /// Starts `count` helper threads (fewer when the system refuses more), counted in
  /// `census`; the first pool of the process also loads fontconfig on its first helper (see
  /// ``FontLoading``).
  init(count: Int, census: HelperThreadCensus = .shared) {
    self.census = census
    let loadsFonts = FontLoading.claim()
    for index in 0..<count {
      let start = Start(pool: self, index: index, loadsFonts: index == 0 && loadsFonts)
      let context = Unmanaged.passRetained(start).toOpaque()
      var thread = pthread_t()
      census.threadStarts()
      let started = pthread_create(&thread, nil, Self.threadEntry, context)
      guard started == 0 else {
        Unmanaged<Start>.fromOpaque(context).release()
        census.threadEnded()
        if start.loadsFonts { FontLoading.load() }
        break
      }
      threads.append(thread)
    }
  }

  /// How many helpers run.
  var count: Int { threads.count }

  /// What a helper thread runs: the ``Start`` it is handed (retained for it), then nothing.
  private static let threadEntry:
    @convention(c) (UnsafeMutableRawPointer?) ->
      UnsafeMutableRawPointer? = { context in
        guard let context else { return nil }
        Unmanaged<Start>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }

  /// Stops the helpers and waits until every one has exited: each leaves its loop the next
  /// time it wakes, which this wakes them for.
  func stop() {
    condition.lock()
    isStopped = true
    generation += 1
    condition.broadcast()
    condition.unlock()
    for thread in threads {
      pthread_join(thread, nil)
      census.threadEnded()
    }
    threads = []
  }

  /// Lays out `layouts` on the calling thread and the helpers; returns how many the helpers
  /// did.
  func layOut(_ layouts: [TextLayout]) -> Int {
    condition.lock()
    self.layouts = layouts
    next.store(0, ordering: .relaxed)
    laidOutByHelpers.store(0, ordering: .relaxed)
    generation += 1
    condition.broadcast()
    condition.unlock()

    takeLayouts(from: layouts, byHelper: false)

    condition.lock()
    self.layouts = []
    while busy > 0 { condition.wait() }
    condition.unlock()
    return laidOutByHelpers.load(ordering: .relaxed)
  }

  /// A helper's life: name the thread, load the fonts if it was asked to, warm its fonts up,
  /// then wait for a batch it has not seen and join it while it still has layouts, until the
  /// pool stops.
  private func serve(index: Int, loadsFonts: Bool) {
    Thread.current.name = "DrawKit lay \(index + 1)"
    if loadsFonts { FontLoading.load() }
    warmUp()
    var seen = 0
    while true {
      condition.lock()
      while generation == seen { condition.wait() }
      seen = generation
      if isStopped {
        condition.unlock()
        return
      }
      let batch = layouts
      guard !batch.isEmpty else {
        condition.unlock()
        continue
      }
      busy += 1
      condition.unlock()

      takeLayouts(from: batch, byHelper: true)

      condition.lock()
      busy -= 1
      if busy == 0 { condition.broadcast() }
      condition.unlock()
    }
  }

  /// Makes the helper's Pango context and lays out a line in the default theme's font, so
  /// that loading fonts and shaping tables for this thread happens while the first tree is
  /// still being built rather than in its first batch.
  private func warmUp() {
    TextLayout("Warm up 0123456789", font: .system(size: 16)).layOut()
  }

  private func takeLayouts(from batch: [TextLayout], byHelper: Bool) {
    while true {
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < batch.count else { return }
      batch[index].layOut()
      if byHelper { laidOutByHelpers.wrappingAdd(1, ordering: .relaxed) }
    }
  }
}
