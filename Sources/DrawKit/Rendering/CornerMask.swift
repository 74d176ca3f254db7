import Foundation

/// Which pixels of a corner square lie partly or wholly outside the corner's arc, and by how
/// much: what ``CornerPatches`` puts back after a rounded view is painted.
///
/// A tree of rounded views usually has a handful of corner shapes (one radius, views on whole
/// pixels), so the masks are computed once and shared.
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
  struct Pixel: Sendable {
    let row: Int
    let column: Int
    let weight: UInt32
  }

  /// The pixels outside the arc, row by row.
  let pixels: [Pixel]

  /// At most this many shapes are remembered; past it the least recently used is dropped.
  private static let cacheLimit = 256
  /// Only squares of at most this many pixels are remembered, so the cache stays small.
  private static let cachedAreaLimit = 128 * 128
  private static let cache = LockedValue(Store())

  /// The remembered masks: the last few shapes asked for, compared before the hash table is
  /// searched (each rounded view asks for its four corners, and the next view of its kind for
  /// the same four), and the least recently used ones by shape.
  private struct Store {
    /// At most this many shapes are compared before the hash table: one view's corners.
    private static let recentLimit = 4
    /// The shapes asked for last, newest last.
    private var recent: [(shape: Shape, mask: CornerMask)] = []
    private var masks = LRUCache<Shape, CornerMask>(capacity: cacheLimit)

    /// The remembered mask of `shape`, if any.
    mutating func mask(of shape: Shape) -> CornerMask? {
      if let hit = recent.first(where: { $0.shape == shape }) { return hit.mask }
      guard let mask = masks.value(for: shape) else { return nil }
      remember(mask, of: shape, isNew: false)
      return mask
    }

    /// Keeps `mask` as the newest of the recent shapes, and in the hash table when `isNew`.
    mutating func remember(_ mask: CornerMask, of shape: Shape, isNew: Bool) {
      if isNew {
        _ = masks.insert(mask, for: shape)
      }
      if recent.count == Self.recentLimit {
        recent.removeFirst()
      }
      recent.append((shape, mask))
    }
  }

  /// The mask of `shape`, computed on first use (and every use, for large squares).
  static func of(_ shape: Shape) -> CornerMask {
    guard shape.width * shape.height <= cachedAreaLimit else { return CornerMask(shape) }
    if let known = cache.withLock({ $0.mask(of: shape) }) { return known }
    let mask = CornerMask(shape)
    cache.withLock { $0.remember(mask, of: shape, isNew: true) }
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
        let weight = UInt32((outside * 256).rounded())
        guard weight > 0 else { continue }
        pixels.append(Pixel(row: row, column: column, weight: weight))
      }
    }
    self.pixels = pixels
  }
}
