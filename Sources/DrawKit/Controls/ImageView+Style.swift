extension ThemeEntry where Value == DrawingLayers<ImageView> {
  /// How image views look: by default a faint ``Color/controlBackground`` placeholder while
  /// there is no image (``DrawingSlot/placeholder``), then the image placed by the view's
  /// content mode and tinted by its tint colour (``DrawingSlot/image``).
  public static let imageView = ThemeEntry(default: ImageView.standardLayers)
}
