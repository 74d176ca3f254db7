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
          let milliseconds = MainThreadWorkSource.millisecondsToNextTimer
          timeout?.pointee = milliseconds
          return milliseconds == 0 ? 1 : 0
        },
        check: { _ in MainThreadWorkSource.millisecondsToNextTimer == 0 ? 1 : 0 },
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

  /// Milliseconds until `RunLoop.main`'s next timer: -1 without one.
  private static var millisecondsToNextTimer: Int32 {
    guard let next = MainThreadWork.nextTimerDate else { return -1 }
    let left = next - .now
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    return Int32(
      clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }

  private static let queueReady: GUnixFDSourceFunc = { _, _, _ in
    MainThreadWork.run()
    return 1
  }
}
