import Foundation

extension TextInputView: TextSelectionWatching {
  /// Repaints the caret and selection where they are before the storage's selection changes,
  /// so a selection a program sets leaves no caret behind.
  func selectionWillChange() {
    for rect in selectionFootprint { setNeedsDisplay(rect) }
  }

  /// Repaints the caret and selection where they are now.
  func selectionDidChange() {
    for rect in selectionFootprint { setNeedsDisplay(rect) }
  }
}
