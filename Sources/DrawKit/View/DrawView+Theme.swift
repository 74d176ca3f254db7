extension DrawView {
  /// The theme for this view and its subviews, or `nil` to inherit the superview's.
  ///
  /// Assigning redraws the widgets that take their look from it: those in this subtree that
  /// do not have a theme of their own. Plain views are not redrawn.
  public var theme: Theme? {
    get { themeStorage }
    set {
      themeStorage = newValue
      markThemedWidgetsForDisplay()
    }
  }

  /// The theme in effect here: the nearest ``theme`` up the tree, or ``Theme/plain``.
  public var effectiveTheme: Theme {
    var current: DrawView? = self
    while let view = current {
      if let theme = view.themeStorage { return theme }
      current = view.superview
    }
    let root = rootView
    if let fallback = root.fallbackThemeStorage { return fallback }
    let plain = Theme.plain
    root.fallbackThemeStorage = plain
    return plain
  }

  private func markThemedWidgetsForDisplay() {
    if self is TextInputView {
      setNeedsDisplay()
    }
    for subview in subviews where subview.themeStorage == nil {
      subview.markThemedWidgetsForDisplay()
    }
  }
}
