internal import CDrawKitCairo
import Foundation

/// The EXIF orientation of a JPEG file: how its stored pixels are turned to be shown, the
/// values 1 to 8 of TIFF tag 0x0112 (1: as stored, 6: a quarter turn clockwise, ...).
struct JPEGOrientation: Equatable {
  /// 1 to 8.
  let value: Int

  /// The orientation in the APP1 Exif segment of `jpeg`, read without trusting any offset in
  /// it; 1 when there is none or it does not parse.
  init(of jpeg: Data) {
    value = Self.read([UInt8](jpeg.prefix(65_536 * 4))) ?? 1
  }

  /// Whether showing the picture swaps its width and height (5 to 8).
  var swapsSides: Bool { value >= 5 }

  /// `surface`'s pixels turned as the orientation says, in a new surface, or `surface`
  /// itself for orientation 1.
  func turnedUpright(_ surface: CairoSurface) -> CairoSurface {
    guard value != 1 else { return surface }
    let width = Double(cairo_image_surface_get_width(surface.pointer))
    let height = Double(cairo_image_surface_get_height(surface.pointer))
    // Where stored pixel (x, y) is shown: x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0.
    let (xx, xy, x0, yx, yy, y0): (Double, Double, Double, Double, Double, Double) =
      switch value {
      case 2: (-1, 0, width, 0, 1, 0)
      case 3: (-1, 0, width, 0, -1, height)
      case 4: (1, 0, 0, 0, -1, height)
      case 5: (0, 1, 0, 1, 0, 0)
      case 6: (0, -1, height, 1, 0, 0)
      case 7: (0, -1, height, -1, 0, width)
      default: (0, 1, 0, -1, 0, width)
      }
    let turned = CairoSurface(
      owning: cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(swapsSides ? height : width),
        Int32(swapsSides ? width : height))!)
    let context = cairo_create(turned.pointer)!
    var matrix = cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
    cairo_transform(context, &matrix)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(context, surface.pointer, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(turned.pointer)
    return turned
  }

  /// The orientation tag's value in the JPEG `bytes`, walking its markers up to the first
  /// scan.
  private static func read(_ bytes: [UInt8]) -> Int? {
    var offset = 2
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
      let marker = bytes[offset + 1]
      if marker == 0xDA || marker == 0xD9 { return nil }
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
      let segment = bytes[(offset + 4)..<(offset + 2 + length)]
      if marker == 0xE1, segment.starts(with: Array("Exif".utf8) + [0, 0]) {
        return tiffOrientation(Array(segment.dropFirst(6)))
      }
      offset += 2 + length
    }
    return nil
  }

  /// The orientation in a TIFF header and its first directory (IFD0).
  private static func tiffOrientation(_ tiff: [UInt8]) -> Int? {
    guard tiff.count >= 8 else { return nil }
    let little: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): little = true
    case (0x4D, 0x4D): little = false
    default: return nil
    }
    func number(_ at: Int, _ size: Int) -> Int? {
      guard at >= 0, at + size <= tiff.count else { return nil }
      let field = tiff[at..<at + size]
      return (little ? field.reversed() : Array(field)).reduce(0) { $0 << 8 | Int($1) }
    }
    guard let directory = number(4, 4), let count = number(directory, 2) else { return nil }
    for index in 0..<count {
      let entry = directory + 2 + index * 12
      guard let tag = number(entry, 2) else { return nil }
      guard tag == 0x0112 else { continue }
      guard let type = number(entry + 2, 2), type == 3, let value = number(entry + 8, 2),
        (1...8).contains(value)
      else { return nil }
      return value
    }
    return nil
  }
}
