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

extension String {
  /// The UTF-8 offsets of `range` moved onto caret stops.
  ///
  /// An empty range goes to the stop at or before it, a longer one widens to every cluster it
  /// touches. Indices may fall anywhere (inside a scalar, between the halves of a surrogate
  /// pair of the UTF-16 view) up to the end.
  func stopRange(_ range: Range<String.Index>) -> Range<Int> {
    let lower = scalarOffset(of: range.lowerBound)
    guard !range.isEmpty else { return stopRange(lower.start..<lower.start) }
    let upper = scalarOffset(of: range.upperBound)
    return stopRange(lower.start..<(upper.start + (upper.isInside ? 1 : 0)))
  }

  /// `range` of UTF-8 offsets (clamped to the string) on caret stops: an empty range at the
  /// stop at or before it, a longer one widened to every cluster it touches.
  func stopRange(_ range: Range<Int>) -> Range<Int> {
    let count = utf8.count
    let lower = cursorPosition(atOrBefore: range.lowerBound)
    guard !range.isEmpty, range.upperBound > lower else { return lower..<lower }
    let upper = min(range.upperBound, count)
    let atOrBefore = cursorPosition(atOrBefore: upper)
    let end = atOrBefore == upper ? upper : (cursorPosition(after: atOrBefore) ?? count)
    return lower..<max(lower, end)
  }

  /// The index `offset` UTF-8 bytes from the start.
  func utf8Index(_ offset: Int) -> String.Index {
    utf8.index(utf8.startIndex, offsetBy: offset)
  }

  /// The UTF-8 offset of the start of the scalar `index` falls in, and whether it falls after
  /// that start (inside the scalar's bytes, or between the halves of its surrogate pair).
  private func scalarOffset(of index: String.Index) -> (start: Int, isInside: Bool) {
    let index = Swift.min(index, endIndex)
    let raw = utf8.distance(from: utf8.startIndex, to: index)
    var start = raw
    let bytes = utf8
    while start > 0, start < bytes.count,
      bytes[bytes.index(bytes.startIndex, offsetBy: start)] & 0xC0 == 0x80
    {
      start -= 1
    }
    return (start, start != raw || index.samePosition(in: unicodeScalars) == nil)
  }
}
