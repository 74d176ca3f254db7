internal import CDrawKitCairo

/// The single Swift owner of a `PangoFontDescription`, freed when released.
final class PangoFontDescriptionHandle {
  /// The owned description; valid for this object's lifetime.
  let pointer: OpaquePointer

  /// Takes ownership of a description that `pango_font_description_new` (or a copy) returned.
  init(owning pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit {
    pango_font_description_free(pointer)
  }
}
