extension Theme {
  /// The default look: black text on the view's background, a blue caret and selection, a
  /// thin gray underline under fields that turns blue while focused.
  public static var plain: Theme {
    let font = Font.system(size: 16)
    let tint = Color(hex: 0x1A73E8)
    let selection = Color(hex: 0xB3D7FF)
    return Theme(
      name: "plain",
      textField: WidgetStyle(
        tokens: TextStyleTokens(
          font: font, textInsets: EdgeInsets(top: 3, left: 0, bottom: 3, right: 0)),
        layers: [
          (.selection, .selection(color: selection)),
          (.placeholder, .placeholder),
          (.text, .text),
          (.caret, .caret(color: tint)),
          (.underline, .textUnderline(color: .lightGray, width: 1)),
          (.focusRing, Drawing.textUnderline(color: tint, width: 2).when(\.isFocused)),
        ]),
      textView: WidgetStyle(
        tokens: TextStyleTokens(font: font, textInsets: EdgeInsets(all: 8)),
        layers: [
          (.selection, .selection(color: selection)),
          (.placeholder, .placeholder),
          (.text, .text),
          (.caret, .caret(color: tint)),
        ]),
      placeholderTextView: WidgetStyle(
        tokens: TextStyleTokens(font: Font.system(size: 14), textInsets: EdgeInsets(all: 5)),
        layers: [
          (.selection, .selection(color: selection)),
          (.placeholder, .placeholder),
          (.text, .text),
          (.caret, .caret(color: tint)),
          (.border, Drawing<BorderStyle>.border.pullback(\.borderStyle)),
        ]))
  }
}
