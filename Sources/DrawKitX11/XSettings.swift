internal import CDrawKitXCB
import DrawKit
import Glibc

/// The desktop's settings as an XSETTINGS manager (GNOME's and Xfce's settings daemons,
/// `xsettingsd`) publishes them: the `_XSETTINGS_SETTINGS` property of the window that owns
/// the `_XSETTINGS_S<screen>` selection, read when the window opens, again each time the
/// manager changes it, and from a new manager when one starts (it announces itself with a
/// `MANAGER` message to the root window).
///
/// The window uses one setting: `Gtk/EnableAnimations`, 0 for reduced motion.
final class XSettings {
  /// One setting's value.
  enum Value: Equatable {
    case integer(Int32)
    case string(String)
    case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
  }

  private let x: XConnection
  /// The manager's window, whose property changes the window listens to; `nil` without one.
  private(set) var owner: xcb_window_t?
  /// The settings last read.
  private(set) var values: [String: Value] = [:]

  /// The selection a manager of the connection's screen owns.
  private let selection: xcb_atom_t

  /// Finds the manager of the connection's screen and reads its settings; with
  /// `watchesForManagers`, also listens on the root window for a manager that starts later.
  init(connection: XConnection, watchesForManagers: Bool = true) {
    x = connection
    selection = x.atom("_XSETTINGS_S\(x.screenNumber)")
    if watchesForManagers {
      var mask = XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue
      xcb_change_window_attributes(
        x.connection, x.screen.pointee.root, XCB_CW_EVENT_MASK.rawValue, &mask)
    }
    findManager()
  }

  /// Takes the current owner of the selection as the manager and reads its settings.
  private func findManager() {
    owner = nil
    values = [:]
    let cookie = xcb_get_selection_owner(x.connection, selection)
    guard let reply = xcb_get_selection_owner_reply(x.connection, cookie, nil) else { return }
    let window = reply.pointee.owner
    free(reply)
    guard window != 0 else { return }
    owner = window
    var mask = XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue | XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue
    xcb_change_window_attributes(x.connection, window, XCB_CW_EVENT_MASK.rawValue, &mask)
    read()
  }

  /// Follows a new manager announced by a `MANAGER` client message for this screen's
  /// selection; returns whether the message was one.
  func clientMessage(type: xcb_atom_t, selection announced: xcb_atom_t) -> Bool {
    guard type == x.atom("MANAGER"), announced == selection else { return false }
    findManager()
    return true
  }

  /// The motion the desktop asks for: reduced when `Gtk/EnableAnimations` is 0, `nil` when
  /// no manager says.
  var motionPreference: MotionPreference? {
    guard case .integer(let enabled) = values["Gtk/EnableAnimations"] else { return nil }
    return enabled == 0 ? .reduced : .full
  }

  /// Reads the settings again after a property change on `window`; returns whether it was
  /// the manager's.
  func propertyChanged(on window: xcb_window_t) -> Bool {
    guard window == owner else { return false }
    read()
    return true
  }

  /// Forgets the manager when its window goes away.
  func windowDestroyed(_ window: xcb_window_t) {
    guard window == owner else { return }
    owner = nil
    values = [:]
  }

  private func read() {
    guard let owner else { return }
    let property = x.atom("_XSETTINGS_SETTINGS")
    let cookie = xcb_get_property(x.connection, 0, owner, property, property, 0, 1 << 16)
    guard let reply = xcb_get_property_reply(x.connection, cookie, nil) else { return }
    defer { free(reply) }
    let length = Int(xcb_get_property_value_length(reply))
    guard length > 0, let data = xcb_get_property_value(reply) else {
      values = [:]
      return
    }
    values = Self.parse(Array(UnsafeRawBufferPointer(start: data, count: length)))
  }

  /// The settings in the bytes of an `_XSETTINGS_SETTINGS` property, as the XSETTINGS
  /// specification lays them out; what follows a malformed or truncated entry is ignored.
  static func parse(_ bytes: [UInt8]) -> [String: Value] {
    var reader = Reader(bytes: bytes)
    guard let order = reader.byte(), order <= 1 else { return [:] }
    reader.bigEndian = order == 1
    reader.skip(3)
    guard reader.card32() != nil, let count = reader.card32() else { return [:] }
    var values: [String: Value] = [:]
    for _ in 0..<min(Int(count), 10_000) {
      guard let type = reader.byte() else { break }
      reader.skip(1)
      guard let nameLength = reader.card16(), let name = reader.string(Int(nameLength)) else {
        break
      }
      reader.pad(Int(nameLength))
      guard reader.card32() != nil else { break }
      switch type {
      case 0:
        guard let value = reader.card32() else { return values }
        values[name] = .integer(Int32(bitPattern: value))
      case 1:
        guard let length = reader.card32(), let text = reader.string(Int(length)) else {
          return values
        }
        reader.pad(Int(length))
        values[name] = .string(text)
      case 2:
        guard let red = reader.card16(), let green = reader.card16(),
          let blue = reader.card16(), let alpha = reader.card16()
        else { return values }
        values[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
      default:
        return values
      }
    }
    return values
  }

  /// Reads the property's numbers in its byte order, and its padded strings, never past the
  /// end.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var bigEndian = false

    mutating func byte() -> UInt8? {
      guard offset < bytes.count else { return nil }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func skip(_ count: Int) { offset = min(offset + max(count, 0), bytes.count) }

    /// Skips the padding after `length` bytes, up to a multiple of four.
    mutating func pad(_ length: Int) { skip((4 - length % 4) % 4) }

    mutating func card16() -> UInt16? {
      guard offset + 2 <= bytes.count else { return nil }
      defer { offset += 2 }
      let (a, b) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
      return bigEndian ? a << 8 | b : b << 8 | a
    }

    mutating func card32() -> UInt32? {
      guard offset + 4 <= bytes.count else { return nil }
      defer { offset += 4 }
      let parts = bytes[offset..<offset + 4].map(UInt32.init)
      return bigEndian
        ? parts[0] << 24 | parts[1] << 16 | parts[2] << 8 | parts[3]
        : parts[3] << 24 | parts[2] << 16 | parts[1] << 8 | parts[0]
    }

    mutating func string(_ length: Int) -> String? {
      guard length >= 0, offset + length <= bytes.count else { return nil }
      defer { offset += length }
      return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }
  }
}
