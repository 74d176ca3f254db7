import DrawKit

/// DrawKit's keys for the X keysyms of named and function keys.
///
/// Shared by the hosts that receive keysyms: the X11 window (keysyms) and the GTK 4 host (GDK
/// keyvals, which are X keysyms). The core knows no keysym.
///
/// Keypad editing keys act as their main-block twins, and Shift+Tab's `ISO_Left_Tab` is Tab.
package enum KeysymKeys {
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

  /// The named or function key for `symbol`; `nil` for a keysym that types a character or
  /// that DrawKit has no key for.
  package static func namedKey(for symbol: UInt32) -> Key? {
    if let named = namedKeys[symbol] { return named }
    guard functionKeys.contains(symbol) else { return nil }
    return .function(Int(symbol - functionKeys.lowerBound) + 1)
  }

  /// The key that types the character with Unicode value `scalarValue`, as a keysym's
  /// translation gives it; `nil` for control characters and values that are no character.
  package static func characterKey(forScalar scalarValue: UInt32) -> Key? {
    guard scalarValue >= 0x20, scalarValue != 0x7F, let scalar = Unicode.Scalar(scalarValue)
    else { return nil }
    return .character(Character(scalar))
  }
}
