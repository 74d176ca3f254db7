import Foundation

/// Distances to move each edge of a rectangle inward, as UIKit's `UIEdgeInsets`.
///
/// Negative values move an edge outward. NaN and infinite distances count as zero, so
/// insets never carry NaN into layout.
public struct EdgeInsets: Hashable, Sendable {
  /// How far the top edge moves down.
  public var top: CGFloat {
    didSet { top = top.finiteOrZero }
  }
  /// How far the left edge moves right.
  public var left: CGFloat {
    didSet { left = left.finiteOrZero }
  }
  /// How far the bottom edge moves up.
  public var bottom: CGFloat {
    didSet { bottom = bottom.finiteOrZero }
  }
  /// How far the right edge moves left.
  public var right: CGFloat {
    didSet { right = right.finiteOrZero }
  }

  /// Creates insets from four distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (
      top.finiteOrZero, left.finiteOrZero, bottom.finiteOrZero, right.finiteOrZero
    )
  }

  /// Creates insets that move every edge by the same distance.
  public init(all distance: CGFloat) {
    self.init(top: distance, left: distance, bottom: distance, right: distance)
  }

  /// Creates insets that move the left and right edges by `horizontal` and the top and bottom
  /// edges by `vertical`.
  public init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets(all: 0)

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }
}

extension CGRect {
  /// The rectangle with each edge moved inward by `insets`; an inset that would make a side
  /// negative leaves that side zero long, centred where the edges crossed.
  public func inset(by insets: EdgeInsets) -> CGRect {
    let rect = standardized
    let width = rect.width - insets.horizontal
    let height = rect.height - insets.vertical
    return CGRect(
      x: width >= 0 ? rect.minX + insets.left : rect.minX + insets.left + width / 2,
      y: height >= 0 ? rect.minY + insets.top : rect.minY + insets.top + height / 2,
      width: max(width, 0),
      height: max(height, 0))
  }
}
