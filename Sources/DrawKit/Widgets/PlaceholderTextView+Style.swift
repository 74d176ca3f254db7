/// The theme entry holding ``PlaceholderTextView``'s style.
struct PlaceholderTextViewStyleKey: ThemeKey {
  static var defaultValue: TextWidgetStyle<PlaceholderTextView> {
    TextWidgetStyle(
      tokens: TextStyleTokens(font: .system(size: 14), textInsets: EdgeInsets(all: 5)),
      layers: [
        .selection: .selection(),
        .placeholder: .placeholder,
        .text: .text,
        .markedText: .markedText(),
        .caret: .caret(),
        .border: Drawing<BorderStyle>.border.pullback(\.borderStyle),
      ])
  }
}

extension Theme {
  /// How placeholder text views look: by default a text view in 14-unit type inside the
  /// view's own border (``PlaceholderTextView/borderColor``).
  public var placeholderTextView: TextWidgetStyle<PlaceholderTextView> {
    get { self[PlaceholderTextViewStyleKey.self] }
    set { self[PlaceholderTextViewStyleKey.self] = newValue }
  }
}
