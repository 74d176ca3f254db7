#if Hosts

import DrawKit
import Testing

@testable import DrawKitGTK

/// GDK keyvals become the same keys as the X11 host's keysyms, and keep the case they type.
@Suite struct KeyTranslationTests {
  @Test func namedKeypadAndFunctionKeyvals() {
    #expect(KeyTranslation.key(for: 0xFF51)?.key == .left)
    #expect(KeyTranslation.key(for: 0xFF96)?.key == .left)
    #expect(KeyTranslation.key(for: 0xFF8D)?.key == .return)
    #expect(KeyTranslation.key(for: 0xFE20)?.key == .tab)
    #expect(KeyTranslation.key(for: 0xFFBE)?.key == Key.function(1))
    #expect(KeyTranslation.key(for: 0xFFE0)?.key == Key.function(35))
    #expect(KeyTranslation.key(for: 0xFF51)?.character == nil)
  }

  @Test func charactersKeepTheirCaseAndControlValuesAreDropped() {
    let shifted = KeyTranslation.key(for: 0x41)
    #expect(shifted?.key == .character("a") && shifted?.character == "A")
    #expect(KeyTranslation.key(for: 0x100_4E16)?.character == "世")
    #expect(KeyTranslation.key(for: 0xFFE1) == nil, "Shift types nothing")
    #expect(KeyTranslation.key(for: 0x1008_FF14) == nil, "a media key has no DrawKit key")
    #expect(KeyTranslation.key(for: 0) == nil)
    #expect(KeyTranslation.key(for: .max) == nil)
  }
}

#endif
