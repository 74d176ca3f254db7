internal import CDrawKitGTK

/// A GLib source that calls back while a file descriptor is readable, and lets its callback
/// run again from a main loop nested in it.
///
/// `g_unix_fd_add` makes a source that GLib blocks while its callback runs: it takes the
/// descriptor out of the poll set before the call and puts it back after, and each of those
/// two changes wakes the loop (`g_wakeup_signal`), so every dispatch costs two writes to
/// GLib's wake-up eventfd and one more loop pass that does nothing. A source that may
/// recurse is never blocked. The callbacks here can: libdispatch's main-queue drain returns
/// at once when it is already draining, and a close request only sets a flag.
enum DescriptorSource {
  /// Attaches a source to GLib's default context that calls `callback` with `data` while
  /// `descriptor` is readable; returns its id for `g_source_remove`.
  static func add(_ descriptor: Int32, data: gpointer?, callback: GUnixFDSourceFunc) -> guint {
    let source = g_unix_fd_source_new(descriptor, G_IO_IN)!
    g_source_set_can_recurse(source, 1)
    g_source_set_callback(source, unsafeBitCast(callback, to: GSourceFunc.self), data, nil)
    let id = g_source_attach(source, nil)
    g_source_unref(source)
    return id
  }
}
