import Foundation

extension TextInputView: TextSelectionWatching {
  /// Repaints the caret and selection where they are before the storage's selection changes,
  /// so a selection a program sets leaves no caret behind.
  func selectionWillChange() {
    repaintSelectionFootprint()
  }

  /// Repaints the caret and selection where they are now.
  func selectionDidChange() {
    repaintSelectionFootprint()
  }

  /// Marks the caret's and selection's rectangles for repainting, unless the whole tree will
  /// be drawn anyway (a page being built sets its caret before anything is laid out, and
  /// working the rectangles out would lay the text out for nothing).
  private func repaintSelectionFootprint() {
    guard !isHidden, !treeIsWhollyDirty else { return }
    for rect in selectionFootprint { setNeedsDisplay(rect) }
  }
}
