import Glibc

/// The write end of the signal pipe, for the signal handler: set once before the handler is
/// installed, then only read (a signal handler can reach nothing but globals).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Turns SIGTERM and SIGINT into a readable file descriptor, so the event loop can finish
/// what it is doing, keep every typed character, and return instead of dying mid-frame.
///
/// The handler only writes the signal number into a non-blocking pipe, which is
/// async-signal-safe; everything else happens on the loop's thread.
final class SignalPipe {
  /// Readable when a signal has arrived.
  let readEnd: Int32
  private let writeEnd: Int32
  private var previousActions: [Int32: sigaction] = [:]
  private static let signals = [SIGTERM, SIGINT]

  /// Opens the pipe and installs the handlers; fails only when the process is out of
  /// file descriptors.
  init() throws(WindowError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      throw WindowError(.cannotConnect, "cannot create a pipe for signals: errno \(errno)")
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    signalPipeWriteEnd = writeEnd
    var wanted = sigset_t()
    sigemptyset(&wanted)
    for signal in Self.signals {
      sigaddset(&wanted, signal)
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipeWriteEnd, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      var previous = sigaction()
      sigaction(signal, &action, &previous)
      previousActions[signal] = previous
    }
    // A parent may have started the process with these signals blocked (Foundation's
    // Process passes its thread's mask on); the loop's thread must receive them.
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
  }

  deinit {
    for (signal, var previous) in previousActions {
      sigaction(signal, &previous, nil)
    }
    signalPipeWriteEnd = -1
    close(readEnd)
    close(writeEnd)
  }

  /// The signals received since the last call, in order.
  func takeSignals() -> [Int32] {
    var received: [Int32] = []
    var byte: UInt8 = 0
    while read(readEnd, &byte, 1) == 1 {
      received.append(Int32(byte))
    }
    return received
  }
}
