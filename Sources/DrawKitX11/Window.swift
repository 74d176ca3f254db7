internal import CDrawKitCairo
internal import CDrawKitXCB
import DrawKit
internal import DrawKitAccessibilityBus
import Foundation
import Glibc

/// A top-level X11 window showing a DrawKit view tree, live: typed into, clicked, scrolled,
/// resized and closed like any desktop window.
///
/// ```swift
/// let window = try Window(title: "Notes", size: CGSize(width: 400, height: 400), root: root)
/// let reason = try window.run()
/// ```
///
/// The tree is drawn into a back buffer and only its dirty rectangles are copied to the
/// screen. Keys go through the server's real keymap (xkbcommon), with compose and dead keys;
/// copy and paste use the X `CLIPBOARD` selection, and selected text is offered as `PRIMARY`
/// for middle-click paste; a focused text widget's caret blinks on a timer, repainting only the
/// caret (`DRAWKIT_CARET_BLINK=0` keeps it still), and shows only while the window has the
/// keyboard focus.
/// With `XMODIFIERS=@im=NAME` set (such as `@im=ibus` for `ibus-daemon --xim`, or `@im=fcitx`),
/// text widgets compose through that XIM input method: its composition shows in place as
/// marked text, its candidate window follows the caret, and the keys it does not use reach
/// DrawKit as before; without one, nothing changes.
/// `DRAWKIT_SCALE` (such as `2`) sets the pixels per point for HiDPI screens.
/// Frames reach a local server through shared memory (MIT-SHM); `DRAWKIT_X11_SHM=0` sends
/// them in `PutImage` requests instead, as for a remote server.
///
/// While an AT-SPI accessibility bus runs (a screen reader such as Orca, or `accerciser`,
/// started it), ``run()`` puts the root's accessibility tree on it: roles, names, states,
/// text that can be read and edited, actions, values, and events as they change. Without one
/// (or with `NO_AT_BRIDGE=1`) no accessibility work is done at all.
///
/// ``run()`` returns when the window is closed by the window manager (`WM_DELETE_WINDOW`),
/// by ``close()`` (or, from any thread, ``closer``), or when the process gets SIGTERM or
/// SIGINT; before it returns, every event the server had already sent is handled, so no
/// typed character is lost.
///
/// The window runs on its ``frameLoop``: animations tick at 60 frames a second while they
/// run, and an idle window sleeps in `poll` until an event arrives. Called on the main thread
/// (top-level code, or a synchronous `main`), ``run()`` also runs the main actor's tasks,
/// `DispatchQueue.main` blocks, `Task.sleep` resumptions and `RunLoop.main` timers as they
/// become due, so `Task { @MainActor in ... }` can change the tree while the window runs.
///
/// Window-wide shortcuts are the root's (``DrawKit/EventHandling/onShortcut(_:_:)`` on
/// ``root``); the pointer takes the ``DrawKit/DrawView/pointerCursor`` of the view under it;
/// ``title`` and ``minimumSize`` can change while the window shows.
public final class Window {
  /// Why ``Window/run()`` returned.
  public enum CloseReason: Hashable, Sendable {
    /// The user closed the window through the window manager, or the program called
    /// ``Window/close()``.
    case closed
    /// The process received this signal (SIGTERM or SIGINT).
    case signal(Int32)
  }

  /// The view tree shown; its frame follows the window's size.
  public let root: DrawView
  /// Pixels per point: 1, or `DRAWKIT_SCALE` from the environment.
  public let scale: CGFloat
  /// The X window's id, for tools such as `xdotool` and `xwd`.
  public let windowID: UInt32
  /// The frame loop the window runs: its motion preference, frame interval and counts.
  public let frameLoop: FrameLoop
  /// A handle that closes the window from any thread (``DrawKit/CloseHandle``).
  public let closer: CloseHandle
  /// The ``onShow(_:)`` closure.
  private var showHandler: ((Window) -> Void)?

