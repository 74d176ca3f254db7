import Foundation

/// How tall a ``ListView``'s rows are: all one height, or an estimate that each row corrects
/// when it is first made.
///
/// With ``fixed(_:)`` no row is measured: the content height is the row count times the
/// height. With ``estimated(_:)`` each row is measured (``DrawView/sizeThatFits(_:)`` at the
/// list's width) when it is first configured for an index; the content height and the scroll
/// bar follow the estimate for the rows not yet seen and are corrected as rows are measured,
/// while the rows in sight stay where they are on screen.
///
/// Heights below 1 point (or NaN) are 1, infinite or larger than 10^6 points are 10^6.
public struct ListRowHeight: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case fixed, estimated
  }
  private let kind: Kind
  /// The height every row has (``fixed(_:)``) or is assumed to have until measured.
  public let height: CGFloat

  private init(_ kind: Kind, _ height: CGFloat) {
    self.kind = kind
    self.height = ListRowHeights.sanitized(height)
  }

  /// Every row is `height` points tall; rows are never measured.
  public static func fixed(_ height: CGFloat) -> ListRowHeight { ListRowHeight(.fixed, height) }

  /// Rows are assumed `height` points tall until each is made and measured.
  public static func estimated(_ height: CGFloat) -> ListRowHeight {
    ListRowHeight(.estimated, height)
  }

  /// Whether rows are measured.
  public var isEstimated: Bool { kind == .estimated }
}
