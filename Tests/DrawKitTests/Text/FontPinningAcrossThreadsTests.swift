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
    let probe = Font(family: "DrawKit Pin Probe", size: 13)
    let before = worker.run { FontMetrics.of(probe).resolvedFamily }
    let widthBefore = worker.run { TextLayout("iiii", font: probe).size.width }
    #expect(before == "DejaVu Sans", "the test fonts have no such family")

    try FontPinning.pin(
      configurationFile: Self.fonts.appendingPathComponent("fonts-and-probe.conf"))
    let pinned = worker.run { FontMetrics.of(probe).resolvedFamily }
    let widthPinned = worker.run { TextLayout("iiii", font: probe).size.width }
    try FontPinning.pin(configurationFile: Self.fonts.appendingPathComponent("fonts.conf"))
    let restored = worker.run { FontMetrics.of(probe).resolvedFamily }

    #expect(pinned == "IPAGothic")
    #expect(widthPinned > widthBefore, "IPAGothic's i's are wider: the layout used the new font")
    #expect(restored == "DejaVu Sans")
  }

  /// A font map's caches cleared (by a pin, or by the bound on the fonts a thread used) make
  /// Pango lay a layout out again, which undid the zero width DrawKit gives the final white
  /// space of a paragraph's cut lines; the layout keeps it.
  @Test func aClearedFontMapKeepsAZeroedFinalSpace() throws {
    try pinTestFonts()
    let layout = TextLayout("abc def ", font: Font(family: "DejaVu Sans", size: 15))
    layout.width = 500
    layout.lastLineIsWrapped = true
    let text = layout.text
    let space = text.index(before: text.endIndex)
    let before = layout.characterRect(at: space)
    #expect(before.width == 0, "the final space has no width: \(before)")
    FontConfiguration.didChange()
    // The next font this thread uses clears its font map's caches first.
    _ = FontMetrics.of(Font(family: "DejaVu Sans", size: 15.37))
    let after = layout.characterRect(at: space)
    #expect(after.width == 0, "after the clear: \(after)")
  }
}

/// One long-lived thread that runs closures in turn, as a test runner's worker does.
private final class FontWorker: @unchecked Sendable {
  // Sendable because `job`, `result` and `isStopping` are only touched with `condition` locked.
  private let condition = NSCondition()
  private var job: (() -> Any)?
  private var result: Any?
  private var isStopping = false

  init() {
    Thread { [self] in
      condition.lock()
      while true {
        while job == nil, !isStopping { condition.wait() }
        guard !isStopping, let body = job else { break }
        job = nil
        condition.unlock()
        let value = body()
        condition.lock()
        result = value
        condition.broadcast()
      }
      condition.unlock()
    }.start()
  }

  /// Runs `body` on the worker thread and returns its result.
  func run<Value>(_ body: @escaping () -> Value) -> Value {
    condition.lock()
    defer { condition.unlock() }
    result = nil
    job = body
    condition.broadcast()
    while result == nil { condition.wait() }
    return result as! Value
  }

  /// Ends the thread.
  func stop() {
    condition.lock()
    isStopping = true
    condition.broadcast()
    condition.unlock()
  }
}
