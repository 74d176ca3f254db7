internal import CDrawKitXCB
internal import CDrawKitXCBIMDKit
import Foundation
import Glibc

/// The window's client of the user's input method over XIM (libxcb-imdkit): IBus through
/// `ibus-daemon --xim`, Fcitx 5, or any XIM server named by `XMODIFIERS=@im=NAME`.
///
/// It asks for one input context with on-the-spot (callback) preedit and no status: the input
/// method sends the text it composes (``PreeditBuffer``), the strings it commits, and the
/// key presses it does not want back; the window says where the caret is and whether it has
/// the keyboard focus. Everything is asynchronous: the protocol's messages arrive as X events
/// that ``filter(_:)`` takes, and nothing ever waits for the input method. Until the server
/// has answered (or when there is none) ``isReady`` is false and keys go straight to DrawKit.
///
/// `DRAWKIT_XIM_LOG=1` writes what is sent and received to standard error.
final class InputMethod {
  /// Called after the composition changed (started, drawn, caret moved), with it as it is now.
  var onPreeditChange: ((PreeditBuffer) -> Void)?
  /// Called when the input method ends the composition (`XIM_PREEDIT_DONE`) or goes away.
  var onPreeditDone: (() -> Void)?
  /// Called with text the input method commits.
  var onCommit: ((String) -> Void)?
  /// Called with a key press the input method did not consume and sent back.
  var onReturnedKey: ((xcb_key_press_event_t) -> Void)?

  private let x: XConnection
  private let window: xcb_window_t
  private let im: OpaquePointer
  private let logs: Bool
  private var ic: xcb_xic_t = 0
  private var preedit = PreeditBuffer()
  private var wantsFocus = false
  private var hasFocus = false
  private var spot: (x: Int16, y: Int16) = (0, 0)
  private var spotSent: (x: Int16, y: Int16)?
  /// Whether a request of the window's (the spot, a reset) awaits the input method's answer.
  ///
  /// libxcb-imdkit queues what is sent while a request is unanswered, and sends that queue
  /// only when something else is sent after the answer: a key pressed just after the caret
  /// moved would wait for the next key. So the window holds its own messages (``Held``) until
  /// the answer, and sends them then, in order.
  private var isAwaitingAnswer = false
  private var held: [Held] = []

  /// A message held while a request awaits its answer.
  private enum Held {
    case key(xcb_key_press_event_t)
    case focus(Bool)
    case reset
  }

  /// Starts connecting to the input method that `XMODIFIERS` names, for `window`; `nil` when
  /// `XMODIFIERS` names none (the connection itself completes later, or never when no such
  /// server runs).
  init?(connection x: XConnection, window: xcb_window_t) {
    guard let modifiers = getenv("XMODIFIERS").map({ String(cString: $0) }),
      let name = Self.inputMethodName(in: modifiers),
      let im = xcb_xim_create(x.connection, x.screenNumber, "@im=\(name)")
    else { return nil }
    self.x = x
    self.window = window
    self.im = im
    let logLevel = getenv("DRAWKIT_XIM_LOG").map { String(cString: $0) }
    logs = logLevel == "1" || logLevel == "2"
    if logLevel == "2" { drawkit_xim_enable_trace(im) }
    xcb_compound_text_init()
    xcb_xim_set_use_utf8_string(im, true)
    var callbacks = xcb_xim_im_callback()
    callbacks.forward_event = { _, _, event, userData in
      guard let event, let userData else { return }
      InputMethod.from(userData).returned(event.pointee)
    }
    callbacks.commit_string = { _, _, _, string, length, _, _, userData in
      guard let userData else { return }
      InputMethod.from(userData).commit(string, length: Int(length))
    }
    callbacks.preedit_start = { _, _, userData in
      guard let userData else { return }
      InputMethod.from(userData).startPreedit()
    }
    callbacks.preedit_draw = { _, _, frame, userData in
      guard let frame, let userData else { return }
      InputMethod.from(userData).drawPreedit(frame.pointee)
    }
    callbacks.preedit_caret = { _, _, frame, userData in
      guard let frame, let userData else { return }
      InputMethod.from(userData).moveCaret(frame.pointee)
    }
    callbacks.preedit_done = { _, _, userData in
      guard let userData else { return }
      InputMethod.from(userData).endPreedit()
    }
    callbacks.disconnected = { _, userData in
      guard let userData else { return }
      InputMethod.from(userData).disconnected()
    }
    let me = Unmanaged.passUnretained(self).toOpaque()
    xcb_xim_set_im_callback(im, &callbacks, me)
    let opening = xcb_xim_open(
      im,
      { im, userData in
        guard let im, let userData else { return }
        InputMethod.from(userData).opened(im)
      }, true, me)
    log("connecting to '\(name)'\(opening ? "" : ": no such server yet")")
  }

