import CCairo
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

  /// Copies the corner squares of `rect` (user space) with corner `radius`, or returns `nil`
  /// when the context cannot be rounded this way.
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
    var left = Double(rect.minX)
    var top = Double(rect.minY)
    var right = Double(rect.maxX)
    var bottom = Double(rect.maxY)
    cairo_user_to_device(cairo, &left, &top)
    cairo_user_to_device(cairo, &right, &bottom)
    let deviceRadius = min(
      Double(radius) * matrix.xx * scaleX, (right - left) / 2, (bottom - top) / 2)
    guard deviceRadius > 0 else { return nil }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(target)) / 4
    let surfaceWidth = Int(cairo_image_surface_get_width(target))
    let surfaceHeight = Int(cairo_image_surface_get_height(target))
    let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
    var patches: [Patch] = []
    patches.reserveCapacity(4)
    var saved: [UInt32] = []
    let side = Int(deviceRadius.rounded(.up)) + 1
    saved.reserveCapacity(4 * side * side)
    for corner in 0..<4 {
      let squareX = corner % 2 == 0 ? left : right - deviceRadius
      let squareY = corner < 2 ? top : bottom - deviceRadius
      let minX = max(Int(squareX.rounded(.down)), 0)
      let minY = max(Int(squareY.rounded(.down)), 0)
      let maxX = min(Int((squareX + deviceRadius).rounded(.up)), surfaceWidth)
      let maxY = min(Int((squareY + deviceRadius).rounded(.up)), surfaceHeight)
      guard maxX > minX, maxY > minY else { continue }
      let start = saved.count
      for y in minY..<maxY {
        saved.append(
          contentsOf: UnsafeBufferPointer(start: words + y * stride + minX, count: maxX - minX))
      }
      let centreX = corner % 2 == 0 ? left + deviceRadius : right - deviceRadius
      let centreY = corner < 2 ? top + deviceRadius : bottom - deviceRadius
      let mask = CornerMask.of(
        CornerMask.Shape(
          width: maxX - minX, height: maxY - minY, centreX: centreX - Double(minX),
          centreY: centreY - Double(minY), radius: deviceRadius))
      patches.append(
        Patch(
          minX: minX, minY: minY, width: maxX - minX, height: maxY - minY, start: start,
          mask: mask))
    }
    return CornerPatches(target: target, patches: patches, saved: saved)
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
        for pixel in patch.mask.pixels {
          let index = (patch.minY + pixel.row) * stride + patch.minX + pixel.column
          let before = saved[patch.start + pixel.row * patch.width + pixel.column]
          words[index] = Self.blend(words[index], toward: before, weight: pixel.weight)
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
