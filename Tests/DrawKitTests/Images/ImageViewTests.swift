import DrawKit
import Foundation
import Testing

/// ImageView: natural size, content modes, tint, placeholder and accessibility.
@Suite("ImageView")
struct ImageViewTests {
  static let red = Pixel(red: 255, green: 0, blue: 0)

  /// A 20 × 10 opaque red bitmap.
  static func redBitmap() throws -> Image {
    try Image(pixelWidth: 20, pixelHeight: 10, pixels: Array(repeating: red, count: 200))
  }

  /// `imageView` laid at 40 × 40 points on a white root, rendered.
  static func rendered(_ imageView: ImageView, scale: CGFloat = 1) throws -> Image {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.backgroundColor = .white
    imageView.frame = root.bounds
    root.addSubview(imageView)
    return try render(root, scale: scale)
  }

  /// Absurd frames (NaN, infinite, 1e300, negative, tiny) in every content mode, for a
  /// bitmap and an SVG, tinted and not: the tree renders, the image view draws nothing
  /// outside its (clamped) frame, and the rest of the window still draws.
  @Test func absurdFramesNeitherTrapNorSpillInAnyContentMode() throws {
    let svg = Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><rect width="24" height="12" fill="red"/></svg>"#
        .utf8)
    let images = [try Self.redBitmap(), try Image(svgData: svg)]
    let modes: [ImageContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]
    let lengths: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -5, 0, 1e-300]
    for image in images {
      for mode in modes {
        for (width, height) in zip(lengths, lengths.reversed()) {
          for tint in [nil, Color.black] {
            let root = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.backgroundColor = .white
            let view = ImageView(image: image, contentMode: mode)
            view.tintColor = tint
            view.frame = CGRect(x: 30, y: 30, width: width, height: height)
            let marker = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            marker.backgroundColor = .blue
            root.addSubview(view)
            root.addSubview(marker)
            let label = "\(mode) \(width)×\(height) tint \(tint == nil ? "no" : "yes")"
            let pixels = try render(root)
            #expect(pixels.pixel(x: 5, y: 5) == Pixel(.blue), "the next view draws: \(label)")
            #expect(pixels.pixel(x: 20, y: 20) == .white, "nothing spills: \(label)")
          }
        }
      }
    }
  }

  @Test func theNaturalSizeIsTheImagesSize() throws {
    let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"/>"#.utf8)
    let view = ImageView(image: try Image(svgData: svg))
    #expect(view.frame.size == CGSize(width: 24, height: 12))
    view.image = try Image(data: try Self.redBitmap().pngData(), scale: 2)
    #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 10, height: 5))
    view.image = nil
    #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
  }

  @Test func contentModesPlaceTheImage() {
    let size = CGSize(width: 20, height: 10)
    let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(
      ImageContentMode.scaleAspectFit.rect(forImageOfSize: size, in: bounds)
        == CGRect(x: 0, y: 10, width: 40, height: 20))
    #expect(
      ImageContentMode.scaleAspectFill.rect(forImageOfSize: size, in: bounds)
        == CGRect(x: -20, y: 0, width: 80, height: 40))
    #expect(ImageContentMode.scaleToFill.rect(forImageOfSize: size, in: bounds) == bounds)
    #expect(
      ImageContentMode.center.rect(forImageOfSize: size, in: bounds)
        == CGRect(x: 10, y: 15, width: 20, height: 10))
    let broken = CGSize(width: CGFloat.nan, height: 10)
    #expect(ImageContentMode.scaleAspectFit.rect(forImageOfSize: broken, in: bounds) == .zero)
  }

  @Test func contentModesShowInPixelsClippedToTheBounds() throws {
    let fit = try Self.rendered(ImageView(image: try Self.redBitmap()))
    #expect(fit.pixel(x: 20, y: 5) == .white)
    #expect(fit.pixel(x: 20, y: 20) == Self.red)
    let fill = try Self.rendered(
      ImageView(image: try Self.redBitmap(), contentMode: .scaleAspectFill))
    #expect(fill.pixel(x: 1, y: 1) == Self.red)
    let center = try Self.rendered(ImageView(image: try Self.redBitmap(), contentMode: .center))
    #expect(center.pixel(x: 5, y: 20) == .white)
    #expect(center.pixel(x: 20, y: 12) == .white)
    #expect(center.pixel(x: 20, y: 20) == Self.red)
    // Aspect fill overflows the view by 20 points each side: nothing outside is drawn.
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    root.backgroundColor = .white
    let view = ImageView(image: try Self.redBitmap(), contentMode: .scaleAspectFill)
    view.frame = CGRect(x: 20, y: 0, width: 40, height: 40)
    root.addSubview(view)
    let clipped = try render(root)
    #expect(clipped.pixel(x: 10, y: 20) == .white)
    #expect(clipped.pixel(x: 30, y: 20) == Self.red)
  }

  @Test func aTintDrawsTheImagesShapeInTheColour() throws {
    let icon = Data(
      #"""
      <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
        <rect x="0" y="0" width="20" height="40" fill="black"/>
      </svg>
      """#.utf8)
    let view = ImageView(image: try Image(svgData: icon))
    view.tintColor = Color(red: 0, green: 0, blue: 1)
    let tinted = try Self.rendered(view)
    #expect(tinted.pixel(x: 10, y: 20) == Pixel(red: 0, green: 0, blue: 255))
    #expect(tinted.pixel(x: 30, y: 20) == .white)
    view.tintColor = nil
    #expect(try Self.rendered(view).pixel(x: 10, y: 20) == .black)
  }

  @Test func withoutAnImageAPlaceholderShows() throws {
    let view = ImageView()
    let empty = try Self.rendered(view)
    #expect(empty.pixel(x: 20, y: 20) != .white)
    view.image = try Self.redBitmap()
    view.contentMode = .scaleToFill
    #expect(try Self.rendered(view).pixel(x: 20, y: 20) == Self.red)
  }

  @Test func aLabelledImageIsAnImageToAScreenReader() throws {
    let view = ImageView(image: try Self.redBitmap(), accessibilityLabel: "Red swatch")
    #expect(view.accessibilityElement?.role == .image)
    #expect(view.accessibilityElement?.label == "Red swatch")
    #expect(ImageView(image: try Self.redBitmap()).accessibilityElement == nil)
  }
}
