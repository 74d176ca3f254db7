import DrawKit
import Foundation
import Testing

/// The accessibility text interface of text widgets with the character offsets a buggy or
/// hostile assistive technology can send: `Int.min`, `Int.max` and anything between clamp
/// into the text instead of trapping.
@Suite("Adversarial accessibility offsets at the ends of Int")
struct AccessibleOffsetExtremesTests {
  static let offsets = [Int.min, -1, 0, 2, 1_000, Int.max - 1, Int.max]

  /// A view of each text widget kind holding two short paragraphs.
  private func views() throws -> [TextInputView] {
    try pinTestFonts()
    let text = "ab👨‍👩‍👧\ncd"
    return [
      TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), text: text),
      TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30), text: text),
      PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), text: text),
    ]
  }

  @Test func characterRectPastTheEndIsTheCaretAtTheEnd() throws {
    for view in try views() {
      let end = view.convert(view.caretRect(for: view.storage.endPosition), to: nil)
      #expect(view.accessibleCharacterRect(at: Int.max) == end, "\(type(of: view))")
      #expect(view.accessibleCharacterRect(at: Int.max - 1) == end, "\(type(of: view))")
    }
  }

  @Test(arguments: offsets)
  func everyCallClampsIntoTheText(offset: Int) throws {
    for view in try views() {
      let text = view.text
      let length = view.accessibleText.unicodeScalars.count
      _ = view.accessibleCharacterRect(at: offset)
      view.accessibleCaretOffset = offset
      #expect(view.accessibleCaretOffset == min(max(offset, 0), length), "\(type(of: view))")
      view.accessibleSelection = min(offset, 0)..<max(offset, 0)
      #expect(view.accessibleSelection.upperBound <= length)
      view.accessibleInsert("x", at: offset)
      #expect(view.text.count == text.count + 1, "\(type(of: view)) inserted one character")
      view.accessibleDelete(min(offset, 0)..<max(offset, 0))
      #expect(view.accessibleSelection.upperBound <= view.accessibleText.unicodeScalars.count)
    }
  }
}
