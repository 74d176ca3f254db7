internal import CDrawKitCairo
import Foundation

/// A picture to draw into a context: a bitmap decoded from PNG or JPEG, a vector document
/// parsed from SVG, or a bitmap produced by the ``Renderer`` so its pixels can be read and
/// written as PNG.
///
/// The pixels are cairo ARGB32 (premultiplied); ``pixel(x:y:)`` returns them straight.
/// ``scale`` says how many pixels make one point, as `UIImage.scale` does: ``size`` is in
/// points, ``pixelWidth`` and ``pixelHeight`` in pixels.
///
/// PNG is decoded by cairo (libpng), JPEG by libjpeg-turbo, SVG parsed by librsvg. An SVG
/// image stays vectors: ``GraphicsContext/draw(_:in:)`` replays its paths, so it is sharp at
/// every size and scale and PDF and SVG output get paths, not an embedded bitmap. Its pixels
/// (``pixel(x:y:)``, ``pngData()``, ``withPixelBuffer(_:)``) are its rendering at ``scale``,
/// made the first time they are asked for. Writing its pixels
/// (``withMutablePixelBuffer(_:)``, ``Renderer/render(_:into:)``) makes it a bitmap from
/// then on: what is drawn is what was written.
///
/// No image has more than ``maximumPixelCount`` pixels or a side longer than
/// ``Renderer/maximumPixelDimension``: a file whose header claims more throws
/// ``DrawKitError/Code/imageTooLarge`` before anything is allocated for its pixels.
public final class Image {
  /// The most pixels an image may have: 2²⁶ (67,108,864, such as 8,192 × 8,192), 256 MiB of
  /// ARGB32, room for a 60-megapixel photograph.
  ///
  /// A file claiming more (a few bytes can claim 100,000 × 100,000 pixels, 40 GB) throws
  /// ``DrawKitError/Code/imageTooLarge`` from its header alone. For SVG the count is of the
  /// pixels of its declared size at the image's ``scale``.
  public static let maximumPixelCount = 1 << 26

  /// Pixels per point: 2 for an image rendered at 2×.
  public let scale: CGFloat
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int

  /// The SVG document the image draws, until its pixels are written.
  private(set) var vector: VectorImage?
  /// The bitmap: decoded, rendered, or (for SVG) made on first use under `rasterLock`.
  private var raster: CairoSurface?
  private let rasterLock = NSLock()

  init(surface: CairoSurface, scale: CGFloat) {
    self.raster = surface
    self.scale = scale
    pixelWidth = Int(cairo_image_surface_get_width(surface.pointer))
    pixelHeight = Int(cairo_image_surface_get_height(surface.pointer))
  }

  /// An image drawing `vector`, whose pixels at `scale` are within the limits.
  init(vector: VectorImage, scale: CGFloat, pixelWidth: Int, pixelHeight: Int) {
    self.vector = vector
    self.scale = scale
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// The image's pixels as a cairo image surface, rendering an SVG image the first time.
  var surface: CairoSurface {
    rasterLock.withLock {
      if let raster { return raster }
      guard let vector else { preconditionFailure("An image has a bitmap or a vector") }
      let made = vector.rasterized(width: pixelWidth, height: pixelHeight, scale: scale)
      raster = made
      return made
    }
  }

  /// The image's pixels, to write: from now on the image draws them, not its SVG document.
  var writableSurface: CairoSurface {
    let surface = self.surface
    vector = nil
    return surface
  }

  /// The image's cairo surface, for a window host in this package that copies it to the
  /// screen; valid while the image lives.
  package var cairoSurface: OpaquePointer { surface.pointer }

  /// Decodes a PNG, JPEG or SVG image, told apart by its first bytes.
  ///
  /// - Parameters:
  ///   - data: The bytes of a complete PNG, JPEG or SVG (or gzipped SVG) file.
  ///   - scale: Pixels per point, for drawing at a size in points.
  /// - Throws: ``DrawKitError`` with code ``DrawKitError/Code/invalidImage`` when the bytes
  ///   are none of these or not a complete image, ``DrawKitError/Code/imageTooLarge`` when it
  ///   claims more than ``maximumPixelCount`` pixels.
  public convenience init(data: Data, scale: CGFloat = 1) throws(DrawKitError) {
    switch ImageFormat(of: data) {
    case .png: try self.init(pngData: data, scale: scale)
    case .jpeg: try self.init(jpegData: data, scale: scale)
    case .svg: try self.init(svgData: data, scale: scale)
    case nil:
      throw DrawKitError(
        .invalidImage, "\(data.count) bytes that are not a PNG, JPEG or SVG image")
    }
  }

  /// Decodes a PNG image.
  ///
  /// - Parameters:
  ///   - pngData: The bytes of a complete PNG file.
  ///   - scale: Pixels per point, for drawing at a size in points.
  /// - Throws: ``DrawKitError`` with code ``DrawKitError/Code/invalidImage`` when the bytes
  ///   are not a complete PNG image, ``DrawKitError/Code/imageTooLarge`` when its header
  ///   claims more than ``maximumPixelCount`` pixels.
  public convenience init(pngData: Data, scale: CGFloat = 1) throws(DrawKitError) {
    if let size = ImageFormat.pngPixelSize(of: pngData) {
      try Self.checkPixelSize(width: size.width, height: size.height, of: "The PNG image")
    }
    let source = PNGSource(data: pngData)
    let pointer = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(PNGSource.read, source.closurePointer)!
    }
    let surface = CairoSurface(owning: pointer)
    do {
      try surface.checkStatus(during: "Decoding PNG data (\(pngData.count) bytes)")
    } catch {
      throw DrawKitError(.invalidImage, "\(error.message): not a complete PNG image")
    }
    try self.init(surface: surface, validScale: scale)
  }

