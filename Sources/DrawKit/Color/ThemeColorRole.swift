/// The roles a theme colour can stand for: one per colour of ``ThemeTokens``.
enum ThemeColorRole: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case accent
  case onAccent
  case background
  case controlBackground
  case label
  case secondaryLabel
  case tertiaryLabel
  case separator
  case selection
  case focusRing

  var description: String { rawValue }
}
