extension Theme {
  /// The dark look: light text on a near-black background with a light blue accent, every
  /// widget in its default style drawn with the dark tokens.
  ///
  /// Give the root view `backgroundColor = .background` so the page follows the theme too.
  public static var dark: Theme {
    Theme(name: "dark", tokens: .dark)
  }
}
