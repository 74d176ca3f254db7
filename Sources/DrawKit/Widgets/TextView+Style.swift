/// The theme entry holding ``TextView``'s style.
struct TextViewStyleKey: ThemeKey {
  static var defaultValue: TextWidgetStyle<TextView> {
    TextWidgetStyle(
      tokens: TextStyleTokens(textInsets: EdgeInsets(all: 8)),
      layers: [
        .selection: .selection(),
        .placeholder: .placeholder,
        .text: .text,
        .markedText: .markedText(),
        .caret: .caret(),
      ])
  }
}

extension Theme {
  /// How text views look: by default text on the view's background, with the theme's
  /// selection and an accent caret.
  public var textView: TextWidgetStyle<TextView> {
    get { self[TextViewStyleKey.self] }
    set { self[TextViewStyleKey.self] = newValue }
  }
}
