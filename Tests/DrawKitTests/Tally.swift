import Synchronization

/// A value that `Sendable` closures (drawings among them) can update, for tests that count
/// or log what those closures did.
final class Tally<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  init(_ value: Value) {
    storage = Mutex(value)
  }

  /// The value now.
  var value: Value { storage.withLock { $0 } }

  /// Changes the value in place.
  func update(_ change: (inout Value) -> Void) {
    storage.withLock { change(&$0) }
  }
}

extension Tally where Value == Int {
  /// Adds one.
  func increment() { update { $0 += 1 } }
}
