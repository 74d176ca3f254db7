import DrawKit
import Foundation
import Testing

@Suite("Raw pixels: lent buffers and caller-owned memory")
struct PixelBufferTests {
  /// A tree with four colours, some translucent, so premultiplication shows in the bytes.
  private func swatches() -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 13, height: 7))
    root.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    let red = DrawView(frame: CGRect(x: 1, y: 1, width: 4, height: 3))
    red.backgroundColor = .red
    let half = DrawView(frame: CGRect(x: 6, y: 2, width: 5, height: 4))
    half.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 0.25)
    root.addSubview(red)
    root.addSubview(half)
    return root
  }

  /// The straight-alpha pixel the premultiplied native-endian word at `x`, `y` holds.
  private func pixel(in bytes: UnsafeRawBufferPointer, bytesPerRow: Int, x: Int, y: Int) -> Pixel {
    let word = bytes.loadUnaligned(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    let alpha = Int(word >> 24)
    func straight(_ shift: UInt32) -> UInt8 {
      guard alpha > 0 else { return 0 }
      return UInt8(min(255, (Int((word >> shift) & 0xFF) * 255 + alpha / 2) / alpha))
    }
    return Pixel(red: straight(16), green: straight(8), blue: straight(0), alpha: UInt8(alpha))
  }

  @Test func lentBytesMatchPixelReads() throws {
    let image = try render(swatches(), scale: 2)
    image.withPixelBuffer { buffer in
      #expect(buffer.format == .premultipliedARGB32)
      #expect(buffer.format.bytesPerPixel == 4 && buffer.format.isPremultiplied)
      #expect(buffer.pixelWidth == 26 && buffer.pixelHeight == 14)
      #expect(buffer.bytesPerRow >= 26 * 4)
      #expect(buffer.bytes.count == buffer.bytesPerRow * 14)
      for y in 0..<buffer.pixelHeight {
        for x in 0..<buffer.pixelWidth {
          #expect(
            pixel(in: buffer.bytes, bytesPerRow: buffer.bytesPerRow, x: x, y: y)
              == image.pixel(x: x, y: y), "(\(x), \(y))")
        }
      }
      let red = buffer.bytes.loadUnaligned(
        fromByteOffset: 3 * buffer.bytesPerRow + 3 * 4, as: UInt32.self)
      #expect(red == 0xFFFF_0000, "opaque red is the word 0xFFFF0000 in native byte order")
      let green = buffer.bytes.loadUnaligned(
        fromByteOffset: 6 * buffer.bytesPerRow + 14 * 4, as: UInt32.self)
      #expect(green >> 24 > (green >> 8) & 0xFF, "colours are premultiplied: below alpha")
    }
  }

  @Test func writtenPixelsAreWhatTheImageShows() throws {
    let image = try render(swatches())
    image.withMutablePixelBuffer { buffer in
      buffer.baseAddress.storeBytes(
        of: 0x8000_0080 as UInt32, toByteOffset: 2 * buffer.bytesPerRow + 1 * 4,
        as: UInt32.self)
    }
    #expect(image.pixel(x: 1, y: 2) == Pixel(red: 0, green: 0, blue: 255, alpha: 128))
    let decoded = try Image(pngData: try image.pngData())
    #expect(decoded.pixel(x: 1, y: 2) == Pixel(red: 0, green: 0, blue: 255, alpha: 128))
  }

  @Test func renderingIntoCallerMemoryEqualsAnImage() throws {
    let root = swatches()
    let expected = try render(root, scale: 2)
    let bytesPerRow = 26 * 4 + 12
    let memory = UnsafeMutableRawBufferPointer.allocate(
      byteCount: bytesPerRow * 14, alignment: 16)
    defer { memory.deallocate() }
    memory.initializeMemory(as: UInt8.self, repeating: 0xAB)
    try Renderer(scale: 2).render(
      root, into: memory, pixelWidth: 26, pixelHeight: 14, bytesPerRow: bytesPerRow)
    let bytes = UnsafeRawBufferPointer(memory)
    for y in 0..<14 {
      for x in 0..<26 {
        #expect(
          pixel(in: bytes, bytesPerRow: bytesPerRow, x: x, y: y) == expected.pixel(x: x, y: y))
      }
      #expect(bytes[y * bytesPerRow + 26 * 4] == 0xAB, "row padding is untouched")
    }
    #expect(!root.needsDisplay && !root.needsLayout, "a frame: the tree is clean afterwards")
  }

  @Test func smallerBufferIsCutAndLargerOneCleared() throws {
    let root = swatches()
    let expected = try render(root)
    let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: 20 * 4 * 10, alignment: 4)
    defer { memory.deallocate() }
    memory.initializeMemory(as: UInt8.self, repeating: 0xFF)
    try Renderer().render(root, into: memory, pixelWidth: 20, pixelHeight: 10, bytesPerRow: 80)
    let bytes = UnsafeRawBufferPointer(memory)
    #expect(pixel(in: bytes, bytesPerRow: 80, x: 2, y: 2) == expected.pixel(x: 2, y: 2))
    #expect(pixel(in: bytes, bytesPerRow: 80, x: 17, y: 8).alpha == 0, "cleared past the tree")
    let small = UnsafeMutableRawBufferPointer.allocate(byteCount: 4 * 4 * 2, alignment: 4)
    defer { small.deallocate() }
    try Renderer().render(root, into: small, pixelWidth: 4, pixelHeight: 2, bytesPerRow: 16)
    #expect(
      pixel(in: UnsafeRawBufferPointer(small), bytesPerRow: 16, x: 3, y: 1)
        == expected.pixel(x: 3, y: 1))
  }

  @Test(arguments: [
    (width: 10, height: 5, stride: 39, count: 400, code: DrawKitError.Code.invalidPixelBuffer),
    (width: 10, height: 5, stride: 42, count: 400, code: .invalidPixelBuffer),
    (width: 10, height: 5, stride: 40, count: 199, code: .invalidPixelBuffer),
    (width: 10, height: 5, stride: Int.max, count: 400, code: .invalidPixelBuffer),
    (width: 10, height: 5, stride: Int.min, count: 400, code: .invalidPixelBuffer),
    (width: 0, height: 5, stride: 40, count: 400, code: .invalidSize),
    (width: 10, height: -1, stride: 40, count: 400, code: .invalidSize),
    (width: Int.min, height: 5, stride: 40, count: 400, code: .invalidSize),
    (width: 40_000, height: 1, stride: 160_000, count: 400, code: .surfaceTooLarge),
  ])
  func badBuffersThrowClearErrors(
    width: Int, height: Int, stride: Int, count: Int, code: DrawKitError.Code
  ) throws {
    let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: 400, alignment: 16)
    defer { memory.deallocate() }
    let slice = UnsafeMutableRawBufferPointer(rebasing: memory[0..<count])
    let error = #expect(throws: DrawKitError.self) {
      try Renderer().render(
        swatches(), into: slice, pixelWidth: width, pixelHeight: height, bytesPerRow: stride)
    }
    #expect(error?.code == code, "\(error?.message ?? "")")
    #expect(error?.message.isEmpty == false)
  }

  @Test func misalignedOrEmptyMemoryThrows() throws {
    let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: 401, alignment: 16)
    defer { memory.deallocate() }
    let shifted = UnsafeMutableRawBufferPointer(rebasing: memory[1...])
    let misaligned = #expect(throws: DrawKitError.self) {
      try Renderer().render(
        swatches(), into: shifted, pixelWidth: 10, pixelHeight: 5, bytesPerRow: 40)
    }
    #expect(misaligned?.code == .invalidPixelBuffer)
    let empty = #expect(throws: DrawKitError.self) {
      try Renderer().render(
        swatches(), into: UnsafeMutableRawBufferPointer(start: nil, count: 0), pixelWidth: 1,
        pixelHeight: 1, bytesPerRow: 4)
    }
    #expect(empty?.code == .invalidPixelBuffer)
    let badScale = #expect(throws: DrawKitError.self) {
      try Renderer(scale: .nan).render(
        swatches(), into: memory, pixelWidth: 10, pixelHeight: 5, bytesPerRow: 40)
    }
    #expect(badScale?.code == .invalidScale)
  }
}
