import Foundation

extension DrawView {
  /// The area the view and everything below it can paint, in its superview's coordinates:
  /// its frame, the frames of subviews that stick out of it (unless it clips them), and the
  /// focus ring's margin around the one of them that has the focus and shows a ring.
  ///
  /// Removing, hiding, moving, fading or unclipping a view repaints this area, so nothing
  /// that stuck out is left on screen. Linear in the subviews that can stick out; a view
  /// without subviews costs nothing. A view that cannot show a ring adds no margin: 200
  /// switch thumbs sliding at once repaint their thumbs, not a ring's width around each.
  func displayAreaInSuperview(ignoringOwnClip: Bool = false) -> CGRect {
    let own = displayArea(ignoringOwnClip: ignoringOwnClip)
    let frame = self.frame
    let origin = bounds.origin
    let area = own.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y)
    return focusRingOwner === self ? outsetForFocusRing(area) : area
  }

  /// The view of this tree whose focus ring can show: the focused view, when it shows rings.
  var focusRingOwner: DrawView? {
    guard let focused = rootView.focusedViewStorage, focused.showsFocusRing else { return nil }
    return focused
  }

  /// The area the view and everything below it can paint, in its own bounds coordinates.
  ///
  /// While the whole tree is to be drawn again anyway (a tree being built), the walk is
  /// skipped and the bounds returned: building a tree from the leaves up stays linear.
  func displayArea(ignoringOwnClip: Bool = false) -> CGRect {
    var area = bounds
    guard !subviews.isEmpty, ignoringOwnClip || !clipsToBounds else { return area }
    if treeIsWhollyDirty { return area }
    let ringed = focusRingOwner
    var pending: [(view: DrawView, offset: CGPoint)] = [(self, .zero)]
    while let (view, offset) = pending.popLast() {
      for subview in view.subviews where !subview.isHidden {
        let frame = subview.frame.offsetBy(dx: offset.x, dy: offset.y)
        area = area.union(subview === ringed ? outsetForFocusRing(frame) : frame)
        guard !subview.clipsToBounds, !subview.subviews.isEmpty else { continue }
        let inner = CGPoint(
          x: frame.minX - subview.bounds.minX, y: frame.minY - subview.bounds.minY)
        pending.append((subview, inner))
      }
    }
    return area
  }
}
