import Foundation

/// A scroll of one view's content during a frame, kept on the root so that a host able to
/// move the window's own pixels (the X11 window's `CopyArea`) can copy what stayed on screen
/// and draw only what came in (see ``ScrollCopyPlan``).
package final class ScrollMove {
  /// The view that scrolled.
  package weak var view: DrawView?
  /// Its bounds origin before the frame's first scroll.
  package let from: CGPoint
  /// What the frame marked for display besides the scroll itself, in root coordinates.
  package var otherDirty: DirtyRegion
  /// Whether the frame held anything the copy cannot follow: a second scrolled view, a
  /// second scroll of the same view, or a tree wholly to be drawn again.
  package var isRefused = false
  /// Whether the scroll's own marks are being made (they do not go into ``otherDirty``).
  var isMarkingScroll = false

  init(view: DrawView, from: CGPoint, otherDirty: DirtyRegion) {
    self.view = view
    self.from = from
    self.otherDirty = otherDirty
  }
}

extension DrawView {
  /// On a root: notes that `view` scrolls from `origin` in this frame.
  func beginScrollMove(of view: DrawView, from origin: CGPoint) -> ScrollMove {
    if let move = scrollMove {
      move.isRefused = true
      return move
    }
    let move = ScrollMove(view: view, from: origin, otherDirty: dirtyRegion)
    move.isRefused = isWhollyDirtyRoot
    scrollMove = move
    return move
  }
}
