import Foundation

extension String {
  /// `index` moved down to the caret stop at or before it: the start of the cluster that
  /// Pango draws and moves the caret over as one (see ``CursorStops``).
  func roundedDownToCharacter(_ index: String.Index) -> String.Index {
    characterIndex(utf8Offset: utf8Offset(of: index))
  }

  /// The index `offset` UTF-8 bytes from the start, clamped to the string and rounded down to
  /// a caret stop.
  func characterIndex(utf8Offset offset: Int) -> String.Index {
    utf8.index(utf8.startIndex, offsetBy: cursorPosition(atOrBefore: offset))
  }

  /// The UTF-8 byte offset of `index`.
  func utf8Offset(of index: String.Index) -> Int {
    utf8.distance(from: utf8.startIndex, to: index)
  }
}
