import Foundation

extension DrawView {
  /// ``pageBreak(atOrAbove:)``'s answer unless a subclass overrides it.
  final func defaultPageBreak(atOrAbove y: CGFloat) -> CGFloat {
    if let text = self as? any TextDisplaying {
      return Self.lineBreak(atOrAbove: y, in: text, width: bounds)
    }
    return subviews.isEmpty ? bounds.minY : y
  }

  /// The top of the line of `view`'s text that `y` falls inside, else `y`.
  private static func lineBreak(
    atOrAbove y: CGFloat, in view: any TextDisplaying, width bounds: CGRect
  ) -> CGFloat {
    let near = CGRect(x: bounds.minX, y: y - 1, width: bounds.width, height: 2)
    for fragment in view.textFragments(in: near) {
      for line in fragment.layout.lines {
        let top = fragment.origin.y + line.top
        if top < y, y < top + line.height { return top }
      }
    }
    return y
  }
}
