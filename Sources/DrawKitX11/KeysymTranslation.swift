import CXCB
import DrawKit

/// Translates X keysyms and modifier masks into DrawKit's ``DrawKit/Key`` and
/// ``DrawKit/KeyModifiers``: keypad editing keys act as their main-block twins, and
/// Shift+Tab's `ISO_Left_Tab` is Tab.
enum KeysymTranslation {
  /// The key for `symbol`: a named editing key, the character it types, or a key named
  /// after the keysym (`F1`); `nil` for a keysym with neither a name nor a character.
  static func key(for symbol: xkb_keysym_t) -> Key? {
    if let named = Key.editingKey(forKeysym: symbol) { return named }
    let scalarValue = xkb_keysym_to_utf32(symbol)
    if scalarValue >= 0x20, scalarValue != 0x7F, let scalar = Unicode.Scalar(scalarValue) {
      return .character(Character(scalar))
    }
    var buffer = [CChar](repeating: 0, count: 64)
    guard xkb_keysym_get_name(symbol, &buffer, buffer.count) > 0 else { return nil }
    return .named(
      String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
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
