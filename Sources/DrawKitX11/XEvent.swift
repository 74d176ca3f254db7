internal import CDrawKitXCB
import Glibc

/// One event read from the X server, freed when released.
final class XEvent {
  /// The event as XCB returned it.
  let pointer: UnsafeMutablePointer<xcb_generic_event_t>

  /// Takes ownership of an event that `xcb_poll_for_event` returned.
  init(owning pointer: UnsafeMutablePointer<xcb_generic_event_t>) {
    self.pointer = pointer
  }

  deinit {
    free(pointer)
  }

  /// The event code, without the bit that marks events sent by other clients.
  var code: UInt8 { pointer.pointee.response_type & 0x7F }

  /// The full sequence number of the last request of this connection the server had handled
  /// when it sent the event.
  var sequence: UInt32 { pointer.pointee.full_sequence }

  /// The event read as the XCB structure for its code.
  func load<Event>(as type: Event.Type) -> Event {
    UnsafeRawPointer(pointer).load(as: type)
  }
}
