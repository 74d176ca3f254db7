import DrawKit
import Foundation
import Testing

/// Word movement, word deletion and double-click selection over one word of 400,000
/// characters, as a pasted base64 blob or a run of digits makes: each step is O(1), so the
/// walk costs one pass (a few seconds at most in a debug build); when every step copied the
/// paragraph and measured its caret stops again, it took hours.
@Suite("Adversarial word movement over a word of 400,000 characters")
struct LongWordMovementTests {
  /// What the word repeats: a letter and a digit (no two ASCII letters in a row, so caret
  /// stops are measured over the whole paragraph), and base64 (measured in short windows).
  @Test(.timeLimit(.minutes(1)), arguments: ["x7", "QmFzZTY0"])
  func wordMovesCrossTheWholeWord(unit: String) {
    let word = String(repeating: unit, count: 400_000 / unit.count)
    let storage = TextStorage("(" + word + ")")
    let start = TextPosition(paragraph: 0, offset: 1)
    let end = TextPosition(paragraph: 0, offset: 1 + word.utf8.count)
    storage.selection = .caret(start)
    storage.moveCaret(.forward, by: .word)
    #expect(storage.selection == .caret(end))
    storage.moveCaret(.backward, by: .word)
    #expect(storage.selection == .caret(start))
    storage.selectWord(at: TextPosition(paragraph: 0, offset: 1 + word.utf8.count / 2))
    #expect(storage.selection == TextSelection(anchor: start, head: end))
    storage.selection = .caret(end)
    storage.deleteBackward(.word)
    #expect(storage.text == "()")
    storage.undo()
    #expect(storage.text == "(" + word + ")")
  }
}
