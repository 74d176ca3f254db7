internal import CDrawKitCairo
internal import CDrawKitGTK
import DrawKit
internal import DrawKitAccessibilityBus
import Foundation

/// A GTK 4 widget showing a DrawKit view tree, for embedding into a GTK 4 application beside
/// native widgets, on Wayland and X11.
///
/// ```swift
/// let host = HostWidget(root: root)
/// gtk_box_append(box, UnsafeMutablePointer<GtkWidget>(host.widget))
/// ```
///
/// The widget is a `GtkDrawingArea` that keeps the tree rendered in a back buffer at the
/// surface's scale factor: each frame paints only what changed into it, as the X11 window
/// does, and hands GTK the buffer as tiles of 256 × 32 pixels, one render node each, remaking
/// only the tiles the change touched, so GTK redraws and sends just those. It redraws when
/// the tree says it needs to (``DrawKit/EventHandling/onNeedsUpdate(_:)``), never by polling.
/// Keys arrive through a `GtkEventControllerKey` and a `GtkIMMulticontext`, so input methods
/// (IBus, Fcitx) work through GTK: the composition shows in the focused text view as marked
/// text, and committed text replaces it. Clicks, drags, the wheel, motion, enter and leave
/// come from gesture and event controllers; the pointer is an I-beam over
/// text widgets. The root's ``DrawKit/DrawView/pasteboard`` and
/// ``DrawKit/DrawView/selectionPasteboard`` become the display's CLIPBOARD and PRIMARY
/// (`GdkClipboard`). The focused text widget's caret blinks while the widget has the keyboard
/// focus (`DRAWKIT_CARET_BLINK=0` keeps it still).
///
/// The widget runs its tree on a ``frameLoop``: a change or a running animation adds a tick
/// callback to the widget's `GdkFrameClock`, which ticks the loop once per frame of the
/// display and is removed as soon as nothing moves; the caret's next blink and
/// `RunLoop.main`'s timers wait on a GLib timeout, so an idle widget makes GTK do nothing.
/// Made on the main thread, the host also runs `@MainActor` tasks, `DispatchQueue.main`
/// blocks and `RunLoop.main` timers from GLib's loop. Animations follow GTK's
/// `gtk-enable-animations` setting (off is ``DrawKit/MotionPreference/reduced``) unless
/// `DRAWKIT_REDUCE_MOTION` says otherwise. While the widget is mapped in a window and an
/// AT-SPI accessibility bus runs, its tree is on the bus for screen readers, as an
/// application of its own beside GTK's objects (see the Making Views Accessible article).
///
/// Create it on GTK's main thread after GTK is initialised (`gtk_init` or a
/// `GtkApplication`); keep this object for as long as the widget should show the tree. When it
/// is released the widget stops drawing and handling events, and its reference to the
/// `GtkWidget` is dropped.
public final class HostWidget {
  /// The view tree shown; its frame follows the widget's size.
  public let root: DrawView
  /// The drawing area, a `GtkWidget *` to add to a GTK container.
  ///
  /// Convert it with `UnsafeMutablePointer<GtkWidget>(host.widget)`. This object holds a
  /// reference to it.
  public var widget: OpaquePointer { OpaquePointer(area) }
  /// The frame loop the widget runs: its motion preference and counts.
  public let frameLoop: FrameLoop
  /// The ``onDraw(_:)`` closure.
  private var drawHandler: ((HostWidget) -> Void)?
  /// The frame clock's tick callback while the loop wants frames, and the timeout that
  /// waits for its next deadline otherwise.
  private var tickCallback: guint = 0
  private var wakeSource: guint = 0
  /// How many times the frame clock ticked the loop: an idle widget adds no callback, which
  /// tests count.
  private(set) var frameTicks = 0
  /// The tree rendered at the surface's scale, kept between frames so that a frame paints
  /// only what changed into it and GTK repaints only the tiles that changed; `nil` until the
  /// first snapshot.
  private var backBuffer: TiledBackBuffer?
  /// What the ticks since the last snapshot found changed, painted into ``backBuffer`` by the
  /// next one.
  private var unpainted = DirtyRegion()
  /// What a scroll moved in ``backBuffer`` left to paint (the strip that came in, and what
  /// else the frame changed), painted by the next snapshot rectangle by rectangle: a
  /// ``DrawKit/DirtyRegion`` would join the strip and a scroll bar at its end into the box
  /// around both, the whole view.
  private var unpaintedAfterMove: [CGRect] = []

