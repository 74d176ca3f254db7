import Foundation

extension ScrollView {
  /// Scrolls the least distance that shows `rect` (in the content's coordinates) whole, or
  /// its top-left part when it is larger than the scroll view.
  ///
  /// A rectangle with a NaN component scrolls nothing.
  public func scrollRectToVisible(_ rect: CGRect) {
    guard !rect.origin.x.isNaN, !rect.origin.y.isNaN, !rect.width.isNaN, !rect.height.isNaN
    else { return }
    let rect = rect.standardized
    let size = bounds.size
    var offset = contentOffset
    func reveal(_ low: CGFloat, _ high: CGFloat, _ length: CGFloat, _ current: CGFloat) -> CGFloat {
      if low < current || high - low > length { return low }
      if high > current + length { return high - length }
      return current
    }
    if axes.contains(.horizontal) { offset.x = reveal(rect.minX, rect.maxX, size.width, offset.x) }
    if axes.contains(.vertical) { offset.y = reveal(rect.minY, rect.maxY, size.height, offset.y) }
    contentOffset = offset
  }

  /// Scrolls every scroll view around `view` (a view inside this one's content, or deeper)
  /// the least that shows it, innermost first, ending with this one.
  public func scrollViewToVisible(_ view: DrawView) {
    guard view.isDescendant(of: self) else { return }
    view.revealInEnclosingScrollViews(upTo: self, withFocusRing: false)
  }
}

extension DrawView {
  /// Scrolls each scroll view this view is inside the least that shows the view (with its
  /// focus ring's margin, when it shows one and `withFocusRing`), innermost first, up to
  /// `outermost` or the root: one walk up.
  func revealInEnclosingScrollViews(upTo outermost: DrawView? = nil, withFocusRing: Bool = true) {
    var rect = withFocusRing && showsFocusRing ? outsetForFocusRing(bounds) : bounds
    var current: DrawView = self
    while let parent = current.superview {
      rect = rect.applying(current.transformToSuperview)
      if let scroller = parent as? ScrollView { scroller.scrollRectToVisible(rect) }
      if parent === outermost { return }
      current = parent
    }
  }
}
