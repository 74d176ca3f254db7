/// The theme entry holding ``ImageView``'s look.
struct ImageViewStyleKey: ThemeKey {
  static var defaultValue: DrawingLayers<ImageView> { ImageView.standardLayers }
}

extension Theme {
  /// How image views look: by default a faint ``Color/controlBackground`` placeholder while
  /// there is no image (``DrawingSlot/placeholder``), then the image placed by the view's
  /// content mode and tinted by its tint colour (``DrawingSlot/image``).
  public var imageView: DrawingLayers<ImageView> {
    get { self[ImageViewStyleKey.self] }
    set { self[ImageViewStyleKey.self] = newValue }
  }
}
