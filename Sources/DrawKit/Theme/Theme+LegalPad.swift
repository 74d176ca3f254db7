extension Theme {
  /// A yellow legal pad: blue rules, a red double margin line, dark blue ink.
  public static var legalPad: Theme {
    let paper = Color(hex: 0xFFF6A8)
    let margin = Color(hex: 0xE8545A)
    return Theme.notes.with { theme in
      theme.name = "legalPad"
      theme.tokens.label = Color(hex: 0x1B2A6B)
      theme.tokens.background = paper
      theme.tokens.separator = Color(hex: 0x8DB3E2)
      theme[.textField][.background] = .fill(.background)
      theme[.textField][.underline] = .textUnderline(.separator, width: 1)
      theme[.textView].textInsets = EdgeInsets(top: 10, left: 44, bottom: 10, right: 10)
      theme[.textView][.rules] = .ruledLines(.separator, inset: 0)
      theme[.textView].insert(
        .marginLine(margin, offset: 10), as: DrawingSlot("margin", placement: .back),
        before: .selection)
      theme[.textView].insert(
        .marginLine(margin, offset: 13), as: DrawingSlot("margin2", placement: .back),
        before: .selection)
      theme[.placeholderTextView][.background] = .fill(.background)
    }
  }
}
