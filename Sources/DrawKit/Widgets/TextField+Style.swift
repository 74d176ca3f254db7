/// The theme entry holding ``TextField``'s style.
struct TextFieldStyleKey: ThemeKey {
  static var defaultValue: TextWidgetStyle<TextField> {
    TextWidgetStyle(
      tokens: TextStyleTokens(textInsets: EdgeInsets(top: 3, left: 0, bottom: 3, right: 0)),
      layers: [
        .selection: .selection(),
        .placeholder: .placeholder,
        .text: .text,
        .markedText: .markedText(),
        .caret: .caret(),
        .underline: .textUnderline(.separator, width: 1),
        .focusRing: Drawing.textUnderline(.accent, width: 2).when(\.isFocused),
      ])
  }
}

extension Theme {
  /// How text fields look: by default a thin underline in the separator colour that turns
  /// into a thicker accent line while the field is focused.
  public var textField: TextWidgetStyle<TextField> {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}
