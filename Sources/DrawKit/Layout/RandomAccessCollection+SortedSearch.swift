extension RandomAccessCollection where Index == Int {
  /// In elements sorted by `key`, the index of the last one whose key is at most `value`.
  ///
  /// That is the piece, segment or chunk that starts at or before an offset or a position;
  /// the first index when none does (and `startIndex` when empty). A binary search: O(log n).
  func lastIndex<Key: Comparable>(
    whereKey key: (Element) -> Key, isAtMost value: Key
  ) -> Int {
    var low = startIndex
    var high = endIndex - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if key(self[middle]) <= value { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
