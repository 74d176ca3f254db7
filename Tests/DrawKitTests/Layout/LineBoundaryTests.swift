import Foundation
import Testing

@testable import DrawKit

/// The line boundaries a layout reports, which it reads from Pango's own analysis of the laid
/// out text, are caret stops as `String.cursorPosition(atOrBefore:)` finds them, in
/// every script and line-break mode.
@Suite("Line boundaries")
struct LineBoundaryTests {
  @Test func everyLineBoundaryIsACaretStop() throws {
    try pinTestFonts()
    let texts = [
      showcaseText,
      String(repeating: "क्षत्रिय हिन्दी स्त्री ", count: 10),
      String(repeating: "ภาษาไทยไม่มีช่องว่างระหว่างคำ", count: 6),
      String(repeating: "👨‍👩‍👧‍👦e\u{301}🇯🇵", count: 20),
      "ab\u{0}cd " + String(repeating: "x", count: 200),
    ]
    for text in texts {
      for mode in [LineBreakMode.word, .character, .wordOrCharacter] {
        let layout = TextLayout(text, font: Font(family: "DejaVu Sans", size: 16))
        layout.width = 37
        layout.lineBreakMode = mode
        let lines = layout.lines
        #expect(lines.count > 1, "\(mode)")
        #expect(lines.first?.range.lowerBound == text.startIndex)
        #expect(lines.last?.range.upperBound == text.endIndex)
        for bound in lines.flatMap({ [$0.range.lowerBound, $0.range.upperBound] }) {
          let offset = text.utf8Offset(of: bound)
          #expect(text.cursorPosition(atOrBefore: offset) == offset, "\(mode) at \(offset)")
        }
      }
    }
  }
}