  /// The connection to the X server (internal so tests can check it is closed).
  let x: XConnection
  /// The pipe SIGTERM and SIGINT arrive through while ``run()`` runs (internal for tests).
  private(set) var signals: SignalPipe?
  private let keyboard: Keyboard
  private let events: EventSource
  private let clipboard: ClipboardSelection
  private let primary: ClipboardSelection
  private let screen: ScreenSurface
  private var pointer: PointerTranslator
  private let inputMethod: InputMethodBridge?
  private var exposed = DirtyRegion()
  /// Where a scroll's copy left the back buffer holding older pixels than the window (window
  /// coordinates, points), until the next full frame.
  private var staleBackBuffer = DirtyRegion()
  /// The desktop's XSETTINGS, for the motion preference.
  private let settings: XSettings
  /// How many times the window's loop woke from `poll` since ``run()`` started: an idle window
  /// (nothing moving, the caret still, no timer due) does not wake at all.
  public private(set) var wakeupCount = 0
  /// How many times the loop read one of the window's own descriptors since ``run()``
  /// started (the X socket, the signal and close pipes): a wake-up reads only those its poll
  /// found readable, so posted main-thread work reads none of them.
  package var descriptorReadCount: Int { events.socketReadCount + pipeReadCount }
  /// How many times the window waited for the X server to answer since it was created: a
  /// frame drawn for a key waits for nothing.
  package var roundTripCount: Int { x.roundTripCount }
  private var pipeReadCount = 0
  private var closeReason: CloseReason?
  private var isDestroyed = false
  /// The window's title, shown by the window manager and screen readers; setting it renames
  /// the window at once.
  public var title: String {
    didSet {
      guard title != oldValue, !isDestroyed else { return }
      setTitleProperties()
      accessibility?.windowTitleChanged(to: title)
    }
  }
  /// The smallest size in points the window manager lets the user give the window.
  ///
  /// `.zero`, the default, sets no minimum. Sides that are not finite or below zero count as
  /// zero, and sides are capped at the largest window ``DrawKit/Renderer`` draws.
  public var minimumSize = CGSize.zero {
    didSet { if minimumSize != oldValue, !isDestroyed { setSizeHints() } }
  }
  /// The tree on the AT-SPI accessibility bus while ``run()`` runs, when a bus is running.
  private var accessibility: AccessibilityBridge?
  /// The server's pointer shapes, and the one the window shows (``DrawView/cursorUnderPointer``).
  private let cursors: CursorTheme
  private var shownCursor = PointerCursor.default

  /// Opens a connection to the X server and creates a window of `size` points (not yet
  /// shown: ``run()`` maps it).
  ///
  /// - Parameters:
  ///   - title: The window title, as window managers and `xdotool search --name` see it.
  ///   - size: The window's size in points; the root's frame is set to it.
  ///   - root: The view tree to show.
  ///   - display: The X display to use, such as `":1"`; `nil` uses `DISPLAY`.
  /// - Throws: ``WindowError`` when no X server answers, the server lacks XKB, the size or
  ///   `DRAWKIT_SCALE` is not a positive finite number, or the first frame cannot be drawn.
  public convenience init(title: String, size: CGSize, root: DrawView, display: String? = nil)
    throws(WindowError)
  {
    try self.init(
      title: title, size: size, root: root, display: display, clock: SystemFrameClock(),
      scale: try Self.scaleFromEnvironment(),
      usesSharedMemory: Self.sharedMemoryFromEnvironment())
  }

