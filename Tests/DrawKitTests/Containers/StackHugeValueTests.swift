import DrawKit
import Foundation
import Testing

/// Stacks given flexes, spacing and sizes so large that their sums overflow.
@Suite struct StackHugeValueTests {
  private func box(width: CGFloat, flex: CGFloat = 0) -> DrawView {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: width, height: 10))
    view.layoutFlex = flex
    return view
  }

  @Test(arguments: [1e308, CGFloat.greatestFiniteMagnitude])
  func subviewsWithHugeEqualFlexesShareTheRoomEqually(flex: CGFloat) {
    let first = box(width: 0, flex: flex)
    let second = box(width: 0, flex: flex)
    let row = Row(frame: CGRect(x: 0, y: 0, width: 200, height: 20), spacing: 0) {
      first
      second
    }
    row.layoutIfNeeded()
    #expect(first.frame.width == 100)
    #expect(second.frame.width == 100)
    #expect(second.frame.minX == 100)
  }

  @Test func aHugeFlexBesideATinyOneTakesAlmostAllTheRoom() {
    let huge = box(width: 0, flex: 1e308)
    let tiny = box(width: 0, flex: 1e-300)
    let column = Column(frame: CGRect(x: 0, y: 0, width: 20, height: 300), spacing: 0) {
      huge
      tiny
    }
    column.layoutIfNeeded()
    #expect(huge.frame.height == 300)
    #expect(tiny.frame.height >= 0 && tiny.frame.height < 1e-6)
    #expect(tiny.frame.minY == 300)
  }

  @Test func hugeSpacingKeepsEverySubviewAfterTheOneBefore() {
    let views = (0..<4).map { _ in box(width: 10) }
    let row = Row(frame: CGRect(x: 0, y: 0, width: 200, height: 20), spacing: 1e308) {
      views[0]
      views[1]
      views[2]
      views[3]
    }
    row.layoutIfNeeded()
    let origins = views.map(\.frame.minX)
    #expect(origins[0] == 0)
    #expect(origins.allSatisfy { $0.isFinite })
    #expect(origins[1] > 200)
    #expect(origins[3] >= origins[2] && origins[2] > origins[1])
  }
}
