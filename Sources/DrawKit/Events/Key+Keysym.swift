extension Key {
  /// The editing keys by X keysym (the same numbers as GDK keyvals): keypad editing keys
  /// act as their main-block twins, and Shift+Tab's `ISO_Left_Tab` is Tab.
  private static let editingKeysByKeysym: [UInt32: Key] = [
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
  ]

  /// The editing key an X keysym or GDK keyval stands for, for the window hosts; `nil` for
  /// other keys.
  package static func editingKey(forKeysym keysym: UInt32) -> Key? {
    editingKeysByKeysym[keysym]
  }

  /// Whether an X keysym or GDK keyval is a modifier or lock key, which types nothing by
  /// itself.
  package static func isModifierKeysym(_ keysym: UInt32) -> Bool {
    (0xFFE1...0xFFEE).contains(keysym) || (0xFE01...0xFE0F).contains(keysym)
      || keysym == 0xFF7E || keysym == 0xFF7F
  }
}
