import Foundation
import Testing

@testable import DrawKit

@Suite("Adversarial font sizes: thousands of sizes keep bounded caches")
struct FontSizeCacheTests {
  @Test func thousandsOfSizesKeepEveryFontCacheBounded() throws {
    try pinTestFonts()
    let reference = TextLayout("Hello 日本 😀", font: Font(family: "DejaVu Sans", size: 15))
    let before = try render(layout: reference)
    let budget = FontMapBudget.current
    let clearsBefore = budget.clearCount
    for step in 0..<1_500 {
      let font = Font(family: "DejaVu Sans", size: 8 + CGFloat(step) / 100)
      let layout = TextLayout("Hello 日本 😀", font: font)
      #expect(layout.size.height > 0)
      #expect(font.lineHeight > 0 && font.baselineInkDepth >= 0)
      #expect(budget.fonts.count <= FontMapBudget.limit)
    }
    #expect(FontMetrics.cachedCount <= FontMetrics.cacheCapacity)
    #expect(Font.cachedBaselineInkCount <= FontMetrics.cacheCapacity)
    #expect(
      budget.clearCount - clearsBefore >= 1_500 / FontMapBudget.limit - 1,
      "the font map's caches were cleared \(budget.clearCount - clearsBefore) times")
    let after = try render(layout: reference)
    #expect(before == after, "a layout made before the clears draws the same pixels")
  }

  private func render(layout: TextLayout) throws -> [Pixel] {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 160, height: 30)) { _, context in
      layout.draw(in: context, at: CGPoint(x: 2, y: 2))
    }
    view.backgroundColor = .white
    let image = try Renderer().image(of: view)
    return (0..<image.pixelHeight).flatMap { y in
      (0..<image.pixelWidth).map { image.pixel(x: $0, y: y) }
    }
  }
}
