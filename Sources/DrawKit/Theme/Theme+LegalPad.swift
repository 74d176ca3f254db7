extension Theme {
  /// A yellow legal pad: blue rules, a red double margin line, dark blue ink.
  public static var legalPad: Theme {
    let paper = Color(hex: 0xFFF6A8)
    let ink = Color(hex: 0x1B2A6B)
    let rule = Color(hex: 0x8DB3E2)
    let margin = Color(hex: 0xE8545A)
    return Theme.notes.with { theme in
      theme.name = "legalPad"
      theme.textField.textColor = ink
      theme.textField.insert(.fill(paper), as: .background, before: .selection)
      theme.textField[.underline] = .textUnderline(color: rule, width: 1)
      theme.textView.textColor = ink
      theme.textView.textInsets = EdgeInsets(top: 10, left: 44, bottom: 10, right: 10)
      theme.textView[.background] = .fill(paper)
      theme.textView[.rules] = .ruledLines(color: rule, inset: 0)
      theme.textView.insert(
        .marginLine(color: margin, offset: 10), as: DrawingSlot("margin"), before: .selection)
      theme.textView.insert(
        .marginLine(color: margin, offset: 13), as: DrawingSlot("margin2"), before: .selection)
      theme.placeholderTextView.textColor = ink
      theme.placeholderTextView.insert(.fill(paper), as: .background, before: .selection)
    }
  }
}
