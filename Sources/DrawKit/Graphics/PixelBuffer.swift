/// An ``Image``'s pixels, lent for reading by ``Image/withPixelBuffer(_:)``: valid only until
/// that closure returns.
///
/// Row `y` starts at `baseAddress + y * bytesPerRow`; each row holds `pixelWidth` pixels of
/// ``format`` followed by padding up to ``bytesPerRow``.
public struct PixelBuffer {
  /// The first byte of the top row.
  public let baseAddress: UnsafeRawPointer
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  /// The distance in bytes from one row to the next (the stride), at least
  /// `pixelWidth × format.bytesPerPixel`.
  public let bytesPerRow: Int
  /// How each pixel is stored.
  public let format: PixelFormat

  /// All the rows, `bytesPerRow × pixelHeight` bytes, padding included.
  public var bytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: baseAddress, count: bytesPerRow * pixelHeight)
  }
}

/// An ``Image``'s pixels, lent for writing by ``Image/withMutablePixelBuffer(_:)``: valid only
/// until that closure returns, after which the image uses what was written.
///
/// The layout is that of ``PixelBuffer``. Written colour components must not exceed alpha
/// (the format is premultiplied).
public struct MutablePixelBuffer {
  /// The first byte of the top row.
  public let baseAddress: UnsafeMutableRawPointer
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  /// The distance in bytes from one row to the next (the stride).
  public let bytesPerRow: Int
  /// How each pixel is stored.
  public let format: PixelFormat

  /// All the rows, `bytesPerRow × pixelHeight` bytes, padding included.
  public var bytes: UnsafeMutableRawBufferPointer {
    UnsafeMutableRawBufferPointer(start: baseAddress, count: bytesPerRow * pixelHeight)
  }
}
