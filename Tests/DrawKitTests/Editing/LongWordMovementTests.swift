import DrawKit
import Foundation
import Testing

/// Word moves, word deletion and double-click selection across one word of 20,000 characters.
///
/// Such words come from a pasted base64 blob or a run of digits: the moves must cross the
/// whole word in one step and the deletion must undo exactly. Walking the word is one pass
/// over it; when every step copied the paragraph and measured its caret stops again, 400,000
/// characters took minutes. No time limit guards that here, since under ThreadSanitizer even
/// the one pass over 400,000 characters took more than a minute.
@Suite("Adversarial word movement over a word of 20,000 characters")
struct LongWordMovementTests {
  /// What the word repeats: a letter and a digit (no two ASCII letters in a row, so caret
  /// stops are measured over the whole paragraph), and base64 (measured in short windows).
  @Test(arguments: ["x7", "QmFzZTY0"])
  func wordMovesCrossTheWholeWord(unit: String) {
    let word = String(repeating: unit, count: 20_000 / unit.count)
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
