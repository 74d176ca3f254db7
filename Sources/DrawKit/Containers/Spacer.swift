import Foundation

/// Flexible empty space in a ``Row`` or ``Column``: it takes a share of the room the other
/// subviews leave, as SwiftUI's `Spacer` and Flutter's `Spacer` do, pushing what follows it to
/// the far end.
///
/// ```swift
/// let toolbar = Row {
///   Button(title: "Back")
///   Spacer()
///   Button(title: "Share")  // at the right edge, however wide the row
/// }
/// ```
///
/// A spacer has a ``DrawView/layoutFlex`` of 1, so two spacers split the room equally and a
/// spacer beside a view with flex 1 takes half; it is never shorter than ``minLength`` along
/// the stack's axis, and takes no room across it (it makes no row taller). With a flex of 0 it
/// is a fixed gap of ``minLength``. It draws nothing and takes no pointer events. In a
/// ``Grid`` it is an empty cell at least ``minLength`` wide and high.
public final class Spacer: DrawView {
  /// The least room the spacer takes along its stack's axis, in points; NaN, infinite and
  /// negative values count as 0.
  public var minLength: CGFloat {
    didSet {
      minLength = Self.length(minLength)
      if minLength != oldValue { superview?.setNeedsLayout() }
    }
  }

  /// Creates a spacer that takes at least `minLength` points along its stack's axis.
  public init(minLength: CGFloat = 0) {
    self.minLength = Self.length(minLength)
    super.init(frame: .zero)
    layoutFlex = 1
    isUserInteractionEnabled = false
  }

  /// ``minLength`` along the axis of the stack holding the spacer and zero across it; in any
  /// other superview, ``minLength`` both ways.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let stack = superview as? Stack else {
      return CGSize(width: minLength, height: minLength)
    }
    return stack.isHorizontal
      ? CGSize(width: minLength, height: 0) : CGSize(width: 0, height: minLength)
  }

  private static func length(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(value, 0) : 0
  }
}
