// A GTK 4 application with a DrawKit text view beside native GTK widgets: the Embedding
// article's first example. Type into either; copy and paste work between them through the
// desktop clipboard. When the window closes it prints both texts, as an app would save them.
import CGTK
import DrawKit
import DrawKitGTK
import Foundation

/// The window: a native `GtkEntry` for the title below a DrawKit notes view.
final class NotesWindow {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  let notes = PlaceholderTextView(frame: CGRect(x: 12, y: 12, width: 376, height: 276))
  var host: HostWidget?
  var entry: UnsafeMutablePointer<GtkWidget>?

  init() {
    root.backgroundColor = .white
    notes.placeholder = "Notes"
    notes.borderColor = .blue
    notes.borderWidth = 2
    root.addSubview(notes)
    _ = notes.becomeFirstResponder()
  }

  /// Builds the window when GTK activates the application.
  func activate(_ application: UnsafeMutablePointer<GtkApplication>) {
    let window = gtk_application_window_new(application)!
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    // Keys (through GTK's input methods), pointer, focus, caret blink, clipboard and the
    // surface's scale are the host widget's business.
    let host = HostWidget(root: root)
    self.host = host
    let entry = gtk_entry_new()!
    self.entry = entry
    g_object_ref(gpointer(entry))  // kept past the window, to read its text at the end
    gtk_widget_set_margin_bottom(entry, 6)
    gtk_box_append(cast(box), UnsafeMutablePointer<GtkWidget>(host.widget))
    gtk_box_append(cast(box), entry)
    gtk_window_set_title(cast(window), "Notes")
    gtk_window_set_default_size(cast(window), 400, 360)
    gtk_window_set_child(cast(window), box)
    host.grabFocus()
    gtk_window_present(cast(window))
  }

  /// What the window holds, as an app would save it.
  var summary: String {
    let title = entry.map { String(cString: gtk_editable_get_text(OpaquePointer($0))) } ?? ""
    return "title: \(title)\nnotes: \(notes.text)"
  }
}

/// A GTK pointer as the subclass type a function takes (C casts in Swift).
func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
  UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

let notesWindow = NotesWindow()
let application = gtk_application_new("org.drawkit.Notes", G_APPLICATION_NON_UNIQUE)!
let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = {
  application, _ in
  if let application { notesWindow.activate(application) }
}
g_signal_connect_data(
  gpointer(application), "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil,
  GConnectFlags(rawValue: 0))
let status = g_application_run(
  UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), 0, nil)
print(notesWindow.summary)
g_object_unref(gpointer(application))
exit(status)
