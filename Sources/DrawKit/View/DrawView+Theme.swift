extension DrawView {
  /// The theme for this view and its subviews, or `nil` to inherit the superview's.
  ///
  /// Assigning redraws the widgets that take their look from it: those in this subtree that
  /// do not have a theme of their own. Plain views are not redrawn.
  public var theme: Theme? {
    get { themeStorage }
    set {
      themeStorage = newValue
      invalidateThemeCache()
    }
  }

  /// The theme in effect here: the nearest ``theme`` up the tree, or ``Theme/plain``.
  public var effectiveTheme: Theme {
    if let cached = cachedEffectiveTheme { return cached }
    let resolved = resolveEffectiveTheme()
    cachedEffectiveTheme = resolved
    return resolved
  }

  private func resolveEffectiveTheme() -> Theme {
    if let theme = themeStorage { return theme }
    if let superview { return superview.effectiveTheme }
    return Theme.plain
  }

  /// Forgets the remembered effective theme of this view and of the subviews that inherit
  /// it, after a theme was assigned above them or the view moved in the tree.
  func invalidateThemeCache() {
    cachedEffectiveTheme = nil
    themeDidChange()
    for subview in subviews where subview.themeStorage == nil {
      subview.invalidateThemeCache()
    }
  }
}
