import Foundation

/// Which pixels of a corner square lie partly or wholly outside the corner's arc, and by how
/// much: what ``CornerPatches`` puts back after a rounded view is painted.
///
/// A tree of rounded views usually has a handful of corner shapes (one radius, views on whole
/// pixels), so the masks are computed once and shared; each paint pass also keeps the last
/// few it used (see ``CornerPatches``), so most views find theirs without the lock.
struct CornerMask: Sendable {
  /// The geometry of one corner square, in target pixels relative to its top-left pixel.
  struct Shape: Hashable, Sendable {
    var width: Int
    var height: Int
    var centreX: Double
    var centreY: Double
    var radius: Double
  }

  /// One pixel outside the arc: its place in the square and the share of it outside, in
  /// 256ths (256 is all of it).
  ///
  /// Six bytes rather than twenty-four, since every rounded view reads its corners' pixels
  /// twice: a square lies on an image surface, whose sides cairo keeps below 2^15.
  struct Pixel: Sendable {
    let row: UInt16
    let column: UInt16
    let weight: UInt16
  }

  /// The pixels outside the arc, row by row.
  let pixels: [Pixel]

  /// At most this many shapes are remembered; past it the least recently used is dropped.
  private static let cacheLimit = 256
  /// Only squares of at most this many pixels are remembered, so the cache stays small.
  private static let cachedAreaLimit = 128 * 128
  private static let cache = LockedValue(LRUCache<Shape, CornerMask>(capacity: cacheLimit))

  /// The mask of `shape`, computed on first use (and every use, for large squares).
  static func of(_ shape: Shape) -> CornerMask {
    guard shape.width * shape.height <= cachedAreaLimit else { return CornerMask(shape) }
    if let known = cache.withLock({ $0.value(for: shape) }) { return known }
    let mask = CornerMask(shape)
    cache.withLock { _ = $0.insert(mask, for: shape) }
    return mask
  }

  /// Measures each pixel's distance from the arc's centre: a pixel whose centre lies half a
  /// pixel or more beyond the radius is wholly outside, one half a pixel or more inside it
  /// wholly inside, and in between the share grows linearly.
  private init(_ shape: Shape) {
    var pixels: [Pixel] = []
    for row in 0..<shape.height {
      let dy = abs(Double(row) + 0.5 - shape.centreY)
      for column in 0..<shape.width {
        let dx = abs(Double(column) + 0.5 - shape.centreX)
        let outside = min(max((dx * dx + dy * dy).squareRoot() - shape.radius + 0.5, 0), 1)
        let weight = UInt16((outside * 256).rounded())
        guard weight > 0 else { continue }
        pixels.append(Pixel(row: UInt16(row), column: UInt16(column), weight: weight))
      }
    }
    self.pixels = pixels
  }
}
