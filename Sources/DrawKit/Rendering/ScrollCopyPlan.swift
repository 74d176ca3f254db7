import Foundation

/// How a host that can copy its window's own pixels shows a frame whose scroll moved an
/// opaque view's content by whole device pixels, or that moved the part of its content below
/// a line (``ScrollMove/band``): copy ``source`` by ``offset``, then draw and send only
/// ``repaint`` (the strip that came in and everything else the frame changed).
///
/// `nil` from ``init(root:scale:)`` when the frame cannot be shown this way: no scroll, a
/// second scroll, a fractional move at the scale, a translucent or unclipped scrolled view, a
/// drawing of it that may draw at a fixed place of its visible area (a border), a focus ring
/// outside it. The frame is then drawn whole, as without a copy.
package struct ScrollCopyPlan {
  /// The pixels to copy, in the root's bounds coordinates (points, whole pixels at the scale).
  package let source: CGRect
  /// How far they move, in points.
  package let offset: CGSize
  /// What must be drawn and sent after the copy, in the root's bounds coordinates: separate
  /// rectangles, which may overlap, since a ``DirtyRegion`` would join the incoming strip and
  /// a scroll bar at its end into the box around both, the whole page.
  package let repaint: [CGRect]

  /// The plan for the frame `root`'s last ``DrawView/takeDirtyRegion()`` took, at `scale`.
  package init?(root: DrawView, scale: CGFloat) {
    guard let move = root.lastScrollMove, !move.isRefused, let view = move.view,
      view.rootView === root, view === root || view.clipsToBounds,
      TreePainter.opaqueCover(of: view) != nil
    else { return nil }
    guard
      Self.drawingsMoveWithContent(
        of: view, sideways: move.band == nil && move.from.x != view.bounds.minX)
    else { return nil }
    if let ringed = TreePainter.ringedView(of: root),
      ringed === view || !ringed.isDescendant(of: view)
    {
      return nil
    }
    var area = view.bounds
    let dx: CGFloat
    let dy: CGFloat
    if let band = move.band {
      // The moved content, where it was and where it went; the subviews stay.
      guard view.bounds.origin == move.from, band.shift.isFinite, band.top.isFinite else {
        return nil
      }
      dx = 0
      dy = band.shift
      let top = max(band.top + min(band.shift, 0), area.minY)
      guard top < area.maxY else { return nil }
      area = CGRect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
    } else {
      dx = move.from.x - view.bounds.minX
      dy = move.from.y - view.bounds.minY
    }
    let bandInView = area
    var current = view
    while let parent = current.superview {
      guard !current.isHidden, current.alpha == 1 else { return nil }
      area = area.applying(current.transformToSuperview)
      if parent.clipsToBounds || parent.superview == nil { area = area.intersection(parent.bounds) }
      current = parent
    }
    guard !current.isHidden, current.alpha == 1 else { return nil }
    // The window shows the root's bounds from their origin.
    let window = area.offsetBy(dx: -root.bounds.minX, dy: -root.bounds.minY)
    guard
      Self.isWholePixels([dx, dy, window.minX, window.minY, window.maxX, window.maxY], scale)
    else { return nil }
    let destination = area.intersection(area.offsetBy(dx: dx, dy: dy))
    guard !destination.isNull, !destination.isEmpty else { return nil }
    source = destination.offsetBy(dx: -dx, dy: -dy)
    offset = CGSize(width: dx, height: dy)
    var repaint = Self.parts(of: area, outside: destination)
    // What changed where the copy lands, and where its old pixels land; the same for the
    // views drawn over the scrolled one, which stay where they are while the copy moves them.
    var changed = move.otherDirty
    changed += Self.viewsDrawn(over: view).map { $0.intersection(area) }
    if let band = move.band {
      let toRoot = view.transformToRoot
      changed += Self.shownSubviews(of: view, in: bandInView).map {
        $0.applying(toRoot).intersection(area)
      }
      let fresh = band.fresh.intersection(view.bounds).applying(toRoot).intersection(root.bounds)
      if !fresh.isNull, !fresh.isEmpty { repaint.append(fresh) }
    }
    for rect in changed where !rect.isNull && !rect.isEmpty {
      repaint.append(rect)
      // Its old pixels, where the copy takes them.
      let moved = rect.intersection(source).offsetBy(dx: dx, dy: dy)
      if !moved.isNull, !moved.isEmpty { repaint.append(moved) }
    }
    self.repaint = Self.withoutCovered(repaint)
  }

  /// The drawings whose pixels move with a view's content, or look the same moved up or down.
  ///
  /// The text, its selection, caret and composition, fills of the view, the theme's rules and
  /// the placeholder draw where the content is; margin lines (allowed apart, for moves up or
  /// down) run down the whole view. Any other drawing, a border or a user's own, may draw at
  /// fixed places of the visible area, which a copy would move.
  private static let drawingsThatMoveWithContent: Set<String> = [
    "fill", "text", "placeholder", "selection", "caret", "markedText", "ruledLines",
  ]

  /// Whether every drawing of `view` moves with its content when it moves up or down, or, when
  /// it moves `sideways`, also then (margin lines do not).
  static func drawingsMoveWithContent(of view: DrawView, sideways: Bool) -> Bool {
    view.drawingsToPaint.allSatisfy {
      drawingsThatMoveWithContent.contains($0.name) || (!sideways && $0.name == "marginLine")
    }
  }

  /// How many of the largest rectangles kept so far each rectangle is checked against.
  private static let coverChecks = 8

  /// `rects` less those inside one of the largest others.
  ///
  /// A scroll bar's old place, where the copy took it, and its place now are the same column
  /// of the page after the copy, drawn once. Each rectangle is checked against at most
  /// ``coverChecks`` larger ones, so thousands of views over the scrolled one cost linearly.
  private static func withoutCovered(_ rects: [CGRect]) -> [CGRect] {
    var kept: [CGRect] = []
    for rect in rects.sorted(by: { $0.width * $0.height > $1.width * $1.height }) {
      if !kept.prefix(coverChecks).contains(where: { $0.contains(rect) }) { kept.append(rect) }
    }
    return kept
  }

  /// Whether every value lands on a whole device pixel at `scale`.
  private static func isWholePixels(_ values: [CGFloat], _ scale: CGFloat) -> Bool {
    values.allSatisfy { value in
      let pixels = value * scale
      return pixels.isFinite && abs(pixels - pixels.rounded()) < 1e-6
    }
  }

  /// `area` less `inner` (which it holds), as up to four rectangles.
  private static func parts(of area: CGRect, outside inner: CGRect) -> [CGRect] {
    [
      CGRect(x: area.minX, y: area.minY, width: area.width, height: inner.minY - area.minY),
      CGRect(x: area.minX, y: inner.maxY, width: area.width, height: area.maxY - inner.maxY),
      CGRect(x: area.minX, y: inner.minY, width: inner.minX - area.minX, height: inner.height),
      CGRect(x: inner.maxX, y: inner.minY, width: area.maxX - inner.maxX, height: inner.height),
    ].filter { $0.width > 0 && $0.height > 0 }
  }

  /// The display areas, in `view`'s bounds coordinates, of its shown subviews that reach into
  /// `area`: they stay where they are while a move of part of its content passes under them.
  private static func shownSubviews(of view: DrawView, in area: CGRect) -> [CGRect] {
    view.subviews.filter { !$0.isHidden }.map { $0.displayAreaInSuperview() }
      .filter { $0.intersects(area) }
  }

  /// The display areas, in root coordinates, of the shown views painted after `view` and
  /// not inside it: its later siblings and those of its ancestors.
  private static func viewsDrawn(over view: DrawView) -> [CGRect] {
    var areas: [CGRect] = []
    var current = view
    while let parent = current.superview {
      let toRoot = parent.transformToRoot
      let index = parent.subviews.firstIndex { $0 === current } ?? parent.subviews.endIndex
      for sibling in parent.subviews[index...].dropFirst() where !sibling.isHidden {
        areas.append(sibling.displayAreaInSuperview().applying(toRoot))
      }
      current = parent
    }
    return areas
  }
}
