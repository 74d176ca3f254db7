import Foundation

extension Renderer {
  /// Draws a whole frame of the tree into memory the caller owns (a locked SDL texture, a
  /// mapped GPU buffer, shared memory), as ``PixelFormat/premultipliedARGB32`` pixels.
  ///
  /// The frame loop of a host without a back buffer of DrawKit's: the tree is laid out, its
  /// dirty region is emptied, the buffer's `pixelWidth × pixelHeight` pixels are cleared to
  /// transparent and the tree is drawn at this renderer's scale from the top-left corner,
  /// cut off at the buffer's edges. Padding bytes past each row's pixels are not touched.
  ///
  /// - Parameters:
  ///   - root: The tree to draw.
  ///   - pixels: The memory to draw into; at least `bytesPerRow × pixelHeight` bytes,
  ///     aligned to 4 bytes.
  ///   - pixelWidth: The width of the picture in pixels.
  ///   - pixelHeight: The height of the picture in pixels.
  ///   - bytesPerRow: The distance from one row to the next (the stride): at least
  ///     `pixelWidth × 4`, and a multiple of 4.
  /// - Throws: ``DrawKitError`` with ``DrawKitError/Code/invalidSize`` for a side that is not
  ///   positive, ``DrawKitError/Code/surfaceTooLarge`` past 32,767 pixels,
  ///   ``DrawKitError/Code/invalidPixelBuffer`` for a stride, length or alignment that does
  ///   not fit, and the errors of a render.
  public func render(
    _ root: DrawView, into pixels: UnsafeMutableRawBufferPointer, pixelWidth: Int,
    pixelHeight: Int, bytesPerRow: Int
  ) throws(DrawKitError) {
    guard scale.isFinite, scale > 0 else {
      throw DrawKitError(.invalidScale, "Scale \(scale) is not a positive finite number")
    }
    let base = try Self.validatedBase(
      of: pixels, pixelWidth: pixelWidth, pixelHeight: pixelHeight, bytesPerRow: bytesPerRow)
    let surface = CairoSurface.image(
      wrapping: base, width: pixelWidth, height: pixelHeight, bytesPerRow: bytesPerRow,
      scale: scale)
    try surface.checkStatus(during: "Wrapping a \(pixelWidth)×\(pixelHeight) pixel buffer")
    let changed = root.needsLayout || !root.dirtyRegion.isEmpty
    root.layoutIfNeeded()
    _ = root.takeDirtyRegion()
    var everything = DirtyRegion()
    everything.add(
      CGRect(
        x: root.bounds.minX, y: root.bounds.minY, width: CGFloat(pixelWidth) / scale,
        height: CGFloat(pixelHeight) / scale))
    try render(
      root, onto: surface, clip: everything,
      operation: "Rendering into a \(pixelWidth)×\(pixelHeight) pixel buffer",
      laysOutTextFirst: changed)
    try surface.finish(during: "Finishing a \(pixelWidth)×\(pixelHeight) pixel buffer")
  }

  /// The buffer's first byte after checking that it holds the picture cairo will write.
  private static func validatedBase(
    of pixels: UnsafeMutableRawBufferPointer, pixelWidth: Int, pixelHeight: Int,
    bytesPerRow: Int
  ) throws(DrawKitError) -> UnsafeMutableRawPointer {
    guard pixelWidth > 0, pixelHeight > 0 else {
      throw DrawKitError(
        .invalidSize, "A \(pixelWidth)×\(pixelHeight) pixel buffer needs two positive sides")
    }
    guard max(pixelWidth, pixelHeight) <= maximumPixelDimension else {
      throw DrawKitError(
        .surfaceTooLarge,
        "A \(pixelWidth)×\(pixelHeight) pixel buffer exceeds cairo's limit of "
          + "\(maximumPixelDimension) pixels per side")
    }
    let rowBytes = pixelWidth * 4
    guard bytesPerRow >= rowBytes, bytesPerRow % 4 == 0, bytesPerRow <= Int(Int32.max) else {
      throw DrawKitError(
        .invalidPixelBuffer,
        "A stride of \(bytesPerRow) bytes does not fit \(pixelWidth) pixels of 4 bytes "
          + "(it must be at least \(rowBytes) and a multiple of 4)")
    }
    let (needed, overflow) = bytesPerRow.multipliedReportingOverflow(by: pixelHeight)
    guard !overflow, pixels.count >= needed else {
      throw DrawKitError(
        .invalidPixelBuffer,
        "\(pixels.count) bytes cannot hold \(pixelHeight) rows of \(bytesPerRow) bytes")
    }
    guard let base = pixels.baseAddress, Int(bitPattern: base) % 4 == 0 else {
      throw DrawKitError(
        .invalidPixelBuffer, "The pixel buffer does not start on a 4-byte boundary")
    }
    return base
  }
}
