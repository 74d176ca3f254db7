import Foundation

/// A ``Stack`` that lays its subviews out left to right: a form's label and field, a toolbar.
///
/// ```swift
/// let row = Row(spacing: 8, alignment: .center) {
///   label
///   field  // with field.layoutFlex = 1, it takes the rest of the width
/// }
/// ```
open class Row: Stack {
  /// Creates a row holding `subviews`, left to right.
  public init(
    frame: CGRect = .zero, spacing: CGFloat = 8, alignment: Alignment = .center,
    padding: EdgeInsets = .zero, @SubviewBuilder _ subviews: () -> [DrawView] = { [] }
  ) {
    super.init(
      isHorizontal: true, frame: frame, spacing: spacing, alignment: alignment,
      padding: padding, subviews: subviews())
  }
}
