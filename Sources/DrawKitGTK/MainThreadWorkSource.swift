internal import CDrawKitGTK
import DrawKit
import Foundation
import Synchronization

/// The main actor, `DispatchQueue.main` and `RunLoop.main` timers, run from GLib's main loop
/// while GTK runs it: two sources on GLib's default context, added once per process by the
/// first host made on the main thread.
///
/// A file-descriptor source watches libdispatch's main-queue eventfd
/// (``DrawKit/MainThreadWork/wakeDescriptor``), so a block posted from any thread wakes GLib
/// at once and runs in that one pass of its loop (``DescriptorSource``); a source of our own
/// asks, before each of GLib's polls, when `RunLoop.main`'s next timer is due and sets the
/// poll's timeout to it, so timers added at any time on the main thread fire on time. Both
/// run ``DrawKit/MainThreadWork/run()``. At rest neither wakes GLib.
package enum MainThreadWorkSource {
  /// Adds the sources unless they are there or this is not the main thread.
  static func install() {
    guard let descriptor = MainThreadWork.wakeDescriptor,
      !isInstalled.exchange(true, ordering: .relaxed)
    else { return }
    _ = DescriptorSource.add(descriptor, data: nil, callback: queueReady)
    // GLib keeps the functions for the source's life, which is the process's.
    let functions = UnsafeMutablePointer<GSourceFuncs>.allocate(capacity: 1)
    functions.initialize(
      to: GSourceFuncs(
        prepare: { _, timeout in
          MainThreadWorkSource.passes.add(1, ordering: .relaxed)
          let milliseconds = MainThreadWorkSource.prepareTimerDeadline()
          timeout?.pointee = milliseconds
          return milliseconds == 0 ? 1 : 0
        },
        check: { _ in MainThreadWorkSource.timerIsDue ? 1 : 0 },
        dispatch: { _, _, _ in
          MainThreadWork.run()
          return 1
        },
        finalize: nil, closure_callback: nil, closure_marshal: nil))
    let source = g_source_new(functions, guint(MemoryLayout<GSource>.size))!
    g_source_set_priority(source, G_PRIORITY_DEFAULT)
    g_source_attach(source, nil)
  }

  private static let isInstalled = Atomic<Bool>(false)

  /// How many passes GLib's loop made since the sources were added (each pass prepares the
  /// timer source once): a block posted to an idle window takes one.
  package static var loopPassCount: Int { passes.load(ordering: .relaxed) }
  private static let passes = Atomic<Int>(0)

  /// When `RunLoop.main`'s next timer is due, in `g_get_monotonic_time()` microseconds, as the
  /// last prepare found it; -1 without one.
  ///
  /// GLib checks a source right after the poll its prepare set the timeout of; in between it
  /// only polls and asks the other sources whether they are ready, which runs none of the main
  /// thread's work, so no timer can be added on it meanwhile. The check compares the clock
  /// with this instead of asking the run loop again on the way from the wake-up to the work.
  /// (A timer added from another thread is found at the next pass, as before: see
  /// ``DrawKit/MainThreadWork``.)
  private static let timerDeadline = Atomic<Int>(-1)

  /// Notes when `RunLoop.main`'s next timer is due; returns the milliseconds until then for
  /// the poll's timeout: -1 without one, 0 when it is due.
  private static func prepareTimerDeadline() -> Int32 {
    guard let next = MainThreadWork.nextTimerDate else {
      timerDeadline.store(-1, ordering: .relaxed)
      return -1
    }
    let left = next - .now
    // `nextTimerDate` is at most a day away.
    let (seconds, attoseconds) = min(max(left, .zero), .seconds(86_400)).components
    let microseconds = Int(
      seconds * 1_000_000 + (attoseconds + 999_999_999_999) / 1_000_000_000_000)
    timerDeadline.store(g_get_monotonic_time() + microseconds, ordering: .relaxed)
    return Int32(clamping: (microseconds + 999) / 1000)
  }

  /// Whether the timer the last prepare found is due.
  private static var timerIsDue: Bool {
    let deadline = timerDeadline.load(ordering: .relaxed)
    return deadline >= 0 && g_get_monotonic_time() >= deadline
  }

  private static let queueReady: GUnixFDSourceFunc = { _, _, _ in
    MainThreadWork.run()
    return 1
  }
}
