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

  /// Swift Testing has no main thread to run on, so this test shares its batches from its
  /// own thread: the only thread in the test process that ever does.
  @Test func helpersShareABatchAndLayOutLikeOneThread() throws {
    try pinTestFonts()
    let reference = Self.makeLayouts().map(\.lines)
    var laidOutByHelpers = 0
    for _ in 0..<20 where laidOutByHelpers == 0 {
      let layouts = Self.makeLayouts()
      laidOutByHelpers = TextLayoutBatch.layOut(layouts, sharingWithHelpers: true)
      #expect(layouts.allSatisfy { $0.isLaidOut })
      #expect(layouts.map(\.lines) == reference)
      #expect(layouts.map(\.layoutPassCount) == Array(repeating: 1, count: layouts.count))
    }
    #expect(laidOutByHelpers > 0, "no helper thread joined any of 20 batches")
    #expect(laidOutByHelpers < Self.texts.count, "the sharing thread laid out none itself")
  }

  @Test func otherThreadsLayOutTheirBatchesAlone() throws {
    try pinTestFonts()
    try #require(!Thread.isMainThread)
    let layouts = Self.makeLayouts()
    #expect(TextLayoutBatch.layOut(layouts) == 0)
    #expect(layouts.allSatisfy { $0.isLaidOut })
  }
}
