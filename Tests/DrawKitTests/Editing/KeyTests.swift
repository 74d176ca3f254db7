import DrawKit
import Testing

/// Keys are DrawKit's own closed set: named keys, F1–F35 and characters.
@Suite struct KeyTests {
  @Test func namesAreDrawKitsOwn() {
    let keys: [Key] = [.left, .pageDown, .backspace, .return, .escape, .printScreen, .space]
    #expect(
      keys.map(\.description) == [
        "left", "pageDown", "backspace", "return", "escape", "printScreen", " ",
      ])
  }

  @Test func functionKeysExistFromOneToThirtyFive() {
    #expect(Key.function(0) == nil)
    #expect(Key.function(36) == nil)
    #expect(Key.function(Int.min) == nil)
    #expect(Key.function(Int.max) == nil)
    #expect(Key.function(1)?.description == "F1")
    #expect(Key.function(35)?.description == "F35")
    #expect(Key.function(5) == Key.function(5))
    #expect(Key.function(5) != Key.function(6))
  }

  @Test func charactersCompareWithoutCaseAndNamedKeysHaveNone() {
    #expect(Key.character("A") == Key.character("a"))
    #expect(Key.character("a").character == "a")
    #expect(Key.character("É").character == "é")
    #expect(Key.left.character == nil)
    #expect(Key.function(3)?.character == nil)
    #expect(Key.space.character == " ")
    #expect(Set([Key.left, .right, .left, .character("x"), .character("X")]).count == 3)
  }
}
