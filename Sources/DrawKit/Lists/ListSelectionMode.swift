/// How many rows of a ``ListView`` the user can select: ``none``, ``single`` or ``multiple``.
public struct ListSelectionMode: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case none, single, multiple
  }
  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// No selection: clicks and keys only move the focus row and scroll.
  public static let none = ListSelectionMode(.none)
  /// At most one selected row: a click or an arrow key selects a row alone.
  public static let single = ListSelectionMode(.single)
  /// Any set of rows: Ctrl+click toggles a row, Shift+click and Shift with the movement keys
  /// select the range from the anchor row.
  public static let multiple = ListSelectionMode(.multiple)
}
