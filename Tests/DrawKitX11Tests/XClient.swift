import CXCB
import Foundation
import Glibc

/// The test's own connection to its X server, for what no command-line tool does: asking a
/// window to close as a window manager would, and counting top-level windows.
final class XClient {
  private let connection: OpaquePointer
  private let root: xcb_window_t

  /// Connects to `display`.
  init(display: String) throws {
    guard let connection = xcb_connect(display, nil), xcb_connection_has_error(connection) == 0
    else { throw TestFailure("cannot connect to \(display)") }
    self.connection = connection
    root = xcb_setup_roots_iterator(xcb_get_setup(connection)).data.pointee.root
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

  private func atom(_ name: String) -> xcb_atom_t {
    let cookie = xcb_intern_atom(connection, 0, UInt16(name.utf8.count), name)
    guard let reply = xcb_intern_atom_reply(connection, cookie, nil) else { return 0 }
    defer { free(reply) }
    return reply.pointee.atom
  }
}
