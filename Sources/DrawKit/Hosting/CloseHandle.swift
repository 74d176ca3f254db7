import Glibc
import Synchronization

/// A way to close a window from any thread: hand the handle to a background task or a
/// signal handler's thread, and ``close()`` ends the window's `run()` as closing it through
/// the window manager would.
///
/// ```swift
/// let closer = window.closer
/// Thread.detachNewThread {
///   exportEverything()
///   closer.close()
/// }
/// try window.run()
/// ```
///
/// The handle is `Sendable`; the window itself, like its views, belongs to its thread.
/// Closing wakes the window's loop at once through a pipe it polls; after the window is
/// gone, ``close()`` does nothing.
public final class CloseHandle: Sendable {
  /// The pipe's ends: the host polls the first, ``close()`` writes to the second; both `-1`
  /// once the host let them go.
  private let pipe: Mutex<(read: Int32, write: Int32)>
  private let requested = Atomic<Bool>(false)

  /// A handle with a fresh non-blocking pipe, for a host to poll; when the system has no
  /// descriptor to spare, the host sees the request only at its next wake.
  package init() {
    var ends: [Int32] = [-1, -1]
    if Glibc.pipe(&ends) != 0 { ends = [-1, -1] }
    for end in ends where end >= 0 {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    pipe = Mutex((ends[0], ends[1]))
  }

  deinit {
    invalidate()
  }

  /// Asks the window to close: its `run()` returns after the events in hand, as when the
  /// window manager closes it.
  public func close() {
    requested.store(true, ordering: .releasing)
    pipe.withLock { ends in
      guard ends.write >= 0 else { return }
      var one: UInt8 = 1
      _ = write(ends.write, &one, 1)
    }
  }

  /// The descriptor that becomes readable when ``close()`` is called, for the host's poll.
  package var wakeDescriptor: Int32 { pipe.withLock { $0.read } }

  /// Whether ``close()`` was called; empties the pipe when `drainingPipe` (the host's poll
  /// found ``wakeDescriptor`` readable), and reads nothing otherwise.
  ///
  /// ``close()`` sets the request before it writes to the pipe, so a host that asks at each
  /// wake-up and drains the pipe only when it is readable never misses a request nor spins
  /// on a byte left behind.
  package func takeRequest(drainingPipe: Bool = true) -> Bool {
    if drainingPipe {
      pipe.withLock { ends in
        guard ends.read >= 0 else { return }
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(ends.read, &bytes, bytes.count) > 0 {}
      }
    }
    return requested.exchange(false, ordering: .acquiring)
  }

  /// Closes the pipe: the host is gone and later calls to ``close()`` do nothing.
  package func invalidate() {
    pipe.withLock { ends in
      if ends.read >= 0 { Glibc.close(ends.read) }
      if ends.write >= 0 { Glibc.close(ends.write) }
      ends = (-1, -1)
    }
  }
}
