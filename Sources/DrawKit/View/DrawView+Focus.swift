extension DrawView {
  /// The view in this view's tree that holds keyboard focus, if any.
  public var focusedView: DrawView? { rootView.focusedViewStorage }

  /// Whether this view holds keyboard focus.
  public var isFocused: Bool { focusedView === self }

  /// Takes keyboard focus from whichever view in the tree has it; returns false (and changes
  /// nothing) when the view is not focusable or is hidden.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard isFocusable, isVisibleInTree else { return false }
    let root = rootView
    guard root.focusedViewStorage !== self else { return true }
    let previous = root.focusedViewStorage
    root.focusedViewStorage = self
    previous?.focusChanged(to: false)
    focusChanged(to: true)
    return true
  }

  /// Gives up keyboard focus, leaving no view focused.
  public func resignFirstResponder() {
    guard isFocused else { return }
    rootView.focusedViewStorage = nil
    focusChanged(to: false)
  }

  /// Moves focus to the next focusable view in tree order (depth first, back to front),
  /// wrapping around, as Tab does; returns the newly focused view.
  @discardableResult
  public func focusNext() -> DrawView? {
    moveFocus(by: 1)
  }

  /// Moves focus to the previous focusable view in tree order, as Shift+Tab does.
  @discardableResult
  public func focusPrevious() -> DrawView? {
    moveFocus(by: -1)
  }

  private func focusChanged(to focused: Bool) {
    setNeedsDisplay()
    focusDidChange(focused)
  }

  private func moveFocus(by step: Int) -> DrawView? {
    let candidates = rootView.focusOrder
    guard !candidates.isEmpty else { return nil }
    let current = candidates.firstIndex { $0 === focusedView }
    let next: Int
    if let current {
      next = (current + step + candidates.count) % candidates.count
    } else {
      next = step > 0 ? 0 : candidates.count - 1
    }
    candidates[next].becomeFirstResponder()
    return candidates[next]
  }

  /// The focusable, visible views of this subtree in tree order.
  private var focusOrder: [DrawView] {
    guard !isHidden else { return [] }
    return (isFocusable ? [self] : []) + subviews.flatMap(\.focusOrder)
  }

  /// Whether neither the view nor any ancestor is hidden.
  var isVisibleInTree: Bool {
    var current: DrawView? = self
    while let view = current {
      if view.isHidden { return false }
      current = view.superview
    }
    return true
  }
}
