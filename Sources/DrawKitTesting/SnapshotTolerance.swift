/// How far a rendering may stray from its reference image and still match.
///
/// Two limits apply together: a pixel differs when any channel differs by more than
/// ``maximumChannelDifference``, and the rendering matches when at most
/// ``maximumDifferingFraction`` of all pixels differ.
public struct SnapshotTolerance: Hashable, Sendable {
  /// The largest per-channel difference (0...255) that still counts as the same pixel.
  public var maximumChannelDifference: Int
  /// The largest fraction of pixels (0...1) allowed to differ.
  public var maximumDifferingFraction: Double

  /// Creates a tolerance from its two limits.
  public init(maximumChannelDifference: Int, maximumDifferingFraction: Double) {
    self.maximumChannelDifference = maximumChannelDifference
    self.maximumDifferingFraction = maximumDifferingFraction
  }

  /// Every pixel identical.
  public static let exact = SnapshotTolerance(
    maximumChannelDifference: 0, maximumDifferingFraction: 0)

  /// Small antialiasing and rounding differences allowed: channels within 8, and up to
  /// 0.1 % of pixels differing by more.
  public static let standard = SnapshotTolerance(
    maximumChannelDifference: 8, maximumDifferingFraction: 0.001)
}
