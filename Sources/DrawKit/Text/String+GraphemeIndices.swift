import Foundation

extension String {
  /// `index` moved down to the start of the grapheme cluster (Character) that contains it.
  func roundedDownToCharacter(_ index: String.Index) -> String.Index {
    guard index > startIndex else { return startIndex }
    guard index < endIndex else { return endIndex }
    return self.index(before: self.index(after: index))
  }

  /// The index `offset` UTF-8 bytes from the start, clamped to the string and rounded down to
  /// a grapheme boundary.
  func characterIndex(utf8Offset offset: Int) -> String.Index {
    let clamped = Swift.min(Swift.max(offset, 0), utf8.count)
    return roundedDownToCharacter(utf8.index(utf8.startIndex, offsetBy: clamped))
  }

  /// The UTF-8 byte offset of `index`.
  func utf8Offset(of index: String.Index) -> Int {
    utf8.distance(from: utf8.startIndex, to: index)
  }
}
