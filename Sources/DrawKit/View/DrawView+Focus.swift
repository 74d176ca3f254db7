import Foundation

extension DrawView {
  /// The view in this view's tree that holds keyboard focus, if any.
  public var focusedView: DrawView? { rootView.focusedViewStorage }

  /// Whether this view holds keyboard focus.
  public var isFocused: Bool { focusedView === self }

  /// Whether the focus of this view's tree shows, as CSS's `:focus-visible`: it does after keyboard
  /// navigation (Tab, or any key), not after a click.
  ///
  /// The theme's focus ring is drawn only then.
  ///
  /// Assigning shows or hides the ring from code, as a page that opens with a control
  /// focused may want; the next key press or click sets it again.
  public var isFocusVisible: Bool {
    get { rootView.isFocusVisibleStorage }
    set { setFocusVisible(newValue) }
  }

  /// Whether the view can take the keyboard focus now: focusable, enabled and shown.
  public var canBecomeFocused: Bool { isFocusable && isEnabledAndVisibleInTree }

  /// Takes keyboard focus from whichever view in the tree has it; returns false (and changes
  /// nothing) when the view is not focusable, disabled or hidden.
  ///
  /// Also returns false when the previous view's ``focusDidChange(_:)`` moves the focus
  /// elsewhere or removes this view: this view is then never told it gained the focus.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard canBecomeFocused else { return false }
    let root = rootView
    guard root.focusedViewStorage !== self else { return true }
    let previous = root.focusedViewStorage
    root.focusedViewStorage = self
    previous?.focusChanged(to: false)
    // The previous view's handler may have moved the focus again, or removed this view.
    guard root.focusedViewStorage === self, rootView === root else { return false }
    focusChanged(to: true)
    postAccessibilityNotification(.focusChanged)
    return true
  }

  /// Gives up keyboard focus, leaving no view focused.
  public func resignFirstResponder() {
    guard isFocused else { return }
    rootView.focusedViewStorage = nil
    focusChanged(to: false)
    postAccessibilityNotification(.focusChanged)
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

  /// Takes the focus away when this view or one below it has it: after the view was hidden,
  /// disabled or removed, so keys never go to something nobody sees.
  func resignFocusWithin() {
    guard let focused = rootView.focusedViewStorage, focused.isDescendant(of: self) else {
      return
    }
    focused.resignFirstResponder()
  }

  /// Shows or hides the tree's focus ring, redrawing the focused view's ring when it changes
  /// and fading it in when it appears.
  func setFocusVisible(_ visible: Bool) {
    let root = rootView
    guard root.isFocusVisibleStorage != visible else { return }
    root.isFocusVisibleStorage = visible
    root.focusedViewStorage?.focusRingAreaNeedsDisplay()
    if visible { root.focusedViewStorage?.fadeInFocusRing() }
  }

  /// The area a focus ring around a view with `frame` covers, in the superview's coordinates.
  func outsetForFocusRing(_ frame: CGRect) -> CGRect {
    frame.insetBy(dx: -FocusRing.outset - 1, dy: -FocusRing.outset - 1)
  }

  /// Redraws the view and the ring around it, when it shows one.
  func focusRingAreaNeedsDisplay() {
    guard showsFocusRing else { return }
    setNeedsDisplay()
    superview?.setNeedsDisplay(outsetForFocusRing(frame))
  }

  private func focusChanged(to focused: Bool) {
    setNeedsDisplay()
    focusRingAreaNeedsDisplay()
    if focused, rootView.isFocusVisibleStorage { fadeInFocusRing() }
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

  /// The focusable, enabled, visible views of this subtree in tree order.
  private var focusOrder: [DrawView] {
    var order: [DrawView] = []
    walkSubtree { view in
      guard !view.isHidden, view.isEnabled else { return false }
      if view.isFocusable { order.append(view) }
      return true
    }
    return order
  }

  /// Whether neither the view nor any ancestor is hidden or disabled.
  var isEnabledAndVisibleInTree: Bool {
    var current: DrawView? = self
    while let view = current {
      if view.isHidden || !view.isEnabled { return false }
      current = view.superview
    }
    return true
  }

  /// Whether neither the view nor any ancestor is disabled: whether it takes part, as
  /// GTK's `gtk_widget_is_sensitive`.
  public var isEnabledInTree: Bool {
    var current: DrawView? = self
    while let view = current {
      if !view.isEnabled { return false }
      current = view.superview
    }
    return true
  }
}
