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
/// Keys are not handed to the accessibility registry, as GTK 4.8 does not hand its own: the
/// registry's answer is waited for, and while the widget waited GTK's own accessibility
/// objects in the same process could not answer a screen reader that asked them meanwhile,
/// which stalled every key (seen with Orca under AddressSanitizer).
/// Extents are in GTK's logical pixels, relative to the window for both window and screen
/// coordinates, as GTK 4 reports its own widgets'. The frame is active while the window is
/// and the widget has the keyboard focus, so that of two widgets in one window, or a widget
/// beside GTK's own, the one being used is. The bridge starts when the widget is realized in a
/// window and an accessibility bus runs (`NO_AT_BRIDGE=1` keeps it off), and stops when it is
/// unrealized.
extension HostWidget: AccessibilityHostWindow {
  package var accessibilityScale: CGFloat { 1 }

  /// Where the widget is in its window, measured as GTK 4 measures its own widgets' extents:
  /// from the window widget's top-left corner (below a client-side decoration's shadow, a
  /// header bar included), also when the widget sits in a popover.
  package var accessibilityRootOrigin: CGPoint {
    guard let root = gtk_widget_get_root(area) else { return .zero }
    let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
    var inWindow = graphene_point_t()
    var origin = graphene_point_t()
    guard gtk_widget_compute_point(area, window, &origin, &inWindow) != 0 else { return .zero }
    return CGPoint(x: Double(inWindow.x), y: Double(inWindow.y))
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
        root: self.root, title: Self.title(of: window), window: self, busAdvertised: false,
        isActive: isAccessiblyActive(in: window))
    else { return }
    g_object_ref(gpointer(window))
    accessibleWindow = window
    accessibility = bridge
    connectAccessibleWindow(window)
    bridge.onStale { [unowned self] in self.scheduleAccessibilityUpdate() }
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

  /// The window's focus or title, or the widget's focus, changed.
  func accessibleWindowChanged() {
    guard let bridge = accessibility, let window = accessibleWindow else { return }
    bridge.windowFocusChanged(to: isAccessiblyActive(in: window))
    bridge.windowTitleChanged(to: Self.title(of: window))
  }

  /// Whether the frame is active: the window is, and the widget has the keyboard focus.
  private func isAccessiblyActive(in window: UnsafeMutablePointer<GtkWindow>) -> Bool {
    gtk_window_is_active(window) != 0 && hasKeyboardFocus
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
