import Foundation
import Synchronization

/// The helper threads of a parallel ``TextLayouter``: they wait for a batch of layouts and lay
/// out their share of it, until the layouter that owns them goes away.
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
final class LayoutHelperPool: @unchecked Sendable {
  // Sendable because `layouts`, `generation`, `busy` and `isStopped` are read and written only
  // while holding `condition`, the counters are atomics, and the layouts a helper takes are
  // touched by no other thread until the sharing thread sees `busy` fall to zero.

  private let condition = NSCondition()
  private var layouts: [TextLayout] = []
  private var generation = 0
  private var busy = 0
  private var isStopped = false
  private let next = Atomic<Int>(0)
  private let laidOutByHelpers = Atomic<Int>(0)

  /// Starts `count` helper threads; the first pool of the process also loads fontconfig on
  /// its first helper (see ``FontLoading``).
  init(count: Int) {
    let loadsFonts = FontLoading.claim()
    for index in 0..<count {
      let thread = Thread { [self] in
        if index == 0, loadsFonts {
          FontLoading.load()
        }
        serve()
      }
      thread.name = "DrawKit layout \(index + 1)"
      thread.start()
    }
  }

  /// Lets the helpers finish: each leaves its loop the next time it wakes.
  func stop() {
    condition.lock()
    isStopped = true
    generation += 1
    condition.broadcast()
    condition.unlock()
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

  /// A helper's life: warm its fonts up, then wait for a batch it has not seen and join it
  /// while it still has layouts, until the pool stops.
  private func serve() {
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
