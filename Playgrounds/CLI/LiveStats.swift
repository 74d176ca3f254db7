import DrawKit
import Foundation
import Glibc

/// `--stats FILE`: appends a line of the window's loop counts to FILE each time the process
/// gets SIGUSR1 and once more when the window closes, so a test can check that an idle window
/// does nothing (the same counts, but for the signal's own wakeup, from one line to the next).
///
/// The signal is taken by a Dispatch source on the main queue: the line is written by the
/// window's own loop, through the main-thread work it runs.
@MainActor
final class LiveStats {
  private let file: URL
  /// Describes the loop; `nil` once the window closed.
  private var counts: (() -> String)?
  private let source: DispatchSourceSignal

  /// Starts taking SIGUSR1; `counts` describes the loop as one line.
  init(file: URL, counts: @escaping () -> String) {
    self.file = file
    self.counts = counts
    signal(SIGUSR1, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
    let bound = MainActorBound(self)
    source.setEventHandler {
      MainActor.assumeIsolated { bound.value.record() }
    }
    source.resume()
  }

  /// Appends the counts one last time, stops taking the signal and lets go of the window
  /// the counts read (the cancelled source may keep this object until the process exits).
  func finish() {
    record()
    source.cancel()
    counts = nil
  }

  /// Appends the counts now.
  func record() {
    guard let counts else { return }
    let line = Data((counts() + "\n").utf8)
    if let handle = try? FileHandle(forWritingTo: file) {
      handle.seekToEndOfFile()
      handle.write(line)
      try? handle.close()
    } else {
      _ = FileManager.default.createFile(atPath: file.path, contents: line)
    }
  }

  /// One line of a frame loop's counts, then the host's own (such as the X11 window's
  /// wakeups), and how many times the main thread's work ran.
  static func line(_ loop: FrameLoop?, host: KeyValuePairs<String, Int>) -> String {
    var fields = [
      "ticks=\(loop?.tickCount ?? 0)", "frames=\(loop?.frameCount ?? 0)",
      "requests=\(loop?.frameRequestCount ?? 0)", "painted=\(Int(loop?.paintedArea ?? 0))",
    ]
    fields += host.map { "\($0.key)=\($0.value)" }
    fields.append("runs=\(MainThreadWork.runCount)")
    return fields.joined(separator: " ")
  }
}
