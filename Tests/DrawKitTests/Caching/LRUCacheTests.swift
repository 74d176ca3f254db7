import Testing

@testable import DrawKit

@Suite struct LRUCacheTests {
  @Test func dropsTheLeastRecentlyUsedEntry() {
    var cache = LRUCache<String, Int>(capacity: 3)
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")
    cache.insert(3, for: "c")
    #expect(cache.value(for: "a") == 1)
    cache.insert(4, for: "d")
    #expect(cache.count == 3)
    #expect(cache.contains("a") && !cache.contains("b"))
    cache.insert(5, for: "a")
    #expect(cache.count == 3 && cache.value(for: "a") == 5)
    cache.insert(6, for: "e")
    #expect(!cache.contains("c") && cache.contains("d"))
    var single = LRUCache<Int, Int>(capacity: 0)
    single.insert(1, for: 1)
    single.insert(2, for: 2)
    #expect(single.count == 1 && single.value(for: 2) == 2)
  }

  @Test func insertReportsTheEvictedEntry() {
    var cache = LRUCache<Int, String>(capacity: 2)
    #expect(cache.insert("one", for: 1) == nil)
    #expect(cache.insert("two", for: 2) == nil)
    #expect(cache.value(for: 1) == "one")
    let evicted = cache.insert("three", for: 3)
    #expect(evicted?.key == 2 && evicted?.value == "two")
    #expect(cache.insert("uno", for: 1) == nil)
    #expect(cache.keysByRecency == [1, 3])
  }

  @Test func aKeyNotEqualToItselfIsNotStored() {
    var cache = LRUCache<Double, Int>(capacity: 2)
    cache.insert(1, for: 1)
    for _ in 0..<10 {
      #expect(cache.insert(2, for: .nan) == nil)
    }
    #expect(cache.count == 1 && cache.keysByRecency == [1])
    cache.insert(3, for: 3)
    cache.insert(4, for: 4)
    #expect(cache.keysByRecency == [4, 3])
  }

  @Test func peekDoesNotChangeTheOrderOfUse() {
    var cache = LRUCache<String, Int>(capacity: 2)
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")
    #expect(cache.peek("a") == 1)
    cache.insert(3, for: "c")
    #expect(!cache.contains("a") && cache.peek("b") == 2 && cache.peek("c") == 3)
  }

  @Test func removalAndTrimKeepTheListConsistent() {
    var cache = LRUCache<Int, Int>(capacity: 100)
    for key in 0..<100 { cache.insert(key * 10, for: key) }
    #expect(cache.removeValue(for: 0) == 0)
    #expect(cache.removeValue(for: 99) == 990)
    #expect(cache.removeValue(for: 50) == 500)
    #expect(cache.removeValue(for: 50) == nil)
    #expect(cache.count == 97)
    #expect(cache.keysByRecency.first == 98 && cache.keysByRecency.last == 1)
    cache.trim(to: 10)
    #expect(cache.keysByRecency == Array((89...98).reversed()))
    for key in 200..<290 { cache.insert(key, for: key) }
    #expect(cache.count == 100)
    #expect(cache.keysByRecency.count == 100)
    #expect(cache.value(for: 89) == 890)
    cache.removeAll()
    #expect(cache.count == 0 && cache.keysByRecency.isEmpty && cache.value(for: 89) == nil)
    cache.insert(1, for: 1)
    #expect(cache.keysByRecency == [1])
  }

  @Test func aDroppedValueIsReleasedAtOnce() {
    final class Token {}
    weak var dropped: Token?
    var cache = LRUCache<Int, Token>(capacity: 1)
    do {
      let token = Token()
      dropped = token
      cache.insert(token, for: 1)
    }
    #expect(dropped != nil)
    cache.insert(Token(), for: 2)
    #expect(dropped == nil)
    do {
      let token = Token()
      dropped = token
      cache.insert(token, for: 3)
    }
    cache.removeValue(for: 3)
    #expect(dropped == nil)
  }

  @Test func randomUseMatchesASimpleModel() {
    var cache = LRUCache<Int, Int>(capacity: 64)
    var generator = SystemRandomNumberGenerator()
    var model: [Int] = []
    for _ in 0..<20_000 {
      let key = Int.random(in: 0..<200, using: &generator)
      if Bool.random(using: &generator) {
        cache.insert(key, for: key)
        model.removeAll { $0 == key }
        model.insert(key, at: 0)
        if model.count > 64 { model.removeLast() }
      } else if cache.value(for: key) != nil {
        model.removeAll { $0 == key }
        model.insert(key, at: 0)
      }
    }
    #expect(cache.keysByRecency == model)
  }
}
