import DrawKit
import Foundation
import Testing

/// The position `offset` UTF-8 bytes into the first paragraph.
private func at(_ offset: Int) -> TextPosition {
  TextPosition(paragraph: 0, offset: offset)
}

/// Storage holding `text` with the caret at `offset`, secure or not.
private func storage(_ text: String, caret offset: Int, secure: Bool) -> TextStorage {
  let storage = TextStorage(text)
  storage.isSecure = secure
  storage.selection = .caret(at(offset))
  return storage
}

@Suite("Adversarial secure text: one word, and never printed")
struct SecureTextTests {
  static let password = "hunter2 is.my pass-word"

  @Test func wordMovesJumpOverTheWholeSecureText() {
    let plain = storage(Self.password, caret: 2, secure: false)
    plain.moveCaret(.forward, by: .word)
    #expect(plain.selection.head == at(7))
    let secure = storage(Self.password, caret: 2, secure: true)
    secure.moveCaret(.forward, by: .word)
    #expect(secure.selection.head == secure.endPosition)
    secure.moveCaret(.backward, by: .word)
    #expect(secure.selection.head == at(0))
    secure.selection = .caret(at(12))
    secure.moveCaret(.forward, by: .word, extending: true)
    #expect(secure.selectedText == String(Self.password.dropFirst(12)))
  }

  @Test func wordDeletionRemovesEverythingOnThatSide() {
    let backward = storage(Self.password, caret: 13, secure: true)
    backward.deleteBackward(.word)
    #expect(backward.text == " pass-word")
    let forward = storage(Self.password, caret: 4, secure: true)
    forward.deleteForward(.word)
    #expect(forward.text == "hunt")
    let command = storage(Self.password, caret: 8, secure: true)
    command.perform(.delete(.backward, by: .word), pasteboard: nil)
    #expect(command.text == "is.my pass-word")
  }

  @Test func doubleClickSelectsTheWholeSecureText() {
    let secure = storage(Self.password, caret: 0, secure: true)
    secure.selectWord(at: at(15))
    #expect(secure.selectedText == Self.password)
    let empty = storage("", caret: 0, secure: true)
    empty.selectWord(at: at(0))
    #expect(empty.selection == .caret(.zero))
    let plain = storage(Self.password, caret: 0, secure: false)
    plain.selectWord(at: at(15))
    #expect(plain.selectedText == "pass")
  }

  @Test func secureTextAcrossParagraphsIsStillOneWord() {
    let secure = storage("a b\nc d", caret: 1, secure: true)
    secure.moveCaret(.forward, by: .word)
    #expect(secure.selection.head == TextPosition(paragraph: 1, offset: 3))
  }

  @Test func dumpAndDescriptionsHideSecureText() {
    let secret = TextStorage("correct horse")
    secret.isSecure = true
    secret.insertText(" battery")
    secret.selection = .caret(at(3))
    var dumped = ""
    dump(secret, to: &dumped)
    for shown in [dumped, "\(secret)", String(reflecting: secret), secret.description] {
      #expect(!shown.contains("horse"), "\(shown)")
      #expect(!shown.contains("battery"), "\(shown)")
      #expect(shown.contains("21"), "the length shows: \(shown)")
    }
    secret.isSecure = false
    var plain = ""
    dump(secret, to: &plain)
    #expect(plain.contains("correct horse battery"))
    #expect(secret.description == #"TextStorage(text: "correct horse battery", selection: 0:3)"#)
  }

  @Test func doubleClickInASecureFieldSelectsEverything() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let field = TextField(frame: root.bounds, text: Self.password)
    field.isSecureTextEntry = true
    #expect(field.storage.isSecure, "secure entry marks its storage secure")
    root.addSubview(field)
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 40, y: 15)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 40, y: 15)))
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 40, y: 15), clickCount: 2))
    #expect(field.storage.selectedText == Self.password)
    var dumped = ""
    dump(field.storage, to: &dumped)
    #expect(!dumped.contains("hunter2"))
  }
}
