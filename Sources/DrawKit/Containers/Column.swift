import Foundation

/// A ``Stack`` that lays its subviews out top to bottom: a form, a settings page.
///
/// ```swift
/// let form = Column(spacing: 12, padding: EdgeInsets(all: 16)) {
///   nameField
///   notesView  // with notesView.layoutFlex = 1, it takes the rest of the height
/// }
/// ```
open class Column: Stack {
  /// Creates a column holding `subviews`, top to bottom.
  public init(
    frame: CGRect = .zero, spacing: CGFloat = 8, alignment: Alignment = .fill,
    padding: EdgeInsets = .zero, @SubviewBuilder _ subviews: () -> [DrawView] = { [] }
  ) {
    super.init(
      isHorizontal: false, frame: frame, spacing: spacing, alignment: alignment,
      padding: padding, subviews: subviews())
  }
}
