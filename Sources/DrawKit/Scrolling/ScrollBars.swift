import Foundation

/// The vertical and horizontal ``ScrollBar`` of a ``ScrollBarHosting`` view: adds them to
/// it, keeps them at its right and bottom edges whatever its scroll offset, and hides the
/// one whose axis has nothing to scroll.
final class ScrollBars {
  let vertical = ScrollBar(axis: .vertical)
  let horizontal = ScrollBar(axis: .horizontal)
  /// The axes that may show a bar.
  var axes: ScrollAxes

  init(axes: ScrollAxes) {
    self.axes = axes
  }

  /// Adds the bars to `host`, on top of its other subviews.
  func install(in host: DrawView) {
    host.addSubview(vertical)
    host.addSubview(horizontal)
    vertical.isHidden = true
    horizontal.isHidden = true
  }

  /// Places the bars along `host`'s visible right and bottom edges, hides those with
  /// nothing to scroll, and redraws the shown ones' thumbs.
  ///
  /// The update step after a scroll, a resize or a change of content size; linear in
  /// nothing: two frames set.
  func layout(in host: some ScrollBarHosting) {
    let bounds = host.bounds
    let overflow = host.maximumScrollOffset
    let showsVertical = axes.contains(.vertical) && overflow.y > 0
    let showsHorizontal = axes.contains(.horizontal) && overflow.x > 0
    let thickness = ScrollBar.thickness
    let corner = showsVertical && showsHorizontal ? thickness : 0
    if vertical.isHidden == showsVertical { vertical.isHidden = !showsVertical }
    if horizontal.isHidden == showsHorizontal { horizontal.isHidden = !showsHorizontal }
    if showsVertical {
      vertical.postAccessibilityNotification(.valueChanged)
      vertical.frame = CGRect(
        x: bounds.maxX - thickness, y: bounds.minY, width: thickness,
        height: max(bounds.height - corner, 0))
      vertical.setNeedsDisplay()
    }
    if showsHorizontal {
      horizontal.postAccessibilityNotification(.valueChanged)
      horizontal.frame = CGRect(
        x: bounds.minX, y: bounds.maxY - thickness, width: max(bounds.width - corner, 0),
        height: thickness)
      horizontal.setNeedsDisplay()
    }
  }

  /// Shows the bars of `host` that have something to scroll, placed for its offset now, to
  /// fade out again after their delay: a user's scroll calls it.
  func flash(in host: some ScrollBarHosting) {
    layout(in: host)
    if !vertical.isHidden { vertical.flash() }
    if !horizontal.isHidden { horizontal.flash() }
  }
}
