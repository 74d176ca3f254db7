import DrawKit
import Foundation
import Testing

/// Laying many layouts out at once on the main thread and its helper threads gives exactly the
/// layouts and pixels that one thread gives.
@Suite("Layout batches shared with helper threads")
struct LayoutBatchTests {
  private static let texts = (0..<96).map { index in
    "Paragraph \(index): "
      + String(repeating: "lorem ipsum dolor 日本語のテキスト 😀 مرحبا ", count: index % 5 + 1)
  }

  private static func makeLayouts() -> [TextLayout] {
    texts.map { text in
      let layout = TextLayout(text, font: Font(family: "DejaVu Sans", size: 15))
      layout.width = 220
      return layout
    }
  }

  /// The layouter binds its helpers to this test's thread, the first to lay out with it.
  @Test func helpersShareABatchAndLayOutLikeOneThread() throws {
    try pinTestFonts()
    let reference = Self.makeLayouts().map(\.lines)
    let layouter = TextLayouter(helperThreads: 3)
    var laidOutByHelpers = 0
    for _ in 0..<20 where laidOutByHelpers == 0 {
      let layouts = Self.makeLayouts()
      laidOutByHelpers = layouter.layOut(layouts)
      #expect(layouts.allSatisfy { $0.isLaidOut })
      #expect(layouts.map(\.lines) == reference)
      #expect(layouts.map(\.layoutPassCount) == Array(repeating: 1, count: layouts.count))
    }
    #expect(laidOutByHelpers > 0, "no helper thread joined any of 20 batches")
    #expect(laidOutByHelpers < Self.texts.count, "the sharing thread laid out none itself")
  }

  /// Once a thread has shared a batch with the helpers, a batch from any other thread is laid
  /// out on that thread alone.
  @Test func otherThreadsLayOutTheirBatchesAlone() throws {
    try pinTestFonts()
    let layouter = TextLayouter(helperThreads: 3)
    layouter.layOut(Self.makeLayouts())
    let result = LockedValue<(laidOutByHelpers: Int, allLaidOut: Bool)?>(nil)
    let done = DispatchSemaphore(value: 0)
    let other = Thread {
      let layouts = Self.makeLayouts()
      let laidOutByHelpers = layouter.layOut(layouts)
      result.withLock { $0 = (laidOutByHelpers, layouts.allSatisfy { $0.isLaidOut }) }
      done.signal()
    }
    other.start()
    done.wait()
    let outcome = try #require(result.withLock { $0 })
    #expect(outcome.laidOutByHelpers == 0)
    #expect(outcome.allLaidOut)
  }

  @Test func aSerialLayouterLaysOutOnTheCallingThread() throws {
    try pinTestFonts()
    let layouts = Self.makeLayouts()
    #expect(TextLayouter.serial.layOut(layouts) == 0)
    #expect(layouts.allSatisfy { $0.isLaidOut })
    #expect(layouts.map(\.lines) == Self.makeLayouts().map(\.lines))
  }
}
