import DrawKit
import Foundation
import Testing

/// The UTF-8 offset of the caret after one word move from `offset` in one-paragraph `text`.
private func wordMove(in text: String, from offset: Int, forward: Bool) -> Int {
  let storage = TextStorage(text)
  storage.selection = .caret(TextPosition(paragraph: 0, offset: offset))
  storage.moveCaret(forward ? .forward : .backward, by: .word)
  return storage.selection.head.offset
}

@Suite("Adversarial word boundaries: one UAX #29 rule set for moves, deletions and clicks")
struct WordBoundaryTests {
  /// Text, and the first word as UAX #29 sees it.
  static let joined: [(String, String)] = [
    ("3.14 is pi", "3.14"), ("1,000 apples", "1,000"), ("don't stop", "don't"),
    ("foo_bar baz", "foo_bar"), ("rock\u{2019}n\u{2019}roll on", "rock\u{2019}n\u{2019}roll"),
    ("e.g. this", "e.g"), ("key:value pair", "key:value"), ("v1.5 ok", "v1.5"),
    ("12;34 x", "12;34"), ("1'000 y", "1'000"),
  ]

  /// Text, and the first word, where the middle character does not join.
  static let split: [(String, String)] = [
    ("a,b", "a"), ("1.a", "1"), ("end. Next", "end"), ("1:2", "1"), ("x;y", "x"),
    ("3.", "3"), ("'quoted'", "quoted"), ("don''t", "don"),
  ]

  @Test(arguments: joined + split)
  func forwardStopsAtTheEndOfTheFirstWord(text: String, word: String) {
    let start = text.hasPrefix("'") ? 1 : 0
    #expect(wordMove(in: text, from: start, forward: true) == start + word.utf8.count)
  }

  @Test(arguments: joined + split)
  func backwardFromTheWordEndReturnsToItsStart(text: String, word: String) {
    let start = text.hasPrefix("'") ? 1 : 0
    #expect(wordMove(in: text, from: start + word.utf8.count, forward: false) == start)
  }

  @Test func numbersAndContractionsStayWholeAtTheEndOfText() {
    for (text, word) in [("pay 1,000", "1,000"), ("pi is 3.14", "3.14"), ("we don't", "don't")] {
      let length = text.utf8.count
      #expect(wordMove(in: text, from: length, forward: false) == length - word.utf8.count)
      let storage = TextStorage(text)
      storage.deleteBackward(.word)
      #expect(storage.text == String(text.dropLast(word.count)))
    }
  }

  @Test func doubleClickSelectsTheSameWords() {
    for (text, word) in Self.joined {
      let storage = TextStorage(text)
      for offset in [0, word.utf8.count / 2, word.utf8.count - 1] {
        storage.selectWord(at: TextPosition(paragraph: 0, offset: offset))
        #expect(storage.selectedText == word, "\(text) at \(offset)")
      }
    }
    let storage = TextStorage("a,b end.")
    storage.selectWord(at: TextPosition(paragraph: 0, offset: 1))
    #expect(storage.selectedText == ",")
    storage.selectWord(at: TextPosition(paragraph: 0, offset: 7))
    #expect(storage.selectedText == ".")
  }
}
