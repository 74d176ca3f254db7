extension DrawView {
  /// The theme for this view and its subviews, or `nil` to inherit the superview's.
  ///
  /// Assigning calls ``themeDidChange()`` (which redraws) on every view of the subtree that
  /// takes its look from it: those without a theme of their own below.
  ///
  /// Assigned inside ``withAnimation(_:_:completion:)``, a theme cross-fades: the colours of
  /// its tokens blend from those drawn before, while everything else (drawings, fonts, the
  /// colour scheme) switches at once, so no drawing needs to know. Setting `nil` does not
  /// animate.
  public var theme: Theme? {
    get { themeStorage?.theme }
    set {
      let blendsFrom =
        newValue != nil && AnimationTransaction.current?.animation != nil
        ? effectiveThemeBox.paintTokens : nil
      themeStorage = newValue.map(ThemeBox.init)
      ownsTheme = newValue != nil
      invalidateThemeCache()
      if let blendsFrom, let box = themeStorage { animateTheme(box, from: blendsFrom) }
    }
  }

  /// The theme in effect here: the nearest ``theme`` up the tree, or ``Theme/plain``.
  public var effectiveTheme: Theme { effectiveThemeBox.theme }

  /// The box of the theme in effect here, which also holds a cross-fade's blended tokens.
  var effectiveThemeBox: ThemeBox {
    if let cached = cachedEffectiveTheme { return cached }
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
    return box
  }

  /// Cross-fades the tokens of the theme just set in `box` from `tokens`, with the
  /// transaction's animation; a cross-fade still running here stops where it is.
  private func animateTheme(_ box: ThemeBox, from tokens: ThemeTokens) {
    guard tokens != box.theme.tokens else { return }
    if animationStorage?.themeBlend != nil { cancelAnimation(of: \.themeBlend) }
    box.blend(from: tokens, progress: 0)
    _ = interceptAnimatedChange(
      to: 1.0, current: 0.0, track: \.themeBlend,
      apply: { view, progress in
        guard let box = view.themeStorage else { return }
        box.blend(from: tokens, progress: progress)
        view.setNeedsDisplay()
      })
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
