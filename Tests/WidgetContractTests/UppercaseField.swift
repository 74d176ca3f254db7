import DrawKit
import Foundation

/// A one-line text widget written outside DrawKit on `TextInputView`'s public contract: it
/// shows its text in capitals, keeps its own theme entry, and supplies the geometry.
final class UppercaseField: TextInputView, ThemedWidget {
  /// The field's look: text on a control-coloured face with an accent caret.
  static let themeEntry = ThemeEntry(
    default: TextWidgetStyle<UppercaseField>(
      tokens: TextStyleTokens(textInsets: EdgeInsets(all: 4)),
      layers: [
        .selection: .selection(),
        .text: .text,
        .markedText: .markedText(),
        .caret: .caret(),
      ]))

  private let layout = TextLayout()

  init(frame: CGRect, text: String = "") {
    super.init(frame: frame, storage: TextStorage(text))
    storage.isSingleLine = true
  }

  override func textStyle(from theme: Theme) -> TextStyleTokens {
    theme[Self.themeEntry].tokens
  }

  /// The laid-out capitals; the storage's text is what the user typed.
  private var shownLayout: TextLayout {
    layout.text = storage.paragraphs[0].uppercased()
    layout.font = font
    layout.color = textColor
    layout.isSingleLine = true
    return layout
  }

  private var origin: CGPoint {
    CGPoint(x: effectiveTextInsets.left, y: effectiveTextInsets.top)
  }

  /// The index in the capitals of a storage position (capitals keep ASCII offsets here).
  private func shownIndex(_ position: TextPosition) -> String.Index {
    let shown = shownLayout.text
    let offset = min(storage.clamp(position).offset, shown.utf8.count)
    return shown.utf8.index(shown.utf8.startIndex, offsetBy: offset)
  }

  override var textFragments: [TextFragment] {
    storage.isEmpty ? [] : [TextFragment(layout: shownLayout, origin: origin)]
  }

  override var selectionRects: [CGRect] {
    let range = storage.selection.range
    guard !range.isEmpty else { return [] }
    return shownLayout.selectionRects(
      for: shownIndex(range.lowerBound)..<shownIndex(range.upperBound)
    ).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
  }

  override func caretRect(for position: TextPosition) -> CGRect {
    shownLayout.caretRect(at: shownIndex(position)).offsetBy(dx: origin.x, dy: origin.y)
  }

  override func textPosition(at point: CGPoint) -> TextPosition {
    let shown = shownLayout.text
    let index = shownLayout.index(at: CGPoint(x: point.x - origin.x, y: 0))
    return TextPosition(
      paragraph: 0, offset: shown.utf8.distance(from: shown.startIndex, to: index))
  }
}
