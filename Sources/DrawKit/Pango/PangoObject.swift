internal import CDrawKitCairo

/// The single Swift owner of one reference to a GObject (a `PangoLayout`, `PangoContext`,
/// font map), dropped with `g_object_unref` when released.
final class PangoObject {
  /// The object, typed as Pango's API expects it; valid for this wrapper's lifetime.
  let pointer: OpaquePointer

  /// Takes over the +1 reference that a Pango constructor returned.
  init(owning pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(pointer))
  }
}
