extension DrawView {
  /// The theme for this view and its subviews, or `nil` to inherit the superview's.
  ///
  /// Assigning calls ``themeDidChange()`` (which redraws) on every view of the subtree that
  /// takes its look from it: those without a theme of their own below.
  public var theme: Theme? {
    get { themeStorage?.theme }
    set {
      themeStorage = newValue.map(ThemeBox.init)
      ownsTheme = newValue != nil
      invalidateThemeCache()
    }
  }

  /// The theme in effect here: the nearest ``theme`` up the tree, or ``Theme/plain``.
  public var effectiveTheme: Theme {
    if let cached = cachedEffectiveTheme { return cached.theme }
    var chain: [DrawView] = []
    var current: DrawView? = self
    var resolved: ThemeBox?
    while let view = current {
      if let cached = view.cachedEffectiveTheme {
        resolved = cached
        break
      }
      if let theme = view.themeStorage {
        resolved = theme
        chain.append(view)
        break
      }
      chain.append(view)
      current = view.superview
    }
    let box = resolved ?? ThemeBox(.plain)
    for view in chain {
      view.cachedEffectiveTheme = box
    }
    return box.theme
  }

  /// Forgets the remembered effective theme of this view and of the views below it that
  /// inherit it, and tells each that used it through ``themeDidChange()``.
  ///
  /// A view that never resolved its theme has drawn nothing and derived nothing from it, and
  /// neither has any view below it that inherits (resolving caches the whole chain up to the
  /// theme's owner), so the walk stops there: adding a fresh subtree costs nothing.
  func invalidateThemeCache() {
    walkSubtree { view in
      guard view === self || !view.ownsTheme else { return false }
      let wasResolved = view.cachedEffectiveTheme != nil
      view.cachedEffectiveTheme = nil
      view.cachedThemeDrawings = nil
      guard wasResolved else { return false }
      view.themeDidChange()
      return true
    }
  }
}
