internal import CDrawKitGTK
import DrawKit
internal import DrawKitAccessibilityBus
import Foundation

/// The widget's tree on the AT-SPI accessibility bus, through the same bridge as the X11
/// window's: roles, names, states, text, values, actions, lists and tables.
///
/// GTK 4.8 gives a widget no public way to have accessible children of its own, so the tree
/// is not inside GTK's objects: libatk-bridge2.0 puts it on the bus as an application of its
/// own (named after the program), whose frame carries the GTK window's title and is active
/// while that window is. Screen readers follow its focus and text events as they do GTK's.
/// Extents are in GTK's logical pixels, relative to the window for both window and screen
/// coordinates, as GTK 4 reports its own widgets'. The bridge starts when the widget is mapped
/// in a window and an accessibility bus runs (`NO_AT_BRIDGE=1` keeps it off), and stops when
/// it is unmapped.
extension HostWidget: AccessibilityHostWindow {
  package var accessibilityScale: CGFloat { 1 }

  /// Where the widget is in its window's surface (a client-side decoration's shadow and
  /// title bar included).
  package var accessibilityRootOrigin: CGPoint {
    guard let native = gtk_widget_get_native(area) else { return .zero }
    let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
    var inNative = graphene_point_t()
    var origin = graphene_point_t()
    guard gtk_widget_compute_point(area, nativeWidget, &origin, &inNative) != 0 else {
      return .zero
    }
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    return CGPoint(x: Double(inNative.x) + surfaceX, y: Double(inNative.y) + surfaceY)
  }

  package var accessibilityWindowOriginOnScreen: CGPoint { .zero }

  /// Puts the tree on the bus, when one runs and the widget is in a window.
  func startAccessibility() {
    guard accessibility == nil, let root = gtk_widget_get_root(area),
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self),
        gtk_window_get_type()) != 0
    else { return }
    let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
    guard
      let bridge = AccessibilityBridge.start(
        root: self.root, title: Self.title(of: window), window: self, busAdvertised: false)
    else { return }
    g_object_ref(gpointer(window))
    accessibleWindow = window
    accessibility = bridge
    connectAccessibleWindow(window)
    bridge.windowFocusChanged(to: gtk_window_is_active(window) != 0)
    bridge.onStale { [unowned self] in self.scheduleAccessibilityUpdate() }
    bridge.update()
  }

  /// Takes the tree off the bus.
  func stopAccessibility() {
    if accessibilityIdle != 0 {
      g_source_remove(accessibilityIdle)
      accessibilityIdle = 0
    }
    accessibility?.stop()
    accessibility = nil
    guard let window = accessibleWindow else { return }
    g_signal_handlers_disconnect_matched(
      gpointer(window), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
    g_object_unref(gpointer(window))
    accessibleWindow = nil
  }

  /// Tells the bridge, when one runs, of a key before the input method and the views see it
  /// (GDK keyvals are X keysyms); returns whether an assistive technology took it.
  func tellAccessibility(
    isPress: Bool, keyval: guint, keycode: guint, state: GdkModifierType, time: guint32
  ) -> Bool {
    guard let accessibility else { return false }
    let scalar = gdk_keyval_to_unicode(keyval)
    let text =
      scalar >= 0x20 && scalar != 0x7F ? Unicode.Scalar(scalar).map { String(Character($0)) } : nil
    return accessibility.keyEvent(
      isPress: isPress, keysym: keyval, state: state.rawValue & 0xFFFF,
      keycode: UInt16(truncatingIfNeeded: keycode), text: text ?? "", time: time)
  }

  /// The window's focus or title changed.
  func accessibleWindowChanged() {
    guard let bridge = accessibility, let window = accessibleWindow else { return }
    bridge.windowFocusChanged(to: gtk_window_is_active(window) != 0)
    bridge.windowTitleChanged(to: Self.title(of: window))
  }

  /// Brings the bus's tree up to date from GLib's loop soon, once however many changes come
  /// before it.
  private func scheduleAccessibilityUpdate() {
    guard accessibilityIdle == 0 else { return }
    accessibilityIdle = g_idle_add_full(
      G_PRIORITY_DEFAULT, Self.accessibilityUpdate, userData, nil)
  }

  /// The idle source ran.
  func updateAccessibility() {
    accessibilityIdle = 0
    accessibility?.update()
  }

  private static func title(of window: UnsafeMutablePointer<GtkWindow>) -> String {
    gtk_window_get_title(window).map { String(cString: $0) } ?? ""
  }
}
