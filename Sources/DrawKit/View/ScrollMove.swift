import Foundation

/// A move of one view's content during a frame, kept on the root so that a host able to
/// move the window's own pixels (the X11 window's `CopyArea`) can copy what stayed on screen
/// and draw only what came in (see ``ScrollCopyPlan``): a scroll of the whole view, or the
/// part of its content below a line moving up or down (the paragraphs below an edit that
/// changed a paragraph's height).
package final class ScrollMove {
  /// The view whose content moved.
  package weak var view: DrawView?
  /// Its bounds origin before the frame's first scroll.
  package let from: CGPoint
  /// For a move of part of the content, in the view's bounds coordinates: where the content
  /// that moved was before the move (everything at and below `top`), how far down it went
  /// (`shift`, negative for up), and the area drawn anew above it (`fresh`, the edited
  /// paragraphs), whose old pixels the move does not take along; `nil` for a scroll of the
  /// whole view.
  package let band: ContentBand?

  /// The part of a view's content that moved in a frame, and what was drawn anew above it.
  package struct ContentBand {
    /// Where the moved content started before the move.
    package let top: CGFloat
    /// How far down it moved; negative for up.
    package let shift: CGFloat
    /// The area drawn anew.
    package let fresh: CGRect
  }
  /// What the frame marked for display besides the move itself, in root coordinates: kept
  /// apart, where a ``DirtyRegion`` would join a scroll bar's column and an edited line it
  /// crosses into the box around both (up to ``otherDirtyLimit`` rectangles, then joined into
  /// one).
  package private(set) var otherDirty: [CGRect]
  /// How many rectangles ``otherDirty`` keeps apart.
  static let otherDirtyLimit = 64
  /// Whether the frame held anything the copy cannot follow: a second scrolled view, a
  /// second scroll of the same view, or a tree wholly to be drawn again.
  package var isRefused = false
  /// Whether the scroll's own marks are being made (they do not go into ``otherDirty``).
  var isMarkingScroll = false

  init(
    view: DrawView, from: CGPoint, band: ContentBand? = nil,
    otherDirty: DirtyRegion
  ) {
    self.view = view
    self.from = from
    self.band = band
    self.otherDirty = otherDirty.rects
  }

  /// Adds `rect` to ``otherDirty`` unless a rectangle there holds it already.
  func addOtherDirty(_ rect: CGRect) {
    guard !otherDirty.contains(where: { $0.contains(rect) }) else { return }
    otherDirty.append(rect)
    if otherDirty.count > Self.otherDirtyLimit {
      otherDirty = [otherDirty.reduce(CGRect.null) { $0.union($1) }]
    }
  }
}

extension DrawView {
  /// On a root: notes that `view` scrolls from `origin` in this frame.
  func beginScrollMove(of view: DrawView, from origin: CGPoint) -> ScrollMove {
    beginMove(ScrollMove(view: view, from: origin, otherDirty: dirtyRegion))
  }

  /// On a root: notes that the content of `view` at and below `top` (its bounds
  /// coordinates) moves down by `shift` (up when negative) in this frame, and that `fresh`
  /// above it is drawn anew.
  func beginContentMove(
    of view: DrawView, below top: CGFloat, by shift: CGFloat, drawingAnew fresh: CGRect
  ) -> ScrollMove {
    let band = ScrollMove.ContentBand(top: top, shift: shift, fresh: fresh)
    return beginMove(
      ScrollMove(view: view, from: view.bounds.origin, band: band, otherDirty: dirtyRegion))
  }

  /// Keeps `move` as the frame's move, or refuses the frame's move when it has one already.
  private func beginMove(_ move: ScrollMove) -> ScrollMove {
    if let existing = scrollMove {
      existing.isRefused = true
      return existing
    }
    move.isRefused = isWhollyDirtyRoot
    scrollMove = move
    return move
  }
}
