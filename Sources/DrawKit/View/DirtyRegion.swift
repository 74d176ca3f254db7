import Foundation

/// The part of a view tree that must be drawn again, as a short list of rectangles in the
/// root view's coordinates.
///
/// Overlapping rectangles are merged; past ``maximumRectCount`` rectangles the region
/// collapses to their common bounding box, so tracking stays cheap however many small
/// changes arrive between frames.
public struct DirtyRegion: Hashable, Sendable {
  /// The rectangles, none overlapping another.
  public private(set) var rects: [CGRect] = []

  /// How many separate rectangles the region keeps before collapsing to one.
  public static var maximumRectCount: Int { 8 }

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
    rects.append(merged)
    if rects.count > Self.maximumRectCount {
      rects = [boundingBox]
    }
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
