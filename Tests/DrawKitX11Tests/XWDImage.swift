#if Hosts

import Foundation

/// A window capture in the X Window Dump format that `xwd` writes: 16-, 24- or 32-bit
/// TrueColor pixels, read as RGB.
struct XWDImage {
  let width: Int
  let height: Int
  private let bytes: [UInt8]
  private let pixelOffset: Int
  private let bytesPerLine: Int
  private let littleEndian: Bool
  /// Bytes per pixel: 4, or 2 on a 16-bit screen.
  private let pixelSize: Int
  /// Where red, green and blue are in a pixel's bits.
  private let masks: (red: UInt32, green: UInt32, blue: UInt32)

  /// Parses `data`; `nil` when it is not a ZPixmap dump with a pixel in every 32 or 16 bits.
  ///
  /// `xwd` says 32 bits per pixel, except when a window of another visual (a GTK popup with
  /// an alpha channel, such as an input method's candidate window) overlaps the one dumped:
  /// it then reads the area visual by visual and says 24, with each pixel still in 32 bits.
  /// A 16-bit screen's dump says 16.
  init?(data: Data) {
    let bytes = [UInt8](data)
    guard bytes.count >= 100 else { return nil }
    func field(_ index: Int) -> Int {
      (0..<4).reduce(0) { $0 << 8 | Int(bytes[index * 4 + $1]) }
    }
    let headerSize = field(0)
    width = field(4)
    height = field(5)
    bytesPerLine = field(12)
    pixelSize = field(11) == 16 ? 2 : 4
    masks = (UInt32(field(14)), UInt32(field(15)), UInt32(field(16)))
    guard field(1) == 7, field(2) == 2, [16, 24, 32].contains(field(11)),
      bytesPerLine >= width * pixelSize
    else { return nil }
    littleEndian = field(7) == 0
    pixelOffset = headerSize + field(19) * 12
    guard bytes.count >= pixelOffset + bytesPerLine * height else { return nil }
    self.bytes = bytes
  }

  /// The red, green and blue of the pixel at (`x`, `y`).
  func rgb(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let start = pixelOffset + y * bytesPerLine + x * pixelSize
    let word = (0..<pixelSize).reduce(UInt32(0)) { value, index in
      let byte = UInt32(bytes[start + (littleEndian ? pixelSize - 1 - index : index)])
      return value << 8 | byte
    }
    guard pixelSize == 2 else {
      return (UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF))
    }
    /// The channel under `mask`, scaled to 8 bits.
    func channel(_ mask: UInt32) -> UInt8 {
      guard mask != 0 else { return 0 }
      let maximum = mask >> mask.trailingZeroBitCount
      return UInt8((word & mask) >> mask.trailingZeroBitCount * 255 / maximum)
    }
    return (channel(masks.red), channel(masks.green), channel(masks.blue))
  }

  /// Whether the pixel at (`x`, `y`) is within `tolerance` of the given colour per channel.
  func pixel(x: Int, y: Int, is color: (UInt8, UInt8, UInt8), tolerance: Int = 8) -> Bool {
    let pixel = rgb(x: x, y: y)
    return abs(Int(pixel.red) - Int(color.0)) <= tolerance
      && abs(Int(pixel.green) - Int(color.1)) <= tolerance
      && abs(Int(pixel.blue) - Int(color.2)) <= tolerance
  }

  /// How many pixels in `rect` (cut to the image) are dark (every channel below 100):
  /// glyphs and carets.
  func darkPixelCount(in rect: (x: Range<Int>, y: Range<Int>)) -> Int {
    var count = 0
    for y in rect.y.clamped(to: 0..<height) {
      for x in rect.x.clamped(to: 0..<width) {
        let pixel = rgb(x: x, y: y)
        if pixel.red < 100, pixel.green < 100, pixel.blue < 100 { count += 1 }
      }
    }
    return count
  }

  /// How many pixels in `rect` (cut to the image) are not white: anything drawn.
  func inkPixelCount(in rect: (x: Range<Int>, y: Range<Int>)) -> Int {
    var count = 0
    for y in rect.y.clamped(to: 0..<height) {
      for x in rect.x.clamped(to: 0..<width) where !pixel(x: x, y: y, is: (255, 255, 255)) {
        count += 1
      }
    }
    return count
  }

  /// The horizontal lines in `rect` (cut to the image), row by row.
  ///
  /// For each row holding a run of at least `minimumLength` pixels that are not white: the row
  /// and its longest such run. Text has no such runs; underlines do.
  func horizontalLines(in rect: (x: Range<Int>, y: Range<Int>), minimumLength: Int)
    -> [(y: Int, x: Range<Int>)]
  {
    var lines: [(y: Int, x: Range<Int>)] = []
    let columns = rect.x.clamped(to: 0..<width)
    for y in rect.y.clamped(to: 0..<height) {
      var longest = columns.lowerBound..<columns.lowerBound
      var start: Int?
      for x in columns.lowerBound...columns.upperBound {
        let inked = x < columns.upperBound && !pixel(x: x, y: y, is: (255, 255, 255))
        if inked, start == nil { start = x }
        if !inked, let runStart = start {
          if x - runStart > longest.count { longest = runStart..<x }
          start = nil
        }
      }
      if longest.count >= minimumLength { lines.append((y, longest)) }
    }
    return lines
  }

  /// The pixels of `rect` (cut to the image) as RGB triples in rows, for comparing captures.
  func region(x: Range<Int>, y: Range<Int>) -> [UInt8] {
    var values: [UInt8] = []
    for row in y.clamped(to: 0..<height) {
      for column in x.clamped(to: 0..<width) {
        let pixel = rgb(x: column, y: row)
        values += [pixel.red, pixel.green, pixel.blue]
      }
    }
    return values
  }

  /// Whether this capture and `other` have the same pixels in the given area.
  func sameRegion(as other: XWDImage, x: Range<Int>, y: Range<Int>) -> Bool {
    region(x: x, y: y) == other.region(x: x, y: y)
  }
}

extension XWDImage: CustomStringConvertible {
  /// A short description, so that a failed expectation names the capture instead of printing
  /// every pixel.
  var description: String { "\(width)×\(height) capture" }
}

#endif
