internal import CDrawKitXCB
import DrawKit
import Glibc

/// The keyboard as the X server has it: the real keymap and layout read through
/// xkbcommon-x11, the modifier and group state the server reports, and the user's compose
/// table for dead keys and Multi_key sequences.
///
/// The keymap is read again whenever XKB says it changed (a layout switch, or `xdotool type
/// 世界` binding a spare keycode to a character for one press). The core `MappingNotify` that
/// the server also sends for each change is ignored, so each change costs one reload.
final class Keyboard {
  /// The first event code of the XKB extension, to recognise its events.
  let firstEvent: UInt8
  private let x: XConnection
  private let deviceID: Int32
  private let context: OpaquePointer
  private var keymap: OpaquePointer
  private var state: OpaquePointer
  private let composeTable: OpaquePointer?
  private let composeState: OpaquePointer?

  /// Sets up XKB on the connection and reads the core keyboard's keymap.
  init(connection x: XConnection) throws(WindowError) {
    var firstEvent: UInt8 = 0
    let supported = xkb_x11_setup_xkb_extension(
      x.connection, UInt16(XKB_X11_MIN_MAJOR_XKB_VERSION), UInt16(XKB_X11_MIN_MINOR_XKB_VERSION),
      XKB_X11_SETUP_XKB_EXTENSION_NO_FLAGS, nil, nil, &firstEvent, nil)
    guard supported == 1 else {
      throw WindowError(.unsupportedServer, "the X server has no usable XKB keyboard extension")
    }
    let deviceID = xkb_x11_get_core_keyboard_device_id(x.connection)
    guard deviceID >= 0, let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else {
      throw WindowError(.unsupportedServer, "the X server reports no core keyboard")
    }
    guard let (keymap, state) = Self.readKeymap(x, context, deviceID) else {
      xkb_context_unref(context)
      throw WindowError(.unsupportedServer, "cannot read the keyboard map from the X server")
    }
    self.x = x
    self.firstEvent = firstEvent
    self.deviceID = deviceID
    self.context = context
    self.keymap = keymap
    self.state = state
    composeTable = xkb_compose_table_new_from_locale(
      context, Self.locale, XKB_COMPOSE_COMPILE_NO_FLAGS)
    composeState = composeTable.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
    selectEvents()
  }

  deinit {
    if let composeState { xkb_compose_state_unref(composeState) }
    if let composeTable { xkb_compose_table_unref(composeTable) }
    xkb_state_unref(state)
    xkb_keymap_unref(keymap)
    xkb_context_unref(context)
  }

