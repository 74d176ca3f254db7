internal import CDrawKitXCB
import DrawKit

/// The pointer shapes of the X server's cursor theme (the `Xcursor.theme` resource, or the
/// default theme, Adwaita on Debian), loaded by name once each and freed with the theme.
///
/// A name the theme lacks is tried under its older X name (`xterm` for `text`); a shape
/// neither knows is the parent window's cursor, the desktop's arrow. ``PointerCursor/none``
/// is a blank cursor.
final class CursorTheme {
  private let x: XConnection
  private var context: OpaquePointer?
  private var loaded: [PointerCursor: xcb_cursor_t] = [:]

  /// The X cursor font's names for the CSS names that themes have only lately learnt.
  private static let olderNames: [String: String] = [
    "default": "left_ptr", "text": "xterm", "pointer": "hand2", "crosshair": "crosshair",
    "move": "fleur", "grab": "hand1", "grabbing": "fleur", "not-allowed": "crossed_circle",
    "wait": "watch", "progress": "left_ptr_watch", "col-resize": "sb_h_double_arrow",
    "row-resize": "sb_v_double_arrow", "ew-resize": "sb_h_double_arrow",
    "ns-resize": "sb_v_double_arrow", "help": "question_arrow",
  ]

  init(connection: XConnection) {
    x = connection
    var made: OpaquePointer?
    if xcb_cursor_context_new(connection.connection, connection.screen, &made) >= 0 {
      context = made
    }
  }

  deinit {
    if !x.hasFailed {
      for cursor in loaded.values where cursor != 0 { xcb_free_cursor(x.connection, cursor) }
    }
    if let context { xcb_cursor_context_free(context) }
  }

  /// The server's cursor for `shape`, or 0 (the parent window's) when the theme lacks it.
  func cursor(for shape: PointerCursor) -> xcb_cursor_t {
    if let known = loaded[shape] { return known }
    let cursor = shape == .none ? blankCursor() : themed(shape.name)
    loaded[shape] = cursor
    return cursor
  }

  private func themed(_ name: String) -> xcb_cursor_t {
    guard let context else { return 0 }
    let cursor = xcb_cursor_load_cursor(context, name)
    if cursor != 0 { return cursor }
    guard let older = Self.olderNames[name] else { return 0 }
    return xcb_cursor_load_cursor(context, older)
  }

  /// A cursor whose one pixel is transparent.
  private func blankCursor() -> xcb_cursor_t {
    let pixmap = xcb_generate_id(x.connection)
    xcb_create_pixmap(x.connection, 1, pixmap, x.screen.pointee.root, 1, 1)
    let clear = xcb_generate_id(x.connection)
    xcb_create_gc(x.connection, clear, pixmap, XCB_GC_FOREGROUND.rawValue, [UInt32(0)])
    var pixel = xcb_rectangle_t(x: 0, y: 0, width: 1, height: 1)
    xcb_poly_fill_rectangle(x.connection, pixmap, clear, 1, &pixel)
    xcb_free_gc(x.connection, clear)
    let cursor = xcb_generate_id(x.connection)
    xcb_create_cursor(x.connection, cursor, pixmap, pixmap, 0, 0, 0, 0, 0, 0, 0, 0)
    xcb_free_pixmap(x.connection, pixmap)
    return cursor
  }
}
