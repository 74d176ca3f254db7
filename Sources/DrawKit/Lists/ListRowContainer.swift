import Foundation

/// The content of a ``ListView``: as tall as all its rows, holding the views of the rows in
/// sight (and the hidden ones waiting for reuse), laid out by the list.
final class ListRowContainer: DrawView {
  /// The list whose rows these are.
  weak var list: ListView?

  /// The layout step of the rows: the list makes, reuses, measures and places them.
  override func layoutSubviews() {
    list?.layOutRows()
  }
}
