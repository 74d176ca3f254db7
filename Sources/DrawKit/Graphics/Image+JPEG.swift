internal import CDrawKitCairo
internal import CDrawKitJPEG
import Foundation

extension Image {
  /// Decodes a JPEG image with libjpeg-turbo, turned upright by its EXIF orientation.
  ///
  /// Baseline and progressive files are read, in greyscale, YCbCr, RGB, CMYK or YCCK (CMYK
  /// is converted without a colour profile, Adobe's inverted inks understood). A camera's
  /// EXIF orientation tag (1 to 8) is applied, so ``pixelWidth`` and ``pixelHeight`` are
  /// the sides as the picture is shown.
  ///
  /// - Parameters:
  ///   - jpegData: The bytes of a complete JPEG file.
  ///   - scale: Pixels per point, for drawing at a size in points.
  /// - Throws: ``DrawKitError`` with code ``DrawKitError/Code/invalidImage`` when the bytes
  ///   are not a complete JPEG image (one that ends before its last row is refused, not
  ///   filled with grey) or a progressive one has more than 500 scans,
  ///   ``DrawKitError/Code/imageTooLarge`` when its header claims more than
  ///   ``maximumPixelCount`` pixels.
  public convenience init(jpegData: Data, scale: CGFloat = 1) throws(DrawKitError) {
    let failed = "Decoding JPEG data (\(jpegData.count) bytes) failed"
    var result = DKJPEGResult()
    let sized = jpegData.withUnsafeBytes { bytes in
      dk_jpeg_read_size(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &result)
    }
    guard sized == 0 else {
      throw DrawKitError(.invalidImage, "\(failed): \(Self.message(of: result))")
    }
    let width = Int(result.width)
    let height = Int(result.height)
    try Self.checkPixelSize(width: width, height: height, of: "The JPEG image")
    let surface = CairoSurface(
      owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!)
    try surface.checkStatus(during: "Creating a \(width)×\(height) image")
    let stride = Int(cairo_image_surface_get_stride(surface.pointer))
    let pixels = cairo_image_surface_get_data(surface.pointer)!
    let decoded = jpegData.withUnsafeBytes { bytes in
      dk_jpeg_decode(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, pixels, stride,
        UInt32(width), UInt32(height), &result)
    }
    guard decoded == 0 else {
      throw DrawKitError(.invalidImage, "\(failed): \(Self.message(of: result))")
    }
    cairo_surface_mark_dirty(surface.pointer)
    let orientation = JPEGOrientation(of: jpegData)
    try self.init(surface: orientation.turnedUpright(surface), validScale: scale)
  }

  /// The reason a `DKJPEGResult` holds.
  private static func message(of result: DKJPEGResult) -> String {
    withUnsafeBytes(of: result.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
