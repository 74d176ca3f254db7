import Foundation

/// The part of a view tree that must be drawn again, as a list of rectangles in the root
/// view's coordinates.
///
/// Overlapping rectangles are merged. Separate changes keep separate rectangles, up to
/// ``maximumRectCount`` of them, so that many small things changing at once (a grid of
/// switches whose thumbs slide) repaint what changed, not the box around all of them; past
/// that count a new rectangle joins the one it enlarges least. Adding a rectangle costs a few
/// passes over at most ``maximumRectCount`` rectangles, however many changes arrive between
/// frames.
public struct DirtyRegion: Hashable, Sendable {
  /// The rectangles, none overlapping another.
  public private(set) var rects: [CGRect] = []

  /// How many separate rectangles the region keeps; past it, rectangles are joined to their
  /// nearest neighbours.
  public static var maximumRectCount: Int { 256 }

  /// An empty region.
  public init() {}

  /// Whether nothing needs drawing.
  public var isEmpty: Bool { rects.isEmpty }

  /// The smallest rectangle holding the whole region, or `.null` when it is empty.
  public var boundingBox: CGRect {
    rects.reduce(CGRect.null) { $0.union($1) }
  }

  /// Adds `rect` to the region; empty and non-finite rectangles are ignored.
  public mutating func add(_ rect: CGRect) {
    let rect = rect.standardized
    guard !rect.isEmpty, !rect.isNull, rect.width.isFinite, rect.height.isFinite,
      rect.minX.isFinite, rect.minY.isFinite
    else { return }
    var merged = absorbingOverlaps(of: rect)
    if rects.count >= Self.maximumRectCount, let nearest = indexEnlargedLeast(by: merged) {
      merged = absorbingOverlaps(of: merged.union(rects.remove(at: nearest)))
    }
    rects.append(merged)
  }

  /// `rect` grown by every rectangle of the region it overlaps, which leave the region.
  private mutating func absorbingOverlaps(of rect: CGRect) -> CGRect {
    var merged = rect
    var index = rects.startIndex
    while index < rects.endIndex {
      if rects[index].overlaps(merged) {
        merged = merged.union(rects.remove(at: index))
        index = rects.startIndex
      } else {
        index += 1
      }
    }
    return merged
  }

  /// The rectangle whose union with `rect` adds the least area to the region.
  private func indexEnlargedLeast(by rect: CGRect) -> Int? {
    rects.indices.min { first, second in
      enlargement(of: rects[first], by: rect) < enlargement(of: rects[second], by: rect)
    }
  }

  private func enlargement(of existing: CGRect, by rect: CGRect) -> CGFloat {
    let union = existing.union(rect)
    return union.width * union.height - existing.width * existing.height
      - rect.width * rect.height
  }

  /// Whether any part of `rect` with a non-zero area needs drawing; rectangles that only
  /// touch the region's edges do not count.
  public func intersects(_ rect: CGRect) -> Bool {
    rects.contains { $0.overlaps(rect.standardized) }
  }

  /// Empties the region.
  public mutating func removeAll() {
    rects.removeAll()
  }
}

extension CGRect {
  /// Whether the two rectangles share an area larger than zero (touching edges do not count).
  func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
