import DrawKit
import Foundation
import SceneText
import Testing

/// One editing case: a text with the caret after `caret` graphemes, an operation, and the
/// text and caret (in graphemes) it must leave.
struct EditingCase: CustomTestStringConvertible, Sendable {
  let text: String
  let caret: Int
  let operation: @Sendable (TextStorage) -> Void
  let name: String
  let expectedText: String
  let expectedCaret: Int

  var testDescription: String { "\(name) on \(text.debugDescription) at \(caret)" }
}

private func editing(
  _ text: String, at caret: Int, _ name: String,
  _ operation: @escaping @Sendable (TextStorage) -> Void,
  gives expectedText: String, caret expectedCaret: Int
) -> EditingCase {
  EditingCase(
    text: text, caret: caret, operation: operation, name: name, expectedText: expectedText,
    expectedCaret: expectedCaret)
}

private let backspace: @Sendable (TextStorage) -> Void = { $0.deleteBackward() }
private let delete: @Sendable (TextStorage) -> Void = { $0.deleteForward() }
private let right: @Sendable (TextStorage) -> Void = { $0.moveCaret(.forward, by: .character) }
private let left: @Sendable (TextStorage) -> Void = { $0.moveCaret(.backward, by: .character) }
private let wordRight: @Sendable (TextStorage) -> Void = { $0.moveCaret(.forward, by: .word) }
private let wordLeft: @Sendable (TextStorage) -> Void = { $0.moveCaret(.backward, by: .word) }
private let wordBackspace: @Sendable (TextStorage) -> Void = { $0.deleteBackward(.word) }
private let wordDelete: @Sendable (TextStorage) -> Void = { $0.deleteForward(.word) }

let family = "👨‍👩‍👧‍👦"
let flags = "🇯🇵🇺🇸"
let accented = "e\u{301}"
let japanese = "プレースホルダー付きのTextView"
let arabic = "مرحبا بالعالم"

let editingCases: [EditingCase] = [
  editing(family, at: 1, "backspace", backspace, gives: "", caret: 0),
  editing("a\(family)b", at: 2, "backspace", backspace, gives: "ab", caret: 1),
  editing(flags, at: 2, "backspace", backspace, gives: "🇯🇵", caret: 1),
  editing(flags, at: 0, "delete", delete, gives: "🇺🇸", caret: 0),
  editing(accented, at: 1, "backspace", backspace, gives: "", caret: 0),
  editing("x\(accented)y", at: 1, "delete", delete, gives: "xy", caret: 1),
  editing("日本語", at: 3, "backspace", backspace, gives: "日本", caret: 2),
  editing(arabic, at: 5, "backspace", backspace, gives: "مرحب بالعالم", caret: 4),
  editing("ab\ncd", at: 3, "backspace joins paragraphs", backspace, gives: "abcd", caret: 2),
  editing("ab\ncd", at: 2, "delete joins paragraphs", delete, gives: "abcd", caret: 2),
  editing("", at: 0, "backspace at start", backspace, gives: "", caret: 0),
  editing("\(family)x", at: 0, "right over a family", right, gives: "\(family)x", caret: 1),
  editing("\(flags)", at: 2, "left over a flag", left, gives: flags, caret: 1),
  editing("hello, world", at: 0, "word right", wordRight, gives: "hello, world", caret: 5),
  editing("hello, world", at: 5, "word right", wordRight, gives: "hello, world", caret: 12),
  editing("hello, world", at: 12, "word left", wordLeft, gives: "hello, world", caret: 7),
  editing("hello, world", at: 7, "word left", wordLeft, gives: "hello, world", caret: 0),
  editing(
    "don't stop", at: 0, "word right over an apostrophe", wordRight, gives: "don't stop", caret: 5),
  editing(japanese, at: 0, "word right over katakana", wordRight, gives: japanese, caret: 8),
  editing(
    japanese, at: 8, "word right over kanji and okurigana", wordRight, gives: japanese, caret: 11),
  editing(japanese, at: 11, "word right over Latin", wordRight, gives: japanese, caret: 19),
  editing(japanese, at: 19, "word left", wordLeft, gives: japanese, caret: 11),
  editing(arabic, at: 0, "word right in Arabic", wordRight, gives: arabic, caret: 5),
  editing(arabic, at: 13, "word left in Arabic", wordLeft, gives: arabic, caret: 6),
  editing(
    "👋🏽 \(family) 🇯🇵", at: 0, "word right over an emoji", wordRight, gives: "👋🏽 \(family) 🇯🇵", caret: 1),
  editing(
    "👋🏽 \(family) 🇯🇵", at: 1, "word right to the next emoji", wordRight, gives: "👋🏽 \(family) 🇯🇵",
    caret: 3),
  editing("one\ntwo", at: 3, "word right across a newline", wordRight, gives: "one\ntwo", caret: 7),
  editing("hello world", at: 11, "ctrl-backspace", wordBackspace, gives: "hello ", caret: 6),
  editing("hello world", at: 0, "ctrl-delete", wordDelete, gives: " world", caret: 0),
  editing(
    "\(family)\(family)", at: 2, "ctrl-backspace over emoji", wordBackspace, gives: family, caret: 1
  ),
]

