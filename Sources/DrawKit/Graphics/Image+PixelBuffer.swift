internal import CDrawKitCairo

extension Image {
  /// Lends the image's pixels, in place, for the duration of `body`: for an SDL texture
  /// update, a GPU upload or a checksum, without a copy through PNG.
  ///
  /// The buffer is valid only while `body` runs; do not keep its pointer. Pending drawing is
  /// flushed to memory first.
  public func withPixelBuffer<Result, Failure: Error>(
    _ body: (PixelBuffer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let memory = flushedMemory()
    let buffer = PixelBuffer(
      baseAddress: UnsafeRawPointer(memory.baseAddress), pixelWidth: pixelWidth,
      pixelHeight: pixelHeight, bytesPerRow: memory.bytesPerRow, format: .premultipliedARGB32)
    return try withExtendedLifetime(self) { () throws(Failure) -> Result in try body(buffer) }
  }

  /// Lends the image's pixels for writing, in place, for the duration of `body`; what
  /// `body` writes is what the image shows, is drawn and is encoded afterwards.
  ///
  /// The buffer is valid only while `body` runs. Calls `cairo_surface_mark_dirty` when it
  /// returns (or throws). An SVG image lends its rendering at ``scale`` and is a bitmap
  /// from then on.
  public func withMutablePixelBuffer<Result, Failure: Error>(
    _ body: (MutablePixelBuffer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let surface = writableSurface
    let memory = flushedMemory()
    let buffer = MutablePixelBuffer(
      baseAddress: memory.baseAddress, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
      bytesPerRow: memory.bytesPerRow, format: .premultipliedARGB32)
    defer { cairo_surface_mark_dirty(surface.pointer) }
    return try withExtendedLifetime(self) { () throws(Failure) -> Result in try body(buffer) }
  }

  /// The image surface's memory and row stride, with pending drawing flushed to it.
  private func flushedMemory() -> (baseAddress: UnsafeMutableRawPointer, bytesPerRow: Int) {
    cairo_surface_flush(surface.pointer)
    guard let data = cairo_image_surface_get_data(surface.pointer) else {
      preconditionFailure("An image's surface always has memory: images are never empty")
    }
    return (UnsafeMutableRawPointer(data), Int(cairo_image_surface_get_stride(surface.pointer)))
  }
}
