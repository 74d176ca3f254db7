import Foundation

/// How wide a ``TableColumn`` is: a fixed width, or a flexible one between a minimum and a
/// maximum that starts at an ideal width.
///
/// A column whose minimum is below its maximum is *flexible*: the user can drag its header's
/// right edge to any width between the two, and until they do it shares the table's spare
/// width (the width the columns leave unused) with the other flexible columns, each up to its
/// maximum, as SwiftUI's `Table` and GTK's expanding `GtkColumnViewColumn`s do. A
/// ``fixed(_:)`` column keeps its width.
///
/// Widths are clamped rather than refused: NaN and negative widths are 0, infinite ones and
/// those above 10^6 points are 10^6, a minimum above the maximum wins (the maximum becomes
/// the minimum), and the ideal width is held between the two.
public struct TableColumnWidth: Hashable, Sendable {
  /// The narrowest the column gets.
  public let minimum: CGFloat
  /// The width the column starts at, before it shares spare width or the user drags it.
  public let ideal: CGFloat
  /// The widest the column gets.
  public let maximum: CGFloat

  /// The widest any column is, in points.
  static let largest: CGFloat = 1_000_000

  private init(minimum: CGFloat, ideal: CGFloat, maximum: CGFloat) {
    let minimum = Self.sanitized(minimum)
    let maximum = max(Self.sanitized(maximum), minimum)
    self.minimum = minimum
    self.maximum = maximum
    self.ideal = min(max(Self.sanitized(ideal), minimum), maximum)
  }

  /// A column `width` points wide, which neither the user nor spare width changes.
  public static func fixed(_ width: CGFloat) -> TableColumnWidth {
    TableColumnWidth(minimum: width, ideal: width, maximum: width)
  }

  /// A column that starts `ideal` points wide, takes a share of the spare width up to
  /// `maximum`, and that the user can drag between `minimum` and `maximum`.
  ///
  /// - Parameters:
  ///   - minimum: The narrowest the user can drag it; 40 points unless given.
  ///   - ideal: The width it starts at; 100 points unless given.
  ///   - maximum: The widest it gets; as wide as the table allows unless given.
  public static func flexible(
    minimum: CGFloat = 40, ideal: CGFloat = 100, maximum: CGFloat = .infinity
  ) -> TableColumnWidth {
    TableColumnWidth(minimum: minimum, ideal: ideal, maximum: maximum)
  }

  /// Whether the column shares spare width and can be dragged: its minimum is below its
  /// maximum.
  public var isFlexible: Bool { minimum < maximum }

  /// `width` held to `minimum...maximum`; NaN is the minimum.
  func clamped(_ width: CGFloat) -> CGFloat {
    width.isNaN ? minimum : min(max(width, minimum), maximum)
  }

  /// A width from user code made safe: NaN and negatives are 0, above 10^6 is 10^6.
  private static func sanitized(_ width: CGFloat) -> CGFloat {
    width.isNaN ? 0 : min(max(width, 0), largest)
  }
}
