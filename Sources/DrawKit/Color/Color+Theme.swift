extension Color {
  /// The theme's accent (tint): carets, focus underlines, checked and "on" controls.
  public static let accent = Color(role: .accent, value: ThemeTokens.light.accent)
  /// What is drawn on top of the accent: the tick in a checked box, a selected segment's
  /// title.
  public static let onAccent = Color(role: .onAccent, value: ThemeTokens.light.onAccent)
  /// The theme's window and page background.
  public static let background = Color(role: .background, value: ThemeTokens.light.background)
  /// The fill of controls at rest: a switch's track when off, a slider's empty track, a
  /// button's face.
  public static let controlBackground = Color(
    role: .controlBackground, value: ThemeTokens.light.controlBackground)
  /// The colour of text and glyphs.
  public static let label = Color(role: .label, value: ThemeTokens.light.label)
  /// Text of less importance, and disabled text.
  public static let secondaryLabel = Color(
    role: .secondaryLabel, value: ThemeTokens.light.secondaryLabel)
  /// Placeholders and faint marks.
  public static let tertiaryLabel = Color(
    role: .tertiaryLabel, value: ThemeTokens.light.tertiaryLabel)
  /// Thin lines between and under things: underlines, rules, borders of controls.
  public static let separator = Color(role: .separator, value: ThemeTokens.light.separator)
  /// The highlight behind selected text.
  public static let selection = Color(role: .selection, value: ThemeTokens.light.selection)
  /// The ring drawn around the view that has the keyboard focus.
  public static let focusRing = Color(role: .focusRing, value: ThemeTokens.light.focusRing)
}
