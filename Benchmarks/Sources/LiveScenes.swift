#if Hosts
import DrawKit
import DrawKitGTK
import DrawKitX11
import Foundation
import Synchronization

/// The live rows of issue 25, in a window on the X server of `DISPLAY` (the X11 `Window` or
/// the GTK 4 host, `x11` or `gtk`), beside Benchmarks/Peers/gtk4_live.c.
enum LiveScenes {
  /// Samples another thread records, for the report on the main thread.
  final class Samples: Sendable {
    let values = Mutex<[Double]>([])

    func append(_ value: Double) { values.withLock { $0.append(value) } }
  }

  /// The window's first frames and focus settle for this long before anything is counted.
  static let settleMilliseconds: UInt32 = 1_000

  /// Q1: blocks posted to an idle window's main queue from another thread.
  ///
  /// `count` blocks go one at a time with `DispatchQueue.main.async`; each sample is the time
  /// from the call to the block's start. The poster waits 5 ms after each block, so the window is asleep
  /// in `poll` (X11) or GLib's loop (GTK) when the next arrives.
  @MainActor
  static func mainQueueLatency(host: String, count: Int) throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    root.backgroundColor = .white
    let samples = Samples()
    try run(root, host: host) { closer, _ in
      Thread.detachNewThread {
        usleep(settleMilliseconds * 1000)
        for _ in 0..<count {
          let ran = DispatchSemaphore(value: 0)
          let start = BenchmarkReport.nowMilliseconds()
          DispatchQueue.main.async {
            samples.append(BenchmarkReport.nowMilliseconds() - start)
            ran.signal()
          }
          ran.wait()
          usleep(5_000)
        }
        closer.close()
      }
    }
    BenchmarkReport.report(
      scene: "live", variant: "main_queue_latency_\(host)", n: count,
      samples: samples.values.withLock { $0 }, format: "%.4f")
  }

  /// W1: the 200 switches of ``SwitchGrid`` flip at once every half second, `flips`
  /// times; each sample is the process's CPU time from one flip to the next (every thread:
  /// the window's loop and its helpers) over the frames the loop painted in between.
  @MainActor
  static func switches(host: String, flips: Int) throws {
    let grid = SwitchGrid()
    let samples = Samples()
    try run(grid.root, host: host) { closer, frameLoop in
      Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(Int(settleMilliseconds)))
        for _ in 0..<flips {
          let cpu = BenchmarkReport.processCPUMilliseconds()
          let frames = frameLoop()?.frameCount ?? 0
          grid.flip()
          try? await Task.sleep(for: .milliseconds(500))
          let painted = (frameLoop()?.frameCount ?? 0) - frames
          if painted > 0 {
            samples.append((BenchmarkReport.processCPUMilliseconds() - cpu) / Double(painted))
          }
        }
        closer.close()
      }
    }
    BenchmarkReport.report(
      scene: "live", variant: "switches_cpu_per_frame_\(host)", n: SwitchGrid.count,
      samples: samples.values.withLock { $0 })
  }

  /// G1 in a window: one sample from the first line of building the WidgetGallery page,
  /// through opening the X11 window (connecting to the server), to its first frame on
  /// screen (``Window/onShow(_:)``), in a process that had drawn nothing before
  /// (`window_first_frame`), and the CPU time the process spent meanwhile
  /// (`window_first_frame_cpu`); n is the number of views in the tree.
  @MainActor
  static func galleryFirstFrame() throws {
    let start = BenchmarkReport.nowMilliseconds()
    let cpu = BenchmarkReport.processCPUMilliseconds()
    let root = try ControlScenes.buildGallery()
    var elapsed: (wall: Double, cpu: Double)?
    let window = try Window(title: "drawkit-bench", size: root.bounds.size, root: root)
    window.onShow { window in
      elapsed = (
        BenchmarkReport.nowMilliseconds() - start, BenchmarkReport.processCPUMilliseconds() - cpu
      )
      window.close()
    }
    try window.run()
    guard let elapsed else { throw SceneError(message: "the gallery's window never showed") }
    let views = ControlScenes.viewCount(root)
    BenchmarkReport.report(
      scene: "G1", variant: "window_first_frame", n: views, samples: [elapsed.wall])
    BenchmarkReport.report(
      scene: "G1", variant: "window_first_frame_cpu", n: views, samples: [elapsed.cpu])
  }

  /// Shows `root` in the host's window; `shown` gets, once the window shows, the handle that
  /// closes it and a way to reach the loop that runs it.
  @MainActor
  private static func run(
    _ root: DrawView, host: String,
    shown: @escaping (CloseHandle, @escaping () -> FrameLoop?) -> Void
  ) throws {
    switch host {
    case "x11":
      let window = try Window(title: "drawkit-bench", size: root.bounds.size, root: root)
      window.onShow { window in
        shown(window.closer) { [weak window] in window?.frameLoop }
      }
      try window.run()
    case "gtk":
      let application = HostApplication(
        title: "drawkit-bench", size: root.bounds.size, root: root,
        applicationID: "org.drawkit.Bench")
      application.onShow { application in
        shown(application.closer) { [weak application] in application?.host?.frameLoop }
      }
      try application.run()
    default:
      throw SceneError(message: "unknown host \(host) (x11 or gtk)")
    }
  }
}
#endif
