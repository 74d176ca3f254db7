internal import CDrawKitXCB
import Foundation
import Glibc

/// Where the host's events come from: the X connection, plus the events set aside while
/// the host waited for one particular reply-like event (a clipboard transfer, the first
/// map), which are handed out first so nothing is lost or reordered.
final class EventSource {
  private let x: XConnection
  private var setAside: [XEvent] = []

  /// Reads events from `x`.
  init(connection x: XConnection) {
    self.x = x
  }

  /// How many times the connection's socket was read for events (one `recvmsg` each).
  private(set) var socketReadCount = 0

  /// The next event already received, without waiting, or `nil`: one set aside, one XCB has
  /// queued, or, while `mayRead`, one read from the socket, which clears `mayRead`.
  ///
  /// A host whose poll found the socket readable reads it once per pass, and not at all
  /// when it woke for something else: each read that finds nothing is a wasted system call.
  func next(mayRead: inout Bool) -> XEvent? {
    if !setAside.isEmpty { return setAside.removeFirst() }
    if let queued = xcb_poll_for_queued_event(x.connection) { return XEvent(owning: queued) }
    guard mayRead else { return nil }
    mayRead = false
    socketReadCount += 1
    return xcb_poll_for_event(x.connection).map(XEvent.init(owning:))
  }

  /// Whether events are waiting to be handled without reading the connection: set aside, or
  /// already read by XCB while it waited for a reply (such as during a repaint), which a
  /// `poll` on the connection would not report.
  var hasPendingEvents: Bool {
    if !setAside.isEmpty { return true }
    guard let queued = xcb_poll_for_queued_event(x.connection) else { return false }
    setAside.append(XEvent(owning: queued))
    return true
  }

  /// Waits up to `timeout` seconds for an event that `matches`, setting every other event
  /// aside for ``next()``; `nil` on timeout or when the connection fails.
  func waitForEvent(timeout: TimeInterval, where matches: (XEvent) -> Bool) -> XEvent? {
    let deadline = Date().addingTimeInterval(timeout)
    x.flush()
    while !x.hasFailed {
      while let raw = xcb_poll_for_event(x.connection) {
        let event = XEvent(owning: raw)
        if matches(event) { return event }
        setAside.append(event)
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return nil }
      var descriptor = pollfd(fd: x.fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, Int32(min(remaining * 1000, 1000).rounded(.up)))
    }
    return nil
  }
}
