import DrawKit
import Foundation
import Testing

/// Text widgets as hosts see them through ``TextComposing``.
struct TextComposingTests {
  @Test func aFieldComposesThroughTheProtocol() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let field = TextField(frame: CGRect(x: 40, y: 30, width: 200, height: 30))
    root.addSubview(field)
    let client: TextComposing = field
    #expect(client.acceptsMarkedText)
    let before = client.inputMethodCaretRect
    client.setMarkedText(MarkedText("にほんご"))
    #expect(client.isComposing)
    let after = client.inputMethodCaretRect
    #expect(after.minX > before.minX, "the caret moved to the end of the marked text")
    #expect(after == field.convert(field.caretRect(for: field.storage.selection.head), to: nil))
    #expect(after.minX >= 40 && after.minY >= 30, "in root coordinates, not the field's")
    client.insertText("日本語")
    #expect(!client.isComposing)
    #expect(field.text == "日本語")
  }

  @Test func secureAndReadOnlyFieldsRefuseMarkedText() {
    let secure = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    secure.isSecureTextEntry = true
    let readOnly = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    readOnly.isEditable = false
    #expect(!(secure as TextComposing).acceptsMarkedText)
    #expect(!(readOnly as TextComposing).acceptsMarkedText)
  }
}
