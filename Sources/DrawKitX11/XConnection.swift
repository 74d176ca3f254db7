internal import CDrawKitXCB
import Glibc

/// One connection to an X server, with the screen the window opens on and the atoms it uses.
///
/// It owns the `xcb_connection_t` and disconnects when released.
final class XConnection {
  /// The live connection.
  let connection: OpaquePointer
  /// The screen named by the display string (`:0.1` is screen 1).
  let screen: UnsafeMutablePointer<xcb_screen_t>
  /// The number of that screen.
  let screenNumber: Int32
  /// The file descriptor to wait on for events.
  var fileDescriptor: Int32 { xcb_get_file_descriptor(connection) }
  private var atoms: [String: xcb_atom_t] = [:]

  /// Connects to `display`, or to `$DISPLAY` when `nil`.
  init(display: String?) throws(WindowError) {
    let name = display ?? getenv("DISPLAY").map { String(cString: $0) }
    guard let name, !name.isEmpty else {
      throw WindowError(.cannotConnect, "cannot open a window: DISPLAY is not set")
    }
    var screenNumber: Int32 = 0
    guard let connection = xcb_connect(name, &screenNumber) else {
      throw WindowError(.cannotConnect, "cannot open X display '\(name)'")
    }
    guard xcb_connection_has_error(connection) == 0 else {
      xcb_disconnect(connection)
      throw WindowError(.cannotConnect, "cannot open X display '\(name)'")
    }
    var iterator = xcb_setup_roots_iterator(xcb_get_setup(connection))
    var index: Int32 = 0
    while iterator.rem > 0, index < screenNumber {
      xcb_screen_next(&iterator)
      index += 1
    }
    guard iterator.rem > 0, let screen = iterator.data else {
      xcb_disconnect(connection)
      throw WindowError(.cannotConnect, "X display '\(name)' has no screen \(screenNumber)")
    }
    self.connection = connection
    self.screen = screen
    self.screenNumber = screenNumber
  }

  deinit {
    xcb_disconnect(connection)
  }

  /// Whether the connection has failed (the server went away or refused a request).
  var hasFailed: Bool { xcb_connection_has_error(connection) != 0 }

  /// Throws ``WindowError/Code/connectionLost`` once the connection has failed.
  func checkConnection() throws(WindowError) {
    let status = xcb_connection_has_error(connection)
    guard status != 0 else { return }
    throw WindowError(
      .connectionLost, "the X server closed the connection (xcb error \(status))")
  }

  /// The atom called `name`, interned on first use.
  func atom(_ name: String) -> xcb_atom_t {
    if let known = atoms[name] { return known }
    let cookie = xcb_intern_atom(connection, 0, UInt16(name.utf8.count), name)
    guard let reply = xcb_intern_atom_reply(connection, cookie, nil) else { return 0 }
    defer { free(reply) }
    atoms[name] = reply.pointee.atom
    return reply.pointee.atom
  }

  /// Whether the root window carries the property `name` of `type` with a value (what a
  /// window manager or the accessibility bus launcher publishes there).
  func rootWindowHasProperty(_ name: String, type: xcb_atom_enum_t) -> Bool {
    let cookie = xcb_get_property(
      connection, 0, screen.pointee.root, atom(name), xcb_atom_t(type.rawValue), 0, 1)
    guard let reply = xcb_get_property_reply(connection, cookie, nil) else { return false }
    defer { free(reply) }
    return xcb_get_property_value_length(reply) > 0
  }

  /// The visual of the screen's root window, which the window and its cairo surface use.
  var rootVisual: UnsafeMutablePointer<xcb_visualtype_t>? {
    var depths = xcb_screen_allowed_depths_iterator(screen)
    while depths.rem > 0 {
      var visuals = xcb_depth_visuals_iterator(depths.data)
      while visuals.rem > 0 {
        if visuals.data.pointee.visual_id == screen.pointee.root_visual { return visuals.data }
        xcb_visualtype_next(&visuals)
      }
      xcb_depth_next(&depths)
    }
    return nil
  }

  /// Replaces `property` of `window` with `values` of the given type and element format.
  func setProperty<Element>(
    _ window: xcb_window_t, _ property: xcb_atom_t, type: xcb_atom_t, values: [Element]
  ) {
    let format = UInt8(MemoryLayout<Element>.size * 8)
    values.withUnsafeBytes { bytes in
      _ = xcb_change_property(
        connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, property, type, format,
        UInt32(values.count), bytes.baseAddress)
    }
  }

  /// Sends everything queued to the server.
  func flush() {
    xcb_flush(connection)
  }

  /// How many times ``roundTrip()`` waited for the server: each costs this process a wait
  /// and the server a reply.
  private(set) var roundTripCount = 0

  /// Waits until the server has handled every request sent so far, so that every event it
  /// generated before that point is in the queue.
  func roundTrip() {
    roundTripCount += 1
    let cookie = xcb_get_input_focus(connection)
    free(xcb_get_input_focus_reply(connection, cookie, nil))
  }
}
