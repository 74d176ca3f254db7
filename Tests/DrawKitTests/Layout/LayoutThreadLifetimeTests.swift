import DrawKit
import Foundation
import Testing

/// Layout threads live exactly as long as their value: releasing one joins its helpers
/// before the release returns, however many are made and released, and the count asked for
/// is clamped to what the machine can run.
@Suite("Layout threads: lifetime and count")
struct LayoutThreadLifetimeTests {
  @Test func releasingLayoutThreadsJoinsEveryHelper() {
    let census = HelperThreadCensus()
    let expected = min(2, LayoutThreads.maximumCount)
    for round in 0..<500 {
      do {
        let threads = LayoutThreads(count: 2, census: census)
        #expect(threads.count == expected)
        #expect(census.liveCount == expected, "round \(round)")
      }
      guard census.liveCount == 0 else {
        Issue.record("round \(round): \(census.liveCount) helpers outlived their value")
        return
      }
    }
    #expect(census.startedCount == 500 * expected)
  }

  @Test func helpersOfValuesAliveAtOnceAddUpAndAllEnd() {
    let census = HelperThreadCensus()
    var values = (0..<20).map { _ in LayoutThreads(count: 1, census: census) }
    #expect(census.liveCount == 20)
    values.removeAll()
    #expect(census.liveCount == 0 && census.startedCount == 20)
  }

  @Test func theCountIsClampedToTheProcessorsBeyondTheFirst() {
    let census = HelperThreadCensus()
    let cores = ProcessInfo.processInfo.activeProcessorCount
    #expect(LayoutThreads.maximumCount == min(max(cores - 1, 1), 16))
    let threads = LayoutThreads(count: 17, census: census)
    #expect(threads.count == LayoutThreads.maximumCount)
    #expect(census.liveCount == LayoutThreads.maximumCount)
    #expect(LayoutThreads(count: -3, census: census).count == 0)
  }

  /// Layouts that helpers made outlive the helpers: after each value is released (its
  /// helpers' threads gone, and with them their thread's Pango font map), the tree its
  /// layouts belong to still renders the pixels one thread renders.
  @Test func layoutsMadeByHelpersDrawAfterTheHelpersExit() throws {
    try pinTestFonts()
    let reference = try Renderer().pngData(of: Self.fields())
    let census = HelperThreadCensus()
    for round in 0..<40 {
      let tree = Self.fields()
      do {
        let threads = LayoutThreads(count: 2, census: census)
        #expect(try Renderer(layoutThreads: threads).pngData(of: tree) == reference)
      }
      #expect(census.liveCount == 0)
      tree.setNeedsDisplay()
      #expect(try Renderer().pngData(of: tree) == reference, "round \(round)")
    }
  }

  /// The same, one level down: layouts a helper laid out (each helper's Pango context and
  /// fonts are its thread's own) draw the same pixels once the helpers' threads are joined.
  @Test func layoutsHelpersLaidOutDrawAfterTheirThreadsExit() throws {
    try pinTestFonts()
    let texts = (0..<16).map { "Paragraph \($0): مرحبا 日本語のテキスト 😀" }
    let made = { texts.map { TextLayout($0, font: Font(family: "DejaVu Sans", size: 15)) } }
    let picture = { (layouts: [TextLayout]) throws -> Data in
      let root = canvas(width: 320, height: 320) { _, context in
        for (index, layout) in layouts.enumerated() {
          layout.draw(in: context, at: CGPoint(x: 0, y: 20 * index))
        }
      }
      return try Renderer().pngData(of: root)
    }
    let reference = try picture(made())
    let census = HelperThreadCensus()
    var layouts: [TextLayout] = []
    var laidOutByHelpers = 0
    do {
      let layouter = TextLayouter(helperThreads: 2, census: census)
      for _ in 0..<20 where laidOutByHelpers == 0 {
        layouts = made()
        laidOutByHelpers = layouter.layOut(layouts)
      }
    }
    #expect(laidOutByHelpers > 0, "no helper joined any of 20 batches")
    #expect(census.liveCount == 0)
    #expect(try picture(layouts) == reference)
  }

  /// Twelve text fields: enough layouts for a batch to be shared with helpers.
  private static func fields() -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 260, height: 370))
    root.backgroundColor = .white
    for index in 0..<12 {
      root.addSubview(
        TextField(
          frame: CGRect(x: 5, y: 5 + 30 * index, width: 250, height: 28),
          text: "Field \(index) مرحبا 日本語"))
    }
    return root
  }
}
