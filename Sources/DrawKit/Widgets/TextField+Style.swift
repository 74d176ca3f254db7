extension ThemeEntry where Value == TextWidgetStyle<TextField> {
  /// How text fields look: by default a thin underline in the separator colour that turns
  /// into a thicker accent line while the field is focused.
  public static let textField = ThemeEntry(
    default: TextWidgetStyle(
      tokens: TextStyleTokens(textInsets: EdgeInsets(top: 3, left: 0, bottom: 3, right: 0)),
      layers: [
        .selection: .selection(),
        .placeholder: .placeholder,
        .text: .text,
        .markedText: .markedText(),
        .caret: .caret(),
        .underline: .textUnderline(.separator, width: 1),
        .focusRing: Drawing.textUnderline(.accent, width: 2).when(\.isFocused),
      ]))
}
