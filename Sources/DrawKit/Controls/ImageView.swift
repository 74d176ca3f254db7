import Foundation

/// A view that shows an ``Image``: a PNG or JPEG photo, or an SVG icon drawn as vectors.
///
/// Its natural size (``sizeThatFits(_:)``) is the image's ``Image/size`` in points; the
/// ``contentMode`` places the image in whatever bounds it is given, clipped to them. With a
/// ``tintColor`` the image is drawn as a template: its shape in that colour, so a black SVG
/// icon takes the label colour of light and dark themes. Without an image the view shows a
/// faint placeholder.
///
/// Its look is a theme entry (``ThemeEntry/imageView``) with the layers ``DrawingSlot/placeholder``
/// and ``DrawingSlot/image``; a theme can replace either. To a screen reader the view is an
/// image named by ``accessibilityLabel``; without a label it is left out, as decoration.
public final class ImageView: DrawView, ThemedWidget {
  /// The view's look: ``ThemeEntry/imageView``.
  public static var themeEntry: ThemeEntry<DrawingLayers<ImageView>> { .imageView }

  /// The image shown, or `nil` for the placeholder.
  ///
  /// A new image changes the natural size and asks the view's container to lay out again.
  public var image: Image? {
    didSet {
      guard image !== oldValue else { return }
      setNeedsDisplay()
      setNeedsLayout()
      superview?.setNeedsLayout()
    }
  }

  /// How the image fits the bounds; ``ImageContentMode/scaleAspectFit`` by default.
  public var contentMode: ImageContentMode {
    didSet { if contentMode != oldValue { setNeedsDisplay() } }
  }

  /// The colour the image is drawn in as a template, or `nil` to draw its own colours.
  ///
  /// A theme colour (``Color/label``, ``Color/accent``) follows the theme in effect.
  public var tintColor: Color? {
    didSet { if tintColor != oldValue { setNeedsDisplay() } }
  }

  /// What a screen reader says for the image; empty (the default) leaves the view out of
  /// the accessibility tree as decoration.
  public var accessibilityLabel: String {
    didSet { if accessibilityLabel != oldValue { postAccessibilityNotification(.valueChanged) } }
  }

  /// Creates an image view sized to its image.
  ///
  /// - Parameters:
  ///   - image: The image to show, or `nil` for the placeholder.
  ///   - contentMode: How the image fits the bounds.
  ///   - accessibilityLabel: What a screen reader says for it; empty for decoration.
  public init(
    image: Image? = nil, contentMode: ImageContentMode = .scaleAspectFit,
    accessibilityLabel: String = ""
  ) {
    self.image = image
    self.contentMode = contentMode
    self.accessibilityLabel = accessibilityLabel
    super.init()
    clipsToBounds = true
    sizeToFit()
  }

  /// Where the image is drawn, in the view's coordinates: ``contentMode`` applied to the
  /// image's size and the bounds; empty without an image.
  public var imageRect: CGRect {
    guard let image else { return .zero }
    return contentMode.rect(forImageOfSize: image.size, in: bounds)
  }

  /// The image's size in points; zero without one.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// An element of role ``AccessibilityRole/image`` named by ``accessibilityLabel``, or
  /// the element assigned to the view; `nil` when neither names it.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      if let assigned = super.accessibilityElement { return assigned }
      guard !accessibilityLabel.isEmpty else { return nil }
      return AccessibilityElement(role: .image, label: accessibilityLabel)
    }
    set { super.accessibilityElement = newValue }
  }

  /// The layers of ``ThemeEntry/imageView`` by default: a faint rounded fill while there is no
  /// image, and the image placed by the content mode, tinted when a tint is set.
  static let standardLayers: DrawingLayers<ImageView> = [
    .placeholder:
      Drawing<ImageView>.fill(.controlBackground, cornerRadius: 4).when { $0.image == nil },
    .image:
      Drawing<ImageView>("image") { view, context in
        guard let image = view.image else { return }
        if let tint = view.tintColor {
          context.draw(image, in: view.imageRect, tintedWith: tint)
        } else {
          context.draw(image, in: view.imageRect)
        }
      },
  ]
}
