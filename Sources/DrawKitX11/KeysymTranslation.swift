internal import CDrawKitXCB
import DrawKit
internal import DrawKitKeysyms

/// Translates X keysyms and modifier masks into DrawKit's ``DrawKit/Key`` and
/// ``DrawKit/KeyModifiers``: keypad editing keys act as their main-block twins, and
/// Shift+Tab's `ISO_Left_Tab` is Tab.
enum KeysymTranslation {
  /// The key for `symbol`: a named key, a function key or the character it types; `nil` for
  /// a keysym DrawKit has no key for (media and vendor keys), which the window does not pass
  /// on.
  static func key(for symbol: xkb_keysym_t) -> Key? {
    KeysymKeys.namedKey(for: symbol)
      ?? KeysymKeys.characterKey(forScalar: xkb_keysym_to_utf32(symbol))
  }

  /// Whether `symbol` is a modifier or lock key, which types nothing by itself.
  static func isModifier(_ symbol: xkb_keysym_t) -> Bool {
    (0xFFE1...0xFFEE).contains(symbol) || (0xFE01...0xFE0F).contains(symbol)
      || symbol == 0xFF7E || symbol == 0xFF7F
  }

  /// The modifiers held in an X core event's `state` mask (Mod1 is Alt, Mod4 is Super).
  static func modifiers(fromMask mask: UInt16) -> KeyModifiers {
    var modifiers: KeyModifiers = []
    if mask & UInt16(XCB_MOD_MASK_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
    if mask & UInt16(XCB_MOD_MASK_CONTROL.rawValue) != 0 { modifiers.insert(.control) }
    if mask & UInt16(XCB_MOD_MASK_1.rawValue) != 0 { modifiers.insert(.alt) }
    if mask & UInt16(XCB_MOD_MASK_4.rawValue) != 0 { modifiers.insert(.super) }
    return modifiers
  }
}