  /// A window as ``init(title:size:root:display:)`` makes, whose frame loop reads `clock`,
  /// at `scale` pixels per point, copying frames through shared memory when
  /// `usesSharedMemory` and the server can: for benchmarks that step animations frame by
  /// frame, and for tests that pick a scale or copy without setting the process's
  /// environment, which every window made meanwhile on another thread would read.
  package init(
    title: String, size: CGSize, root: DrawView, display: String?, clock: any FrameClock,
    scale: CGFloat = 1, usesSharedMemory: Bool = true
  ) throws(WindowError) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
      size.width * scale <= CGFloat(Renderer.maximumPixelDimension),
      size.height * scale <= CGFloat(Renderer.maximumPixelDimension)
    else {
      throw WindowError(
        .invalidGeometry,
        "window size \(size.width)×\(size.height) at scale \(scale) is not between 1 and "
          + "\(Renderer.maximumPixelDimension) pixels per side")
    }
    root.frame = CGRect(origin: .zero, size: size)
    let renderer = Renderer(scale: scale, layoutThreads: LayoutThreads())
    let backBuffer: Image
    do {
      backBuffer = try renderer.image(of: root)
      _ = root.takeDirtyRegion()
    } catch {
      throw WindowError(.renderingFailed, "cannot draw the first frame", cause: error)
    }
    let x = try XConnection(display: display)
    let keyboard = try Keyboard(connection: x)
    guard let visual = x.rootVisual else {
      throw WindowError(.unsupportedServer, "the X screen's root visual is not described")
    }
    let window = xcb_generate_id(x.connection)
    let eventMask = Self.eventMask
    // North-west bit gravity keeps the drawn frame on a resize (the server would clear it
    // to white otherwise) until the frame at the new size is copied over it.
    let values: [UInt32] = [
      x.screen.pointee.white_pixel, UInt32(XCB_GRAVITY_NORTH_WEST.rawValue), eventMask,
    ]
    let created = xcb_create_window_checked(
      x.connection, UInt8(XCB_COPY_FROM_PARENT), window, x.screen.pointee.root, 0, 0,
      UInt16(backBuffer.pixelWidth), UInt16(backBuffer.pixelHeight), 0,
      UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), x.screen.pointee.root_visual,
      XCB_CW_BACK_PIXEL.rawValue | XCB_CW_BIT_GRAVITY.rawValue | XCB_CW_EVENT_MASK.rawValue,
      values)
    if let error = xcb_request_check(x.connection, created) {
      let code = error.pointee.error_code
      free(error)
      throw WindowError(
        .unsupportedServer, "the X server refused to create a window (error \(code))")
    }
    let events = EventSource(connection: x)
    self.screen = try ScreenSurface(
      connection: x, window: window, visual: visual, backBuffer: backBuffer,
      usesSharedMemory: usesSharedMemory)
    self.x = x
    self.keyboard = keyboard
    self.events = events
    self.clipboard = ClipboardSelection("CLIPBOARD", connection: x, window: window, events: events)
    self.primary = ClipboardSelection("PRIMARY", connection: x, window: window, events: events)
    self.pointer = PointerTranslator(scale: scale)
    self.closer = CloseHandle()
    self.frameLoop = FrameLoop(root: root, renderer: renderer, clock: clock)
    self.root = root
    self.scale = scale
    self.windowID = window
    self.title = title
    self.settings = XSettings(connection: x)
    self.cursors = CursorTheme(connection: x)
    self.inputMethod = InputMethod(connection: x, window: window).map {
      InputMethodBridge(inputMethod: $0, root: root, scale: scale)
    }
    setProperties()
    xcb_change_window_attributes(
      x.connection, window, XCB_CW_CURSOR.rawValue, [cursors.cursor(for: shownCursor)])
    followMotionSetting()
    root.pasteboard = clipboard
    root.selectionPasteboard = primary
    inputMethod?.onReturnedKey = { [weak self] press in
      self?.dispatchKey(press, fromEventState: true)
    }
  }

  deinit {
    closer.invalidate()
    destroyWindow()
  }

  /// Whether frames may go through shared memory: unless `DRAWKIT_X11_SHM` is `0`.
  private static func sharedMemoryFromEnvironment() -> Bool {
    getenv("DRAWKIT_X11_SHM").map { String(cString: $0) != "0" } ?? true
  }

  /// The scale in `DRAWKIT_SCALE`, or 1 when it is not set.
  private static func scaleFromEnvironment() throws(WindowError) -> CGFloat {
    guard let text = getenv("DRAWKIT_SCALE").map({ String(cString: $0) }), !text.isEmpty else {
      return 1
    }
    guard let value = Double(text), value.isFinite, value > 0, value <= 8 else {
      throw WindowError(
        .invalidGeometry, "DRAWKIT_SCALE '\(text)' is not a number greater than 0 and at most 8")
    }
    return CGFloat(value)
  }

  private func setProperties() {
    setTitleProperties()
    let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "drawkit").lastPathComponent
    x.setProperty(
      windowID, xcb_atom_t(XCB_ATOM_WM_CLASS.rawValue), type: xcb_atom_t(XCB_ATOM_STRING.rawValue),
      values: Array("\(program)\0DrawKit\0".utf8))
    x.setProperty(
      windowID, x.atom("WM_PROTOCOLS"), type: xcb_atom_t(XCB_ATOM_ATOM.rawValue),
      values: [x.atom("WM_DELETE_WINDOW")])
    x.setProperty(
      windowID, x.atom("_NET_WM_PID"), type: xcb_atom_t(XCB_ATOM_CARDINAL.rawValue),
      values: [UInt32(getpid())])
  }

  private func setTitleProperties() {
    let utf8String = x.atom("UTF8_STRING")
    let titleBytes = Array(title.utf8)
    x.setProperty(
      windowID, xcb_atom_t(XCB_ATOM_WM_NAME.rawValue), type: utf8String, values: titleBytes)
    x.setProperty(windowID, x.atom("_NET_WM_NAME"), type: utf8String, values: titleBytes)
  }

  /// Tells the window manager the minimum size (`WM_NORMAL_HINTS`, in pixels).
  private func setSizeHints() {
    let largest = CGFloat(Renderer.maximumPixelDimension)
    func pixels(_ side: CGFloat) -> UInt32 {
      guard side.isFinite, side > 0 else { return 0 }
      return UInt32(min((side * scale).rounded(.up), largest))
    }
    let minimumSizeFlag: UInt32 = 1 << 4
    var hints = [UInt32](repeating: 0, count: 18)
    hints[0] = minimumSizeFlag
    hints[5] = pixels(minimumSize.width)
    hints[6] = pixels(minimumSize.height)
    x.setProperty(
      windowID, xcb_atom_t(XCB_ATOM_WM_NORMAL_HINTS.rawValue),
      type: xcb_atom_t(XCB_ATOM_WM_SIZE_HINTS.rawValue), values: hints)
  }

  /// Called with the window once it is on screen with its first frame drawn, before
  /// ``run()`` handles the first input event; replaces the previous closure, and `nil`
  /// removes it.
  @discardableResult
  public func onShow(_ handler: ((Window) -> Void)?) -> Window {
    showHandler = handler
    return self
  }

  /// Asks ``run()`` to return ``CloseReason/closed`` after the events in hand.
  public func close() {
    if closeReason == nil { closeReason = .closed }
  }

  /// Shows the window and handles its events until it is closed or the process is asked to
  /// stop; the window is destroyed when this returns.
  ///
  /// - Returns: Why the window closed.
  /// - Throws: ``WindowError`` with ``WindowError/Code/connectionLost`` when the X server goes
  ///   away. The view tree, and the text in it, is untouched, so a caller can still save it.
  @discardableResult
  public func run() throws(WindowError) -> CloseReason {
    if let closeReason, isDestroyed { return closeReason }
    let signals = try SignalPipe()
    self.signals = signals
    defer {
      self.signals = nil
      accessibility?.stop()
      accessibility = nil
      destroyWindow()
    }
    try show()
    accessibility = AccessibilityBridge.start(
      root: root, title: title, window: self,
      busAdvertised: x.rootWindowHasProperty("AT_SPI_BUS", type: XCB_ATOM_STRING))
    // Assistive technologies are told of key releases too (a screen reader's own modifier
    // key is held and let go); without a bridge the window never asks for them.
    if accessibility != nil {
      xcb_change_window_attributes(
        x.connection, windowID, XCB_CW_EVENT_MASK.rawValue,
        [Self.eventMask | XCB_EVENT_MASK_KEY_RELEASE.rawValue])
    }
    showHandler?(self)
    // What the last poll found readable; the first pass looks at everything.
    var readable = (connection: true, closer: true, work: true)
    while closeReason == nil {
      // Posted work first: a block from another thread runs with no read before it.
      if readable.work { frameLoop.runMainThreadWork() }
      let handledEvents = try handleEvents(readingConnection: readable.connection)
      if readable.closer { pipeReadCount += 1 }
      if closer.takeRequest(drainingPipe: readable.closer) { close() }
      accessibility?.update()
      inputMethod?.update()
      // Events may have posted more work, which the tick runs in this frame.
      repaint(runningMainThreadWork: handledEvents || !readable.work)
      showCursorUnderPointer()
      x.flush()
      guard closeReason == nil else { break }
      try x.checkConnection()
      if events.hasPendingEvents {
        readable = (false, false, false)
        continue
      }
      let work = MainThreadWork.wakeDescriptor
      var descriptors = [
        pollfd(fd: x.fileDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: closer.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: work ?? -1, events: Int16(POLLIN), revents: 0),
      ]
      let timeout = Self.milliseconds(until: frameLoop.nextDeadline)
      _ =
        accessibility?.poll(&descriptors, timeout: timeout)
        ?? poll(&descriptors, nfds_t(descriptors.count), timeout)
      wakeupCount += 1
      // A descriptor that failed (POLLERR, POLLHUP) is read too, to find out why.
      let isReadable = descriptors.map { $0.revents != 0 }
      readable = (isReadable[0], isReadable[2], isReadable[3])
      if isReadable[1] {
        pipeReadCount += 1
        if let signal = signals.takeSignals().first {
          x.roundTrip()
          _ = try handleEvents(readingConnection: true)
          closeReason = .signal(signal)
        }
      }
    }
    return closeReason ?? .closed
  }

  /// Maps the window, waits until it is viewable, takes the keyboard focus when no window
  /// manager hands it out, and shows the first frame (drawn into the back buffer by `init`,
  /// plus whatever changed since).
  private func show() throws(WindowError) {
    xcb_map_window(x.connection, windowID)
    let mapped = events.waitForEvent(timeout: 10) { event in
      event.code == XCB_MAP_NOTIFY && event.load(as: xcb_map_notify_event_t.self).window == windowID
    }
    try x.checkConnection()
    guard mapped != nil else {
      throw WindowError(.connectionLost, "the X server did not show the window within 10 s")
    }
    if !hasWindowManager {
      xcb_set_input_focus(
        x.connection, UInt8(XCB_INPUT_FOCUS_PARENT.rawValue), windowID,
        xcb_timestamp_t(XCB_CURRENT_TIME))
      // The server queues the focus event before this round trip's reply, so the first frame
      // (and whoever captures it after `onShow`) already shows the focused state.
      x.roundTrip()
    }
    _ = try handleEvents(readingConnection: true)
    exposed.add(windowArea)
    repaint(runningMainThreadWork: true)
    frameLoop.inputDidArrive()
    x.roundTrip()
  }

  /// Gives the window the cursor of the view under the pointer, when it changed.
  private func showCursorUnderPointer() {
    let wanted = root.cursorUnderPointer
    guard wanted != shownCursor else { return }
    shownCursor = wanted
    xcb_change_window_attributes(
      x.connection, windowID, XCB_CW_CURSOR.rawValue, [cursors.cursor(for: wanted)])
  }

  /// The events the window asks the server for.
  private static let eventMask =
    XCB_EVENT_MASK_EXPOSURE.rawValue | XCB_EVENT_MASK_KEY_PRESS.rawValue
    | XCB_EVENT_MASK_BUTTON_PRESS.rawValue | XCB_EVENT_MASK_BUTTON_RELEASE.rawValue
    | XCB_EVENT_MASK_POINTER_MOTION.rawValue | XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue
    | XCB_EVENT_MASK_ENTER_WINDOW.rawValue | XCB_EVENT_MASK_LEAVE_WINDOW.rawValue
    | XCB_EVENT_MASK_FOCUS_CHANGE.rawValue | XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue

  /// Whether a window manager runs (it advertises itself on the root window).
  private var hasWindowManager: Bool {
    x.rootWindowHasProperty("_NET_SUPPORTING_WM_CHECK", type: XCB_ATOM_WINDOW)
  }

  /// Handles every event already received, after reading the X socket once when
  /// `readingConnection`; returns whether there was any.
  private func handleEvents(readingConnection: Bool) throws(WindowError) -> Bool {
    var mayRead = readingConnection
    var handled = false
    while let event = events.next(mayRead: &mayRead) {
      handle(event)
      handled = true
    }
    try x.checkConnection()
    return handled
  }

  private func handle(_ event: XEvent) {
    screen.serverHandledRequests(through: event.sequence)
    if inputMethod?.filter(event) == true { return }
    switch Int32(event.code) {
    case XCB_KEY_PRESS:
      let press = event.load(as: xcb_key_press_event_t.self)
      clipboard.lastEventTime = press.time
      primary.lastEventTime = press.time
      if tellAccessibility(about: press, isPress: true) {
        break
      } else if inputMethod?.handleKeyPress(press) == true {
        frameLoop.inputDidArrive()
      } else {
        dispatchKey(press, fromEventState: false)
      }
    case XCB_KEY_RELEASE:
      _ = tellAccessibility(about: event.load(as: xcb_key_release_event_t.self), isPress: false)
    case XCB_BUTTON_PRESS:
      let press = event.load(as: xcb_button_press_event_t.self)
      clipboard.lastEventTime = press.time
      primary.lastEventTime = press.time
      if let pointerEvent = pointer.press(press) {
        root.dispatch(pointerEvent)
        frameLoop.inputDidArrive()
      }
    case XCB_BUTTON_RELEASE:
      let release = event.load(as: xcb_button_release_event_t.self)
      if let pointerEvent = pointer.release(release) { root.dispatch(pointerEvent) }
    case XCB_MOTION_NOTIFY:
      root.dispatch(pointer.motion(event.load(as: xcb_motion_notify_event_t.self)))
    case XCB_ENTER_NOTIFY, XCB_LEAVE_NOTIFY:
      let crossing = event.load(as: xcb_enter_notify_event_t.self)
      guard crossing.event == windowID,
        crossing.detail != UInt8(XCB_NOTIFY_DETAIL_INFERIOR.rawValue)
      else { break }
      root.dispatch(pointer.crossing(crossing, entering: Int32(event.code) == XCB_ENTER_NOTIFY))
    case XCB_EXPOSE:
      let expose = event.load(as: xcb_expose_event_t.self)
      exposed.add(
        CGRect(
          x: CGFloat(expose.x) / scale, y: CGFloat(expose.y) / scale,
          width: CGFloat(expose.width) / scale, height: CGFloat(expose.height) / scale))
    case XCB_GRAPHICS_EXPOSURE:
      // A scroll's copy found part of its source off screen; later copies may have moved
      // what it left, so the whole window is drawn again.
      exposed.add(windowArea)
    case XCB_CONFIGURE_NOTIFY:
      let configure = event.load(as: xcb_configure_notify_event_t.self)
      if configure.window == windowID { resize(toPixels: configure.width, configure.height) }
    case XCB_CLIENT_MESSAGE:
      let message = event.load(as: xcb_client_message_event_t.self)
      var data = message.data
      let protocolAtom = withUnsafeBytes(of: &data) { $0.load(as: UInt32.self) }
      if message.type == x.atom("WM_PROTOCOLS"), protocolAtom == x.atom("WM_DELETE_WINDOW") {
        close()
      } else if settings.clientMessage(
        type: message.type,
        selection: withUnsafeBytes(of: &data) { $0.load(fromByteOffset: 4, as: UInt32.self) })
      {
        followMotionSetting()
      }
    case XCB_FOCUS_IN, XCB_FOCUS_OUT:
      let focus = event.load(as: xcb_focus_in_event_t.self)
      guard focus.event == windowID, focus.detail != UInt8(XCB_NOTIFY_DETAIL_INFERIOR.rawValue),
        focus.mode != UInt8(XCB_NOTIFY_MODE_GRAB.rawValue),
        focus.mode != UInt8(XCB_NOTIFY_MODE_UNGRAB.rawValue)
      else { break }
      windowFocusChanged(to: Int32(event.code) == XCB_FOCUS_IN)
    case XCB_PROPERTY_NOTIFY:
      let change = event.load(as: xcb_property_notify_event_t.self)
      if settings.propertyChanged(on: change.window) { followMotionSetting() }
    case XCB_MAP_NOTIFY:
      if event.load(as: xcb_map_notify_event_t.self).window == windowID {
        frameLoop.isVisible = true
      }
    case XCB_UNMAP_NOTIFY:
      // Minimised or withdrawn: animations end at their targets and no frame is drawn.
      if event.load(as: xcb_unmap_notify_event_t.self).window == windowID {
        frameLoop.isVisible = false
      }
    case XCB_DESTROY_NOTIFY:
      settings.windowDestroyed(event.load(as: xcb_destroy_notify_event_t.self).window)
      if event.load(as: xcb_destroy_notify_event_t.self).window == windowID {
        isDestroyed = true
        close()
      }
    case XCB_SELECTION_REQUEST:
      let request = event.load(as: xcb_selection_request_event_t.self)
      selection(request.selection)?.handleSelectionRequest(request)
    case XCB_SELECTION_CLEAR:
      selection(event.load(as: xcb_selection_clear_event_t.self).selection)?
        .handleSelectionClear()
    case Int32(keyboard.firstEvent):
      keyboard.handleExtensionEvent(event.pointer)
    default:
      break
    }
  }

  /// Tells the accessibility bridge, when one runs, of a key before anything else sees it;
  /// returns whether an assistive technology took the key (a screen reader's command).
  private func tellAccessibility(about key: xcb_key_press_event_t, isPress: Bool) -> Bool {
    guard let accessibility else { return false }
    let (symbol, text) = keyboard.symbolAndText(keycode: key.detail)
    return accessibility.keyEvent(
      isPress: isPress, keysym: symbol, state: UInt32(key.state), keycode: UInt16(key.detail),
      text: text, time: key.time)
  }

  /// Hands a key press to the focused view through the keymap; `fromEventState` for presses
  /// the input method sent back (see ``Keyboard/keyEvent(keycode:modifierMask:fromEventState:)``).
  private func dispatchKey(_ press: xcb_key_press_event_t, fromEventState: Bool) {
    guard
      let keyEvent = keyboard.keyEvent(
        keycode: press.detail, modifierMask: press.state, fromEventState: fromEventState)
    else { return }
    root.dispatch(keyEvent)
    frameLoop.inputDidArrive()
  }

  /// The clipboard or primary selection named by `atom`.
  private func selection(_ atom: xcb_atom_t) -> ClipboardSelection? {
    [clipboard, primary].first { $0.selection == atom }
  }

  /// Follows a new window size: the root takes it and the whole frame is drawn again.
  private func resize(toPixels width: UInt16, _ height: UInt16) {
    guard
      Int(width) != screen.backBuffer.pixelWidth || Int(height) != screen.backBuffer.pixelHeight,
      width > 0, height > 0
    else { return }
    root.frame.size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    do {
      screen.resize(to: try frameLoop.renderer.image(of: root))
    } catch {
      report(error)
      return
    }
    _ = root.takeDirtyRegion()
    staleBackBuffer = DirtyRegion()
    exposed = DirtyRegion()
    screen.present([windowArea])
  }

  /// Runs a frame of the loop and paints what it changed into the back buffer, then copies
  /// that, with any exposed areas, to the window; the frame runs the main thread's work
  /// unless the pass ran it already and nothing could have posted more.
  ///
  /// A frame whose scroll moved an opaque view by whole pixels (``ScrollCopyPlan``) has the
  /// server copy the window's own pixels and draws only the strip that came in and whatever
  /// else changed: the back buffer then holds old pixels where the copy went, so an exposed
  /// area there is drawn again before it is sent.
  private func repaint(runningMainThreadWork: Bool) {
    guard !isDestroyed else { return }
    let exposedArea = exposed
    exposed = DirtyRegion()
    let changed = frameLoop.tick(runningMainThreadWork: runningMainThreadWork)
    // The regions are in the root's bounds coordinates, which a scrolled root (a text view
    // filling the window) offsets from the window's.
    let origin = root.bounds.origin
    var toPaint: [DirtyRegion] = []
    // An exposed area is sent from the back buffer as it is, or drawn again first (and sent
    // with what was drawn) where a copy left the back buffer older than the screen.
    var sent = exposedArea.rects
    if staleBackBuffer.rects.contains(where: { exposedArea.intersects($0) }) {
      var area = DirtyRegion()
      for rect in exposedArea.rects { area.add(rect.offsetBy(dx: origin.x, dy: origin.y)) }
      toPaint.append(area)
      sent = []
    }
    if !changed.isEmpty, exposedArea.isEmpty, let plan = ScrollCopyPlan(root: root, scale: scale),
      screen.copyArea(plan.source.offsetBy(dx: -origin.x, dy: -origin.y), by: plan.offset)
    {
      // One rectangle at a time: the strip and the rectangles around it stay apart.
      for rect in plan.repaint {
        var one = DirtyRegion()
        one.add(rect)
        toPaint.append(one)
      }
      let moved = plan.source.union(
        plan.source.offsetBy(dx: plan.offset.width, dy: plan.offset.height))
      staleBackBuffer.add(moved.offsetBy(dx: -origin.x, dy: -origin.y))
    } else if !changed.isEmpty {
      toPaint.append(changed)
    }
    do {
      try frameLoop.paint(toPaint, into: screen.backBuffer)
      sent += toPaint.flatMap(\.rects).map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
      // A frame drawn over the whole window leaves nothing older than the screen behind.
      if toPaint.contains(where: { $0.rects.contains { $0.contains(root.bounds) } }) {
        staleBackBuffer = DirtyRegion()
      }
    } catch {
      report(error)
    }
    screen.present(sent, isOpaque: frameLoop.paintsOpaquely)
  }

  /// Runs one frame and sends it, as the event loop does after handling events: for tests
  /// that scroll a shown window step by step.
  package func presentFrame() {
    x.roundTrip()
    _ = try? handleEvents(readingConnection: true)
    repaint(runningMainThreadWork: true)
    x.flush()
  }

  /// How many pixels the window has sent the server.
  package var sentPixelCount: Int { screen.sentPixelCount }

  /// How many scroll frames had the server copy the window's own pixels.
  package var copiedAreaCount: Int { screen.copiedAreaCount }

  /// Whether part of the back buffer is older than the screen (a scroll copy moved the
  /// screen's pixels and not the back buffer's), so that an exposed area there is drawn again.
  package var hasStaleBackBuffer: Bool { !staleBackBuffer.isEmpty }

  /// The whole window, in window coordinates (points).
  private var windowArea: CGRect { CGRect(origin: .zero, size: root.bounds.size) }

  /// Shows the focused text widget's caret only while the window has the keyboard focus, as
  /// GTK does, and blinks it only then.
  private func windowFocusChanged(to hasFocus: Bool) {
    accessibility?.windowFocusChanged(to: hasFocus)
    inputMethod?.windowFocusChanged(to: hasFocus)
    frameLoop.hasKeyboardFocus = hasFocus
  }

  /// Follows the desktop's `Gtk/EnableAnimations` XSETTING (0: reduced motion) unless
  /// `DRAWKIT_REDUCE_MOTION` chose; without a settings manager, the environment's choice
  /// stands.
  private func followMotionSetting() {
    guard getenv("DRAWKIT_REDUCE_MOTION") == nil else { return }
    frameLoop.motionPreference = settings.motionPreference ?? .full
  }

  /// Milliseconds `poll` may sleep until `deadline`: -1 (until something happens) without
  /// one, 0 when it has passed.
  private static func milliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
    guard let deadline else { return -1 }
    let left = deadline - .now
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: milliseconds)
  }

  private func report(_ error: DrawKitError) {
    FileHandle.standardError.write(Data("DrawKitX11: \(error.message)\n".utf8))
  }

  /// Destroys the X window once and waits until the server has done so; the connection
  /// closes when this object is released.
  private func destroyWindow() {
    guard !isDestroyed else { return }
    isDestroyed = true
    if !x.hasFailed {
      xcb_destroy_window(x.connection, windowID)
      x.roundTrip()
    }
  }
}
