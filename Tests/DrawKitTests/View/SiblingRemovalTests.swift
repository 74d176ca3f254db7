import DrawKit
import Foundation
import Testing

@Suite("Adversarial sibling removal: removing many siblings one by one stays linear")
struct SiblingRemovalTests {
  private func parent(withChildren count: Int) -> DrawView {
    let parent = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    for index in 0..<count {
      parent.addSubview(DrawView(frame: CGRect(x: 0, y: Double(index % 100), width: 10, height: 1)))
    }
    return parent
  }

  @Test func removingAHundredThousandSiblingsFromTheFrontIsLinear() {
    let count = 100_000
    let parent = parent(withChildren: count)
    let before = parent.subviewWork
    for view in parent.subviews {
      view.removeFromSuperview()
    }
    let work = parent.subviewWork - before
    #expect(parent.subviews.isEmpty)
    // Quadratic removal would scan and move about count² / 2 = 5e9 slots.
    #expect(work <= 3 * count, "\(work) slots of work for \(count) removals")
  }

  @Test func removingFromTheFrontThenReadingOnceCostsOneMove() {
    let parent = parent(withChildren: 10_000)
    let kept = Array(parent.subviews.suffix(10))
    let before = parent.subviewWork
    for view in parent.subviews.prefix(9_990) {
      view.removeFromSuperview()
    }
    #expect(parent.subviews.map(ObjectIdentifier.init) == kept.map(ObjectIdentifier.init))
    #expect(parent.subviewWork - before <= 9_990 + 10_000)
  }

  @Test func aViewRemovedFromTheFrontIsReleasedAtOnce() {
    let parent = parent(withChildren: 3)
    weak var first: DrawView?
    do {
      let view = DrawView(frame: .zero)
      parent.insertSubview(view, at: 0)
      first = view
      view.removeFromSuperview()
    }
    #expect(first == nil, "released before the subviews were read again")
    #expect(parent.subviews.count == 3)
  }

  @Test func randomInsertionsAndRemovalsMatchAnArray() {
    var generator = SystemRandomNumberGenerator()
    let parent = DrawView(frame: .zero)
    var model: [DrawView] = []
    for step in 0..<4_000 {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0, 1:
        let view = DrawView(frame: .zero)
        let index = Int.random(in: -1...model.count + 1, using: &generator)
        parent.insertSubview(view, at: index)
        model.insert(view, at: min(max(index, 0), model.count))
      case 2 where !model.isEmpty:
        model.removeFirst().removeFromSuperview()
      case 3 where !model.isEmpty:
        model.removeLast().removeFromSuperview()
      case 4 where !model.isEmpty:
        model.remove(at: Int.random(in: 0..<model.count, using: &generator)).removeFromSuperview()
      case 5 where model.count > 1:
        // Re-adding a child moves it to the top.
        let view = model.removeFirst()
        parent.addSubview(view)
        model.append(view)
      default:
        break
      }
      if step % 7 == 0 {
        #expect(parent.subviews.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
        #expect(parent.subviews.allSatisfy { $0.superview === parent })
      }
    }
    #expect(parent.subviews.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
  }

  @Test func removedFrontViewsLeaveRenderingAndHitTestingIntact() throws {
    let parent = parent(withChildren: 50)
    parent.subviews.last!.backgroundColor = .red
    for view in parent.subviews.prefix(20) {
      view.removeFromSuperview()
    }
    let image = try Renderer().image(of: parent)
    #expect(image.pixelWidth == 100)
    #expect(parent.hitTest(CGPoint(x: 5, y: 49.5)) === parent.subviews.last)
  }
}
