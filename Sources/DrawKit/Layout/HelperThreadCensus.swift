import Synchronization

/// Counts the helper threads of ``LayoutHelperPool``s: how many were started, and how many
/// are alive (started and not yet joined), so that a test can check that releasing a pool
/// leaves no thread behind.
///
/// Each pool reports to the process's ``shared`` census unless it is given its own, as a test
/// does to count its pools alone while other tests run beside it.
package final class HelperThreadCensus: Sendable {
  /// The census pools report to unless given another.
  package static let shared = HelperThreadCensus()

  private let live = Atomic<Int>(0)
  private let started = Atomic<Int>(0)

  /// Creates an empty census.
  package init() {}

  /// Helper threads started and not yet joined.
  package var liveCount: Int { live.load(ordering: .acquiring) }

  /// Helper threads ever started.
  package var startedCount: Int { started.load(ordering: .acquiring) }

  /// Records a thread about to start.
  func threadStarts() {
    live.add(1, ordering: .releasing)
    started.add(1, ordering: .releasing)
  }

  /// Records a thread that failed to start or has been joined.
  func threadEnded() {
    live.subtract(1, ordering: .releasing)
  }
}
