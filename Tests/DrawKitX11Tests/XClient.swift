#if Hosts

import CDrawKitXCB
import Foundation
import Glibc

/// The test's own connection to its X server, for what no command-line tool does: asking a
/// window to close as a window manager would, and counting top-level windows.
final class XClient {
  private let connection: OpaquePointer
  private let root: xcb_window_t

  /// Connects to `display`, trying again until the server accepts the connection or 30
  /// seconds have passed: on a loaded machine a server that has just reported its display can
  /// refuse the first connection.
  init(display: String) throws {
    let deadline = Date().addingTimeInterval(30)
    var lastError: Int32 = 0
    while true {
      if let connection = xcb_connect(display, nil) {
        lastError = xcb_connection_has_error(connection)
        if lastError == 0 {
          self.connection = connection
          root = xcb_setup_roots_iterator(xcb_get_setup(connection)).data.pointee.root
          return
        }
        xcb_disconnect(connection)
      }
      guard Date() < deadline else {
        throw TestFailure("cannot connect to \(display) (xcb error \(lastError))")
      }
      usleep(50_000)
    }
  }

  deinit {
    xcb_disconnect(connection)
  }

  /// Sends `window` the `WM_DELETE_WINDOW` message a window manager sends for its close box,
  /// and waits until the server has delivered it (a client that disconnects right after
  /// sending may have its last requests dropped).
  func sendDeleteWindow(to window: UInt32) {
    var message = xcb_client_message_event_t()
    message.response_type = UInt8(XCB_CLIENT_MESSAGE)
    message.format = 32
    message.window = window
    message.type = atom("WM_PROTOCOLS")
    message.data.data32.0 = atom("WM_DELETE_WINDOW")
    message.data.data32.1 = UInt32(XCB_CURRENT_TIME)
    var bytes = [UInt8](repeating: 0, count: 32)
    withUnsafeBytes(of: &message) { bytes.replaceSubrange(0..<$0.count, with: $0) }
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        let cookie = xcb_send_event_checked(
          connection, 0, window, XCB_EVENT_MASK_NO_EVENT.rawValue, $0.baseAddress)
        free(xcb_request_check(connection, cookie))
      }
    }
  }

  /// Waits up to 5 s until a window other than `window` owns the `CLIPBOARD` selection.
  func waitForClipboardOwner(other window: UInt32) throws {
    try waitForSelectionOwner("CLIPBOARD", notBeing: window)
  }

  /// Waits up to 5 s until `window` owns the selection called `name`.
  func waitForSelectionOwner(_ name: String, being window: UInt32) throws {
    try waitForSelectionOwner(name) { $0 == window }
  }

  /// Waits up to 5 s until a window other than `window` owns the selection called `name`.
  func waitForSelectionOwner(_ name: String, notBeing window: UInt32) throws {
    try waitForSelectionOwner(name) { $0 != XCB_NONE && $0 != window }
  }

  private func waitForSelectionOwner(_ name: String, where matches: (UInt32) -> Bool) throws {
    let deadline = Date().addingTimeInterval(5)
    let selection = atom(name)
    while Date() < deadline {
      let cookie = xcb_get_selection_owner(connection, selection)
      if let reply = xcb_get_selection_owner_reply(connection, cookie, nil) {
        let owner = reply.pointee.owner
        free(reply)
        if matches(owner) { return }
      }
      usleep(20_000)
    }
    throw TestFailure("the \(name) selection did not change hands within 5 s")
  }

  /// Gives the keyboard focus to `window`, or to the root window when `nil`, as a window
  /// manager does when the user activates another window.
  func focus(_ window: UInt32?) {
    let cookie = xcb_set_input_focus_checked(
      connection, UInt8(XCB_INPUT_FOCUS_POINTER_ROOT.rawValue), window ?? root,
      xcb_timestamp_t(XCB_CURRENT_TIME))
    free(xcb_request_check(connection, cookie))
  }

  /// How many windows are children of the root window.
  func topLevelWindowCount() throws -> Int {
    try topLevelWindows().count
  }

  /// The children of the root window, bottom to top.
  func topLevelWindows() throws -> [UInt32] {
    let cookie = xcb_query_tree(connection, root)
    guard let reply = xcb_query_tree_reply(connection, cookie, nil) else {
      throw TestFailure("QueryTree failed")
    }
    defer { free(reply) }
    let count = Int(xcb_query_tree_children_length(reply))
    return Array(UnsafeBufferPointer(start: xcb_query_tree_children(reply), count: count))
  }

  /// Binds each character of `text` that no key types yet to a keycode of its own that has
  /// no keysyms, and leaves it bound.
  ///
  /// `xdotool type` then finds every keysym in the keymap and types it directly, instead of
  /// binding a spare keycode for a few milliseconds per character and unbinding it: a client
  /// that reads the keymap after the unbinding would lose the character. The mapping change
  /// reaches every client before any key typed after it, in the server's event order.
  func bindKeysyms(for text: String) throws {
    let setup = xcb_get_setup(connection)!
    let first = setup.pointee.min_keycode
    let count = UInt8(Int(setup.pointee.max_keycode) - Int(first) + 1)
    guard
      let reply = xcb_get_keyboard_mapping_reply(
        connection, xcb_get_keyboard_mapping(connection, first, count), nil)
    else { throw TestFailure("cannot read the keyboard mapping") }
    defer { free(reply) }
    let perKeycode = Int(reply.pointee.keysyms_per_keycode)
    let keysyms = Array(
      UnsafeBufferPointer(
        start: xcb_get_keyboard_mapping_keysyms(reply),
        count: Int(xcb_get_keyboard_mapping_keysyms_length(reply))))
    var bound = Set(keysyms)
    var spare = (0..<Int(count)).filter { index in
      keysyms[(index * perKeycode)..<((index + 1) * perKeycode)].allSatisfy { $0 == 0 }
    }.map { xcb_keycode_t(Int(first) + $0) }
    for scalar in text.unicodeScalars where scalar.value > 0x7E {
      let keysym = scalar.value < 0x100 ? scalar.value : 0x0100_0000 + scalar.value
      guard !bound.contains(keysym) else { continue }
      guard !spare.isEmpty else { throw TestFailure("no spare keycode left for \(scalar)") }
      let keycode = spare.removeFirst()
      let row = [xcb_keysym_t](repeating: keysym, count: perKeycode)
      let cookie = xcb_change_keyboard_mapping_checked(
        connection, 1, keycode, UInt8(perKeycode), row)
      if let error = xcb_request_check(connection, cookie) {
        free(error)
        throw TestFailure("the server refused to bind keycode \(keycode)")
      }
      bound.insert(keysym)
    }
  }

  private func atom(_ name: String) -> xcb_atom_t {
    let cookie = xcb_intern_atom(connection, 0, UInt16(name.utf8.count), name)
    guard let reply = xcb_intern_atom_reply(connection, cookie, nil) else { return 0 }
    defer { free(reply) }
    return reply.pointee.atom
  }
}

#endif
