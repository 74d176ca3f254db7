import Dispatch
import Foundation
import Synchronization

/// The helper threads of ``TextLayoutBatch``: one per processor core beyond the first (at most
/// three), started by the first text widget made on the main thread and kept for the life of
/// the process.
///
/// The first helper starts by loading fontconfig's configuration and font caches (about 7 ms),
/// so that this overlaps building the rest of the tree; a thread that needs fonts meanwhile
/// waits for it rather than loading them a second time.
///
/// A batch is a list of layouts and a shared counter: the main thread and every helper that
/// wakes in time take the next layout from the counter until none is left, then the main
/// thread waits for the helpers still busy. A helper that wakes after the list ran out does
/// nothing, so a slow helper never delays a frame by more than the layout it is finishing.
///
/// Pango's font maps are per thread, so a helper lays out with its own Pango context and the
/// layouts it makes use its fonts. The main thread then reads and draws them as its own. That
/// is safe because a helper touches its fonts only while a batch runs, the main thread uses no
/// layout of a batch before the batch ends, and no other thread ever gets such a layout.
final class LayoutHelpers: @unchecked Sendable {
  // Sendable because `layouts`, `generation` and `busy` are read and written only while
  // holding `condition`, the counters are atomics, and the layouts a helper takes are touched
  // by no other thread until the main thread sees `busy` fall to zero.

  /// The helpers, or `nil` on a single-core machine.
  static let shared: LayoutHelpers? = {
    let count = min(ProcessInfo.processInfo.activeProcessorCount, 4) - 1
    return count > 0 ? LayoutHelpers(count: count) : nil
  }()

  /// Left once fontconfig is loaded, by the first helper; entered when the helpers start.
  private static let fontsLoaded = DispatchGroup()

  private let condition = NSCondition()
  private var layouts: [TextLayout] = []
  private var generation = 0
  private var busy = 0
  private let next = Atomic<Int>(0)
  private let laidOutByHelpers = Atomic<Int>(0)

  private init(count: Int) {
    Self.fontsLoaded.enter()
    for index in 0..<count {
      let thread = Thread { [self] in
        if index == 0 {
          PangoMeasuringContext.loadFontConfiguration()
          Self.fontsLoaded.leave()
        }
        serve()
      }
      thread.name = "DrawKit layout \(index + 1)"
      thread.start()
    }
  }

  /// Starts the helpers, and with them the loading of fonts, when called on the main thread.
  static func start() {
    guard Thread.isMainThread else { return }

    _ = shared
  }

  /// Waits while the first helper is loading fontconfig, so that the caller does not load it
  /// a second time; returns at once otherwise.
  static func waitForFonts() {
    fontsLoaded.wait()
  }

  /// Lays out `layouts` on the calling (main) thread and the helpers; returns how many the
  /// helpers did.
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
  /// while it still has layouts.
  private func serve() {
    warmUp()
    var seen = 0
    while true {
      condition.lock()
      while generation == seen { condition.wait() }
      seen = generation
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
