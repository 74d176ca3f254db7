internal import CGTK
import DrawKit

/// Translates GDK keyvals and modifier states into DrawKit's ``DrawKit/Key`` and
/// ``DrawKit/KeyModifiers``; keyvals are X keysyms, so the editing keys are the X11 host's.
enum KeyTranslation {
  /// The key for `keyval` (an editing key, the character it types, or a key named after the
  /// keyval, such as `F1`) and the character it types, if any; `nil` for modifiers and
  /// keyvals with neither.
  static func key(for keyval: guint) -> (key: Key, character: Character?)? {
    guard !Key.isModifierKeysym(keyval) else { return nil }
    if let named = Key.editingKey(forKeysym: keyval) { return (named, nil) }
    let scalarValue = gdk_keyval_to_unicode(keyval)
    if scalarValue >= 0x20, scalarValue != 0x7F, let scalar = Unicode.Scalar(scalarValue) {
      return (.character(Character(scalar)), Character(scalar))
    }
    guard let name = gdk_keyval_name(keyval) else { return nil }
    return (.named(String(cString: name)), nil)
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
