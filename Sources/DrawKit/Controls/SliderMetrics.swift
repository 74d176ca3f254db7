import Foundation

/// The sizes a slider's style gives it besides its drawings: the slider reads them to turn a
/// pointer position into a value, and its drawings read them to draw, so both agree.
public struct SliderMetrics: Hashable, Sendable {
  /// The height of the track.
  public var trackHeight: CGFloat
  /// The diameter of the thumb; the thumb's centre travels from half of it after the left
  /// edge to half of it before the right edge.
  public var thumbDiameter: CGFloat
  /// The height the slider asks for in ``DrawKit/DrawView/sizeThatFits(_:)``, room for the
  /// hover halo.
  public var height: CGFloat
  /// The width the slider asks for when offered unlimited room.
  public var naturalWidth: CGFloat

  /// Creates slider metrics.
  public init(
    trackHeight: CGFloat = 4, thumbDiameter: CGFloat = 18, height: CGFloat = 28,
    naturalWidth: CGFloat = 160
  ) {
    self.trackHeight = trackHeight
    self.thumbDiameter = thumbDiameter
    self.height = height
    self.naturalWidth = naturalWidth
  }
}
