import Foundation

/// The height of every paragraph of a text view, in a B-tree whose nodes keep the paragraph
/// count, height sum and estimated-paragraph count of each child.
///
/// Finding a paragraph's top, the paragraph at a y, the next paragraph whose height is only
/// an estimate, and changing, inserting or removing one paragraph each visit one node per
/// level: O(log n) for n paragraphs. With 1,000,000 paragraphs that is four nodes per operation
/// (a Return in a text view, with the lookups around it, visits about 30) rather than every
/// height. Replacing a large share of the paragraphs at once
/// (opening a document, pasting a book) rebuilds the tree in O(n) instead.
///
/// Each paragraph also carries an identity that stays with it while paragraphs are inserted
/// or removed before it, so caches can key its layout by something edits do not shift.
final class ParagraphHeights {
  /// One paragraph: its height, whether the height is measured or estimated, and its identity.
  struct Entry: Equatable {
    var height: CGFloat
    var isMeasured: Bool
    var id: Int
  }

  /// A node: a leaf holds entries; an inner node holds children and the sums of each.
  private final class Node {
    var entries: [Entry] = []
    var children: [Node] = []
    var counts: [Int] = []
    var totals: [CGFloat] = []
    var estimates: [Int] = []
    let isLeaf: Bool

    init(entries: [Entry]) {
      self.entries = entries
      isLeaf = true
    }

    init(children: [Node]) {
      isLeaf = false
      self.children = children
      counts = children.map(\.count)
      totals = children.map(\.total)
      estimates = children.map(\.estimated)
    }

    /// How many paragraphs the subtree holds.
    var count: Int { isLeaf ? entries.count : counts.reduce(0, +) }
    /// The sum of the subtree's heights.
    var total: CGFloat { isLeaf ? entries.reduce(0) { $0 + $1.height } : totals.reduce(0, +) }
    /// How many of the subtree's heights are estimates.
    var estimated: Int {
      isLeaf ? entries.reduce(0) { $0 + ($1.isMeasured ? 0 : 1) } : estimates.reduce(0, +)
    }
    /// How many entries or children the node holds.
    var width: Int { isLeaf ? entries.count : children.count }

    /// Recomputes the sums kept for child `index`.
    func refresh(_ index: Int) {
      let child = children[index]
      counts[index] = child.count
      totals[index] = child.total
      estimates[index] = child.estimated
    }

    /// The child holding position `index` and the position within it.
    func child(holding index: Int) -> (child: Int, local: Int) {
      var local = index
      for (child, count) in counts.enumerated() {
        if local < count { return (child, local) }
        local -= count
      }
      return (counts.count - 1, local + counts[counts.count - 1])
    }

    /// Splits off the upper half into a new node.
    func split() -> Node {
      if isLeaf {
        let half = entries.count / 2
        let upper = Node(entries: Array(entries[half...]))
        entries.removeSubrange(half...)
        return upper
      }
      let half = children.count / 2
      let upper = Node(children: Array(children[half...]))
      children.removeSubrange(half...)
      counts.removeSubrange(half...)
      totals.removeSubrange(half...)
      estimates.removeSubrange(half...)
      return upper
    }

    /// Appends `other`'s entries or children.
    func absorb(_ other: Node) {
      if isLeaf {
        entries += other.entries
      } else {
        children += other.children
        counts += other.counts
        totals += other.totals
        estimates += other.estimates
      }
    }
  }

  /// The most entries a leaf or children an inner node holds.
  static let nodeCapacity = 64
  /// How full a bulk build fills each node, leaving room to insert without splitting.
  private static let buildFill = 48

  private var root: Node
  /// How many nodes the operations so far have visited: for tests that check what an edit
  /// costs.
  private(set) var nodesTouched = 0

  /// A tree holding `entries` in order.
  init(_ entries: [Entry] = []) {
    root = Self.build(entries)
  }

  /// The number of paragraphs.
  var count: Int { root.count }

  /// The sum of all heights.
  var total: CGFloat { root.total }

  /// How many heights are estimates.
  var estimatedCount: Int { root.estimated }

  /// How many nodes a lookup visits: the tree's levels.
  var depth: Int {
    var levels = 1
    var node = root
    while !node.isLeaf {
      node = node.children[0]
      levels += 1
    }
    return levels
  }

