import DrawKit
import Foundation
import Testing

/// Stacks whose subviews report sizes no layout can use (NaN, infinite, negative) or flexes
/// too small for ordinary arithmetic: such a size counts as zero, and the room is shared to
/// the last fraction of a point.
@Suite("Adversarial: bad natural sizes and tiny flexes in stacks")
struct StackBadSizeTests {
  /// A user's view that reports `size` as its natural size, whatever it is offered.
  private final class Reporting: DrawView {
    let size: CGSize

    init(_ size: CGSize) {
      self.size = size
      super.init(frame: .zero)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { self.size }
  }

  private func box(width: CGFloat, flex: CGFloat = 0) -> DrawView {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: width, height: 10))
    view.layoutFlex = flex
    return view
  }

  @Test(arguments: [CGFloat.nan, -30, -CGFloat.infinity, CGFloat.infinity])
  func aBadWidthCountsAsZeroAndLeavesTheLaterSubviewsInPlace(width: CGFloat) {
    let bad = Reporting(CGSize(width: width, height: 8))
    let second = box(width: 10)
    let third = box(width: 10)
    let row = Row(frame: CGRect(x: 0, y: 0, width: 200, height: 20), spacing: 5) {
      bad
      second
      third
    }
    row.layoutIfNeeded()
    #expect(bad.frame.minX == 0 && bad.frame.width == 0 && bad.frame.height == 8)
    #expect(second.frame.minX == 5 && third.frame.minX == 20)
    #expect(row.sizeThatFits(CGSize(width: 200, height: 20)) == CGSize(width: 30, height: 10))
  }

  @Test(arguments: [CGFloat.nan, -8])
  func aBadHeightInACentredRowCountsAsZero(height: CGFloat) {
    let bad = Reporting(CGSize(width: 6, height: height))
    let row = Row(
      frame: CGRect(x: 0, y: 0, width: 100, height: 20), spacing: 0, alignment: .center
    ) {
      bad
      box(width: 10)
    }
    row.layoutIfNeeded()
    #expect(bad.frame == CGRect(x: 0, y: 10, width: 6, height: 0))
    #expect(row.subviews[1].frame.minX == 6)
  }

  /// The smallest flexes there are, below the normal range (about 5e-324, 3e-323, 1e-320).
  @Test(arguments: [1, 6, 2024].map { CGFloat.leastNonzeroMagnitude * $0 })
  func tinyFlexesShareTheWholeRoom(flex: CGFloat) {
    let first = box(width: 0, flex: flex)
    let second = box(width: 0, flex: flex)
    let third = box(width: 0, flex: 2 * flex)
    let row = Row(frame: CGRect(x: 0, y: 0, width: 100.5, height: 20), spacing: 0) {
      first
      second
      third
    }
    row.layoutIfNeeded()
    #expect(first.frame.width == 25.125 && second.frame.width == 25.125)
    #expect(third.frame.width == 50.25)
    #expect(third.frame.maxX == 100.5, "no part of the room is lost")
  }
}
