import Foundation

/// A value shared between threads, read and changed only under a lock: DrawKit's
/// process-wide caches, and the package's tests.
///
/// It uses `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`, whose futex-based
/// lock ThreadSanitizer cannot see on Linux, so `make sanitize` would report the guarded
/// accesses as races.
package final class LockedValue<Value>: @unchecked Sendable {
  // Sendable because `value` is only touched inside `withLock`, which holds `lock` for the
  // whole access, and `lock` itself is thread-safe.
  private let lock = NSLock()
  private var value: Value

  /// Shares `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value while holding the lock, and returns its result.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
