import Foundation

extension Image {
  /// How many SVG documents librsvg has drawn on the calling thread.
  ///
  /// One per SVG image decoded, none per paint; tests count with it.
  package static var svgRenderCount: Int { VectorImage.renderCount }

  /// Parses an SVG document, to be drawn as vectors.
  ///
  /// The document is drawn once, here, by librsvg into a cairo recording; drawing the image
  /// replays that recording, scaled to the rectangle asked for, so it is sharp at any size
  /// and PDF and SVG output hold its paths. ``size`` is the document's declared `width` and
  /// `height` (in CSS pixels, one a point), or its `viewBox` when it declares none.
  ///
  /// The document may reference nothing outside itself: images and `xi:include` that point
  /// at a file or the network are not loaded (they are left out of the drawing), only
  /// `data:` URLs are. librsvg's limits stop entity bombs and documents with too many
  /// elements or references.
  ///
  /// - Parameters:
  ///   - svgData: The bytes of an SVG document, or of a gzipped one.
  ///   - scale: Pixels per point of the image's pixels (``pixel(x:y:)``, ``pngData()``);
  ///     drawing is sharp at any scale whatever it is.
  /// - Throws: ``DrawKitError`` with code ``DrawKitError/Code/invalidImage`` when librsvg
  ///   cannot parse or draw the document or it declares no size,
  ///   ``DrawKitError/Code/imageTooLarge`` when its size at `scale` is more than
  ///   ``maximumPixelCount`` pixels, ``DrawKitError/Code/invalidScale`` for a scale that is
  ///   not positive and finite.
  public convenience init(svgData: Data, scale: CGFloat = 1) throws(DrawKitError) {
    guard scale.isFinite, scale > 0 else {
      throw DrawKitError(.invalidScale, "Image scale \(scale) is not a positive finite number")
    }
    var pixelSize = (width: 1, height: 1)
    let vector = try VectorImage(svgData: svgData) { size throws(DrawKitError) in
      let width = size.width * scale
      let height = size.height * scale
      let limit = CGFloat(Renderer.maximumPixelDimension)
      guard width <= limit, height <= limit else {
        throw DrawKitError(
          .imageTooLarge,
          "The SVG document's size \(size.width)×\(size.height) at scale \(scale) is more "
            + "than \(Renderer.maximumPixelDimension) pixels a side")
      }
      pixelSize = (max(Int(width.rounded(.up)), 1), max(Int(height.rounded(.up)), 1))
      try Self.checkPixelSize(
        width: pixelSize.width, height: pixelSize.height, of: "The SVG document")
    }
    self.init(
      vector: vector, scale: scale, pixelWidth: pixelSize.width, pixelHeight: pixelSize.height)
  }
}
