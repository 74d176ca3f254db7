/// A dictionary that holds at most ``capacity`` entries: inserting one more drops the entry
/// used least recently, so a process-wide cache stays the same size however many keys pass
/// through it.
///
/// Eviction scans every entry, so it suits small caches of values that are expensive to make
/// (font metrics), not hot paths.
package struct BoundedCache<Key: Hashable, Value> {
  /// The most entries kept.
  package let capacity: Int
  private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
  private var clock: UInt64 = 0

  /// An empty cache keeping at most `capacity` entries (at least one).
  package init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// How many entries the cache holds.
  package var count: Int { entries.count }

  /// The value stored for `key`, marked as just used; `nil` when there is none.
  package mutating func value(for key: Key) -> Value? {
    guard let entry = entries[key] else { return nil }
    clock += 1
    entries[key] = (entry.value, clock)
    return entry.value
  }

  /// Whether `key` has an entry, without marking it as used.
  package func contains(_ key: Key) -> Bool {
    entries[key] != nil
  }

  /// Stores `value` for `key`, dropping the least recently used entry when the cache is full.
  package mutating func insert(_ value: Value, for key: Key) {
    if entries[key] == nil, entries.count >= capacity,
      let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
    {
      entries[oldest] = nil
    }
    clock += 1
    entries[key] = (value, clock)
  }
}