@Suite("TextStorage editing semantics")
struct TextStorageEditingTests {
  @Test(arguments: editingCases)
  func editingCase(_ example: EditingCase) {
    let storage = TextStorage(example.text)
    storage.selection = .caret(storage.position(atCharacterOffset: example.caret))
    example.operation(storage)
    #expect(storage.text == example.expectedText)
    #expect(storage.selection.isEmpty)
    #expect(storage.characterOffset(of: storage.selection.head) == example.expectedCaret)
  }

  @Test func typingMergesIntoOneGraphemeAndKeepsTheCaretOnABoundary() {
    let storage = TextStorage("e")
    storage.insertText("\u{301}")
    #expect(storage.text == accented && storage.characterCount == 1)
    #expect(storage.selection.head == storage.endPosition)
    let flag = TextStorage("🇵")
    flag.selection = .caret(.zero)
    flag.insertText("🇯")
    #expect(flag.text == "🇯🇵")
    #expect(flag.characterOffset(of: flag.selection.head) == 1, "the caret is after the flag")
  }

  @Test func typingIsOneUndoStepUntilTheCaretMoves() {
    let storage = TextStorage()
    for character in "hello" { storage.insertText(String(character)) }
    storage.insertText(" ")
    for character in "world" { storage.insertText(String(character)) }
    storage.undo()
    #expect(storage.text == "")
    storage.redo()
    #expect(storage.text == "hello world")
    storage.moveCaret(.backward, by: .character)
    storage.insertText("!")
    #expect(storage.text == "hello worl!d")
    storage.undo()
    #expect(storage.text == "hello world")
    #expect(storage.characterOffset(of: storage.selection.head) == 10)
  }

  @Test func backspacesCoalesceAndRestoreTheSelection() {
    let storage = TextStorage("abcdef")
    storage.deleteBackward()
    storage.deleteBackward()
    storage.deleteBackward()
    #expect(storage.text == "abc")
    storage.undo()
    #expect(storage.text == "abcdef")
    #expect(storage.selection.head == storage.endPosition)
    #expect(!storage.canUndo && storage.canRedo)
  }

  @Test func explicitGroupsUndoTogether() {
    let storage = TextStorage("x")
    storage.groupUndo {
      storage.paste("1")
      storage.replace(TextPosition.zero..<TextPosition(paragraph: 0, offset: 1), with: "yy")
      storage.insertText("\nz")
    }
    #expect(storage.text == "yy1\nz")
    storage.undo()
    #expect(storage.text == "x")
  }

  @Test func newEditClearsRedo() {
    let storage = TextStorage()
    storage.insertText("a")
    storage.undo()
    storage.insertText("b")
    #expect(!storage.canRedo)
    storage.redo()
    #expect(storage.text == "b")
  }

