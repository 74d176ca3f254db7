internal import CDrawKitGTK
import DrawKit
internal import DrawKitKeysyms

/// Translates GDK keyvals and modifier states into DrawKit's ``DrawKit/Key`` and
/// ``DrawKit/KeyModifiers``.
///
/// Keypad editing keys act as their main-block twins, and Shift+Tab's `ISO_Left_Tab` is Tab.
/// GDK keyvals are X keysyms, so the named keys come from the table the X11 host uses too
/// (`KeysymKeys`).
enum KeyTranslation {
  /// The key for `keyval` (a named key, a function key or the character it types) and the
  /// character it types, if any; `nil` for modifiers and keyvals DrawKit has no key for.
  static func key(for keyval: guint) -> (key: Key, character: Character?)? {
    if let named = KeysymKeys.namedKey(for: keyval) { return (named, nil) }
    let scalarValue = gdk_keyval_to_unicode(keyval)
    guard let typed = KeysymKeys.characterKey(forScalar: scalarValue),
      let scalar = Unicode.Scalar(scalarValue)
    else { return nil }
    return (typed, Character(scalar))
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
