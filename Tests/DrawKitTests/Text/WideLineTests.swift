import DrawKit
import Foundation
import Testing

/// Lines wider than Pango's coordinates reach: Pango counts x in 1/1024 of a unit in 32-bit
/// integers, so past about 2,097,000 units its positions wrap around.
@Suite("Adversarial wide lines: carets, hits and ink past 2,097,000 units")
struct WideLineTests {
  private static let font = Font(family: "DejaVu Sans", size: 1_000)
  private static let text = String(repeating: "W", count: 3_600)

  /// The advance of one W, measured where Pango's units are exact.
  private func advance() -> CGFloat {
    TextLayout("WW", font: Self.font).caretRect(at: "WW".index(after: "WW".startIndex)).minX
  }

  @Test func aLayoutsCaretsFollowTheAdvancesToTheEnd() throws {
    try pinTestFonts()
    let layout = TextLayout(Self.text, font: Self.font)
    let advance = advance()
    #expect(advance > 900)
    for count in stride(from: 0, through: 3_600, by: 450) {
      let index = layout.text.index(layout.text.startIndex, offsetBy: count)
      let x = layout.caretRect(at: index).minX
      #expect(abs(x - CGFloat(count) * advance) < 1, "after \(count) W the caret is at \(x)")
    }
    #expect(abs(layout.caretRect(at: layout.text.endIndex).minX - layout.size.width) < 1)
  }

  @Test func aFieldPlacesHitsAndDrawsItsCaretAtTheEndOfAHugeLine() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 600, height: 1_300))
    root.backgroundColor = .white
    let field = TextField(frame: root.bounds, text: "W")
    root.addSubview(field)
    field.font = Self.font
    field.text = Self.text
    let advance = advance()
    let end = field.caretRect(for: field.storage.endPosition)
    let inset = field.caretRect(for: .zero).minX
    #expect(abs(end.minX - inset - 3_600 * advance) < 1, "the caret at the end is at \(end.minX)")
    for count in stride(from: 0, through: 3_600, by: 600) {
      let position = TextPosition(paragraph: 0, offset: count)
      let caret = field.caretRect(for: position)
      #expect(abs(caret.minX - inset - CGFloat(count) * advance) < 1, "caret after \(count)")
      let hit = field.textPosition(at: CGPoint(x: caret.minX + advance / 4, y: caret.midY))
      #expect(hit == position, "a click just after the caret after \(count) W lands there")
    }
    #expect(field.becomeFirstResponder())
    field.storage.selection = .caret(field.storage.endPosition)
    field.scrollCaretToVisible()
    let image = try Renderer().image(of: root)
    let shown = field.convert(field.caretRect(for: field.storage.endPosition), to: root)
    let lastGlyph = CGRect(
      x: max(shown.minX - advance, 0), y: shown.minY, width: min(advance, shown.minX),
      height: shown.height)
    #expect(image.inkCount(in: lastGlyph) > 10_000, "the last W is drawn left of the caret")
  }
}
