import Foundation

extension ScrollView {
  /// Scrolls by a scroll event's delta; returns whether this or an enclosing scroll view
  /// moved.
  ///
  /// Shift turns a vertical wheel step into a horizontal one, and a scroll view that scrolls
  /// only sideways takes vertical steps sideways. What this scroll view cannot use goes to
  /// the scroll views around it, innermost first.
  func scroll(for event: PointerEvent) -> Bool {
    var delta = event.scrollDelta
    if delta.width == 0, event.modifiers.contains(.shift) || axes == .horizontal {
      delta = CGSize(width: delta.height, height: 0)
    }
    return scrollChain(by: delta)
  }

  /// Scrolls this scroll view by what it can of `delta`, then each enclosing one by what is
  /// left, flashing the bars of those that moved; returns whether any did.
  ///
  /// One walk up the tree, so nested scroll views of any depth cost one step each.
  @discardableResult
  func scrollChain(by delta: CGSize) -> Bool {
    var remaining = delta
    var moved = false
    var current: DrawView? = self
    while let view = current, remaining != .zero {
      if let scroller = view as? ScrollView {
        let left = scroller.scroll(by: remaining)
        if left != remaining {
          moved = true
          scroller.scrollBars.flash(in: scroller)
        }
        remaining = left
      }
      current = view.superview
    }
    return moved
  }

  /// Moves the offset by `delta` as far as the content allows, stopping a fling; returns
  /// the part of `delta` left over at the edges.
  private func scroll(by delta: CGSize) -> CGSize {
    let before = contentOffset
    let wanted = CGPoint(x: before.x + delta.width, y: before.y + delta.height)
    let after = clampedOffset(wanted)
    if after != before { contentOffset = after }
    return CGSize(
      width: axes.contains(.horizontal) ? wanted.x - after.x : delta.width,
      height: axes.contains(.vertical) ? wanted.y - after.y : delta.height)
  }

  /// Scrolls for a paging key; returns whether the offset moved (a key that scrolls nothing,
  /// the content being at that end already, goes on).
  func scroll(for event: KeyEvent) -> Bool {
    let shift = event.modifiers == .shift
    guard event.modifiers.isEmpty || (shift && event.key == .space) else { return false }
    let page = max(bounds.height - Self.lineStep, Self.lineStep)
    let pageAcross = max(bounds.width - Self.lineStep, Self.lineStep)
    let maximum = maximumScrollOffset
    var offset = contentOffset
    switch event.key {
    case .up: offset.y -= Self.lineStep
    case .down: offset.y += Self.lineStep
    case .left where axes.contains(.horizontal): offset.x -= Self.lineStep
    case .right where axes.contains(.horizontal): offset.x += Self.lineStep
    case .pageUp: offset.y -= page
    case .pageDown: offset.y += page
    case .space: offset.y += shift ? -page : page
    case .home: offset = axes == .horizontal ? CGPoint(x: 0, y: 0) : CGPoint(x: offset.x, y: 0)
    case .end:
      offset =
        axes == .horizontal ? CGPoint(x: maximum.x, y: 0) : CGPoint(x: offset.x, y: maximum.y)
    default: return false
    }
    if axes == .horizontal, event.key == .pageUp || event.key == .pageDown || event.key == .space {
      offset = CGPoint(x: contentOffset.x + (offset.y - contentOffset.y) / page * pageAcross, y: 0)
    }
    let target = clampedOffset(offset)
    guard target != contentOffset else { return false }
    contentOffset = target
    scrollBars.flash(in: self)
    return true
  }
}
