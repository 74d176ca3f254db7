import Foundation

/// The kind of image file some bytes are, told by their first bytes as `file(1)` does.
enum ImageFormat {
  case png
  case jpeg
  /// An SVG document: XML (after an optional byte-order mark and white space), or gzipped
  /// SVG, which librsvg unpacks itself.
  case svg

  /// The format of `data`, or `nil` when it starts like none of them.
  init?(of data: Data) {
    let bytes = [UInt8](data.prefix(1_024))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if bytes.starts(with: [0x1F, 0x8B]) {
      self = .svg
    } else {
      let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
      let whiteSpace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
      guard text.first(where: { !whiteSpace.contains($0) }) == UInt8(ascii: "<") else {
        return nil
      }
      self = .svg
    }
  }

  /// The width and height a PNG's header (its first chunk, IHDR) claims, or `nil` when the
  /// bytes are too short to hold one; libpng checks the rest.
  static func pngPixelSize(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    func bigEndian(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (bigEndian(16), bigEndian(20))
  }
}
