internal import CDrawKitXCB
import DrawKit
import Foundation
import Glibc

/// An X11 selection (`CLIPBOARD` or `PRIMARY`) as a ``DrawKit/Pasteboard``.
///
/// `CLIPBOARD` serves copy and paste, `PRIMARY` select and middle-click paste. Setting text
/// makes the window the selection's owner and serves the text to any X client that asks (as UTF-8 or Latin-1); reading asks the current
/// owner, in this process or another (`xclip`, a browser), and reads its answer, including
/// transfers that arrive in increments (`INCR`).
///
/// X keeps no copy of the text: it is gone once the owning window closes, unless a
/// clipboard manager took it, as on every X desktop.
final class ClipboardSelection: Pasteboard {
  /// The selection's atom: `CLIPBOARD` or `PRIMARY`.
  let selection: xcb_atom_t
  private let x: XConnection
  private let window: xcb_window_t
  private let events: EventSource
  private var ownedText: String?
  /// The server time of the latest user event, which selection requests must carry; the
  /// window sets it on every key and button press.
  var lastEventTime: xcb_timestamp_t = 0

  /// How long a paste waits for the owner to answer, in seconds.
  private static let answerTimeout: TimeInterval = 2

  /// The selection called `name` for `window`, reading its answers from `events`.
  init(_ name: String, connection x: XConnection, window: xcb_window_t, events: EventSource) {
    selection = x.atom(name)
    self.x = x
    self.window = window
    self.events = events
  }

  /// The clipboard's text: this window's own copy while it owns the selection, otherwise
  /// the current owner's answer, or `nil` when nobody owns it or the owner does not answer.
  var string: String? {
    get { ownedText ?? requestText() }
    set {
      ownedText = newValue
      let owner = newValue == nil ? xcb_window_t(XCB_NONE) : window
      xcb_set_selection_owner(x.connection, owner, selection, lastEventTime)
      x.flush()
    }
  }

  /// Another client became the owner: the copy here is no longer the clipboard.
  func handleSelectionClear() {
    ownedText = nil
  }

  /// Answers another client's request for the selection's text.
  func handleSelectionRequest(_ request: xcb_selection_request_event_t) {
    let property = request.property == XCB_NONE ? request.target : request.property
    let answered = ownedText.flatMap { answer(request, into: property, text: $0) } ?? false
    var notify = xcb_selection_notify_event_t()
    notify.response_type = UInt8(XCB_SELECTION_NOTIFY)
    notify.time = request.time
    notify.requestor = request.requestor
    notify.selection = request.selection
    notify.target = request.target
    notify.property = answered ? property : xcb_atom_t(XCB_NONE)
    var bytes = [UInt8](repeating: 0, count: 32)
    withUnsafeBytes(of: &notify) { bytes.replaceSubrange(0..<$0.count, with: $0) }
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        _ = xcb_send_event(
          x.connection, 0, request.requestor, XCB_EVENT_MASK_NO_EVENT.rawValue, $0.baseAddress)
      }
    }
    x.flush()
  }

  /// Writes `text` in the requested target's form; `false` for targets it does not offer or
  /// text too large for one request.
  private func answer(
    _ request: xcb_selection_request_event_t, into property: xcb_atom_t, text: String
  ) -> Bool {
    let utf8Targets = ["UTF8_STRING", "TEXT", "text/plain;charset=utf-8"].map(x.atom)
    if request.target == x.atom("TARGETS") {
      let offered = [x.atom("TARGETS"), x.atom("STRING")] + utf8Targets
      x.setProperty(
        request.requestor, property, type: xcb_atom_t(XCB_ATOM_ATOM.rawValue), values: offered)
      return true
    }
    let bytes: [UInt8]
    let type: xcb_atom_t
    if utf8Targets.contains(request.target) {
      bytes = Array(text.utf8)
      type = x.atom("UTF8_STRING")
    } else if request.target == xcb_atom_t(XCB_ATOM_STRING.rawValue) {
      bytes = text.unicodeScalars.map { $0.value < 0x100 ? UInt8($0.value) : UInt8(ascii: "?") }
      type = xcb_atom_t(XCB_ATOM_STRING.rawValue)
    } else {
      return false
    }
    let maximumBytes = Int(xcb_get_maximum_request_length(x.connection)) * 4 - 64
    guard bytes.count <= maximumBytes else { return false }
    x.setProperty(request.requestor, property, type: type, values: bytes)
    return true
  }

  /// Asks the selection's owner for UTF-8 text, then for Latin-1 text.
  private func requestText() -> String? {
    let ownerCookie = xcb_get_selection_owner(x.connection, selection)
    guard let ownerReply = xcb_get_selection_owner_reply(x.connection, ownerCookie, nil) else {
      return nil
    }
    let owner = ownerReply.pointee.owner
    free(ownerReply)
    guard owner != XCB_NONE else { return nil }
    for target in [x.atom("UTF8_STRING"), xcb_atom_t(XCB_ATOM_STRING.rawValue)] {
      if let bytes = convert(selection, to: target) {
        return target == x.atom("UTF8_STRING")
          ? String(decoding: bytes, as: UTF8.self)
          : String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
      }
    }
    return nil
  }

  /// The bytes of `selection` converted to `target`, or `nil` when the owner refuses or
  /// does not answer in time.
  private func convert(_ selection: xcb_atom_t, to target: xcb_atom_t) -> [UInt8]? {
    let property = x.atom("DRAWKIT_SELECTION")
    xcb_convert_selection(x.connection, window, selection, target, property, lastEventTime)
    let notified = events.waitForEvent(timeout: Self.answerTimeout) { event in
      event.code == XCB_SELECTION_NOTIFY
        && event.load(as: xcb_selection_notify_event_t.self).requestor == window
    }
    guard let notified,
      notified.load(as: xcb_selection_notify_event_t.self).property == property
    else { return nil }
    guard let (type, bytes) = readProperty(property) else { return nil }
    guard type == x.atom("INCR") else { return bytes }
    return readIncrements(of: property)
  }

  /// Reads the increments of an `INCR` transfer until the owner writes an empty one.
  private func readIncrements(of property: xcb_atom_t) -> [UInt8]? {
    var collected: [UInt8] = []
    while true {
      let changed = events.waitForEvent(timeout: Self.answerTimeout) { event in
        guard event.code == XCB_PROPERTY_NOTIFY else { return false }
        let notify = event.load(as: xcb_property_notify_event_t.self)
        return notify.window == window && notify.atom == property
          && notify.state == UInt8(XCB_PROPERTY_NEW_VALUE.rawValue)
      }
      guard changed != nil, let (_, chunk) = readProperty(property) else { return nil }
      if chunk.isEmpty { return collected }
      collected += chunk
    }
  }

  /// Reads and deletes `property` of the window: its type and bytes.
  private func readProperty(_ property: xcb_atom_t) -> (xcb_atom_t, [UInt8])? {
    let cookie = xcb_get_property(
      x.connection, 1, window, property, xcb_atom_t(XCB_GET_PROPERTY_TYPE_ANY.rawValue), 0,
      UInt32.max / 4)
    guard let reply = xcb_get_property_reply(x.connection, cookie, nil) else { return nil }
    defer { free(reply) }
    let length = Int(xcb_get_property_value_length(reply))
    let start = xcb_get_property_value(reply)!.assumingMemoryBound(to: UInt8.self)
    return (reply.pointee.type, Array(UnsafeBufferPointer(start: start, count: length)))
  }
}
