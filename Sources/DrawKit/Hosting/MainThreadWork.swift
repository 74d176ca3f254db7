internal import CDrawKitDispatch
import Foundation
import Glibc
import Synchronization

/// The work waiting for the main thread: `@MainActor` tasks, `DispatchQueue.main` blocks and
/// `Timer`s on `RunLoop.main`, which a program whose main thread runs a loop of its own (a
/// window's event loop, a game loop) must run itself.
///
/// DrawKit's hosts do this already: ``FrameLoop/tick(at:)`` runs the work, the X11 window
/// polls ``wakeDescriptor`` with its other files, and the GTK host watches it from GLib's
/// loop. An embedder with its own loop does the same: poll ``wakeDescriptor`` (it becomes
/// readable the moment work is posted, from any thread), call ``run()`` when it does, and
/// wake again at the date ``run()`` returns for the next timer.
///
/// This uses the hooks libdispatch gives Foundation's run loop for the main queue, on the
/// main thread only (the main actor's executor on Linux is the main queue). Off the main
/// thread, or after `dispatch_main()` handed the main queue to worker threads (an
/// `async` `main` does, at its first `await`), there is nothing to run here:
/// ``wakeDescriptor`` is `nil` and ``run()`` returns at once.
///
/// A timer added to `RunLoop.main` from another thread is found only when the loop next wakes;
/// schedule timers on the main actor (or follow the addition with an empty
/// `DispatchQueue.main.async {}`) so that the loop learns of them at once.
public enum MainThreadWork {
  /// A file descriptor that becomes readable while main-queue work waits (poll it for
  /// `POLLIN`), or `nil` off the main thread.
  public static var wakeDescriptor: Int32? {
    guard isMainThread else { return nil }
    let handle = _dispatch_get_main_queue_handle_4CF()
    return handle >= 0 ? handle : nil
  }

  /// Runs the waiting blocks and main-actor jobs, then the due timers of `RunLoop.main`, and
  /// returns when its next timer is due (`nil` for none); does nothing off the main thread.
  ///
  /// Blocks that the work posts run at the next call: each call ends.
  @discardableResult
  public static func run() -> ContinuousClock.Instant? {
    guard let descriptor = wakeDescriptor else { return nil }
    var count: UInt64 = 0
    _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
    _dispatch_main_queue_callback_4CF(nil)
    runs.add(1, ordering: .relaxed)
    guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else {
      return nil
    }
    return .now + .milliseconds(max(Int64((next.timeIntervalSinceNow * 1000).rounded(.up)), 0))
  }

  /// When `RunLoop.main`'s next timer is due, without running anything (`nil` for none, or
  /// off the main thread): the timeout of a host loop that waits for it, such as GLib's.
  package static var nextTimerDate: ContinuousClock.Instant? {
    guard isMainThread else { return nil }
    let fire = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode)
    guard fire > 0 else { return nil }
    let seconds = max(fire - CFAbsoluteTimeGetCurrent(), 0)
    return .now + .microseconds(Int64((min(seconds, 86_400) * 1e6).rounded(.up)))
  }

  /// How many times ``run()`` ran work on the main thread: the wakeups tests count.
  package static var runCount: Int { runs.load(ordering: .relaxed) }
  private static let runs = Atomic<Int>(0)

  /// Whether the caller runs on the main thread, without a system call once the main thread
  /// has asked.
  ///
  /// `Thread.isMainThread` compares `gettid()` with `getpid()`, two system calls, and a host
  /// asks before each wake-up's work and each of GLib's loop passes; the main thread's
  /// `pthread_self()` never changes while it runs, and no other living thread shares it.
  package static var isMainThread: Bool {
    let current = UInt(pthread_self())
    let known = mainThread.load(ordering: .relaxed)
    if known != 0 { return known == current }
    guard Thread.isMainThread else { return false }
    mainThread.store(current, ordering: .relaxed)
    return true
  }
  /// The main thread's `pthread_self()`, or 0 until it asked ``isMainThread``.
  private static let mainThread = Atomic<UInt>(0)
}
