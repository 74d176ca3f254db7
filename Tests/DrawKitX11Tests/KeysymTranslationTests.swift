#if Hosts

import DrawKit
import Testing

@testable import DrawKitX11

/// X keysyms become DrawKit's own keys in the X11 host, and nowhere else.
@Suite struct KeysymTranslationTests {
  @Test(
    arguments: [
      (0xFF51, Key.left), (0xFF96, .left), (0xFF53, .right), (0xFF98, .right),
      (0xFF52, .up), (0xFF54, .down), (0xFF50, .home), (0xFF95, .home), (0xFF57, .end),
      (0xFF55, .pageUp), (0xFF9A, .pageUp), (0xFF56, .pageDown), (0xFF08, .backspace),
      (0xFFFF, .delete), (0xFF9F, .delete), (0xFF63, .insert), (0xFF0D, .return),
      (0xFF8D, .return), (0xFF09, .tab), (0xFE20, .tab), (0xFF1B, .escape), (0xFF67, .menu),
      (0xFF61, .printScreen), (0xFF13, .pause), (0xFF14, .scrollLock), (0xFF6A, .help),
    ] as [(UInt32, Key)])
  func namedKeysymsBecomeNamedKeys(symbol: UInt32, key: Key) {
    #expect(KeysymTranslation.key(for: symbol) == key)
  }

  @Test func functionKeysAreNumberedFromOne() {
    #expect(KeysymTranslation.key(for: 0xFFBE) == Key.function(1))
    #expect(KeysymTranslation.key(for: 0xFFC9) == Key.function(12))
    #expect(KeysymTranslation.key(for: 0xFFE0) == Key.function(35))
    #expect(KeysymTranslation.key(for: 0xFFBE)?.description == "F1")
  }

  @Test func printableKeysymsTypeTheirCharacter() {
    #expect(KeysymTranslation.key(for: 0x61) == .character("a"))
    #expect(KeysymTranslation.key(for: 0x41) == .character("a"))
    #expect(KeysymTranslation.key(for: 0x20) == .space)
    #expect(KeysymTranslation.key(for: 0xE3)?.character == "ã")
    #expect(KeysymTranslation.key(for: 0x100_4E16)?.character == "世")
  }

  @Test func keysymsWithoutADrawKitKeyAreNotPassedOn() {
    #expect(KeysymTranslation.key(for: 0x1008_FF14) == nil)
    #expect(KeysymTranslation.key(for: 0xFF7F) == nil)
    #expect(KeysymTranslation.key(for: 0) == nil)
    #expect(KeysymTranslation.key(for: 0x7F) == nil)
  }
}

#endif
