import Foundation

/// Where the pages of a tall, laid-out view begin: each page as tall as it can be without
/// cutting a line of text, or a view that cannot be cut, in two
/// (``DrawView/pageBreak(atOrAbove:)``).
struct PageCutter {
  /// How far apart, in points, two places may be and still count as one: the rounding of the
  /// offsets that put views and lines where they are.
  static let tolerance: CGFloat = 0.01

  /// The view to cut, laid out at its full height.
  let root: DrawView
  /// The height of a page's content, in points.
  let pageHeight: CGFloat

  /// The tops of the pages in the root's bounds coordinates, the first at the top of its
  /// bounds; each page ends where the next begins (the last at the bounds' bottom).
  ///
  /// - Throws: ``DrawKitError/Code/invalidSize`` when something that cannot be cut (a line
  ///   of text, a picture) is taller than a page, naming where it starts.
  func pageTops() throws(DrawKitError) -> [CGFloat] {
    let bottom = root.bounds.maxY
    var tops = [root.bounds.minY]
    while bottom - tops[tops.count - 1] > pageHeight + Self.tolerance {
      let top = tops[tops.count - 1]
      let cut = cut(atOrAbove: top + pageHeight, below: top)
      guard cut > top + Self.tolerance else {
        throw DrawKitError(
          .invalidSize,
          "Page \(tops.count) holds nothing whole: what starts at y = \(top) (a line of text or "
            + "a view that is not cut) is taller than a page's \(pageHeight) points of content; "
            + "make the page taller or its margins smaller")
      }
      tops.append(cut)
    }
    return tops
  }

  /// The lowest place at or above `limit` (and below `top`, unless nothing is) that no view
  /// objects to: the views the place crosses are asked again each time it moves up, until
  /// none moves it.
  private func cut(atOrAbove limit: CGFloat, below top: CGFloat) -> CGFloat {
    var y = limit
    while y > top + Self.tolerance {
      let lowered = lowestObjection(to: y)
      guard lowered < y - Self.tolerance else { return y }
      y = lowered
    }
    return y
  }

  /// `y` moved up as far as each view it crosses asks, in one walk of the tree: subviews of a
  /// view that clips them are walked only when `y` crosses that view.
  private func lowestObjection(to start: CGFloat) -> CGFloat {
    var y = start
    // Each view with the offset from its bounds coordinates to the root's.
    var pending: [(view: DrawView, offset: CGFloat)] = [(root, 0)]
    while let (view, offset) = pending.popLast() {
      guard !view.isHidden, view.alpha > 0 else { continue }
      let top = offset + view.bounds.minY
      let crosses = top + Self.tolerance < y && y < top + view.bounds.height - Self.tolerance
      if crosses {
        let asked = view.pageBreak(atOrAbove: y - offset) + offset
        // An answer lower than `y` changes nothing; NaN, or one above the view, is its top.
        if !(asked >= y) { y = asked >= top ? asked : top }
      }
      guard crosses || !view.clipsToBounds else { continue }
      for subview in view.subviews {
        pending.append((subview, offset + subview.frame.minY - subview.bounds.minY))
      }
    }
    return y
  }
}
