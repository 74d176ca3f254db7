#if Hosts

import Foundation
import Testing

/// The window dumps the live tests read: `xwd` says 24 bits per pixel when a window of
/// another visual overlaps the one dumped, with each pixel still in 32 bits, and 16 on a
/// 16-bit screen.
struct XWDImageTests {
  /// A 2×1 dump saying `bitsPerPixel`, with `bytesPerLine` bytes a row: a red pixel, then
  /// a blue one, least significant byte first.
  private func dump(bitsPerPixel: Int, bytesPerLine: Int, pixels: [UInt8]? = nil) -> Data {
    let name = Array("w\0".utf8)
    var fields = [Int](repeating: 0, count: 25)
    fields[0] = 100 + name.count
    fields[1] = 7
    fields[2] = 2
    fields[3] = 24
    fields[4] = 2
    fields[5] = 1
    fields[11] = bitsPerPixel
    fields[12] = bytesPerLine
    fields[14] = bitsPerPixel == 16 ? 0xF800 : 0xFF_0000
    fields[15] = bitsPerPixel == 16 ? 0x07E0 : 0x00_FF00
    fields[16] = bitsPerPixel == 16 ? 0x001F : 0x00_00FF
    fields[19] = 1
    var bytes = fields.flatMap { value in (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    bytes += name + [UInt8](repeating: 0, count: 12)
    let row = pixels ?? [0x00, 0x00, 0xFF, 0x00, 0xFF, 0x00, 0x00, 0x00]
    bytes += row + [UInt8](repeating: 0, count: max(0, bytesPerLine - row.count))
    return Data(bytes)
  }

  @Test func bothPixelSizesXwdWritesAreRead() throws {
    for bits in [24, 32] {
      let image = try #require(XWDImage(data: dump(bitsPerPixel: bits, bytesPerLine: 8)))
      #expect(image.pixel(x: 0, y: 0, is: (0xFF, 0, 0), tolerance: 0), "\(bits) bits")
      #expect(image.pixel(x: 1, y: 0, is: (0, 0, 0xFF), tolerance: 0), "\(bits) bits")
    }
  }

  /// A 16-bit screen's dump: red in the top 5 bits, green in the next 6, blue in the low 5.
  @Test func sixteenBitPixelsAreReadThroughTheirMasks() throws {
    let image = try #require(
      XWDImage(data: dump(bitsPerPixel: 16, bytesPerLine: 4, pixels: [0x00, 0xF8, 0xF0, 0x03])))
    #expect(image.pixel(x: 0, y: 0, is: (0xFF, 0, 0), tolerance: 0))
    #expect(
      image.pixel(x: 1, y: 0, is: (0, 125, 131), tolerance: 0), "green 31 of 63, blue 16 of 31")
  }

  @Test func packedOrShortDumpsAreRefused() {
    #expect(XWDImage(data: dump(bitsPerPixel: 24, bytesPerLine: 6)) == nil, "3 bytes a pixel")
    #expect(XWDImage(data: dump(bitsPerPixel: 8, bytesPerLine: 8)) == nil)
    #expect(XWDImage(data: dump(bitsPerPixel: 16, bytesPerLine: 3)) == nil, "a short row")
    #expect(XWDImage(data: dump(bitsPerPixel: 32, bytesPerLine: 8).prefix(120)) == nil)
  }
}

#endif
