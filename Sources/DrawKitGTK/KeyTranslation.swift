internal import CGTK
import DrawKit

/// Translates GDK keyvals and modifier states into DrawKit's ``DrawKit/Key`` and
/// ``DrawKit/KeyModifiers``.
///
/// Keypad editing keys act as their main-block twins, and Shift+Tab's `ISO_Left_Tab` is Tab.
/// GDK keyvals are X keysyms, so this is the X11 host's mapping, kept here because
/// `DrawKitGTK` does not link X11.
enum KeyTranslation {
  private static let namedKeys: [guint: Key] = [
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

  /// The keyvals of F1 to F35, which are consecutive.
  private static let functionKeys: ClosedRange<guint> = 0xFFBE...0xFFE0

  /// The key for `keyval` (a named key, a function key or the character it types) and the
  /// character it types, if any; `nil` for modifiers and keyvals DrawKit has no key for.
  static func key(for keyval: guint) -> (key: Key, character: Character?)? {
    if let named = namedKeys[keyval] { return (named, nil) }
    if functionKeys.contains(keyval) {
      return Key.function(Int(keyval - functionKeys.lowerBound) + 1).map { ($0, nil) }
    }
    let scalarValue = gdk_keyval_to_unicode(keyval)
    guard scalarValue >= 0x20, scalarValue != 0x7F, let scalar = Unicode.Scalar(scalarValue)
    else { return nil }
    return (.character(Character(scalar)), Character(scalar))
  }

  /// The modifiers held in a GDK modifier state.
  static func modifiers(from state: GdkModifierType) -> KeyModifiers {
    var modifiers: KeyModifiers = []
    if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
    if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
    if state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.alt) }
    if state.rawValue & GDK_SUPER_MASK.rawValue != 0 { modifiers.insert(.super) }
    return modifiers
  }
}
