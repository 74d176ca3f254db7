extension DrawingSlot {
  /// The highlight of a list's hovered or pressed row, at the back.
  public static let rowHighlight = DrawingSlot("rowHighlight", placement: .back)
  /// The lines between a list's rows, at the back.
  public static let rowSeparators = DrawingSlot("rowSeparators", placement: .back)
}
