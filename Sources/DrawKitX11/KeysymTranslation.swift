internal import CXCB
import DrawKit

/// Translates X keysyms and modifier masks into DrawKit's ``DrawKit/Key`` and
/// ``DrawKit/KeyModifiers``: keypad editing keys act as their main-block twins, and
/// Shift+Tab's `ISO_Left_Tab` is Tab.
enum KeysymTranslation {
  private static let namedKeys: [UInt32: Key] = [
    0xFF08: .backspace,
    0xFF09: .tab, 0xFE20: .tab,
    0xFF0D: .return, 0xFF8D: .return,
    0xFF1B: .escape,
    0xFFFF: .delete, 0xFF9F: .delete,
    0xFF50: .home, 0xFF95: .home,
    0xFF51: .left, 0xFF96: .left,
    0xFF52: .up, 0xFF97: .up,
    0xFF53: .right, 0xFF98: .right,
    0xFF54: .down, 0xFF99: .down,
    0xFF55: .pageUp, 0xFF9A: .pageUp,
    0xFF56: .pageDown, 0xFF9B: .pageDown,
    0xFF57: .end, 0xFF9C: .end,
    0xFF63: .insert, 0xFF9E: .insert,
    0xFF67: .menu, 0xFF6A: .help, 0xFF61: .printScreen, 0xFF13: .pause, 0xFF6B: .pause,
    0xFF14: .scrollLock,
  ]

  /// The keysyms of F1 to F35, which are consecutive.
  private static let functionKeys: ClosedRange<UInt32> = 0xFFBE...0xFFE0

  /// The key for `symbol`: a named key, a function key or the character it types; `nil` for
  /// a keysym DrawKit has no key for (media and vendor keys), which the window does not pass
  /// on.
  static func key(for symbol: xkb_keysym_t) -> Key? {
    if let named = namedKeys[symbol] { return named }
    if functionKeys.contains(symbol) {
      return .function(Int(symbol - functionKeys.lowerBound) + 1)
    }
    let scalarValue = xkb_keysym_to_utf32(symbol)
    if scalarValue >= 0x20, scalarValue != 0x7F, let scalar = Unicode.Scalar(scalarValue) {
      return .character(Character(scalar))
    }
    return nil
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
