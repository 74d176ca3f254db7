import Foundation
import Testing

@testable import DrawKit

/// A layout asked for the same caret again answers without asking Pango: a keystroke asks for
/// the caret's rectangle several times (to scroll to it, to find what the frame repaints, to
/// draw it), and each answer costs three Pango queries.
@Suite("Caret queries")
struct CaretQueryTests {
  @Test func theSameCaretAskedAgainAsksPangoOnce() throws {
    try pinTestFonts()
    let layout = TextLayout("hello world, wrapped onto a second line", font: .system(size: 14))
    layout.width = 120
    let text = layout.text
    let index = text.utf8.index(text.startIndex, offsetBy: 20)
    let first = layout.caretRect(at: index)
    #expect(layout.caretRect(at: index) == first)
    #expect(layout.caretQueryCount == 1)
    let other = layout.caretRect(at: text.startIndex)
    #expect(other != first)
    #expect(layout.caretQueryCount == 2)
    layout.width = 60
    let rewrapped = layout.caretRect(at: text.utf8.index(text.startIndex, offsetBy: 20))
    #expect(layout.caretQueryCount == 3)
    let fresh = TextLayout(text, font: .system(size: 14))
    fresh.width = 60
    #expect(rewrapped == fresh.caretRect(at: text.utf8.index(text.startIndex, offsetBy: 20)))
  }
}