  /// Reads and decodes a PNG, JPEG or SVG file, told apart by its first bytes.
  ///
  /// An SVG file is parsed with no base location: a reference in it to another file or to
  /// the network (an image's `href`, `xi:include`) is not followed, even to a file beside it.
  ///
  /// Symbolic links are followed. Only a regular file is read: a directory, a device such as
  /// `/dev/zero`, a FIFO or a socket is refused before it is opened, so the call never blocks
  /// on a pipe or reads without end.
  ///
  /// - Throws: ``DrawKitError`` with code ``DrawKitError/Code/readFailed`` when the file is
  ///   missing or cannot be read, ``DrawKitError/Code/permissionDenied`` when the process may
  ///   not read it, ``DrawKitError/Code/notRegularFile`` when it is not a regular file,
  ///   ``DrawKitError/Code/fileTooLarge`` when it is over 1 GiB,
  ///   ``DrawKitError/Code/imageTooLarge`` when it claims more than ``maximumPixelCount``
  ///   pixels, and ``DrawKitError/Code/invalidImage`` when it is not a complete PNG, JPEG or
  ///   SVG image.
  public convenience init(contentsOf url: URL, scale: CGFloat = 1) throws(DrawKitError) {
    let data = try InputFile.read(url, what: "image")
    do {
      try self.init(data: data, scale: scale)
    } catch {
      throw DrawKitError(error.code, "\(url.path): \(error.message)")
    }
  }

