internal import CDrawKitCairo
import Foundation

/// Rounds views' corners on an image surface by putting back what lay under them.
///
/// Before a rounded view is painted (clipped only to its rectangle, which cairo does quickly),
/// the pixels of its four corner squares that lie partly or wholly outside the corner's arc
/// are copied aside. Afterwards each of them is blended back toward its saved value by the
/// share of it outside the arc. The result matches compositing the view through an
/// antialiased rounded mask, without a layer per view or a curved clip on every glyph.
///
/// One value serves a whole paint pass, as a stack: the corners of a view nested in another
/// are saved above the outer view's and put back first, and the storage reached by the
/// deepest nesting is reused by every later view, so a view costs no allocation.
///
/// Only possible when drawing straight into an ARGB32 image surface with an axis-aligned
/// transform; ``capture(in:rect:radius:)`` returns `nil` otherwise and the caller uses a
/// layer.
struct CornerPatches {
  /// One corner square: where it lies on the target, which of its pixels lie partly or
  /// wholly outside the arc, and where their saved values start.
  private struct Patch {
    let minX: Int
    let minY: Int
    let width: Int
    let height: Int
    /// Where the saved values of the mask's pixels start in ``CornerPatches/saved``, one per
    /// pixel in the mask's order.
    let start: Int
    let mask: CornerMask
  }

  /// The squares of the views whose corners are still to be put back, innermost last.
  private var pending: [Patch] = []
  /// The saved pixels of the pending squares, one square after another.
  ///
  /// Words past the last square's are left from earlier views and kept for the next one.
  private var saved: [UInt32] = []
  /// The masks asked for last, newest last, compared before the shared cache is searched:
  /// each rounded view asks for its four corners, and the next view of its kind for the same
  /// four.
  private var recentMasks: [(shape: CornerMask.Shape, mask: CornerMask)] = []
  /// How many words of `saved` the pending squares use.
  private var savedCount = 0

  /// At most this many masks are kept in `recentMasks`: one view's corners.
  private static let recentLimit = 4

  /// The most pixels the four squares may cover together; past it a layer is cheaper than
  /// measuring, saving and blending that many pixels.
  private static let pixelBudget = 1 << 20

  /// Saves the pixels outside the corner arcs of `rect` (user space) with corner `radius`,
  /// and returns what to pass to ``restore(downTo:in:)`` once the view is painted; `nil` when
  /// the context cannot be rounded this way or the corners are too large to be worth it.
  mutating func capture(in context: GraphicsContext, rect: CGRect, radius: CGFloat) -> Int? {
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
    let squares = InlineArray<4, (minX: Int, minY: Int, width: Int, height: Int)?> { corner in
      Self.square(
        x: corner % 2 == 0 ? left : right - deviceRadius,
        y: corner < 2 ? top : bottom - deviceRadius, side: deviceRadius,
        surfaceWidth: surfaceWidth, surfaceHeight: surfaceHeight)
    }
    var area = 0
    for corner in 0..<4 {
      area += squares[corner].map { $0.width * $0.height } ?? 0
    }
    guard area <= Self.pixelBudget else { return nil }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(target)) / 4
    let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
    let base = pending.count
    for corner in 0..<4 {
      guard let square = squares[corner] else { continue }
      let centreX = corner % 2 == 0 ? left + deviceRadius : right - deviceRadius
      let centreY = corner < 2 ? top + deviceRadius : bottom - deviceRadius
      let mask = mask(
        of: CornerMask.Shape(
          width: square.width, height: square.height, centreX: centreX - Double(square.minX),
          centreY: centreY - Double(square.minY), radius: deviceRadius))
      context.recorder?.cornerPixelsSaved += mask.pixels.count
      let start = savedCount
      let end = start + mask.pixels.count
      savedCount = end
      if saved.count < end {
        saved.append(contentsOf: repeatElement(0, count: end - saved.count))
      }
      let origin = words + square.minY * stride + square.minX
      saved.withUnsafeMutableBufferPointer { saved in
        mask.pixels.withUnsafeBufferPointer { pixels in
          var index = start
          for pixel in pixels {
            saved[index] = origin[Int(pixel.row) * stride + Int(pixel.column)]
            index += 1
          }
        }
      }
      pending.append(
        Patch(
          minX: square.minX, minY: square.minY, width: square.width, height: square.height,
          start: start, mask: mask))
    }
    return base
  }

  /// The mask of `shape`, from the recent masks or else the shared cache.
  private mutating func mask(of shape: CornerMask.Shape) -> CornerMask {
    if let hit = recentMasks.first(where: { $0.shape == shape }) { return hit.mask }
    let mask = CornerMask.of(shape)
    if recentMasks.count == Self.recentLimit {
      recentMasks.removeFirst()
    }
    recentMasks.append((shape, mask))
    return mask
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

  /// Blends each pixel outside an arc of the views captured since ``capture(in:rect:radius:)``
  /// returned `base` back toward its saved value by the share of it that lies outside, and
  /// forgets those views.
  ///
  /// Call it for the innermost pending view first, with the context whose target was
  /// captured.
  mutating func restore(downTo base: Int, in context: GraphicsContext) {
    guard pending.count > base else { return }
    defer {
      savedCount = pending[base].start
      pending.removeSubrange(base...)
    }
    guard let target = cairo_get_target(context.cairo) else { return }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return }
    let stride = Int(cairo_image_surface_get_stride(target)) / 4
    let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
    saved.withUnsafeBufferPointer { saved in
      for patch in pending[base...] {
        let origin = words + patch.minY * stride + patch.minX
        patch.mask.pixels.withUnsafeBufferPointer { pixels in
          var index = patch.start
          for pixel in pixels {
            let word = origin + Int(pixel.row) * stride + Int(pixel.column)
            let before = saved[index]
            index += 1
            // A pixel the view left as it was blends back to itself.
            if word.pointee != before {
              word.pointee = Self.blend(word.pointee, toward: before, weight: UInt32(pixel.weight))
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
