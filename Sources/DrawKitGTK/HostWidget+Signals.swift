internal import CDrawKitGTK
import DrawKit
import Foundation

/// The C trampolines GTK calls: each takes the ``HostWidget`` back from its unretained user
/// data (the widget disconnects them all before it goes away) and forwards to a method.
extension HostWidget {
  /// The host behind a signal's user data.
  private static func host(_ data: gpointer?) -> HostWidget? {
    data.map { Unmanaged<HostWidget>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Connects `handler` to `signal` of `instance` with this host as user data.
  private func connect<Handler>(_ instance: OpaquePointer, _ signal: String, _ handler: Handler) {
    g_signal_connect_data(
      gpointer(instance), signal, unsafeBitCast(handler, to: GCallback.self), userData, nil,
      GConnectFlags(rawValue: 0))
  }

  /// The modifiers of the event a controller is handling.
  private static func state(of controller: OpaquePointer?) -> GdkModifierType {
    controller.map { gtk_event_controller_get_current_event_state($0) } ?? GdkModifierType(0)
  }

  func connectSignals() {
    let widget = OpaquePointer(area)
    connect(widget, "resize", Self.resized)
    connect(widget, "map", Self.mapped)
    connect(widget, "unmap", Self.unmapped)
    connect(widget, "realize", Self.realized)
    connect(widget, "unrealize", Self.unrealized)

    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_key_set_im_context(keys, inputMethod)
    connect(keys, "key-pressed", Self.keyPressed)
    add(keys)
    connect(OpaquePointer(inputMethod), "commit", Self.committed)
    connect(OpaquePointer(inputMethod), "preedit-changed", Self.preeditChanged)

    let focus = gtk_event_controller_focus_new()!
    connect(focus, "enter", Self.focusEntered)
    connect(focus, "leave", Self.focusLeft)
    add(focus)

    let click = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(click, 0)
    connect(click, "pressed", Self.clickPressed)
    add(click)
    let drag = gtk_gesture_drag_new()!
    gtk_gesture_single_set_button(drag, 0)
    connect(drag, "drag-update", Self.dragUpdated)
    connect(drag, "drag-end", Self.dragEnded)
    add(drag)
    gtk_gesture_group(click, drag)

    let motion = gtk_event_controller_motion_new()!
    connect(motion, "motion", Self.motion)
    connect(motion, "enter", Self.entered)
    connect(motion, "leave", Self.left)
    add(motion)

    // Kinetic: at the end of a touchpad scroll GTK reports its speed ("decelerate"), which
    // a scroll view flings on from.
    let flags = GtkEventControllerScrollFlags(
      GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
    let scroll = gtk_event_controller_scroll_new(flags)!
    connect(scroll, "scroll", Self.scrolled)
    connect(scroll, "decelerate", Self.decelerated)
    add(scroll)
  }

  private static let resized: @convention(c) (OpaquePointer?, Int32, Int32, gpointer?) -> Void = {
    _, width, height, data in
    guard let host = host(data), width > 0, height > 0 else { return }
    host.root.frame.size = CGSize(width: CGFloat(width), height: CGFloat(height))
  }

  private static let keyPressed:
    @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
      _, keyval, _, state, data in
      (host(data)?.keyPressed(keyval: keyval, state: state) ?? false) ? 1 : 0
    }

  private static let committed:
    @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, gpointer?)
      -> Void = { _, text, data in
        guard let text else { return }
        host(data)?.commit(String(cString: text))
      }

  private static let preeditChanged: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
    _, data in host(data)?.preeditChanged()
  }

  private static let focusEntered: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
    _, data in host(data)?.focusChanged(to: true)
  }

  private static let focusLeft: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
    _, data in host(data)?.focusChanged(to: false)
  }

  private static let clickPressed:
    @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void = {
      gesture, count, x, y, data in
      guard let gesture else { return }
      host(data)?.pressed(
        button: gtk_gesture_single_get_current_button(gesture), count: count, x: x, y: y,
        state: state(of: gesture))
    }

  /// Where a drag gesture's pointer is: its start point plus `offset`.
  private static func dragLocation(_ gesture: OpaquePointer, _ x: Double, _ y: Double) -> CGPoint {
    var startX = 0.0
    var startY = 0.0
    _ = gtk_gesture_drag_get_start_point(gesture, &startX, &startY)
    return CGPoint(x: startX + x, y: startY + y)
  }

  private static let dragUpdated:
    @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void =
      { gesture, x, y, data in
        guard let gesture else { return }
        host(data)?.dragged(to: dragLocation(gesture, x, y), state: state(of: gesture))
      }

  private static let dragEnded: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void =
    { gesture, x, y, data in
      guard let gesture else { return }
      host(data)?.released(at: dragLocation(gesture, x, y), state: state(of: gesture))
    }

  private static let motion: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
    controller, x, y, data in
    host(data)?.moved(to: CGPoint(x: x, y: y), phase: .hover, state: state(of: controller))
  }

  private static let entered: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
    controller, x, y, data in
    host(data)?.moved(to: CGPoint(x: x, y: y), phase: .enter, state: state(of: controller))
  }

  private static let left: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
    controller, data in
    guard let host = host(data) else { return }
    host.moved(to: host.lastPointerLocation, phase: .exit, state: state(of: controller))
  }

  /// One wheel notch scrolls three 16-point lines, as in the X11 host; smooth scrolling
  /// (touchpads) arrives in points already.
  private static let scrolled:
    @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = {
      controller, dx, dy, data in
      guard let controller, let host = host(data), dx.isFinite, dy.isFinite else { return 0 }
      let perStep =
        gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
        ? 48.0 : 1.0
      let delta = CGSize(width: dx * perStep, height: dy * perStep)
      return host.scrolled(by: delta, state: state(of: controller)) ? 1 : 0
    }

  /// The fingers left the touchpad moving at (`vx`, `vy`) points a second.
  private static let decelerated:
    @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
      controller, vx, vy, data in
      guard let controller, let host = host(data), vx.isFinite, vy.isFinite else { return }
      host.scrollEnded(velocity: CGSize(width: vx, height: vy), state: state(of: controller))
    }

  /// Shown or hidden (a minimised window unmaps): animations end and frames stop while
  /// hidden.
  private static let mapped: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
    host(data)?.frameLoop.isVisible = true
  }

  private static let unmapped: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
    _, data in host(data)?.frameLoop.isVisible = false
  }

  /// In a window or out of it: the tree is on the accessibility bus while the widget is
  /// realized (a page of a stack switched away stays realized, and keeps its objects).
  private static let realized: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
    _, data in host(data)?.startAccessibility()
  }

  private static let unrealized: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
    _, data in host(data)?.stopAccessibility()
  }

  /// Follows the window around the widget: its focus and its title.
  func connectAccessibleWindow(_ window: UnsafeMutablePointer<GtkWindow>) {
    connect(OpaquePointer(window), "notify::is-active", Self.windowNotified)
    connect(OpaquePointer(window), "notify::title", Self.windowNotified)
  }

  private static let windowNotified:
    @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, data in
      host(data)?.accessibleWindowChanged()
    }

  static let accessibilityUpdate: GSourceFunc = { data in
    host(data)?.updateAccessibility()
    return 0
  }

  static let wakeTimeout: GSourceFunc = { data in
    host(data)?.wakeTimeoutFired()
    return 0
  }

  static let frameTick: GtkTickCallback = { _, _, data in
    (host(data)?.frameTicked() ?? false) ? 1 : 0
  }

  static let animationSettingNotified:
    @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?)
      -> Void = { _, _, data in host(data)?.animationSettingChanged() }
}
