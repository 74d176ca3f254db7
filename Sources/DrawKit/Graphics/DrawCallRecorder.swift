/// A log of the drawing operations a ``GraphicsContext`` performed, in order.
///
/// Tests attach one to check composition and ordering without looking at pixels: each entry
/// is a short line such as `fillPath` or `drawing(border)`.
package final class DrawCallRecorder {
  /// The operations, first first.
  package var calls: [String] = []
  /// How many path elements, curves flattened to lines, cairo was handed to fill or stroke:
  /// the work its rasteriser does, which tests of absurd geometry bound.
  package var flattenedPathElements = 0
  /// How many pixels rounded corners saved and put back: the work of a view's corners, which
  /// follows what shows on the surface, not the view's size.
  package var cornerPixelsSaved = 0
  /// How many device pixels a region repaint cleared to transparent before drawing them
  /// again: none where the first drawing covers them with an opaque colour.
  package var pixelsCleared = 0

  /// Creates an empty log.
  package init() {}
}