  deinit {
    if ic != 0 { _ = xcb_xim_destroy_ic(im, ic, nil, nil) }
    xcb_xim_close(im)
    xcb_xim_destroy(im)
  }

  /// The name in `@im=NAME` among X locale modifiers, or `nil` when there is none (or it is
  /// `none`, which asks for no input method).
  static func inputMethodName(in modifiers: String) -> String? {
    guard let range = modifiers.range(of: "@im=") else { return nil }
    let name = modifiers[range.upperBound...].prefix { $0 != "@" }
    guard !name.isEmpty, name.lowercased() != "none" else { return nil }
    return String(name)
  }

  private static func from(_ userData: UnsafeMutableRawPointer) -> InputMethod {
    Unmanaged<InputMethod>.fromOpaque(userData).takeUnretainedValue()
  }

  /// Whether an input context exists, so key presses can go to the input method.
  var isReady: Bool { ic != 0 }

  /// Lets libxcb-imdkit handle `event` if it belongs to the XIM protocol; returns whether it
  /// did (the window then ignores the event).
  func filter(_ event: XEvent) -> Bool {
    xcb_xim_filter_event(im, event.pointer)
  }

  /// Sends a key press to the input method; returns whether it was sent (otherwise the
  /// caller handles the key itself).
  func forward(_ press: xcb_key_press_event_t) -> Bool {
    guard ic != 0 else { return false }
    if isHolding {
      log("key \(press.detail) held")
      held.append(.key(press))
      return true
    }
    return send(press)
  }

  /// Gives the input context the focus, or takes it away; sent only when it changes.
  func setFocused(_ focused: Bool) {
    wantsFocus = focused
    guard ic != 0, focused != hasFocus else { return }
    hasFocus = focused
    if isHolding {
      held.append(.focus(focused))
    } else {
      sendFocus(focused)
    }
  }

  /// Tells the input method where the caret is, in window pixels (the caret's bottom left),
  /// so its candidate window opens beside it.
  ///
  /// One request is in flight at a time, and the latest place is sent when it is answered:
  /// libxcb-imdkit queues key presses behind unanswered requests, so a flood of spot updates
  /// while the input method is busy would hold the keys back.
  func moveSpot(x: Int16, y: Int16) {
    spot = (x, y)
    sendSpot()
  }

  private func sendSpot() {
    guard ic != 0, !isHolding, spotSent.map({ $0 != spot }) ?? true else { return }
    log("spot \(spot.x) \(spot.y)")
    spotSent = spot
    let me = Unmanaged.passUnretained(self).toOpaque()
    isAwaitingAnswer = drawkit_xim_set_spot(
      im, ic, spot.x, spot.y,
      { _, _, userData in
        guard let userData else { return }
        InputMethod.from(userData).answered()
      }, me)
  }

  /// Asks the input method to drop what it is composing (the caret or focus moved elsewhere).
  func reset() {
    preedit.clear()
    guard ic != 0 else { return }
    if isHolding {
      held.append(.reset)
    } else {
      sendReset()
    }
  }

  /// Whether messages wait for an answer (or behind messages that do).
  private var isHolding: Bool { isAwaitingAnswer || !held.isEmpty }

  private func send(_ press: xcb_key_press_event_t) -> Bool {
    var press = press
    let sent = xcb_xim_forward_event(im, ic, &press)
    log("key \(press.detail) \(sent ? "sent" : "not sent")")
    return sent
  }

  private func sendFocus(_ focused: Bool) {
    log(focused ? "focus in" : "focus out")
    _ = focused ? xcb_xim_set_ic_focus(im, ic) : xcb_xim_unset_ic_focus(im, ic)
  }

  private func sendReset() {
    log("reset")
    let me = Unmanaged.passUnretained(self).toOpaque()
    isAwaitingAnswer = xcb_xim_reset_ic(
      im, ic,
      { _, _, _, userData in
        guard let userData else { return }
        InputMethod.from(userData).answered()
      }, me)
  }

