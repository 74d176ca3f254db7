internal import CCairo
import Foundation

/// Rounds a view's corners on an image surface by putting back what lay under them.
///
/// Before the view is painted (clipped only to its rectangle, which cairo does quickly), the
/// pixels of its four corner squares are copied aside. Afterwards every pixel of a square is
/// blended back toward its saved value by how much of it lies outside the corner's arc. The
/// result matches compositing the view through an antialiased rounded mask, without a layer
/// per view or a curved clip on every glyph.
///
/// Only possible when drawing straight into an ARGB32 image surface with an axis-aligned
/// transform; ``capture(in:rect:radius:)`` returns `nil` otherwise and the caller uses a
/// layer.
final class CornerPatches {
  /// One corner square: where it lies on the target and which of its pixels lie partly or
  /// wholly outside the arc.
  private struct Patch {
    let minX: Int
    let minY: Int
    let width: Int
    let height: Int
    /// Where the square's saved pixels start in ``CornerPatches/saved``.
    let start: Int
    let mask: CornerMask
  }

  private let target: OpaquePointer
  private let patches: [Patch]
  /// The saved pixels of every square, row by row, one square after another.
  private let saved: [UInt32]

  private init(target: OpaquePointer, patches: [Patch], saved: [UInt32]) {
    self.target = target
    self.patches = patches
    self.saved = saved
  }

  /// The most pixels the four squares may cover together (4 MB saved); past it a layer is
  /// cheaper than saving and blending that many pixels.
  private static let pixelBudget = 1 << 20

  /// Copies the corner squares of `rect` (user space) with corner `radius`, or returns `nil`
  /// when the context cannot be rounded this way or the corners are too large to be worth it.
  static func capture(in context: GraphicsContext, rect: CGRect, radius: CGFloat) -> CornerPatches?
  {
    let cairo = context.cairo
    guard let target = cairo_get_group_target(cairo), target == cairo_get_target(cairo),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return nil }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    var scaleX = 1.0
    var scaleY = 1.0
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy, scaleX == scaleY
    else { return nil }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    var left = Double(rect.minX)
    var top = Double(rect.minY)
    var right = Double(rect.maxX)
    var bottom = Double(rect.maxY)
    cairo_user_to_device(cairo, &left, &top)
    cairo_user_to_device(cairo, &right, &bottom)
    (left, right) = (left * scaleX + offsetX, right * scaleX + offsetX)
    (top, bottom) = (top * scaleY + offsetY, bottom * scaleY + offsetY)
    let deviceRadius = min(
      Double(radius) * matrix.xx * scaleX, (right - left) / 2, (bottom - top) / 2)
    guard deviceRadius > 0, deviceRadius.isFinite, left.isFinite, top.isFinite, right.isFinite,
      bottom.isFinite
    else { return nil }
    let surfaceWidth = Int(cairo_image_surface_get_width(target))
    let surfaceHeight = Int(cairo_image_surface_get_height(target))
    let squares = (0..<4).map { corner in
      square(
        x: corner % 2 == 0 ? left : right - deviceRadius,
        y: corner < 2 ? top : bottom - deviceRadius, side: deviceRadius,
        surfaceWidth: surfaceWidth, surfaceHeight: surfaceHeight)
    }
    let area = squares.reduce(0) { $0 + ($1.map { $0.width * $0.height } ?? 0) }
    guard area <= pixelBudget else { return nil }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(target)) / 4
    let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
    var patches: [Patch] = []
    patches.reserveCapacity(4)
    var saved: [UInt32] = []
    saved.reserveCapacity(area)
    for (corner, square) in squares.enumerated() {
      guard let square else { continue }
      let start = saved.count
      for y in square.minY..<square.minY + square.height {
        saved.append(
          contentsOf: UnsafeBufferPointer(
            start: words + y * stride + square.minX, count: square.width))
      }
      let centreX = corner % 2 == 0 ? left + deviceRadius : right - deviceRadius
      let centreY = corner < 2 ? top + deviceRadius : bottom - deviceRadius
      let mask = CornerMask.of(
        CornerMask.Shape(
          width: square.width, height: square.height, centreX: centreX - Double(square.minX),
          centreY: centreY - Double(square.minY), radius: deviceRadius))
      patches.append(
        Patch(
          minX: square.minX, minY: square.minY, width: square.width, height: square.height,
          start: start, mask: mask))
    }
    return CornerPatches(target: target, patches: patches, saved: saved)
  }

  /// The whole pixels of the square of `side` at (`x`, `y`) that lie on the surface, or `nil`
  /// when none do.
  private static func square(
    x: Double, y: Double, side: Double, surfaceWidth: Int, surfaceHeight: Int
  ) -> (minX: Int, minY: Int, width: Int, height: Int)? {
    func pixel(_ value: Double, _ limit: Int) -> Int { Int(min(max(value, 0), Double(limit))) }
    let minX = pixel(x.rounded(.down), surfaceWidth)
    let minY = pixel(y.rounded(.down), surfaceHeight)
    let maxX = pixel((x + side).rounded(.up), surfaceWidth)
    let maxY = pixel((y + side).rounded(.up), surfaceHeight)
    guard maxX > minX, maxY > minY else { return nil }
    return (minX, minY, maxX - minX, maxY - minY)
  }

  /// Blends each pixel outside an arc back toward its saved value by the share of it that
  /// lies outside.
  func restore() {
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return }
    let stride = Int(cairo_image_surface_get_stride(target)) / 4
    let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
    saved.withUnsafeBufferPointer { saved in
      for patch in patches {
        let square = words + patch.minY * stride + patch.minX
        patch.mask.pixels.withUnsafeBufferPointer { pixels in
          for pixel in pixels {
            let word = square + pixel.row * stride + pixel.column
            let before = saved[patch.start + pixel.row * patch.width + pixel.column]
            // A pixel the view left as it was blends back to itself.
            if word.pointee != before {
              word.pointee = Self.blend(word.pointee, toward: before, weight: pixel.weight)
            }
          }
        }
        cairo_surface_mark_dirty_rectangle(
          target, Int32(patch.minX), Int32(patch.minY), Int32(patch.width), Int32(patch.height))
      }
    }
  }

  /// `current` moved `weight`/256 of the way to `saved`, channel by channel (premultiplied),
  /// two channels at a time: each sum fits the 16 bits between them.
  private static func blend(_ current: UInt32, toward saved: UInt32, weight: UInt32) -> UInt32 {
    guard weight < 256 else { return saved }
    let keep = 256 - weight
    let redBlue =
      ((current & 0x00FF_00FF) &* keep &+ (saved & 0x00FF_00FF) &* weight &+ 0x0080_0080) >> 8
    let alphaGreen =
      ((current >> 8) & 0x00FF_00FF) &* keep &+ ((saved >> 8) & 0x00FF_00FF) &* weight
      &+ 0x0080_0080
    return (redBlue & 0x00FF_00FF) | (alphaGreen & 0xFF00_FF00)
  }
}
