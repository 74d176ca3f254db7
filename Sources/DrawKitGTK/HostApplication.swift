internal import CDrawKitGTK
import DrawKit
import Foundation

/// A ready GTK 4 application showing a DrawKit view tree in one window: the GTK counterpart of
/// DrawKitX11's `Window`, on Wayland and X11.
///
/// ```swift
/// let application = HostApplication(title: "Notes", size: CGSize(width: 400, height: 400), root: root)
/// let reason = try application.run()
/// ```
///
/// The window holds a ``HostWidget`` filling it. ``run()`` returns when the window is closed,
/// ``close()`` is called (or, from any thread, ``closer``), or the process gets SIGTERM or
/// SIGINT; before it returns on a signal, the events the display server had already sent are
/// handled, so no typed character is lost. Called on the main thread, ``run()`` runs the main
/// actor's tasks, `DispatchQueue.main` blocks and `RunLoop.main` timers from GLib's loop
/// while the window shows (see ``HostWidget``).
///
/// Window-wide shortcuts are the root's (``DrawKit/EventHandling/onShortcut(_:_:)`` on
/// ``root``); keys no view uses go on to GTK. The pointer takes the
/// ``DrawKit/DrawView/pointerCursor`` of the view under it; ``title`` and ``minimumSize``
/// can change while the window shows.
public final class HostApplication {
  /// Why ``HostApplication/run()`` returned.
  public enum CloseReason: Hashable, Sendable {
    /// The user closed the window, or the program called ``HostApplication/close()``.
    case closed
    /// The process received this signal (SIGTERM or SIGINT).
    case signal(Int32)
  }

  /// The view tree shown; its frame follows the window's size.
  public let root: DrawView
  /// The widget hosting the tree, once ``run()`` has created the window.
  public private(set) var host: HostWidget?
  /// A handle that closes the window from any thread (``DrawKit/CloseHandle``).
  public let closer = CloseHandle()
  /// The ``onShow(_:)`` closure.
  private var showHandler: ((HostApplication) -> Void)?

  /// The window's title; setting it while the window shows renames it at once.
  public var title: String {
    didSet { if title != oldValue { applyTitle() } }
  }
  /// The smallest size in points the user can give the window's content.
  ///
  /// `.zero`, the default, sets none. Sides that are not finite or below zero count as zero; sides above
  /// 32,767 points are capped there.
  public var minimumSize = CGSize.zero {
    didSet { if minimumSize != oldValue { applyMinimumSize() } }
  }
  private let size: CGSize
  private let applicationID: String
  private var application: UnsafeMutablePointer<GtkApplication>?
  private var window: UnsafeMutablePointer<GtkWidget>?
  private var closeReason: CloseReason?
  private var hasShown = false

  /// Prepares an application whose window, of `size` points, shows `root`.
  ///
  /// - Parameters:
  ///   - title: The window title.
  ///   - size: The window content's initial size in points.
  ///   - root: The view tree to show.
  ///   - applicationID: The GTK application id, a reverse-DNS name.
  public init(
    title: String, size: CGSize, root: DrawView, applicationID: String = "org.drawkit.Host"
  ) {
    self.title = title
    self.size = size
    self.root = root
    self.applicationID = applicationID
  }

  /// Asks ``run()`` to return ``CloseReason/closed``: the window closes.
  public func close() {
    if closeReason == nil { closeReason = .closed }
    if let application { g_application_quit(gApplication(application)) }
  }

