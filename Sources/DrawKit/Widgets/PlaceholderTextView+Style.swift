extension ThemeEntry where Value == TextWidgetStyle<PlaceholderTextView> {
  /// How placeholder text views look: by default a text view in 14-unit type inside the
  /// view's own border (``PlaceholderTextView/borderColor``).
  public static let placeholderTextView = ThemeEntry(
    default: TextWidgetStyle(
      tokens: TextStyleTokens(font: .system(size: 14), textInsets: EdgeInsets(all: 5)),
      layers: [
        .selection: .selection(),
        .placeholder: .placeholder,
        .text: .text,
        .markedText: .markedText(),
        .caret: .caret(),
        .border: Drawing<BorderStyle>.border.pullback(\.borderStyle),
      ]))
}
