import DrawKit
import Foundation
import Testing

/// Text whose line breaks are followed by a combining mark, a joiner or a tag character: a
/// grapheme cluster may start with such a scalar, so matching `"\r"` or `"\n"` as whole
/// clusters (as Foundation's string search does) misses these breaks.
@Suite("Adversarial line breaks followed by a combining mark")
struct ReturnBeforeMarkTests {
  static let texts: [(String, [String])] = [
    ("a\r\u{301}b", ["a", "\u{301}b"]),
    ("a\r\u{E0067}b", ["a", "\u{E0067}b"]),
    ("a\r\n\u{301}b", ["a", "\u{301}b"]),
    ("\r\u{94D}", ["", "\u{94D}"]),
    ("x\r\r\n\u{301}", ["x", "", "\u{301}"]),
  ]

  @Test(arguments: texts)
  func loadedTextSplitsAtEveryReturn(text: String, paragraphs: [String]) {
    let loaded = TextStorage(text)
    #expect(Array(loaded.paragraphs) == paragraphs)
    #expect(!loaded.text.unicodeScalars.contains("\r"))
    let assigned = TextStorage()
    assigned.text = text
    #expect(loaded.paragraphs == assigned.paragraphs, "loading and assigning agree")
  }

  @Test func undoAndRedoOfLoadedTextRestoreItExactly() {
    let storage = TextStorage("a\r\u{301}b")
    let loaded = storage.text
    storage.selectAll()
    storage.deleteBackward()
    storage.undo()
    #expect(storage.text == loaded)
    storage.redo()
    #expect(storage.text == "")
    storage.undo()
    #expect(storage.text == loaded)
  }

  @Test func typedNewlineBeforeAMarkEndsTheTypingStep() {
    let storage = TextStorage()
    storage.insertText("a")
    storage.insertText("\n\u{301}")
    storage.insertText("b")
    storage.undo()
    #expect(storage.text == "a\n\u{301}", "undo takes back only what was typed after the newline")
  }
}
