import Foundation

/// How many Pango layouts the calling thread has made: every `pango_layout_new` DrawKit
/// calls goes through ``PangoMeasuringContext/makeLayout(fixedRightToLeft:)``, which counts it here, so a test
/// checks that a steady frame makes none.
///
/// The count is the thread's own (a layout is made and used on one thread), so tests that
/// run at the same time on other threads do not disturb it.
package enum PangoLayoutCount {
  /// The layouts made on the calling thread so far.
  package static var onThisThread: Int {
    Int(bitPattern: pthread_getspecific(threadKey))
  }

  /// Counts one layout made on the calling thread.
  static func increment() {
    pthread_setspecific(threadKey, UnsafeRawPointer(bitPattern: onThisThread + 1))
  }

  /// The key under which each thread keeps its count, as a pointer-sized integer.
  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()
}
