/// A value that only the main actor may touch, which any thread may hold and pass on: how a
/// view (which is not `Sendable`) rides along with work on another thread and comes back to
/// the main actor.
///
/// ```swift
/// @MainActor func showTotals(in field: TextField) {
///   let bound = MainActorBound(field)
///   DispatchQueue.global().async {
///     let total = computeTotals()
///     DispatchQueue.main.async { bound.value.text = total }
///   }
/// }
/// ```
///
/// Reading ``value`` takes the main actor (here `DispatchQueue.main.async`, which Swift runs
/// on it), so the compiler checks that the view is only used there; no `@unchecked` or
/// `nonisolated(unsafe)` is needed. Views used from the main actor must belong to a tree that
/// the main thread runs: a window's or host's, whose `run()` runs on the main thread.
@MainActor
public final class MainActorBound<Value> {
  /// The value, on the main actor.
  public let value: Value

  /// Binds `value` to the main actor.
  public init(_ value: Value) {
    self.value = value
  }
}