  /// Creates an image from straight RGBA pixels, row by row from the top left.
  ///
  /// - Throws: ``DrawKitError`` with code ``DrawKitError/Code/invalidSize`` when the sides
  ///   are not positive or `pixels` does not hold exactly `pixelWidth × pixelHeight` pixels,
  ///   ``DrawKitError/Code/surfaceTooLarge`` past cairo's 32,767-pixel limit.
  public convenience init(
    pixelWidth: Int, pixelHeight: Int, pixels: [Pixel], scale: CGFloat = 1
  ) throws(DrawKitError) {
    guard pixelWidth > 0, pixelHeight > 0 else {
      throw DrawKitError(
        .invalidSize, "A \(pixelWidth)×\(pixelHeight) image needs two positive sides")
    }
    guard max(pixelWidth, pixelHeight) <= Renderer.maximumPixelDimension else {
      throw DrawKitError(
        .surfaceTooLarge,
        "A \(pixelWidth)×\(pixelHeight) image exceeds cairo's limit of "
          + "\(Renderer.maximumPixelDimension) pixels per side")
    }
    guard pixels.count == pixelWidth * pixelHeight else {
      throw DrawKitError(
        .invalidSize,
        "\(pixels.count) pixels do not make a \(pixelWidth)×\(pixelHeight) image")
    }
    let surface = CairoSurface(
      owning: cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!)
    try surface.checkStatus(during: "Creating a \(pixelWidth)×\(pixelHeight) image")
    let stride = Int(cairo_image_surface_get_stride(surface.pointer))
    let base = cairo_image_surface_get_data(surface.pointer)!
    for y in 0..<pixelHeight {
      let row = UnsafeMutableRawPointer(base + y * stride)
      for x in 0..<pixelWidth {
        let pixel = pixels[y * pixelWidth + x]
        let alpha = UInt32(pixel.alpha)
        func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
        let word =
          alpha << 24 | premultiplied(pixel.red) << 16 | premultiplied(pixel.green) << 8
          | premultiplied(pixel.blue)
        row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(surface.pointer)
    try self.init(surface: surface, validScale: scale)
  }

  convenience init(surface: CairoSurface, validScale scale: CGFloat) throws(DrawKitError) {
    guard scale.isFinite, scale > 0 else {
      throw DrawKitError(.invalidScale, "Image scale \(scale) is not a positive finite number")
    }
    self.init(surface: surface, scale: scale)
  }

  /// The size in points: pixel size divided by ``scale``.
  public var size: CGSize {
    CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
  }

  /// The pixel at column `x`, row `y` (0-based, from the top left), straight RGBA.
  ///
  /// - Precondition: `x` and `y` lie inside the image.
  public func pixel(x: Int, y: Int) -> Pixel {
    precondition(
      (0..<pixelWidth).contains(x) && (0..<pixelHeight).contains(y),
      "Pixel (\(x), \(y)) is outside the \(pixelWidth)×\(pixelHeight) image")
    cairo_surface_flush(surface.pointer)
    let stride = Int(cairo_image_surface_get_stride(surface.pointer))
    let base = cairo_image_surface_get_data(surface.pointer)!
    let word = UnsafeRawPointer(base + y * stride + x * 4).loadUnaligned(as: UInt32.self)
    let alpha = UInt8(word >> 24)
    func straight(_ shift: UInt32) -> UInt8 {
      let premultiplied = Int((word >> shift) & 0xFF)
      guard alpha > 0 else { return 0 }
      return UInt8(min(255, (premultiplied * 255 + Int(alpha) / 2) / Int(alpha)))
    }
    return Pixel(red: straight(16), green: straight(8), blue: straight(0), alpha: alpha)
  }

  /// Throws ``DrawKitError/Code/imageTooLarge`` unless an image of `width` × `height`
  /// pixels is within ``maximumPixelCount`` and ``Renderer/maximumPixelDimension``.
  static func checkPixelSize(width: Int, height: Int, of what: String) throws(DrawKitError) {
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, count <= maximumPixelCount,
      max(width, height) <= Renderer.maximumPixelDimension
    else {
      throw DrawKitError(
        .imageTooLarge,
        "\(what) claims \(width)×\(height) pixels, more than the \(maximumPixelCount) "
          + "(and \(Renderer.maximumPixelDimension) a side) an image may have")
    }
  }

  /// The image encoded as PNG.
  public func pngData() throws(DrawKitError) -> Data {
    let sink = ByteSink()
    let status = withExtendedLifetime(sink) {
      cairo_surface_write_to_png_stream(surface.pointer, ByteSink.write, sink.closurePointer)
    }
    try CairoStatus.check(status, during: "Encoding a \(pixelWidth)×\(pixelHeight) PNG")
    return sink.data
  }

  /// Encodes the image as PNG and writes it to `url`, replacing any file there.
  ///
  /// - Throws: ``DrawKitError`` with code ``DrawKitError/Code/writeFailed`` when the file
  ///   cannot be written; nothing is left half-written.
  public func writePNG(to url: URL) throws(DrawKitError) {
    try OutputFile.write(pngData(), to: url)
  }
}

/// Feeds PNG bytes to cairo's read callback.
private final class PNGSource {
  let data: Data
  var offset = 0

  init(data: Data) {
    self.data = data
  }

  var closurePointer: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }

  static let read: cairo_read_func_t = { closure, buffer, length in
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
    source.data.copyBytes(
      to: buffer,
      from: source.data.startIndex + source.offset..<source.data.startIndex + source.offset + count)
    source.offset += count
    return CAIRO_STATUS_SUCCESS
  }
}
