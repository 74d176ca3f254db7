import Foundation
import Synchronization

/// The animation in effect for changes made on this thread: what ``withAnimation(_:_:completion:)``
/// sets for the changes in its body, innermost first.
///
/// Kept per thread, since each view tree belongs to one thread. A count of the transactions
/// open in the whole process lets every animatable property's setter skip the lookup with one
/// atomic load while no transaction is open and no property animates.
struct AnimationTransaction {
  /// The animation for changes in the body; `nil` makes them jump, inside an animated
  /// transaction too.
  let animation: Animation?
  /// What waits for the animations the body starts.
  let completion: AnimationCompletionGroup?

  /// The innermost transaction of this thread, if any.
  static var current: AnimationTransaction? {
    guard AnimationActivity.isActive else { return nil }
    return TransactionStack.ofThisThread?.frames.last
  }

  /// Runs `body` with `transaction` in effect on this thread.
  static func with<Result, Failure: Error>(
    _ transaction: AnimationTransaction, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let stack = TransactionStack.makeForThisThread()
    stack.frames.append(transaction)
    AnimationActivity.begin()
    defer {
      stack.frames.removeLast()
      AnimationActivity.end()
    }
    return try body()
  }
}

/// How many transactions are open and how many view properties animate, in the whole
/// process: while both are zero, a property setter needs to look for neither.
enum AnimationActivity {
  /// Relaxed loads are enough: the count only tells a setter whether to look further, and
  /// each thread sees its own transactions and tracks in order.
  private static let count = Atomic<Int>(0)

  /// Whether a transaction is open or a view property animates somewhere.
  static var isActive: Bool { count.load(ordering: .relaxed) > 0 }

  static func begin() { count.add(1, ordering: .relaxed) }
  static func end() { count.subtract(1, ordering: .relaxed) }
}

/// One thread's open transactions, kept in thread-specific storage.
private final class TransactionStack {
  var frames: [AnimationTransaction] = []

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { stack in
      if let stack { Unmanaged<TransactionStack>.fromOpaque(stack).release() }
    }
    return key
  }()

  /// This thread's stack, if it ever opened a transaction.
  static var ofThisThread: TransactionStack? {
    pthread_getspecific(key).map {
      Unmanaged<TransactionStack>.fromOpaque($0).takeUnretainedValue()
    }
  }

  /// This thread's stack, made on first use.
  static func makeForThisThread() -> TransactionStack {
    if let stack = ofThisThread { return stack }
    let stack = TransactionStack()
    pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
    return stack
  }
}