  /// Every entry in order: O(n).
  var entries: [Entry] {
    var result: [Entry] = []
    result.reserveCapacity(count)
    var pending = [root]
    while let node = pending.popLast() {
      if node.isLeaf {
        result += node.entries
      } else {
        pending += node.children.reversed()
      }
    }
    return result
  }

  /// The entry of paragraph `index`.
  func entry(at index: Int) -> Entry {
    precondition(index >= 0 && index < count, "Paragraph \(index) is out of 0..<\(count)")
    var node = root
    var local = index
    nodesTouched += 1
    while !node.isLeaf {
      let found = node.child(holding: local)
      node = node.children[found.child]
      local = found.local
      nodesTouched += 1
    }
    return node.entries[local]
  }

  /// The sum of the heights of the paragraphs before `index` (all of them when `index` is
  /// past the end).
  func top(of index: Int) -> CGFloat {
    guard index < count else { return total }
    var node = root
    var local = max(index, 0)
    var sum: CGFloat = 0
    nodesTouched += 1
    while !node.isLeaf {
      var child = 0
      while local >= node.counts[child] {
        local -= node.counts[child]
        sum += node.totals[child]
        child += 1
      }
      node = node.children[child]
      nodesTouched += 1
    }
    for entry in node.entries[..<local] { sum += entry.height }
    return sum
  }

  /// The paragraph whose span holds `y`: the first whose bottom is below `y`, or the last
  /// when `y` is past the end (or not a number).
  func index(containing y: CGFloat) -> Int {
    guard count > 0 else { return 0 }
    var node = root
    var remaining = y
    var index = 0
    nodesTouched += 1
    while !node.isLeaf {
      var child = 0
      while child < node.children.count - 1, node.totals[child] <= remaining {
        remaining -= node.totals[child]
        index += node.counts[child]
        child += 1
      }
      node = node.children[child]
      nodesTouched += 1
    }
    var local = 0
    while local < node.entries.count - 1, node.entries[local].height <= remaining {
      remaining -= node.entries[local].height
      local += 1
    }
    return min(index + local, count - 1)
  }

  /// Up to `limit` paragraphs at or after `index` whose heights are estimates, in order: one
  /// walk over the subtrees that hold any, O(limit + log n).
  func estimated(atOrAfter index: Int, limit: Int) -> [Int] {
    var found: [Int] = []
    guard index < count, limit > 0 else { return found }
    Self.collectEstimated(
      in: root, atOrAfter: max(index, 0), offset: 0, limit: limit, into: &found,
      touched: &nodesTouched)
    return found
  }

  private static func collectEstimated(
    in node: Node, atOrAfter index: Int, offset: Int, limit: Int, into found: inout [Int],
    touched: inout Int
  ) {
    touched += 1
    if node.isLeaf {
      for local in node.entries.indices[min(index, node.entries.count)...]
      where !node.entries[local].isMeasured {
        guard found.count < limit else { return }
        found.append(offset + local)
      }
      return
    }
    var start = 0
    for child in node.children.indices {
      guard found.count < limit else { return }
      let end = start + node.counts[child]
      if end > index, node.estimates[child] > 0 {
        collectEstimated(
          in: node.children[child], atOrAfter: max(index - start, 0), offset: offset + start,
          limit: limit, into: &found, touched: &touched)
      }
      start = end
    }
  }

  /// Changes paragraph `index`'s height and whether it is measured.
  func update(at index: Int, height: CGFloat, isMeasured: Bool) {
    precondition(index >= 0 && index < count, "Paragraph \(index) is out of 0..<\(count)")
    Self.update(root, at: index, touched: &nodesTouched) {
      $0.height = height
      $0.isMeasured = isMeasured
    }
  }

  /// Changes one entry and adds the change in height and estimate count to the sums on its
  /// path; returns that change.
  @discardableResult
  private static func update(
    _ node: Node, at index: Int, touched: inout Int, _ change: (inout Entry) -> Void
  ) -> (height: CGFloat, estimated: Int) {
    touched += 1
    if node.isLeaf {
      let old = node.entries[index]
      change(&node.entries[index])
      let new = node.entries[index]
      return (new.height - old.height, (new.isMeasured ? 0 : 1) - (old.isMeasured ? 0 : 1))
    }
    let found = node.child(holding: index)
    let delta = update(node.children[found.child], at: found.local, touched: &touched, change)
    node.totals[found.child] += delta.height
    node.estimates[found.child] += delta.estimated
    return delta
  }

