/// A dictionary that holds at most ``capacity`` entries, dropping the one used least recently
/// when a new one arrives: DrawKit's one cache type.
///
/// Reading, inserting, removing and evicting each cost O(1): entries sit in a dictionary of
/// slots that also form a doubly linked list in order of use, most recent at the head. Slots
/// freed by removal are reused, so the storage never grows past the most entries held at once.
///
/// It is a value without a lock; a cache shared between threads wraps it in a
/// ``LockedValue``.
package struct LRUCache<Key: Hashable, Value> {
  private struct Slot {
    var key: Key
    /// `nil` once the slot is freed, so a dropped value is released at once.
    var value: Value?
    var newer: Int?
    var older: Int?
  }

  /// The most entries kept.
  package let capacity: Int
  private var slots: [Slot] = []
  private var freeSlots: [Int] = []
  private var indices: [Key: Int] = [:]
  private var newest: Int?
  private var oldest: Int?

  /// An empty cache keeping at most `capacity` entries (at least one).
  package init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// How many entries the cache holds.
  package var count: Int { indices.count }

  /// The keys held, most recently used first.
  package var keysByRecency: [Key] {
    var keys: [Key] = []
    keys.reserveCapacity(count)
    var index = newest
    while let current = index {
      keys.append(slots[current].key)
      index = slots[current].older
    }
    return keys
  }

  /// Whether `key` has an entry, without marking it as used.
  package func contains(_ key: Key) -> Bool {
    indices[key] != nil
  }

  /// The value stored for `key` without marking it as used; `nil` when there is none.
  package func peek(_ key: Key) -> Value? {
    indices[key].flatMap { slots[$0].value }
  }

  /// The value stored for `key`, marked as just used; `nil` when there is none.
  package mutating func value(for key: Key) -> Value? {
    guard let index = indices[key] else { return nil }
    moveToFront(index)
    return slots[index].value
  }

  /// Stores `value` for `key` as the most recently used entry, and returns the entry dropped
  /// to make room, if any.
  ///
  /// A key not equal to itself (one holding a floating-point NaN) could never be found or
  /// removed again, so it is not stored.
  @discardableResult
  package mutating func insert(_ value: Value, for key: Key) -> (key: Key, value: Value)? {
    guard key == key else { return nil }
    if let index = indices[key] {
      slots[index].value = value
      moveToFront(index)
      return nil
    }
    var evicted: (key: Key, value: Value)?
    if indices.count >= capacity, let last = oldest, let dropped = slots[last].value {
      evicted = (slots[last].key, dropped)
      release(last)
    }
    let slot = Slot(key: key, value: value, newer: nil, older: nil)
    let index: Int
    if let reused = freeSlots.popLast() {
      slots[reused] = slot
      index = reused
    } else {
      slots.append(slot)
      index = slots.count - 1
    }
    indices[key] = index
    linkAtFront(index)
    return evicted
  }

  /// Removes the entry for `key` and returns its value; `nil` when there was none.
  @discardableResult
  package mutating func removeValue(for key: Key) -> Value? {
    guard let index = indices[key] else { return nil }
    let value = slots[index].value
    release(index)
    return value
  }

  /// Removes every entry.
  package mutating func removeAll() {
    slots.removeAll()
    freeSlots.removeAll()
    indices.removeAll()
    newest = nil
    oldest = nil
  }

  /// Drops the least recently used entries until at most `limit` remain.
  package mutating func trim(to limit: Int) {
    while indices.count > max(limit, 0), let last = oldest {
      release(last)
    }
  }

  private mutating func release(_ index: Int) {
    unlink(index)
    indices[slots[index].key] = nil
    slots[index].value = nil
    freeSlots.append(index)
  }

  private mutating func moveToFront(_ index: Int) {
    guard newest != index else { return }
    unlink(index)
    linkAtFront(index)
  }

  private mutating func linkAtFront(_ index: Int) {
    slots[index].newer = nil
    slots[index].older = newest
    if let head = newest { slots[head].newer = index }
    newest = index
    if oldest == nil { oldest = index }
  }

  private mutating func unlink(_ index: Int) {
    let newer = slots[index].newer
    let older = slots[index].older
    if let newer { slots[newer].older = older } else { newest = older }
    if let older { slots[older].newer = newer } else { oldest = newer }
    slots[index].newer = nil
    slots[index].older = nil
  }
}
