/// A theme kept by reference, so that a view holds a pointer instead of the whole value,
/// with the tokens the painter draws it with: the theme's own, or while it cross-fades in,
/// a blend of those drawn before and its own.
final class ThemeBox {
  let theme: Theme
  /// The tokens drawings resolve theme colours against.
  private(set) var paintTokens: ThemeTokens

  init(_ theme: Theme) {
    self.theme = theme
    self.paintTokens = theme.tokens
  }

  /// Paints with `tokens` blended `progress` of the way to the theme's own (1 and above:
  /// the theme's own).
  func blend(from tokens: ThemeTokens, progress: Double) {
    paintTokens = progress >= 1 ? theme.tokens : tokens.blended(with: theme.tokens, by: progress)
  }
}