  let area: UnsafeMutablePointer<GtkWidget>
  let inputMethod: UnsafeMutablePointer<GtkIMContext>
  private var controllers: [OpaquePointer] = []
  private var pointer = PointerState()
  private(set) var hasKeyboardFocus = false
  /// Whether the input method is being reset, during which what it sends (a commit of the
  /// preedit, an empty preedit) is about a composition the view already ended.
  private var isResettingInputMethod = false
  /// The view the input method's composition shows in; it tells the host when it ends the
  /// composition itself.
  private weak var composingView: TextComposing? {
    didSet {
      guard composingView !== oldValue else { return }
      oldValue?.onCompositionEnd(nil)
      composingView?.onCompositionEnd { [weak self] view in self?.viewEndedComposition(view) }
    }
  }
  /// The cursor the area shows (``DrawView/cursorUnderPointer`` when it was last read).
  private var shownCursor = PointerCursor.default
  /// The tree on the AT-SPI accessibility bus while the widget is mapped and a bus runs.
  var accessibility: AccessibilityBridge?
  /// The window the widget is in while its tree is on the bus (held).
  var accessibleWindow: UnsafeMutablePointer<GtkWindow>?
  /// The idle source that brings the bus's tree up to date, while one is due.
  var accessibilityIdle: guint = 0
  private let frameFile = ProcessInfo.processInfo.environment["DRAWKIT_GTK_FRAME_FILE"]

  /// What the pointer gestures remember between their signals.
  private struct PointerState {
    var held: PointerEvent.Button?
    var clickCount = 1
    var location = CGPoint.zero
  }

  /// Creates the `GtkDrawingArea` for `root` and hooks it up.
  ///
  /// - Precondition: GTK is initialised.
  public init(root: DrawView) {
    precondition(gtk_is_initialized() != 0, "HostWidget needs GTK initialised first")
    self.root = root
    // Each frame lays text out with helper threads this host owns.
    frameLoop = FrameLoop(root: root, renderer: Renderer(layoutThreads: LayoutThreads()))
    area = HostArea.make()
    g_object_ref_sink(gpointer(area))
    inputMethod = gtk_im_multicontext_new()
    gtk_widget_set_focusable(area, 1)
    gtk_widget_set_hexpand(area, 1)
    gtk_widget_set_vexpand(area, 1)
    let size = root.bounds.size
    gtk_drawing_area_set_content_width(drawingArea, Int32(min(max(size.width, 1), 32_767)))
    gtk_drawing_area_set_content_height(drawingArea, Int32(min(max(size.height, 1), 32_767)))
    gtk_im_context_set_client_widget(inputMethod, area)
    HostArea.setHost(userData, of: area)
    connectSignals()
    root.pasteboard = ClipboardPasteboard(gtk_widget_get_clipboard(area))
    root.selectionPasteboard = ClipboardPasteboard(gtk_widget_get_primary_clipboard(area))
    frameLoop.hasKeyboardFocus = false
    frameLoop.onFrameRequest { [weak self] _ in self?.scheduleFrame() }
    MainThreadWorkSource.install()
    followAnimationSetting()
    scheduleFrame()
  }

