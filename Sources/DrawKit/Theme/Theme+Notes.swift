extension Theme {
  /// The Notes-app look of the ruled-lines recipe: fields underlined with a 0.5 px black
  /// line, text views on white paper ruled with light gray 1 px lines that sit under every
  /// line of text (whatever fonts it falls back to) and continue down the page.
  public static var notes: Theme {
    let font = Font("DejaVu Sans 16")
    let tint = Color(hex: 0xE0A800)
    let selection = Color(hex: 0xFFE58A)
    return Theme.plain.with { theme in
      theme.name = "notes"
      theme.textField.font = font
      theme.textField[.underline] = .textUnderline(color: .black, width: 0.5)
      theme.textField[.focusRing] = nil
      theme.textField[.caret] = .caret(color: tint)
      theme.textField[.selection] = .selection(color: selection)
      theme.textView.font = font
      theme.textView.textInsets = EdgeInsets(all: 10)
      theme.textView.usesFixedLinePitch = true
      theme.textView.insert(.fill(.white), as: .background, before: .selection)
      theme.textView.insert(.ruledLines(color: .lightGray), as: .rules, before: .selection)
      theme.textView[.caret] = .caret(color: tint)
      theme.textView[.selection] = .selection(color: selection)
      theme.placeholderTextView.font = font
      theme.placeholderTextView[.caret] = .caret(color: tint)
    }
  }
}