  @Test func maximumLengthCutsPastesAtAGraphemeBoundary() {
    let storage = TextStorage("ab")
    storage.maximumLength = 4
    storage.paste("\(family)\(flags)xyz")
    #expect(storage.text == "ab\(family)🇯🇵")
    #expect(storage.characterCount == 4)
    storage.insertText("q")
    #expect(storage.text == "ab\(family)🇯🇵")
    storage.selectAll()
    storage.insertText("1234567")
    #expect(storage.text == "1234")
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    let storage = TextStorage()
    storage.insertUTF8([0x61, 0xFF, 0xE6, 0x97, 0x62])
    #expect(storage.text == "a\u{FFFD}\u{FFFD}b")
  }

  @Test func outOfRangePositionsClamp() {
    let storage = TextStorage("ab\n\(family)")
    storage.selection = .caret(TextPosition(paragraph: 9, offset: 99))
    #expect(storage.selection.head == storage.endPosition)
    storage.selection = .caret(TextPosition(paragraph: 1, offset: 3))
    #expect(storage.selection.head == TextPosition(paragraph: 1, offset: 0), "rounded down")
    storage.selection = .caret(TextPosition(paragraph: -4, offset: -1))
    #expect(storage.selection.head == .zero)
    #expect(
      storage.text(
        in: TextPosition(paragraph: 0, offset: 1)..<TextPosition(paragraph: 7, offset: 0))
        == "b\n\(family)")
  }

  @Test func observersHearEveryKindOfChange() {
    let storage = TextStorage("start")
    var reasons: [TextChange.Reason] = []
    var lastInserted = ""
    let observation = storage.addObserver { change in
      reasons.append(change.reason)
      lastInserted = change.insertedText
    }
    storage.insertText("!")
    storage.paste("?")
    storage.undo()
    storage.redo()
    storage.text = "set"
    storage.replace(storage.startPosition..<storage.startPosition, with: ">")
    #expect(reasons == [.typing, .pasteboard, .undo, .redo, .code, .code])
    #expect(lastInserted == ">")
    storage.removeObserver(observation)
    storage.insertText("x")
    #expect(reasons.count == 6)
  }

  @Test func crlfBecomesOneNewline() {
    let storage = TextStorage("a\r\nb\rc")
    #expect(storage.paragraphs == ["a", "b", "c"])
  }

  @Test func selectWordAndParagraph() {
    let storage = TextStorage("one two\nthree")
    storage.selectWord(at: TextPosition(paragraph: 0, offset: 5))
    #expect(storage.selectedText == "two")
    storage.selectParagraph(at: TextPosition(paragraph: 1, offset: 2))
    #expect(storage.selectedText == "three")
  }

  @Test func extendingKeepsTheAnchor() {
    let storage = TextStorage("hello world")
    storage.selection = .caret(.zero)
    storage.moveCaret(.forward, by: .word, extending: true)
    storage.moveCaret(.forward, by: .character, extending: true)
    #expect(storage.selectedText == "hello ")
    storage.moveCaret(.forward, by: .character)
    #expect(storage.selection.isEmpty && storage.characterOffset(of: storage.selection.head) == 6)
    storage.moveCaret(.forward, by: .document, extending: true)
    #expect(storage.selectedText == "world")
  }

  @Test func largeDocumentEditsTouchOneParagraph() {
    let document = SceneText.document(lines: 100_000)
    let storage = TextStorage(document)
    #expect(storage.paragraphs.count == 100_000)
    storage.selection = .caret(TextPosition(paragraph: 50_005, offset: 10))
    storage.insertText("x")
    storage.insertText("\n")
    #expect(storage.paragraphs.count == 100_001)
    #expect(
      storage.paragraphs[50_006].hasPrefix(
        String(document.split(separator: "\n")[50_005].dropFirst(10))))
  }
}