  deinit {
    stopAccessibility()
    frameLoop.onFrameRequest(nil)
    if tickCallback != 0 { gtk_widget_remove_tick_callback(area, tickCallback) }
    if wakeSource != 0 { g_source_remove(wakeSource) }
    if let settings = gtk_settings_get_default() {
      g_signal_handlers_disconnect_matched(
        gpointer(settings), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
    }
    HostArea.setHost(nil, of: area)
    for controller in controllers {
      g_signal_handlers_disconnect_matched(
        gpointer(controller), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
      gtk_widget_remove_controller(area, controller)
    }
    g_signal_handlers_disconnect_matched(
      gpointer(area), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
    g_signal_handlers_disconnect_matched(
      gpointer(inputMethod), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
    gtk_im_context_set_client_widget(inputMethod, nil)
    g_object_unref(gpointer(inputMethod))
    g_object_unref(gpointer(area))
  }

  /// The surface's scale factor: device pixels per point (1, or 2 on a HiDPI screen).
  public var scale: Int { Int(gtk_widget_get_scale_factor(area)) }

  /// Gives the widget GTK's keyboard focus, so keys reach the tree's focused view.
  public func grabFocus() {
    _ = gtk_widget_grab_focus(area)
  }

  private var drawingArea: UnsafeMutablePointer<GtkDrawingArea> {
    UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkDrawingArea.self)
  }

  var userData: gpointer { Unmanaged.passUnretained(self).toOpaque() }

  /// Adds `controller` to the widget and remembers it for the teardown.
  func add(_ controller: OpaquePointer) {
    gtk_widget_add_controller(area, controller)
    controllers.append(controller)
  }

  // MARK: Drawing

  /// Hands GTK the widget's frame: the paint step of the frame loop.
  ///
  /// GTK 4 asks for the whole widget each frame; the tree is painted into a back buffer at
  /// the surface's scale, only where it changed since the last frame (all of it after a
  /// resize or a change of scale), and the buffer goes to GTK as tiles, the same node
  /// for each tile that did not change.
  func snapshot(into snapshot: OpaquePointer) {
    let width = gtk_widget_get_width(area)
    let height = gtk_widget_get_height(area)
    guard width > 0, height > 0 else { return }
    let size = CGSize(width: CGFloat(width), height: CGFloat(height))
    if root.frame.size != size { root.frame.size = size }
    let scale = CGFloat(self.scale)
    if frameLoop.renderer.scale != scale { frameLoop.renderer.scale = scale }
    do {
      let buffer = try paintBackBuffer()
      buffer.append(to: snapshot)
      if let frameFile { writeFrame(of: buffer.image, to: frameFile) }
    } catch {
      FileHandle.standardError.write(Data("DrawKitGTK: \(error.message)\n".utf8))
    }
    drawHandler?(self)
  }

  /// The back buffer, brought up to date: what the ticks and the lay-out step left changed
  /// is painted into it, or the whole tree into a new one when the root's size or the scale
  /// no longer fits it.
  private func paintBackBuffer() throws(DrawKitError) -> TiledBackBuffer {
    for rect in frameLoop.layOutForPaint().rects { unpainted.add(rect) }
    if let buffer = backBuffer, try fitsTheTree(buffer) {
      var regions = [unpainted]
      for rect in unpaintedAfterMove {
        var region = DirtyRegion()
        region.add(rect)
        regions.append(region)
      }
      unpainted.removeAll()
      unpaintedAfterMove.removeAll()
      do {
        try frameLoop.paint(regions, into: buffer.image)
      } catch {
        // What it did not paint is stale now: the next frame draws the whole tree anew.
        backBuffer = nil
        throw error
      }
      for region in regions { buffer.invalidate(region, origin: root.bounds.origin) }
      return buffer
    }
    unpainted.removeAll()
    unpaintedAfterMove.removeAll()
    backBuffer = nil
    let buffer = TiledBackBuffer(image: try frameLoop.renderer.image(of: root))
    _ = root.takeDirtyRegion()
    backBuffer = buffer
    return buffer
  }

  /// Called with the widget after each frame GTK asked it to draw; replaces the previous
  /// closure, and `nil` removes it.
  @discardableResult
  public func onDraw(_ handler: ((HostWidget) -> Void)?) -> HostWidget {
    drawHandler = handler
    return self
  }

  /// Writes the frame handed to GTK to a PNG file at the surface's scale: proof, for tests on
  /// a compositor without screenshots, that the draw path ran.
  private func writeFrame(of image: Image, to path: String) {
    guard let data = try? image.pngData() else { return }
    let temporary = path + ".partial"
    if FileManager.default.createFile(atPath: temporary, contents: data) {
      rename(temporary, path)
    }
  }

  // MARK: Keys and text

  func keyPressed(keyval: guint, state: GdkModifierType) -> Bool {
    guard let (key, character) = KeyTranslation.key(for: keyval) else { return false }
    let modifiers = KeyTranslation.modifiers(from: state)
    let typesText = modifiers.isDisjoint(with: [.control, .alt, .super])
    let text = typesText ? character.map(String.init) : nil
    let used = root.dispatch(KeyEvent(key, modifiers: modifiers, text: text))
    inputDidHappen()
    return used
  }

  /// Shows the input method's composition in the focused text view as marked text, or ends
  /// it when the preedit string is empty.
  func preeditChanged() {
    guard !isResettingInputMethod, let input = root.focusedView as? TextComposing,
      input.acceptsMarkedText
    else { return }
    var preedit: UnsafeMutablePointer<CChar>?
    var cursor: Int32 = 0
    gtk_im_context_get_preedit_string(inputMethod, &preedit, nil, &cursor)
    defer { g_free(preedit) }
    let text = preedit.map { String(cString: $0) } ?? ""
    if text.isEmpty {
      composingView = nil
      if input.isComposing { input.cancelComposition() }
    } else {
      let scalars = text.unicodeScalars
      let caret = scalars.index(
        scalars.startIndex, offsetBy: min(max(Int(cursor), 0), scalars.count))
      composingView = input
      input.setMarkedText(MarkedText(text, selection: caret..<caret))
    }
    inputDidHappen()
  }

  /// Text the input method committed: it replaces the composition in the view composing it,
  /// and is typed (a key event, which `onKey` closures see) when nothing is being composed.
  func commit(_ text: String) {
    guard !isResettingInputMethod else { return }
    if let input = root.focusedView as? TextComposing, input.isComposing {
      composingView = nil
      input.insertText(text)
    } else {
      _ = root.dispatch(KeyEvent.typing(text))
    }
    inputDidHappen()
  }

  /// Resets the input method after the view ended the composition itself.
  ///
  /// A click, a key the input method did not take, an edit from code: the input method must
  /// forget its preedit too, or its next update would bring the composed text back a second
  /// time. Calls `gtk_im_context_reset`.
  private func viewEndedComposition(_ view: TextComposing) {
    guard view === composingView else { return }
    composingView = nil
    isResettingInputMethod = true
    defer { isResettingInputMethod = false }
    gtk_im_context_reset(inputMethod)
  }

  /// Input restarts the caret's blink and tells the input method where the caret is.
  private func inputDidHappen() {
    frameLoop.inputDidArrive()
    scheduleWake()
    updateInputMethodCursor()
    showCursorUnderPointer()
  }

  private func updateInputMethodCursor() {
    guard let input = root.focusedView as? TextInputView else { return }
    let caret = input.convert(input.caretRect(for: input.storage.selection.head), to: nil)
    guard caret.minX.isFinite, caret.minY.isFinite, caret.height.isFinite else { return }
    var rectangle = GdkRectangle(
      x: Int32(clamping: Int(caret.minX.rounded())), y: Int32(clamping: Int(caret.minY.rounded())),
      width: 1, height: Int32(clamping: Int(max(caret.height, 1).rounded())))
    gtk_im_context_set_cursor_location(inputMethod, &rectangle)
  }

  func focusChanged(to hasFocus: Bool) {
    hasKeyboardFocus = hasFocus
    if hasFocus {
      gtk_im_context_focus_in(inputMethod)
    } else {
      gtk_im_context_focus_out(inputMethod)
    }
    frameLoop.hasKeyboardFocus = hasFocus
    scheduleWake()
    accessibleWindowChanged()
  }

  // MARK: Pointer

  func pressed(button: guint, count: Int32, x: Double, y: Double, state: GdkModifierType) {
    if gtk_widget_has_focus(area) == 0 { grabFocus() }
    let location = CGPoint(x: x, y: y)
    let button = Self.button(button)
    pointer.held = button
    pointer.clickCount = Int(max(count, 1))
    pointer.location = location
    _ = root.dispatch(
      PointerEvent(
        .down, at: location, button: button, clickCount: pointer.clickCount,
        modifiers: KeyTranslation.modifiers(from: state)))
    showCursorUnderPointer()
    frameLoop.inputDidArrive()
    scheduleWake()
  }

  func dragged(to location: CGPoint, state: GdkModifierType) {
    guard let held = pointer.held, location != pointer.location else { return }
    pointer.location = location
    _ = root.dispatch(
      PointerEvent(
        .move, at: location, button: held, clickCount: pointer.clickCount,
        modifiers: KeyTranslation.modifiers(from: state)))
    showCursorUnderPointer()
  }

  func released(at location: CGPoint, state: GdkModifierType) {
    guard let held = pointer.held else { return }
    pointer.held = nil
    pointer.location = location
    _ = root.dispatch(
      PointerEvent(
        .up, at: location, button: held, clickCount: pointer.clickCount,
        modifiers: KeyTranslation.modifiers(from: state)))
    showCursorUnderPointer()
  }

  func moved(to location: CGPoint, phase: PointerEvent.Phase, state: GdkModifierType) {
    guard pointer.held == nil || phase != .hover else { return }
    pointer.location = location
    _ = root.dispatch(
      PointerEvent(phase, at: location, modifiers: KeyTranslation.modifiers(from: state)))
    showCursorUnderPointer()
  }

  /// Where the pointer was last seen, in the root's coordinates.
  var lastPointerLocation: CGPoint { pointer.location }

  func scrolled(by delta: CGSize, state: GdkModifierType) -> Bool {
    let used = root.dispatch(
      PointerEvent(
        .scroll, at: pointer.location, scrollDelta: delta,
        modifiers: KeyTranslation.modifiers(from: state)))
    showCursorUnderPointer()
    return used
  }

  /// The end of a touchpad scroll, at `velocity`: a ``PointerEvent/Phase/scrollEnd`` event.
  func scrollEnded(velocity: CGSize, state: GdkModifierType) {
    _ = root.dispatch(
      PointerEvent(
        .scrollEnd, at: pointer.location, scrollVelocity: velocity,
        modifiers: KeyTranslation.modifiers(from: state)))
  }

  /// Gives the area the cursor of the view under the pointer, when it changed.
  private func showCursorUnderPointer() {
    let wanted = root.cursorUnderPointer
    guard wanted != shownCursor else { return }
    shownCursor = wanted
    gtk_widget_set_cursor_from_name(area, wanted == .default ? nil : wanted.name)
  }

  private static func button(_ number: guint) -> PointerEvent.Button {
    switch number {
    case 2: .middle
    case 3: .secondary
    default: .primary
    }
  }

  // MARK: Frames

  /// Ticks the loop on the widget's frame clock, from the next frame on, until nothing moves.
  func scheduleFrame() {
    if wakeSource != 0 {
      g_source_remove(wakeSource)
      wakeSource = 0
    }
    guard tickCallback == 0 else { return }
    tickCallback = gtk_widget_add_tick_callback(area, Self.frameTick, userData, nil)
  }

  /// One frame: the loop ticks, GTK redraws what changed, and the callback stays while an
  /// animation moves; returns whether GTK keeps calling it (an animation waiting out its
  /// delay waits on a timeout instead).
  func frameTicked() -> Bool {
    frameTicks += 1
    let changed = frameLoop.tick()
    if !changed.isEmpty {
      if !moveBackBufferPixels() {
        for rect in changed.rects { unpainted.add(rect) }
      }
      gtk_widget_queue_draw(area)
    }
    showCursorUnderPointer()
    guard !frameLoop.animatesNextFrame else { return true }
    tickCallback = 0
    scheduleWake()
    return false
  }

  /// Whether `buffer` holds the root at its size and the renderer's scale, so that a frame
  /// can paint into it rather than render the tree anew.
  private func fitsTheTree(_ buffer: TiledBackBuffer) throws(DrawKitError) -> Bool {
    let renderer = frameLoop.renderer
    let pixels = try renderer.pixelSize(for: root.bounds.size)
    return buffer.image.scale == renderer.scale && buffer.image.pixelWidth == pixels.width
      && buffer.image.pixelHeight == pixels.height
  }

  /// Moves the back buffer's pixels as the tick's scroll moved the content, when a
  /// ``DrawKit/ScrollCopyPlan`` says it can, leaving only the plan's rectangles to paint (a
  /// Return moves the lines below it, a fling the whole page: neither is drawn again); false,
  /// moving nothing, when the frame is painted as it changed: no plan, a buffer that no longer
  /// fits the tree, or one with changes of an earlier tick still to paint.
  private func moveBackBufferPixels() -> Bool {
    guard unpainted.isEmpty, unpaintedAfterMove.isEmpty, let buffer = backBuffer,
      (try? fitsTheTree(buffer)) == true,
      let plan = ScrollCopyPlan(root: root, scale: frameLoop.renderer.scale)
    else { return false }
    buffer.move(plan.source, by: plan.offset, origin: root.bounds.origin)
    unpaintedAfterMove = plan.repaint
    return true
  }

  /// Waits on a GLib timeout for the loop's next deadline (the caret's next blink, a timer)
  /// while no tick callback runs; nothing when it has none.
  private func scheduleWake() {
    guard tickCallback == 0 else { return }
    if wakeSource != 0 {
      g_source_remove(wakeSource)
      wakeSource = 0
    }
    guard let deadline = frameLoop.nextDeadline else { return }
    let left = deadline - .now
    let (seconds, attoseconds) = left.components
    let milliseconds =
      left > .zero
      ? seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000 : 0
    wakeSource = g_timeout_add(guint(clamping: milliseconds), Self.wakeTimeout, userData)
  }

  /// The next deadline came: a frame ticks the loop.
  func wakeTimeoutFired() {
    wakeSource = 0
    scheduleFrame()
  }

  /// Follows GTK's `gtk-enable-animations` (off: reduced motion) as it changes, unless
  /// `DRAWKIT_REDUCE_MOTION` is set.
  private func followAnimationSetting() {
    guard ProcessInfo.processInfo.environment["DRAWKIT_REDUCE_MOTION"] == nil,
      let settings = gtk_settings_get_default()
    else { return }
    animationSettingChanged()
    g_signal_connect_data(
      gpointer(settings), "notify::gtk-enable-animations",
      unsafeBitCast(Self.animationSettingNotified, to: GCallback.self), userData, nil,
      GConnectFlags(rawValue: 0))
  }

  /// Reads `gtk-enable-animations` into the loop's motion preference.
  func animationSettingChanged() {
    guard let settings = gtk_settings_get_default() else { return }
    var value = GValue()
    // G_TYPE_BOOLEAN, a macro Swift does not import: fundamental type 5, shifted by 2.
    g_value_init(&value, GType(5 << 2))
    g_object_get_property(
      UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self),
      "gtk-enable-animations", &value)
    let enabled = g_value_get_boolean(&value) != 0
    g_value_unset(&value)
    frameLoop.motionPreference = enabled ? .full : .reduced
  }
}
