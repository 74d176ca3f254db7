import DrawKit
import Foundation

extension PlaygroundPage {
  /// Real text: wrapped paragraphs in English, Japanese, emoji, Arabic and Hebrew, with a
  /// combining accent, one selection highlighted and a caret, all from one `TextLayout`.
  static let textShowcase = PlaygroundPage(
    name: "TextShowcase",
    summary: "Pango shaping and fallback: Japanese, colour emoji, Arabic, Hebrew, accents."
  ) {
    let text = """
      DrawKit lays out real text with Pango: shaping, fallback fonts and bidi.
      プレースホルダー付きのTextView
      Emoji keep their colours: 👋🏽 👨‍👩‍👧‍👦 🇯🇵
      مرحبا بالعالم — Arabic runs right to left.
      שלום עולם — and so does Hebrew.
      Combining marks stack: e\u{301} = é, café.
      """
    let layout = TextLayout(text, font: Font(family: "DejaVu Sans", size: 18))
    layout.width = 440
    let selected = text.range(of: "real text")!
    let caretIndex = text.range(of: "café")!.upperBound
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 480, height: 210))
    root.backgroundColor = .white
    let textView = DrawView(frame: CGRect(x: 20, y: 20, width: 440, height: 170)) { _, context in
      context.setFillColor(Color(hex: 0xB3D7FF))
      for rect in layout.selectionRects(for: selected) {
        context.fill(rect)
      }
      layout.draw(in: context, at: .zero)
      context.setFillColor(Color(hex: 0x1A73E8))
      let caret = layout.caretRect(at: caretIndex)
      context.fill(CGRect(x: caret.minX - 1, y: caret.minY, width: 2, height: caret.height))
    }
    // Drawn text is invisible to screen readers until its view says what it shows.
    textView.accessibilityElement = AccessibilityElement(role: .staticText, label: text)
    root.addSubview(textView)
    return root
  }
}
