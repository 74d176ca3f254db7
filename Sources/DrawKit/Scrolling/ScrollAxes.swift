/// The directions a ``ScrollView`` scrolls in: ``vertical``, ``horizontal`` or both.
public struct ScrollAxes: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// A set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Up and down: the content is as wide as the scroll view and as tall as it likes.
  public static let vertical = ScrollAxes(rawValue: 1 << 0)
  /// Left and right: the content is as tall as the scroll view and as wide as it likes.
  public static let horizontal = ScrollAxes(rawValue: 1 << 1)
  /// Both directions: the content takes its natural size.
  public static let all: ScrollAxes = [.vertical, .horizontal]
}