  /// The locale whose compose table applies: `LC_ALL`, `LC_CTYPE` or `LANG`, as libX11 picks.
  private static var locale: String {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
    }
    return "C"
  }

  private static func readKeymap(_ x: XConnection, _ context: OpaquePointer, _ deviceID: Int32)
    -> (OpaquePointer, OpaquePointer)?
  {
    guard
      let keymap = xkb_x11_keymap_new_from_device(
        context, x.connection, deviceID, XKB_KEYMAP_COMPILE_NO_FLAGS)
    else { return nil }
    guard let state = xkb_x11_state_new_from_device(keymap, x.connection, deviceID) else {
      xkb_keymap_unref(keymap)
      return nil
    }
    return (keymap, state)
  }

  /// Asks for the XKB events that say the keymap or the modifier state changed.
  private func selectEvents() {
    let events = UInt16(
      XCB_XKB_EVENT_TYPE_NEW_KEYBOARD_NOTIFY.rawValue | XCB_XKB_EVENT_TYPE_MAP_NOTIFY.rawValue
        | XCB_XKB_EVENT_TYPE_STATE_NOTIFY.rawValue)
    let mapParts = UInt16(
      XCB_XKB_MAP_PART_KEY_TYPES.rawValue | XCB_XKB_MAP_PART_KEY_SYMS.rawValue
        | XCB_XKB_MAP_PART_MODIFIER_MAP.rawValue | XCB_XKB_MAP_PART_EXPLICIT_COMPONENTS.rawValue
        | XCB_XKB_MAP_PART_KEY_ACTIONS.rawValue | XCB_XKB_MAP_PART_VIRTUAL_MODS.rawValue
        | XCB_XKB_MAP_PART_VIRTUAL_MOD_MAP.rawValue)
    let stateParts = UInt16(
      XCB_XKB_STATE_PART_MODIFIER_BASE.rawValue | XCB_XKB_STATE_PART_MODIFIER_LATCH.rawValue
        | XCB_XKB_STATE_PART_MODIFIER_LOCK.rawValue | XCB_XKB_STATE_PART_GROUP_BASE.rawValue
        | XCB_XKB_STATE_PART_GROUP_LATCH.rawValue | XCB_XKB_STATE_PART_GROUP_LOCK.rawValue)
    var details = xcb_xkb_select_events_details_t()
    details.affectNewKeyboard = UInt16(XCB_XKB_NKN_DETAIL_KEYCODES.rawValue)
    details.newKeyboardDetails = UInt16(XCB_XKB_NKN_DETAIL_KEYCODES.rawValue)
    details.affectState = stateParts
    details.stateDetails = stateParts
    _ = xcb_xkb_select_events_aux(
      x.connection, xcb_xkb_device_spec_t(deviceID), events, 0, 0, mapParts, mapParts, &details)
  }

  /// Reads the keymap and state again after the server changed them.
  func reloadKeymap() {
    guard let (newKeymap, newState) = Self.readKeymap(x, context, deviceID) else { return }
    xkb_state_unref(state)
    xkb_keymap_unref(keymap)
    keymap = newKeymap
    state = newState
  }

  /// Handles an event from the XKB extension; `event` has the extension's event code.
  func handleExtensionEvent(_ event: UnsafeMutablePointer<xcb_generic_event_t>) {
    let xkbType = UnsafeRawPointer(event).load(fromByteOffset: 1, as: UInt8.self)
    switch Int32(xkbType) {
    case XCB_XKB_NEW_KEYBOARD_NOTIFY, XCB_XKB_MAP_NOTIFY:
      reloadKeymap()
    case XCB_XKB_STATE_NOTIFY:
      let notify = UnsafeRawPointer(event).load(as: xcb_xkb_state_notify_event_t.self)
      xkb_state_update_mask(
        state, xkb_mod_mask_t(notify.baseMods), xkb_mod_mask_t(notify.latchedMods),
        xkb_mod_mask_t(notify.lockedMods), xkb_layout_index_t(bitPattern: Int32(notify.baseGroup)),
        xkb_layout_index_t(bitPattern: Int32(notify.latchedGroup)),
        xkb_layout_index_t(notify.lockedGroup))
    default:
      break
    }
  }

  /// The key press for X keycode `keycode` with core modifier state `modifierMask`, or `nil`
  /// for presses that mean nothing on their own (modifier keys, the keys of an unfinished
  /// compose sequence).
  ///
  /// A press the input method sent back arrives after the keyboard state may have moved on
  /// (Shift already released): `fromEventState` reads its symbol and text in the modifiers
  /// and group that `modifierMask` recorded instead of in the server's current state.
  func keyEvent(keycode: xcb_keycode_t, modifierMask: UInt16, fromEventState: Bool = false)
    -> KeyEvent?
  {
    guard fromEventState else {
      return keyEvent(keycode: keycode, modifierMask: modifierMask, in: state)
    }
    guard let recorded = xkb_state_new(keymap) else { return nil }
    defer { xkb_state_unref(recorded) }
    _ = xkb_state_update_mask(
      recorded, xkb_mod_mask_t(modifierMask & 0xFF), 0, 0, 0, 0,
      xkb_layout_index_t((modifierMask >> 13) & 0x3))
    return keyEvent(keycode: keycode, modifierMask: modifierMask, in: recorded)
  }

  /// The symbol and text of X keycode `keycode` in the keyboard's current state, modifier keys
  /// included, without feeding a compose sequence: what assistive technologies are told of a
  /// key.
  func symbolAndText(keycode: xcb_keycode_t) -> (symbol: UInt32, text: String) {
    let code = xkb_keycode_t(keycode)
    let symbol = xkb_state_key_get_one_sym(state, code)
    let text = Self.string { buffer, size in xkb_state_key_get_utf8(state, code, buffer, size) }
    return (symbol, text ?? "")
  }

  private func keyEvent(keycode: xcb_keycode_t, modifierMask: UInt16, in state: OpaquePointer)
    -> KeyEvent?
  {
    let code = xkb_keycode_t(keycode)
    let symbol = xkb_state_key_get_one_sym(state, code)
    guard symbol != UInt32(XKB_KEY_NoSymbol), !KeysymTranslation.isModifier(symbol) else {
      return nil
    }
    let modifiers = KeysymTranslation.modifiers(fromMask: modifierMask)
    var text = Self.string { buffer, size in xkb_state_key_get_utf8(state, code, buffer, size) }
    if let composeState, !modifiers.contains(.control), !modifiers.contains(.alt) {
      xkb_compose_state_feed(composeState, symbol)
      switch xkb_compose_state_get_status(composeState) {
      case XKB_COMPOSE_COMPOSING:
        return nil
      case XKB_COMPOSE_CANCELLED:
        xkb_compose_state_reset(composeState)
        return nil
      case XKB_COMPOSE_COMPOSED:
        text = composedText(composeState)
        xkb_compose_state_reset(composeState)
        guard let text else { return nil }
        return KeyEvent(.character(text.first ?? " "), modifiers: modifiers, text: text)
      default:
        break
      }
    }
    let shortcutSymbol =
      modifiers.contains(.control) || modifiers.contains(.alt)
      ? latinSymbol(for: code, instead: symbol) : symbol
    guard let key = KeysymTranslation.key(for: shortcutSymbol) else { return nil }
    return KeyEvent(key, modifiers: modifiers, text: text)
  }

  /// For a shortcut typed on a non-Latin layout (Ctrl+Ф on Russian), the Latin letter the same
  /// key has in another layout of the keymap (A), as GTK does, so Ctrl+A selects all
  /// whichever layout is active; `symbol` itself when it is Latin already or no layout has one.
  private func latinSymbol(for code: xkb_keycode_t, instead symbol: xkb_keysym_t) -> xkb_keysym_t {
    guard !Self.isLatin(symbol) else { return symbol }
    for layout in 0..<xkb_keymap_num_layouts_for_key(keymap, code) {
      var symbols: UnsafePointer<xkb_keysym_t>?
      let count = xkb_keymap_key_get_syms_by_level(keymap, code, layout, 0, &symbols)
      if count > 0, let first = symbols?.pointee, Self.isLatin(first) { return first }
    }
    return symbol
  }

  /// Whether `symbol` types a printable ASCII character.
  private static func isLatin(_ symbol: xkb_keysym_t) -> Bool {
    (0x20...0x7E).contains(xkb_keysym_to_utf32(symbol))
  }

  private func composedText(_ composeState: OpaquePointer) -> String? {
    Self.string { buffer, size in xkb_compose_state_get_utf8(composeState, buffer, size) }
  }

  /// The UTF-8 text an xkbcommon getter writes, snprintf style: `get(nil, 0)` returns the
  /// length, then a buffer one byte longer receives the text; `nil` for empty text.
  private static func string(_ get: (UnsafeMutablePointer<CChar>?, Int) -> Int32) -> String? {
    let length = Int(get(nil, 0))
    guard length > 0 else { return nil }
    var buffer = [CChar](repeating: 0, count: length + 1)
    _ = get(&buffer, buffer.count)
    return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
