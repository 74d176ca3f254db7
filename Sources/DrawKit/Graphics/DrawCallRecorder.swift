/// A log of the drawing operations a ``GraphicsContext`` performed, in order.
///
/// Tests attach one to check composition and ordering without looking at pixels: each entry
/// is a short line such as `fillPath` or `drawing(border)`.
package final class DrawCallRecorder {
  /// The operations, first first.
  package var calls: [String] = []

  /// Creates an empty log.
  package init() {}
}
