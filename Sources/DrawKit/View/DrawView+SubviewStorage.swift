extension DrawView {
  /// What a slot of a view removed from the front of the subviews holds until the next read
  /// of ``subviews``: a placeholder, so the removed view itself is released at once.
  nonisolated(unsafe) static let detachedSlot = DrawView(frame: .zero)

  /// Drops the placeholder slots at the front: one move of the remaining subviews for any
  /// number of front removals since ``subviews`` was last read.
  func compactSubviews() {
    subviewWork += subviewStorage.count
    subviewStorage.removeFirst(detachedPrefix)
    detachedPrefix = 0
  }

  /// Inserts `view` at `index` among the subviews (clamped to 0...count).
  func insertSubviewEntry(_ view: DrawView, at index: Int) {
    if detachedPrefix > 0 { compactSubviews() }
    let position = min(max(index, 0), subviewStorage.count)
    subviewWork += subviewStorage.count - position + 1
    subviewStorage.insert(view, at: position)
  }

  /// Removes `view` from the subviews.
  ///
  /// The first subview leaves a placeholder slot behind in O(1), so removing siblings one by
  /// one from the front costs O(number removed) until ``subviews`` is read again; the last
  /// is found and removed in O(1); any other costs a search and a move of the rest.
  func removeSubviewEntry(_ view: DrawView) {
    if detachedPrefix < subviewStorage.count, subviewStorage[detachedPrefix] === view {
      subviewWork += 1
      subviewStorage[detachedPrefix] = Self.detachedSlot
      detachedPrefix += 1
      if detachedPrefix == subviewStorage.count {
        subviewStorage.removeAll()
        detachedPrefix = 0
      }
      return
    }
    if detachedPrefix > 0 { compactSubviews() }
    guard let index = subviewStorage.lastIndex(where: { $0 === view }) else { return }
    subviewWork += 2 * (subviewStorage.count - index)
    subviewStorage.remove(at: index)
  }
}
