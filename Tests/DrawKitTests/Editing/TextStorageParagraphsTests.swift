import EditingFuzzer
import Foundation
import Testing

@testable import DrawKit

/// The paragraphs' chunked storage against a plain array of strings.
@Suite("Text storage paragraphs")
struct TextStorageParagraphsTests {
  /// Splitting at every kind of newline, around chunk boundaries, gives the paragraphs a
  /// plain split gives.
  @Test(arguments: [0, 1, 63, 64, 65, 128, 129, 1_000])
  func splittingMatchesAPlainSplit(lines: Int) {
    let strings = (0..<lines).map { "line \($0) é🙂" }
    for separator in ["\n", "\r\n", "\r"] {
      let text = strings.joined(separator: separator)
      let paragraphs = TextStorage.Paragraphs(splitting: text)
      let expected = lines == 0 ? [""] : strings
      #expect(Array(paragraphs) == expected)
      #expect(paragraphs.joinedText == expected.joined(separator: "\n"))
      #expect(
        paragraphs.indices.allSatisfy { paragraphs.utf8Count(at: $0) == expected[$0].utf8.count })
    }
    #expect(Array(TextStorage.Paragraphs(splitting: "a\n\n")) == ["a", "", ""])
  }

  /// Random replacements keep the chunks equal to an array edited the same way.
  @Test(arguments: [1, 2, 3])
  func randomReplacementsMatchAnArray(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var model = (0..<300).map { "p\($0)" }
    var paragraphs = TextStorage.Paragraphs(splitting: model.joined(separator: "\n"))
    for step in 0..<400 {
      let lower = Int.random(in: 0..<model.count, using: &generator)
      let upper = Int.random(in: lower..<min(model.count, lower + 140), using: &generator)
      let count = Int.random(in: 1...(step % 7 == 0 ? 150 : 3), using: &generator)
      let new = (0..<count).map { "s\(step).\($0)" }
      model.replaceSubrange(lower...upper, with: new)
      paragraphs.replaceSubrange(lower...upper, with: new)
      #expect(paragraphs.count == model.count)
    }
    #expect(Array(paragraphs) == model)
    #expect(paragraphs == TextStorage.Paragraphs(model))
    #expect(paragraphs.joinedText == model.joined(separator: "\n"))
  }

  /// A storage of a million lines keeps them in far fewer allocations than one per line, and
  /// edits, Returns and joins land where an array model says.
  @Test func aMillionLinesEditLikeAnArray() {
    let storage = TextStorage(String(repeating: "line\n", count: 999_999) + "line")
    #expect(storage.paragraphs.count == 1_000_000)
    storage.selection = .caret(TextPosition(paragraph: 500_000, offset: 2))
    storage.insertText("\n")
    #expect(storage.paragraphs.count == 1_000_001)
    #expect(storage.paragraphs[500_000] == "li" && storage.paragraphs[500_001] == "ne")
    storage.deleteBackward()
    #expect(storage.paragraphs[500_000] == "line")
    #expect(storage.paragraphs.count == 1_000_000)
    #expect(storage.paragraphs[999_999] == "line")
  }
}
