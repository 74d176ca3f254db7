import Foundation

/// The heights of a ``ListView``'s rows, kept sparse: every row is `estimate` tall until it is
/// measured, and only measured rows are stored, so 10^9 rows take no memory of their own.
///
/// The measured rows are a sorted array of indices with their heights and the running sum of
/// their differences from the estimate, so a row's top and the row at a point are binary
/// searches (O(log m) for m measured rows), and measuring, inserting or deleting rows moves
/// the entries after them (O(m)).
struct ListRowHeights {
  /// The height of a row that has not been measured, at least 1.
  private(set) var estimate: CGFloat
  /// How many rows there are.
  private(set) var count: Int
  /// The measured rows' indices, ascending.
  private var indices: [Int] = []
  /// The measured rows' heights, by entry.
  private var heights: [CGFloat] = []
  /// `deltas[k]`: the sum of `heights[j] - estimate` over the entries before entry `k`; one
  /// longer than `indices`.
  private var deltas: [CGFloat] = [0]

  init(estimate: CGFloat, count: Int) {
    self.estimate = Self.sanitized(estimate)
    self.count = max(count, 0)
  }

  /// A height that every row may take: NaN, infinite and values below 1 are 1 (or the
  /// estimate's default of 1), huge ones 1e6.
  static func sanitized(_ height: CGFloat) -> CGFloat {
    height.isFinite ? min(max(height, 1), 1e6) : (height == .infinity ? 1e6 : 1)
  }

  /// The number of measured rows.
  var measuredCount: Int { indices.count }

  /// The height of every row together.
  var total: CGFloat { CGFloat(count) * estimate + deltas[deltas.count - 1] }

  /// The entry of the first measured row at or after `row`.
  private func entry(atOrAfter row: Int) -> Int {
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if indices[middle] < row { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether `row` has been measured.
  func isMeasured(_ row: Int) -> Bool {
    let k = entry(atOrAfter: row)
    return k < indices.count && indices[k] == row
  }

  /// The height of `row`: its measurement, or the estimate.
  func height(of row: Int) -> CGFloat {
    let k = entry(atOrAfter: row)
    return k < indices.count && indices[k] == row ? heights[k] : estimate
  }

  /// The top of `row` from the top of the first row; `count` gives the total.
  func top(of row: Int) -> CGFloat {
    CGFloat(row) * estimate + deltas[entry(atOrAfter: row)]
  }

  /// The row at `y` from the top: the last row for a point past the end, the first for one
  /// before the start (or NaN); `nil` when there are no rows.
  func row(at y: CGFloat) -> Int? {
    guard count > 0 else { return nil }
    guard y > 0 else { return 0 }
    // The last measured entry whose top is at or above y.
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if CGFloat(indices[middle]) * estimate + deltas[middle] <= y {
        low = middle + 1
      } else {
        high = middle
      }
    }
    let row: Int
    if low == 0 {
      row = Self.rows(in: y, of: estimate)
    } else {
      let k = low - 1
      let bottom = CGFloat(indices[k]) * estimate + deltas[k] + heights[k]
      row = y < bottom ? indices[k] : indices[k] + 1 + Self.rows(in: y - bottom, of: estimate)
    }
    return min(row, count - 1)
  }

  /// How many whole rows of `height` fit in `length`, without overflowing an `Int`.
  private static func rows(in length: CGFloat, of height: CGFloat) -> Int {
    let rows = (length / height).rounded(.down)
    return rows < 1e18 ? Int(rows) : Int(1e18)
  }

  /// Records the measured height of `row`; returns how much the total changed.
  @discardableResult
  mutating func setHeight(_ height: CGFloat, of row: Int) -> CGFloat {
    let height = Self.sanitized(height)
    let k = entry(atOrAfter: row)
    let change: CGFloat
    if k < indices.count, indices[k] == row {
      change = height - heights[k]
      heights[k] = height
    } else {
      change = height - estimate
      indices.insert(row, at: k)
      heights.insert(height, at: k)
      deltas.insert(deltas[k], at: k + 1)
    }
    if change != 0 {
      for j in (k + 1)..<deltas.count { deltas[j] += change }
    }
    return change
  }

  /// Forgets every measurement (a change of width, or a reload).
  mutating func removeMeasurements() {
    indices = []
    heights = []
    deltas = [0]
  }

  /// Forgets the measurements of `rows`, which become estimates again.
  mutating func removeMeasurements(of rows: IndexSet) {
    keepEntries { row in rows.contains(row) ? nil : row }
  }

  /// Makes room for `inserted` rows, given by their indices after the insertion.
  mutating func insertRows(_ inserted: IndexSet) {
    count += inserted.count
    keepEntries { row in
      // The row's index after the insertion: it moves down by every inserted index at or
      // before its new place.
      var index = row
      for range in inserted.rangeView where range.lowerBound <= index {
        index += range.count
      }
      return index
    }
  }

  /// Takes out `deleted` rows (indices before the deletion) and their measurements.
  mutating func deleteRows(_ deleted: IndexSet) {
    count -= deleted.count(in: 0..<count)
    keepEntries { row in
      deleted.contains(row) ? nil : row - deleted.count(in: 0..<row)
    }
  }

  /// Sets the number of rows, dropping the measurements past the end.
  mutating func setCount(_ newCount: Int) {
    let newCount = max(newCount, 0)
    count = newCount
    keepEntries { row in row < newCount ? row : nil }
  }

  /// Sets the estimate, keeping the measurements.
  mutating func setEstimate(_ newEstimate: CGFloat) {
    estimate = Self.sanitized(newEstimate)
    keepEntries { $0 }
  }

  /// Keeps the entries whose row `transform` maps to a new index (in the same order), and
  /// drops those it maps to `nil`; then sums the differences again.
  private mutating func keepEntries(_ transform: (Int) -> Int?) {
    var newIndices: [Int] = []
    var newHeights: [CGFloat] = []
    for (row, height) in zip(indices, heights) {
      if let index = transform(row) {
        newIndices.append(index)
        newHeights.append(height)
      }
    }
    indices = newIndices
    heights = newHeights
    deltas = [0]
    deltas.reserveCapacity(heights.count + 1)
    for height in heights { deltas.append(deltas[deltas.count - 1] + height - estimate) }
  }
}
