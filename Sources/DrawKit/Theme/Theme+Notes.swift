extension Theme {
  /// A notes-app look: fields underlined with a 0.5 px black line, text views on white paper
  /// ruled with light gray 1 px lines that sit under every line of text (whatever fonts it
  /// falls back to) and continue down the page, a golden accent and selection.
  public static var notes: Theme {
    Theme.plain.with { theme in
      theme.name = "notes"
      theme.font = Font(pangoDescription: "DejaVu Sans 16")
      theme.tokens.accent = Color(hex: 0xE0A800)
      theme.tokens.selection = Color(hex: 0xFFE58A)
      theme.textField[.underline] = .textUnderline(.black, width: 0.5)
      theme.textField[.focusRing] = nil
      theme.textView.textInsets = EdgeInsets(all: 10)
      theme.textView.usesFixedLinePitch = true
      theme.textView[.background] = .fill(.background)
      theme.textView[.rules] = .ruledLines(.separator)
      theme.placeholderTextView.font = nil
    }
  }
}