  /// A request was answered (or failed): sends what was held, in order, up to the next
  /// request that awaits an answer, then the caret's latest place.
  private func answered() {
    isAwaitingAnswer = false
    while !isAwaitingAnswer, !held.isEmpty, ic != 0 {
      switch held.removeFirst() {
      case .key(let press):
        if !send(press) { returned(press) }
      case .focus(let focused): sendFocus(focused)
      case .reset: sendReset()
      }
    }
    sendSpot()
  }

  private func opened(_ im: OpaquePointer) {
    log("connected; creating an input context")
    let me = Unmanaged.passUnretained(self).toOpaque()
    let sent = drawkit_xim_create_ic(
      im,
      { _, ic, userData in
        guard let userData else { return }
        InputMethod.from(userData).created(ic)
      }, me, window, spot.x, spot.y)
    if !sent { log("the input context request could not be sent") }
  }

  private func created(_ ic: xcb_xic_t) {
    log(ic == 0 ? "the input method refused an input context" : "input context \(ic)")
    self.ic = ic
    hasFocus = false
    if ic != 0 {
      log("spot \(spot.x) \(spot.y)")
      spotSent = spot
      setFocused(wantsFocus)
    }
  }

  private func returned(_ press: xcb_key_press_event_t) {
    log("key \(press.detail) returned")
    onReturnedKey?(press)
  }

  /// The input method went away: held key presses go to the window, as unconsumed ones do.
  private func disconnected() {
    log("disconnected")
    ic = 0
    hasFocus = false
    isAwaitingAnswer = false
    spotSent = nil
    let keys = held.compactMap { if case .key(let press) = $0 { press } else { nil } }
    held = []
    endPreedit()
    for press in keys { returned(press) }
  }

  private func startPreedit() {
    log("preedit start")
    preedit.clear()
    onPreeditChange?(preedit)
  }

  private func drawPreedit(_ frame: xcb_im_preedit_draw_fr_t) {
    let hasText = frame.status & 1 == 0
    let hasFeedback = frame.status & 2 == 0
    let text =
      hasText ? decode(frame.preedit_string, length: Int(frame.length_of_preedit_string)) : nil
    let feedback =
      hasFeedback && frame.feedback_array.size > 0
      ? frame.feedback_array.items.map {
        Array(UnsafeBufferPointer(start: $0, count: Int(frame.feedback_array.size)))
      } ?? [] : []
    preedit.apply(
      PreeditBuffer.Draw(
        caret: Int(frame.caret), changeFirst: Int(frame.chg_first),
        changeLength: Int(frame.chg_length), text: text, feedback: feedback))
    log("preedit \(String(String.UnicodeScalarView(preedit.characters))) caret \(preedit.caret)")
    onPreeditChange?(preedit)
  }

  private func moveCaret(_ frame: xcb_im_preedit_caret_fr_t) {
    // XIMAbsolutePosition is 10; the relative directions are not used by IBus or Fcitx.
    guard frame.direction == 10 else { return }
    preedit.moveCaret(to: Int(frame.position))
    onPreeditChange?(preedit)
  }

  private func endPreedit() {
    log("preedit done")
    preedit.clear()
    onPreeditDone?()
  }

  private func commit(_ string: UnsafeMutablePointer<CChar>?, length: Int) {
    guard let text = decode(string.map { UnsafeMutableRawPointer($0) }, length: length),
      !text.isEmpty
    else { return }
    log("commit \(text)")
    onCommit?(text)
  }

  /// The UTF-8 text of a string the input method sent, in the encoding negotiated (UTF-8, or
  /// compound text with older servers).
  private func decode(_ bytes: UnsafeMutableRawPointer?, length: Int) -> String? {
    guard let bytes, length > 0 else { return length == 0 ? "" : nil }
    if xcb_xim_get_encoding(im) == XCB_XIM_UTF8_STRING {
      return String(
        decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
    var utf8Length = 0
    guard
      let utf8 = xcb_compound_text_to_utf8(
        bytes.assumingMemoryBound(to: CChar.self), length, &utf8Length)
    else { return nil }
    defer { free(utf8) }
    return String(
      decoding: UnsafeRawBufferPointer(start: utf8, count: utf8Length), as: UTF8.self)
  }

  private func log(_ message: @autoclosure () -> String) {
    guard logs else { return }
    FileHandle.standardError.write(Data("DrawKitX11 XIM: \(message())\n".utf8))
  }
}
