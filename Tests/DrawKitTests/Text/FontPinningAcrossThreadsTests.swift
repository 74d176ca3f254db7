import DrawKitTesting
import Foundation
import Testing

@testable import DrawKit

/// A pin reaches every thread, also one whose Pango font map read its fonts before: Swift
/// Testing's worker threads lay text out for one test before another pins its fonts.
@Suite("Font pinning reaches threads that laid text out before")
struct FontPinningAcrossThreadsTests {
  private static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fonts")

  @Test func aThreadThatUsedFontsBeforeAPinUsesThePinnedFontsAfterIt() throws {
    try pinTestFonts()
    let worker = FontWorker()
    defer { worker.stop() }
    let mono = Font(family: "DejaVu Sans Mono", size: 13)
    let before = worker.run { FontMetrics.of(mono).resolvedFamily }
    let widthBefore = worker.run { TextLayout("iiii", font: mono).size.width }
    #expect(before == "DejaVu Sans", "the test fonts leave DejaVu Sans Mono out")

    try FontPinning.pin(configurationFile: Self.fonts.appendingPathComponent("fonts-and-mono.conf"))
    let pinned = worker.run { FontMetrics.of(mono).resolvedFamily }
    let widthPinned = worker.run { TextLayout("iiii", font: mono).size.width }
    try FontPinning.pin(configurationFile: Self.fonts.appendingPathComponent("fonts.conf"))
    let restored = worker.run { FontMetrics.of(mono).resolvedFamily }

    #expect(pinned == "DejaVu Sans Mono")
    #expect(widthPinned > widthBefore, "monospaced i's are wider: the layout used the new font")
    #expect(restored == "DejaVu Sans")
  }
}

/// One long-lived thread that runs closures in turn, as a test runner's worker does.
private final class FontWorker: @unchecked Sendable {
  // Sendable because `job` and `result` are only touched between the semaphores' signals,
  // which order the two threads' accesses.
  private let start = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  private var job: (() -> Any)?
  private var result: Any?

  init() {
    Thread { [self] in
      while true {
        start.wait()
        guard let job else { return }
        result = job()
        done.signal()
      }
    }.start()
  }

  /// Runs `body` on the worker thread and returns its result.
  func run<Value>(_ body: @escaping () -> Value) -> Value {
    job = body
    start.signal()
    done.wait()
    return result as! Value
  }

  /// Ends the thread.
  func stop() {
    job = nil
    start.signal()
  }
}
