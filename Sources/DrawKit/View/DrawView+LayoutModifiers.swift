import Foundation

/// Layout modifiers: each sets one of the view's layout properties and returns the view, so
/// they chain and a configured view can be written inline in a ``SubviewBuilder`` block.
///
/// ```swift
/// let sidebar = Column {
///   TextField().frame(height: 28)
///   Spacer()
/// }
/// .frame(width: 220)  // however long the search text grows
/// ```
///
/// Each modifier changes only what it is given: `frame(width: 220)` fixes the width and
/// leaves the height's limits as they were, so `.frame(width: 220).frame(maxHeight: 40)`
/// keeps both. To remove every limit, set ``DrawView/sizeConstraints`` to
/// ``SizeConstraints/none``.
extension DrawView {
  /// Fixes the view's width, height or both in a ``Row``, ``Column`` or ``Grid``: the given
  /// sides become both the minimum and the maximum of ``sizeConstraints``.
  ///
  /// - Parameters:
  ///   - width: The width, or `nil` to leave the width's limits as they are.
  ///   - height: The height, or `nil` to leave the height's limits as they are.
  @discardableResult
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    frame(minWidth: width, maxWidth: width, minHeight: height, maxHeight: height)
  }

  /// Sets the limits of the view's width and height in a ``Row``, ``Column`` or ``Grid``
  /// (see ``SizeConstraints`` for how NaN, infinite and negative values are clamped).
  ///
  /// - Parameters:
  ///   - minWidth: The narrowest, or `nil` to keep the current minimum width.
  ///   - maxWidth: The widest, or `nil` to keep the current maximum width.
  ///   - minHeight: The shortest, or `nil` to keep the current minimum height.
  ///   - maxHeight: The tallest, or `nil` to keep the current maximum height.
  @discardableResult
  public func frame(
    minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    maxHeight: CGFloat? = nil
  ) -> Self {
    var constraints = sizeConstraints
    if let minWidth { constraints.minWidth = minWidth }
    if let maxWidth { constraints.maxWidth = maxWidth }
    if let minHeight { constraints.minHeight = minHeight }
    if let maxHeight { constraints.maxHeight = maxHeight }
    sizeConstraints = constraints
    return self
  }

  /// Sets ``layoutFlex``, the view's share of a stack's spare room.
  @discardableResult
  public func layoutFlex(_ flex: CGFloat) -> Self {
    layoutFlex = flex
    return self
  }

  /// Sets where containers place the view: ``horizontalLayoutAlignment`` (in a ``Column`` or
  /// a grid cell) and ``verticalLayoutAlignment`` (in a ``Row`` or a grid cell); `nil` leaves
  /// that one as it is.
  @discardableResult
  public func layoutAlignment(
    horizontal: Stack.Alignment? = nil, vertical: Stack.Alignment? = nil
  ) -> Self {
    if let horizontal { horizontalLayoutAlignment = horizontal }
    if let vertical { verticalLayoutAlignment = vertical }
    return self
  }

  /// Sets ``gridColumnSpan``, how many columns of a ``Grid`` the view spans.
  @discardableResult
  public func gridColumnSpan(_ columns: Int) -> Self {
    gridColumnSpan = columns
    return self
  }
}
