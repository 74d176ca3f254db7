import Foundation

/// Running totals over an array of heights (a Fenwick tree): the top of any paragraph and the
/// paragraph at any y in O(log n), and a height change in O(log n).
struct PrefixSums {
  private var tree: [CGFloat]
  private(set) var values: [CGFloat]

  init(_ values: [CGFloat] = []) {
    self.values = values
    tree = [0] + values
    for index in 1..<max(tree.count, 1) {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
  }

  /// The sum of all values.
  var total: CGFloat { sum(before: values.count) }

  /// The sum of the values before `index`.
  func sum(before index: Int) -> CGFloat {
    var position = min(index, values.count)
    var result: CGFloat = 0
    while position > 0 {
      result += tree[position]
      position -= position & -position
    }
    return result
  }

  /// Changes one value.
  mutating func set(_ value: CGFloat, at index: Int) {
    let delta = value - values[index]
    guard delta != 0 else { return }
    values[index] = value
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
  }

  /// The index whose span holds `y` (the last index when `y` is past the end).
  func index(containing y: CGFloat) -> Int {
    guard !values.isEmpty else { return 0 }
    var position = 0
    var remaining = y
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(position, values.count - 1)
  }

  /// Replaces the values in `range` with `newValues`; O(n) because it rebuilds the tree.
  mutating func replaceSubrange(_ range: Range<Int>, with newValues: [CGFloat]) {
    values.replaceSubrange(range, with: newValues)
    self = PrefixSums(values)
  }
}