  /// Replaces paragraphs `range` with `newEntries`: O(log n) per paragraph changed, or a
  /// rebuild in O(n) when that is cheaper.
  func replaceSubrange(_ range: Range<Int>, with newEntries: [Entry]) {
    precondition(
      range.lowerBound >= 0 && range.upperBound <= count,
      "Paragraphs \(range) are out of 0..<\(count)")
    if range.count == count {
      root = Self.build(newEntries)
      return
    }
    let changed = max(range.count, newEntries.count)
    if changed > 64, changed > count / 8 {
      var all = entries
      all.replaceSubrange(range, with: newEntries)
      root = Self.build(all)
      return
    }
    let kept = min(range.count, newEntries.count)
    for offset in 0..<kept {
      let entry = newEntries[offset]
      Self.update(root, at: range.lowerBound + offset, touched: &nodesTouched) { $0 = entry }
    }
    for _ in kept..<range.count {
      remove(at: range.lowerBound + kept)
    }
    for offset in kept..<newEntries.count {
      insert(newEntries[offset], at: range.lowerBound + offset)
    }
  }

  /// Inserts `entry` as paragraph `index`.
  private func insert(_ entry: Entry, at index: Int) {
    guard let upper = Self.insert(entry, at: index, into: root, touched: &nodesTouched) else {
      return
    }
    root = Node(children: [root, upper])
    nodesTouched += 1
  }

  /// Inserts into `node`'s subtree; returns the node split off when it overflowed.
  private static func insert(_ entry: Entry, at index: Int, into node: Node, touched: inout Int)
    -> Node?
  {
    touched += 1
    if node.isLeaf {
      node.entries.insert(entry, at: index)
    } else {
      let found = node.child(holding: index)
      if let upper = insert(
        entry, at: found.local, into: node.children[found.child], touched: &touched)
      {
        node.children.insert(upper, at: found.child + 1)
        node.counts.insert(0, at: found.child + 1)
        node.totals.insert(0, at: found.child + 1)
        node.estimates.insert(0, at: found.child + 1)
        node.refresh(found.child + 1)
        touched += 1
      }
      node.refresh(found.child)
    }
    return node.width > nodeCapacity ? node.split() : nil
  }

  /// Removes paragraph `index`.
  private func remove(at index: Int) {
    Self.remove(at: index, from: root, touched: &nodesTouched)
    while !root.isLeaf, root.children.count == 1 {
      root = root.children[0]
    }
    if !root.isLeaf, root.children.isEmpty {
      root = Node(entries: [])
    }
  }

  /// Removes from `node`'s subtree, dropping children that empty and merging a small child
  /// into a neighbour when both fit in one node.
  private static func remove(at index: Int, from node: Node, touched: inout Int) {
    touched += 1
    if node.isLeaf {
      node.entries.remove(at: index)
      return
    }
    let found = node.child(holding: index)
    let child = node.children[found.child]
    remove(at: found.local, from: child, touched: &touched)
    if child.width == 0 {
      node.children.remove(at: found.child)
      node.counts.remove(at: found.child)
      node.totals.remove(at: found.child)
      node.estimates.remove(at: found.child)
      return
    }
    node.refresh(found.child)
    guard child.width < nodeCapacity / 4, node.children.count > 1 else { return }
    let left = found.child > 0 ? found.child - 1 : found.child
    let lower = node.children[left]
    let upper = node.children[left + 1]
    touched += 1
    guard lower.width + upper.width <= nodeCapacity else { return }
    lower.absorb(upper)
    node.children.remove(at: left + 1)
    node.counts.remove(at: left + 1)
    node.totals.remove(at: left + 1)
    node.estimates.remove(at: left + 1)
    node.refresh(left)
  }

  /// A balanced tree over `entries`, its nodes filled to ``buildFill``.
  private static func build(_ entries: [Entry]) -> Node {
    guard entries.count > nodeCapacity else { return Node(entries: entries) }
    var level = stride(from: 0, to: entries.count, by: buildFill).map {
      Node(entries: Array(entries[$0..<min($0 + buildFill, entries.count)]))
    }
    while level.count > 1 {
      level = stride(from: 0, to: level.count, by: buildFill).map {
        Node(children: Array(level[$0..<min($0 + buildFill, level.count)]))
      }
    }
    return level[0]
  }
}
