extension Theme {
  /// The default look: the light tokens (black text, a blue accent and selection) and every
  /// widget's default style, such as a thin gray underline under fields that turns blue
  /// while focused.
  public static var plain: Theme {
    Theme(name: "plain", tokens: .light)
  }
}
