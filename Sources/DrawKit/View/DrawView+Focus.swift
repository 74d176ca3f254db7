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

  /// Takes keyboard focus from whichever view in the tree has it; returns whether the view
  /// holds the focus when the call returns (false, changing nothing, when it is not
  /// focusable, disabled or hidden).
  ///
  /// The focus moves at once; then the view that had it hears "lost" and this view "gained"
  /// (``focusDidChange(_:)``). If the "lost" callback moves the focus elsewhere or takes it
  /// back, this view is never told it gained it and the call returns false.
  ///
  /// Called from inside a focus callback (or from a pointer enter or exit), the focus moves
  /// at once and the call returns true, but the callbacks it causes come after the current
  /// one returns. Callbacks may move the focus at most 16 times in answer to one change;
  /// past that, the call returns false and changes nothing, so two views that each take the
  /// focus back when they lose it settle instead of passing it to and fro.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard canBecomeFocused else { return false }
    let root = rootView
    guard root.focusedViewStorage !== self else { return true }
    let callbacks = TreeCallbacks.current
    guard callbacks.admitsFocusMove() else { return false }
    callbacks.deferring { root.moveFocus(to: self) }
    return isFocused
  }

  /// Gives up keyboard focus, leaving no view focused; the view hears "lost" once the
  /// focus is gone.
  public func resignFirstResponder() {
    guard isFocused else { return }
    let root = rootView
    TreeCallbacks.current.deferring { root.moveFocus(to: nil) }
  }

  /// Moves focus to the next focusable view in tree order (depth first, back to front),
  /// wrapping around, as Tab does; returns the view focused afterwards (which a focus
  /// callback may have changed), or `nil` when the tree has no focusable view.
  @discardableResult
  public func focusNext() -> DrawView? {
    moveFocus(by: 1)
  }

  /// Moves focus to the previous focusable view in tree order, as Shift+Tab does; returns
  /// the view focused afterwards.
  @discardableResult
  public func focusPrevious() -> DrawView? {
    moveFocus(by: -1)
  }

  /// On a root: makes `view` (a view of this tree, or `nil`) the focused view at once,
  /// redraws the views that gained and lost it, fades the ring in around the new one when
  /// focus shows, and queues their callbacks.
  ///
  /// Called inside a ``TreeCallbacks/deferring(_:)`` scope.
  func moveFocus(to view: DrawView?) {
    let previous = focusedViewStorage
    guard previous !== view else { return }
    focusedViewStorage = view
    let callbacks = TreeCallbacks.current
    for changed in [previous, view] {
      guard let changed else { continue }
      changed.setNeedsDisplay()
      changed.focusRingAreaNeedsDisplay()
      callbacks.focusMayHaveChanged(changed)
    }
    if let view, isFocusVisibleStorage { view.fadeInFocusRing() }
    view?.revealInEnclosingScrollViews()
    (view ?? previous)?.postAccessibilityNotification(.focusChanged)
  }

  /// Takes the focus away when this view or one below it has it: after the view was hidden,
  /// disabled or removed, so keys never go to something nobody sees.
  ///
  /// Called inside a ``TreeCallbacks/deferring(_:)`` scope.
  func resignFocusWithin() {
    let root = rootView
    guard let focused = root.focusedViewStorage, focused.isDescendant(of: self) else {
      return
    }
    root.moveFocus(to: nil)
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
    return focusedView
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
