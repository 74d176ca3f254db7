extension DrawingSlot {
  /// The lines between a table's columns, in its header and its rows, at the back.
  public static let columnSeparators = DrawingSlot("columnSeparators", placement: .back)
  /// The highlight of a table's pressed column header, at the back.
  public static let columnHighlight = DrawingSlot("columnHighlight", placement: .back)
  /// The indicator of the column a table's rows are sorted by, in its header.
  public static let sortIndicator = DrawingSlot("sortIndicator")
}
