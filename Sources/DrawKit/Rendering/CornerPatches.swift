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
  private struct Patch {
    let minX: Int
    let minY: Int
    let width: Int
    let height: Int
    /// The centre of the corner's arc, in target pixels.
    let centre: CGPoint
    var pixels: [UInt32]
  }

  private let target: OpaquePointer
  private let radius: CGFloat
  private var patches: [Patch]

  private init(target: OpaquePointer, radius: CGFloat, patches: [Patch]) {
    self.target = target
    self.radius = radius
    self.patches = patches
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
    for corner in 0..<4 {
      let squareX = corner % 2 == 0 ? left : right - deviceRadius
      let squareY = corner < 2 ? top : bottom - deviceRadius
      let minX = max(Int(squareX.rounded(.down)), 0)
      let minY = max(Int(squareY.rounded(.down)), 0)
      let maxX = min(Int((squareX + deviceRadius).rounded(.up)), surfaceWidth)
      let maxY = min(Int((squareY + deviceRadius).rounded(.up)), surfaceHeight)
      guard maxX > minX, maxY > minY else { continue }
      var pixels: [UInt32] = []
      pixels.reserveCapacity((maxX - minX) * (maxY - minY))
      for y in minY..<maxY {
        pixels.append(
          contentsOf: UnsafeBufferPointer(start: words + y * stride + minX, count: maxX - minX))
      }
      let centre = CGPoint(
        x: corner % 2 == 0 ? left + deviceRadius : right - deviceRadius,
        y: corner < 2 ? top + deviceRadius : bottom - deviceRadius)
      patches.append(
        Patch(
          minX: minX, minY: minY, width: maxX - minX, height: maxY - minY, centre: centre,
          pixels: pixels))
    }
    return CornerPatches(target: target, radius: CGFloat(deviceRadius), patches: patches)
  }

  /// Blends each saved pixel back by the share of it that lies outside its corner's arc.
  func restore() {
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return }
    let stride = Int(cairo_image_surface_get_stride(target)) / 4
    let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
    for patch in patches {
      for row in 0..<patch.height {
        let y = patch.minY + row
        let dy = abs(CGFloat(y) + 0.5 - patch.centre.y)
        for column in 0..<patch.width {
          let x = patch.minX + column
          let dx = abs(CGFloat(x) + 0.5 - patch.centre.x)
          let outside = min(max((dx * dx + dy * dy).squareRoot() - radius + 0.5, 0), 1)
          guard outside > 0 else { continue }
          let index = y * stride + x
          words[index] = Self.blend(
            words[index], toward: patch.pixels[row * patch.width + column], by: outside)
        }
      }
      cairo_surface_mark_dirty_rectangle(
        target, Int32(patch.minX), Int32(patch.minY), Int32(patch.width), Int32(patch.height))
    }
  }

  /// `current` moved `amount` of the way to `saved`, channel by channel (premultiplied).
  private static func blend(_ current: UInt32, toward saved: UInt32, by amount: CGFloat) -> UInt32 {
    guard amount < 1 else { return saved }
    let weight = UInt32((amount * 256).rounded())
    var result: UInt32 = 0
    for shift in stride(from: 0, to: 32, by: 8) {
      let from = (current >> UInt32(shift)) & 0xFF
      let to = (saved >> UInt32(shift)) & 0xFF
      let mixed = (from * (256 - weight) + to * weight + 128) >> 8
      result |= min(mixed, 255) << UInt32(shift)
    }
    return result
  }
}
