internal import CDrawKitGTK
import Foundation

/// The GTK widget type of a ``HostWidget``: a `GtkDrawingArea` whose snapshot is the host's
/// own, registered once per process as `DrawKitHostArea`.
///
/// A drawing area's own snapshot is one cairo node of its whole size, which GTK cannot
/// compare with the last frame's, so every frame would repaint (and, on X11, send) the whole
/// widget. The host's snapshot hands GTK tiles of its back buffer as nodes of their own
/// (``TiledBackBuffer``), the same node for a tile that did not change, so GTK repaints
/// only the tiles a frame changed. Everything else (size, focus, events) is the drawing
/// area's.
enum HostArea {
  /// The key under which an area keeps its host's unretained pointer.
  private static let hostKey = "drawkit-host"

  /// A new area, floating, that draws nothing until ``setHost(_:of:)`` gives it a host.
  static func make() -> UnsafeMutablePointer<GtkWidget> {
    let area = g_object_new_with_properties(type, 0, nil, nil)!
    return UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkWidget.self)
  }

  /// Sets or, with `nil`, removes the host `area` asks for its snapshots: a ``HostWidget``'s
  /// unretained pointer.
  static func setHost(_ host: gpointer?, of area: UnsafeMutablePointer<GtkWidget>) {
    area.withMemoryRebound(to: GObject.self, capacity: 1) {
      g_object_set_data($0, hostKey, host)
    }
  }

  /// The type, registered on first use.
  private static let type: GType = {
    var query = GTypeQuery()
    g_type_query(gtk_drawing_area_get_type(), &query)
    return g_type_register_static_simple(
      gtk_drawing_area_get_type(), "DrawKitHostArea", query.class_size, classInit,
      query.instance_size, nil, GTypeFlags(rawValue: 0))
  }()

  private static let classInit: GClassInitFunc = { typeClass, _ in
    typeClass?.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot = snapshot
  }

  private static let snapshot:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?)
      -> Void = { widget, snapshot in
        guard let widget, let snapshot,
          let data = widget.withMemoryRebound(
            to: GObject.self, capacity: 1,
            {
              g_object_get_data($0, hostKey)
            })
        else { return }
        Unmanaged<HostWidget>.fromOpaque(data).takeUnretainedValue().snapshot(into: snapshot)
      }
}
