internal import CDrawKitGTK
import DrawKit

/// A ``DrawKit/Pasteboard`` over a `GdkClipboard`: the desktop's CLIPBOARD, or PRIMARY for
/// middle-click paste.
///
/// Writing sets the clipboard's text at once. Reading is synchronous, as DrawKit's paste is:
/// text this process put there (a DrawKit view or a native `GtkEntry` beside it) is read
/// straight from its content provider; another program's text is read ahead, asynchronously,
/// whenever the clipboard changes, and the last text read is returned.
final class ClipboardPasteboard: Pasteboard {
  private let clipboard: OpaquePointer
  /// The other program's text, as last read after a change.
  private var foreignText: String?
  private var changedHandler: gulong = 0

  /// Follows `clipboard` (a `GdkClipboard *`, with a reference held here).
  init(_ clipboard: OpaquePointer) {
    self.clipboard = clipboard
    g_object_ref(gpointer(clipboard))
    changedHandler = g_signal_connect_data(
      gpointer(clipboard), "changed",
      unsafeBitCast(Self.changed, to: GCallback.self),
      Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
    readForeignText()
  }

  deinit {
    g_signal_handler_disconnect(gpointer(clipboard), changedHandler)
    g_object_unref(gpointer(clipboard))
  }

  var string: String? {
    get {
      guard gdk_clipboard_is_local(clipboard) != 0 else { return foreignText }
      guard let text = drawkit_clipboard_local_text(clipboard) else { return nil }
      defer { g_free(text) }
      return String(cString: text)
    }
    set {
      if let newValue {
        gdk_clipboard_set_text(clipboard, newValue)
      } else {
        gdk_clipboard_set_content(clipboard, nil)
      }
    }
  }

  /// Starts reading another program's text; the pasteboard is kept alive until it arrives.
  private func readForeignText() {
    guard gdk_clipboard_is_local(clipboard) == 0 else { return }
    gdk_clipboard_read_text_async(
      clipboard, nil, Self.textRead, Unmanaged.passRetained(self).toOpaque())
  }

  private static let changed: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
    guard let data else { return }
    let pasteboard = Unmanaged<ClipboardPasteboard>.fromOpaque(data).takeUnretainedValue()
    pasteboard.foreignText = nil
    pasteboard.readForeignText()
  }

  private static let textRead: GAsyncReadyCallback = { _, result, data in
    guard let data else { return }
    let pasteboard = Unmanaged<ClipboardPasteboard>.fromOpaque(data).takeRetainedValue()
    guard let text = gdk_clipboard_read_text_finish(pasteboard.clipboard, result, nil) else {
      return
    }
    defer { g_free(text) }
    pasteboard.foreignText = String(cString: text)
  }
}
