import Foundation

/// An object each thread has of its own, made on the thread's first use and released when the
/// thread exits: the per-thread Pango context, its font bookkeeping, and test counters that
/// parallel tests must not share.
///
/// Kept in a pthread key rather than `Thread.current.threadDictionary`, whose Foundation
/// bridging costs about 12,000 instructions a read.
final class ThreadLocal<Value: AnyObject>: Sendable {
  private let key: pthread_key_t
  private let make: @Sendable () -> Value

  /// A per-thread object that `make` creates on each thread's first read.
  init(_ make: @escaping @Sendable () -> Value) {
    var key = pthread_key_t()
    pthread_key_create(&key) { stored in
      guard let stored else { return }
      Unmanaged<AnyObject>.fromOpaque(stored).release()
    }
    self.key = key
    self.make = make
  }

  /// The calling thread's object.
  var value: Value {
    if let stored = pthread_getspecific(key) {
      return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue()
    }
    let made = make()
    pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
    return made
  }
}
