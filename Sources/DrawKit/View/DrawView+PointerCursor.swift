import Foundation

extension DrawView {
  /// The pointer's shape while it is over this view and its subviews that set none of their
  /// own; `nil`, the default, takes the superview's (and the arrow at the root).
  ///
  /// Text widgets start with ``PointerCursor/text``, as GTK's do; a selectable ``Label``
  /// shows it too. While a button is held the cursor of the view that took the press stays,
  /// wherever the pointer goes, so a drag keeps its grabbing hand.
  public var pointerCursor: PointerCursor? {
    get { pointerCursorStorage }
    set { pointerCursorStorage = newValue }
  }

  /// On a root: the cursor the host shows over the tree now: that of the view holding the
  /// press, or else of the hovered view, or of its nearest ancestor that sets one;
  /// ``PointerCursor/default`` when neither sets one or the pointer is outside the tree.
  ///
  /// The hosts read it after each event and frame (the X11 window after anything its loop
  /// handled, the main queue's work and timers too) and change the window's cursor when it
  /// differs from what they show; the lookup walks up from one view, so it costs the tree's
  /// depth at most.
  public var cursorUnderPointer: PointerCursor {
    guard let pointer = pointerState, pointer.location != nil || pointer.captured != nil,
      let view = pointer.captured ?? pointer.hovered
    else { return .default }
    return view.nearestAncestor { $0.pointerCursorStorage != nil }?.pointerCursorStorage
      ?? .default
  }
}
