extension ThemeEntry where Value == TextWidgetStyle<TextView> {
  /// How text views look: by default text on the view's background, with the theme's
  /// selection and an accent caret.
  public static let textView = ThemeEntry(
    default: TextWidgetStyle(
      tokens: TextStyleTokens(textInsets: EdgeInsets(all: 8)),
      layers: [
        .selection: .selection(),
        .placeholder: .placeholder,
        .text: .text,
        .markedText: .markedText(),
        .caret: .caret(),
      ]))
}