  /// Starts GTK, shows the window and handles its events until it is closed or the process
  /// is asked to stop; the window is gone when this returns.
  ///
  /// - Returns: Why the window closed.
  /// - Throws: ``HostError`` when GTK cannot start (no display server to connect to) or the
  ///   size is not a positive finite number.
  @discardableResult
  public func run() throws(HostError) -> CloseReason {
    guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
      size.width <= 32_767, size.height <= 32_767
    else {
      throw HostError(
        .invalidGeometry,
        "window size \(size.width)×\(size.height) is not between 1 and 32,767 points")
    }
    guard gtk_init_check() != 0 else {
      throw HostError(
        .cannotConnect,
        "GTK cannot open a display: set WAYLAND_DISPLAY or DISPLAY (GDK_BACKEND picks one)")
    }
    let application = gtk_application_new(applicationID, G_APPLICATION_NON_UNIQUE)!
    self.application = application
    let data = Unmanaged.passUnretained(self).toOpaque()
    g_signal_connect_data(
      gpointer(application), "activate", unsafeBitCast(Self.activated, to: GCallback.self),
      data, nil, GConnectFlags(rawValue: 0))
    // A parent may have started the process with these signals blocked (Foundation's
    // Process passes its thread's mask on); GLib's signal sources need them delivered.
    var wanted = sigset_t()
    sigemptyset(&wanted)
    sigaddset(&wanted, SIGTERM)
    sigaddset(&wanted, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    let terminate = g_unix_signal_add(SIGTERM, Self.signalled(SIGTERM), data)
    let interrupt = g_unix_signal_add(SIGINT, Self.signalled(SIGINT), data)
    let closing =
      closer.wakeDescriptor >= 0
      ? DescriptorSource.add(closer.wakeDescriptor, data: data, callback: Self.closeRequested)
      : 0
    _ = g_application_run(gApplication(application), 0, nil)
    g_source_remove(terminate)
    g_source_remove(interrupt)
    if closing != 0 { g_source_remove(closing) }
    if let window {
      gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    }
    window = nil
    host = nil
    g_signal_handlers_disconnect_matched(
      gpointer(application), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, data)
    g_object_unref(gpointer(application))
    self.application = nil
    while g_main_context_iteration(nil, 0) != 0 {}
    return closeReason ?? .closed
  }

  private func gApplication(_ application: UnsafeMutablePointer<GtkApplication>)
    -> UnsafeMutablePointer<GApplication>
  {
    UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self)
  }

  /// Creates the window with the host widget filling it, and presents it.
  private func activate() {
    guard window == nil, let application else { return }
    let window = gtk_application_window_new(application)!
    self.window = window
    let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_default_size(
      gtkWindow, Int32(size.width.rounded()), Int32(size.height.rounded()))
    root.frame = CGRect(origin: .zero, size: size)
    let host = HostWidget(root: root)
    self.host = host
    host.onDraw { [weak self] _ in self?.firstFrameDrawn() }
    gtk_window_set_child(gtkWindow, UnsafeMutablePointer<GtkWidget>(host.widget))
    applyTitle()
    applyMinimumSize()
    host.grabFocus()
    gtk_window_present(gtkWindow)
  }

  private func applyTitle() {
    guard let window else { return }
    gtk_window_set_title(
      UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), title)
  }

  /// Sets the host widget's size request, which is the smallest the window's content gets.
  private func applyMinimumSize() {
    guard let host else { return }
    func points(_ side: CGFloat) -> Int32 {
      guard side.isFinite, side > 0 else { return 0 }
      return Int32(min(side.rounded(.up), 32_767))
    }
    gtk_widget_set_size_request(
      UnsafeMutablePointer<GtkWidget>(host.widget), points(minimumSize.width),
      points(minimumSize.height))
  }

  private func firstFrameDrawn() {
    guard !hasShown else { return }
    hasShown = true
    showHandler?(self)
  }

  /// Called with the application once the window shows its first frame, before ``run()``
  /// handles input; replaces the previous closure, and `nil` removes it.
  @discardableResult
  public func onShow(_ handler: ((HostApplication) -> Void)?) -> HostApplication {
    showHandler = handler
    return self
  }

  /// Handles what the display server already sent, then quits with `signal` as the reason.
  private func stop(with signal: Int32) {
    if let display = gdk_display_get_default() { gdk_display_sync(display) }
    while g_main_context_iteration(nil, 0) != 0 {}
    if closeReason == nil { closeReason = .signal(signal) }
    if let application { g_application_quit(gApplication(application)) }
  }

  private static let activated: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
    _, data in
    guard let data else { return }
    Unmanaged<HostApplication>.fromOpaque(data).takeUnretainedValue().activate()
  }

  private static let closeRequested: GUnixFDSourceFunc = { _, _, data in
    guard let data else { return 0 }
    let application = Unmanaged<HostApplication>.fromOpaque(data).takeUnretainedValue()
    if application.closer.takeRequest() { application.close() }
    return 1
  }

  private static func signalled(_ signal: Int32) -> GSourceFunc {
    signal == SIGTERM ? terminated : interrupted
  }

  private static let terminated: GSourceFunc = { data in
    guard let data else { return 0 }
    Unmanaged<HostApplication>.fromOpaque(data).takeUnretainedValue().stop(with: SIGTERM)
    return 1
  }

  private static let interrupted: GSourceFunc = { data in
    guard let data else { return 0 }
    Unmanaged<HostApplication>.fromOpaque(data).takeUnretainedValue().stop(with: SIGINT)
    return 1
  }
}
