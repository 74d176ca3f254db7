import Foundation

/// The fixed, minimum and maximum width and height a ``Row``, ``Column`` or ``Grid`` keeps a
/// view within: a sidebar that stays 220 points wide whatever its search field holds, a
/// field that grows with the window up to 400 points.
///
/// A view's ``DrawView/sizeConstraints`` apply wherever a container sizes it: to the size
/// offered to its ``DrawView/sizeThatFits(_:)`` (a label wraps at its maximum width), to the
/// natural size that answers (a view narrower than its minimum is widened to it), to the room
/// a stack shares out by ``DrawView/layoutFlex`` (a flexible view stops at its maximum and
/// the rest goes to the others), to stretching by ``Stack/Alignment/fill``, and to
/// ``DrawView/sizeToFit()``. Set them with the ``DrawView/frame(width:height:)`` and
/// ``DrawView/frame(minWidth:maxWidth:minHeight:maxHeight:)`` modifiers.
///
/// **Clamping.** `nil` is no limit. NaN and +infinity count as no limit too, negative values
/// (-infinity included) as zero; large finite values such as 1e300 are kept, and sums of them
/// stop at the largest finite number, so no frame becomes NaN or infinite. A minimum above the
/// maximum wins: the view is the minimum long, as in SwiftUI.
public struct SizeConstraints: Hashable, Sendable {
  /// The narrowest the view is laid out; `nil` for no limit.
  public var minWidth: CGFloat? {
    didSet { minWidth = Self.limit(minWidth) }
  }
  /// The widest the view is laid out, unless ``minWidth`` is larger; `nil` for no limit.
  public var maxWidth: CGFloat? {
    didSet { maxWidth = Self.limit(maxWidth) }
  }
  /// The shortest the view is laid out; `nil` for no limit.
  public var minHeight: CGFloat? {
    didSet { minHeight = Self.limit(minHeight) }
  }
  /// The tallest the view is laid out, unless ``minHeight`` is larger; `nil` for no limit.
  public var maxHeight: CGFloat? {
    didSet { maxHeight = Self.limit(maxHeight) }
  }

  /// Creates constraints; each side left out, NaN or infinite has no limit, and negative
  /// values count as zero.
  public init(
    minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    maxHeight: CGFloat? = nil
  ) {
    self.minWidth = Self.limit(minWidth)
    self.maxWidth = Self.limit(maxWidth)
    self.minHeight = Self.limit(minHeight)
    self.maxHeight = Self.limit(maxHeight)
  }

  /// No limit on any side: the view keeps its natural size.
  public static let none = SizeConstraints()

  /// Whether no side has a limit.
  var isEmpty: Bool { self == .none }

  /// `size` held within the limits, each side on its own; the minimum wins over the maximum.
  func clamp(_ size: CGSize) -> CGSize {
    CGSize(
      width: Self.clamp(size.width, min: minWidth, max: maxWidth),
      height: Self.clamp(size.height, min: minHeight, max: maxHeight))
  }

  /// A width held within the width limits.
  func clampWidth(_ width: CGFloat) -> CGFloat {
    Self.clamp(width, min: minWidth, max: maxWidth)
  }

  /// A height held within the height limits.
  func clampHeight(_ height: CGFloat) -> CGFloat {
    Self.clamp(height, min: minHeight, max: maxHeight)
  }

  /// The largest width the limits allow: infinity when there is no maximum.
  var widthCeiling: CGFloat { maxWidth.map { Swift.max($0, minWidth ?? 0) } ?? .infinity }

  /// The largest height the limits allow: infinity when there is no maximum.
  var heightCeiling: CGFloat { maxHeight.map { Swift.max($0, minHeight ?? 0) } ?? .infinity }

  private static func clamp(_ value: CGFloat, min: CGFloat?, max: CGFloat?) -> CGFloat {
    var value = value
    if let max { value = Swift.min(value, max) }
    if let min { value = Swift.max(value, min) }
    return value
  }

  private static func limit(_ value: CGFloat?) -> CGFloat? {
    guard let value, !value.isNaN, value != .infinity else { return nil }
    return Swift.max(value, 0)
  }
}
