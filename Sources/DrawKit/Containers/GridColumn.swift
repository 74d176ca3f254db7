import Foundation

/// How a ``Grid`` sizes one of its columns: as wide as its widest cell (the default), held
/// within a minimum and maximum width, and optionally taking a share of the grid's spare
/// width.
///
/// ```swift
/// let form = Grid(columns: [.fixed(90), GridColumn(flex: 1)]) { ... }
/// ```
///
/// Widths are clamped as ``SizeConstraints`` are: NaN and +infinity are no limit, negative
/// values zero, and a minimum above the maximum wins. A flex that is NaN, infinite or
/// negative counts as 0.
public struct GridColumn: Hashable, Sendable {
  /// The width limits; only the width sides are used.
  private var limits: SizeConstraints

  /// The narrowest the column is; `nil` for no limit.
  public var minWidth: CGFloat? {
    get { limits.minWidth }
    set { limits.minWidth = newValue }
  }

  /// The widest the column is, unless ``minWidth`` is larger; `nil` for no limit.
  ///
  /// A cell wider than that is laid out at the column's width (a label wraps or is cut).
  public var maxWidth: CGFloat? {
    get { limits.maxWidth }
    set { limits.maxWidth = newValue }
  }

  /// The column's share of the width left over when the grid is wider than its columns:
  /// 0 (the default) keeps the column as wide as its cells, and columns with 1 and 2 split
  /// the rest one to two, each up to its ``maxWidth``.
  public var flex: CGFloat {
    didSet { flex = Self.flex(flex) }
  }

  /// Creates a column sizing.
  ///
  /// - Parameters:
  ///   - minWidth: The narrowest the column is.
  ///   - maxWidth: The widest the column is.
  ///   - flex: Its share of the grid's spare width.
  public init(minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, flex: CGFloat = 0) {
    limits = SizeConstraints(minWidth: minWidth, maxWidth: maxWidth)
    self.flex = Self.flex(flex)
  }

  /// A column as wide as its widest cell.
  public static let natural = GridColumn()

  /// A column exactly `width` points wide.
  public static func fixed(_ width: CGFloat) -> GridColumn {
    GridColumn(minWidth: width, maxWidth: width)
  }

  /// `width` held within the limits.
  func clamp(_ width: CGFloat) -> CGFloat { limits.clampWidth(width) }

  /// The widest the limits allow: infinity without a maximum.
  var ceiling: CGFloat { limits.widthCeiling }

  private static func flex(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
}
