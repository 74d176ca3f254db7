import Foundation
import SceneText
import Testing

@testable import DrawKit

/// The paragraph-height B-tree against a plain array, and what a Return costs in a
/// 1,000,000-paragraph view.
@Suite("Paragraph heights")
struct ParagraphHeightsTests {
  typealias Entry = ParagraphHeights.Entry

  /// A deterministic generator (SplitMix64), so a failure replays.
  private struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      value ^= value >> 31
      return Int(value % UInt64(max(bound, 1)))
    }
  }

  /// The model's answer to ``ParagraphHeights/index(containing:)``: the first paragraph whose
  /// bottom is below `y`, else the last.
  private static func modelIndex(_ model: [Entry], containing y: CGFloat) -> Int {
    var sum: CGFloat = 0
    for (index, entry) in model.enumerated() {
      sum += entry.height
      if sum > y { return index }
    }
    return max(model.count - 1, 0)
  }

  private static func modelTop(_ model: [Entry], of index: Int) -> CGFloat {
    model.prefix(index).reduce(0) { $0 + $1.height }
  }

  /// Checks every query the tree answers against the model, at a few positions.
  private static func check(
    _ tree: ParagraphHeights, against model: [Entry], generator: inout Generator
  ) {
    #expect(tree.count == model.count)
    #expect(tree.total == model.reduce(0) { $0 + $1.height })
    #expect(tree.estimatedCount == model.filter { !$0.isMeasured }.count)
    guard !model.isEmpty else { return }
    for _ in 0..<4 {
      let index = generator.next(model.count)
      #expect(tree.entry(at: index) == model[index])
      #expect(tree.top(of: index) == modelTop(model, of: index))
      let y = CGFloat(generator.next(Int(tree.total) + 40)) - 20 + 0.25
      #expect(tree.index(containing: y) == modelIndex(model, containing: y))
      let start = generator.next(model.count + 2)
      let limit = generator.next(6)
      let allEstimated = model.indices.filter { $0 >= start && !model[$0].isMeasured }
      #expect(tree.estimated(atOrAfter: start, limit: limit) == Array(allEstimated.prefix(limit)))
    }
  }

  @Test(arguments: [1, 2, 3])
  func randomEditsMatchAnArrayModel(seed: UInt64) {
    var generator = Generator(state: seed)
    var nextID = 0
    func makeEntry() -> Entry {
      defer { nextID += 1 }
      return Entry(
        height: CGFloat(generator.next(5)) * 7.5, isMeasured: generator.next(3) != 0, id: nextID)
    }
    var model = (0..<generator.next(300)).map { _ in makeEntry() }
    let tree = ParagraphHeights(model)
    for step in 0..<3_000 {
      switch generator.next(10) {
      case 0...3:
        let index = generator.next(model.count + 1)
        let entries = (0..<(1 + generator.next(4))).map { _ in makeEntry() }
        tree.replaceSubrange(index..<index, with: entries)
        model.replaceSubrange(index..<index, with: entries)
      case 4...5 where !model.isEmpty:
        let start = generator.next(model.count)
        let range = start..<min(start + 1 + generator.next(5), model.count)
        tree.replaceSubrange(range, with: [])
        model.removeSubrange(range)
      case 6...7 where !model.isEmpty:
        let index = generator.next(model.count)
        let entry = makeEntry()
        tree.update(at: index, height: entry.height, isMeasured: entry.isMeasured)
        model[index].height = entry.height
        model[index].isMeasured = entry.isMeasured
      case 8 where step % 50 == 0:
        let start = generator.next(model.count + 1)
        let range = start..<min(start + generator.next(400), model.count)
        let entries = (0..<generator.next(400)).map { _ in makeEntry() }
        tree.replaceSubrange(range, with: entries)
        model.replaceSubrange(range, with: entries)
      default:
        let start = generator.next(model.count + 1)
        let range = start..<min(start + generator.next(3), model.count)
        let entries = (0..<generator.next(3)).map { _ in makeEntry() }
        tree.replaceSubrange(range, with: entries)
        model.replaceSubrange(range, with: entries)
      }
      Self.check(tree, against: model, generator: &generator)
    }
    #expect(tree.entries == model)
  }

  @Test func growingAndShrinkingKeepsTheTreeShallow() {
    let tree = ParagraphHeights()
    for index in 0..<50_000 {
      tree.replaceSubrange(
        index / 2..<index / 2, with: [Entry(height: 1, isMeasured: true, id: index)])
    }
    #expect(tree.count == 50_000 && tree.total == 50_000)
    #expect(tree.depth <= 4, "64-wide nodes hold 50,000 paragraphs in at most 4 levels")
    for _ in 0..<49_990 {
      tree.replaceSubrange(tree.count / 3..<(tree.count / 3 + 1), with: [])
    }
    #expect(tree.count == 10 && tree.total == 10)
    #expect(tree.depth <= 2)
    #expect(tree.entries.map(\.height) == Array(repeating: 1, count: 10))
  }

  @Test func emptyTreeAndOddLookups() {
    let tree = ParagraphHeights()
    #expect(tree.count == 0 && tree.total == 0)
    #expect(tree.index(containing: 10) == 0)
    #expect(tree.top(of: 5) == 0)
    #expect(tree.estimated(atOrAfter: 0, limit: 1) == [])
    tree.replaceSubrange(0..<0, with: [Entry(height: 10, isMeasured: false, id: 0)])
    #expect(tree.index(containing: .nan) == 0)
    #expect(tree.index(containing: -1e300) == 0)
    #expect(tree.index(containing: 1e300) == 0)
    #expect(tree.index(containing: .infinity) == 0)
    #expect(tree.top(of: Int.max) == 10)
    #expect(tree.top(of: Int.min) == 0)
    #expect(tree.estimated(atOrAfter: Int.min, limit: Int.max) == [0])
    #expect(tree.estimated(atOrAfter: 0, limit: Int.min) == [])
    #expect(tree.estimated(atOrAfter: Int.max, limit: 1) == [])
    tree.replaceSubrange(0..<1, with: [])
    #expect(tree.count == 0 && tree.estimatedCount == 0)
  }

  /// A Return in the middle of a 1,000,000-paragraph view visits O(log n) height nodes: a
  /// handful per lookup and edit, where a rebuilt prefix-sum array touched every height.
  @Test func returnInAMillionParagraphsTouchesLogarithmicallyManyNodes() throws {
    try pinTestFonts()
    let count = 1_000_000
    let view = TextView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 300),
      text: String(repeating: "line\n", count: count - 1) + "line")
    view.contentOffset = CGPoint(
      x: 0, y: view.caretRect(for: .init(paragraph: count / 2, offset: 0)).minY)
    _ = try Renderer().image(of: view)
    view.storage.selection = .caret(TextPosition(paragraph: count / 2, offset: 2))
    let caretBefore = view.caretRect(for: view.storage.selection.head)
    let before = view.paragraphHeightNodesTouched
    #expect(view.perform(.insertNewline))
    let touched = view.paragraphHeightNodesTouched - before
    #expect(touched > 0)
    #expect(
      Double(touched) <= 8 * log2(Double(count)),
      "a Return visited \(touched) height nodes")
    #expect(view.storage.paragraphs.count == count + 1)
    #expect(view.layouts.count == count + 1)
    #expect(view.storage.paragraphs[count / 2] == "li")
    #expect(view.storage.paragraphs[count / 2 + 1] == "ne")
    let caretAfter = view.caretRect(for: view.storage.selection.head)
    #expect(caretAfter.minY == caretBefore.minY + caretBefore.height)
    #expect(caretAfter.minX < caretBefore.minX)
  }
}
