import Foundation
import Testing

@testable import DrawKit

/// Building and changing very deep trees.
///
/// Each insertion used to walk to the root (to mark the new view's area for display, to find the root's accessibility handler, to ask whether
/// the whole tree is dirty anyway), so a chain built from the root down was quadratic
/// (20,000 deep: 14.6 s). Views remember their root until the tree's shape changes.
@Suite("Adversarial: inserting into deep trees")
struct DeepInsertionTests {
  /// `depth` 40×40 views, each added to the previous one while that one is in the tree.
  private func chainFromTheTop(depth: Int) -> [DrawView] {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    var views = [root]
    for _ in 0..<depth {
      let view = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      views[views.count - 1].addSubview(view)
      views.append(view)
    }
    return views
  }

  @Test func aHundredThousandDeepChainBuiltFromTheTopVisitsFewAncestors() throws {
    let views = chainFromTheTop(depth: 100_000)
    let visits = views.reduce(0) { $0 + $1.ancestorVisits }
    #expect(visits <= 4 * views.count, "\(visits) ancestors visited for \(views.count) views")
    views.last?.backgroundColor = .red
    let image = try Renderer().image(of: views[0])
    #expect(image.pixel(x: 20, y: 20) == Pixel(.red))
  }

  @Test func aChainBuiltFromTheTopOfATreeAlreadyDrawnStillRepaintsWhatChanged() throws {
    let views = chainFromTheTop(depth: 1_000)
    let root = views[0]
    let image = try Renderer().image(of: root)
    _ = root.takeDirtyRegion()
    let leaf = DrawView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    leaf.backgroundColor = .blue
    views[999].addSubview(leaf)
    // The leaf's frame, with the focus ring's margin around it.
    let marked = try #require(root.dirtyRegion.rects.first)
    #expect(root.dirtyRegion.rects.count == 1)
    #expect(marked.contains(leaf.frame) && marked.width < 20 && marked.height < 20)
    let redrawn = try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(redrawn.rects == [marked])
    #expect(image.pixel(x: 8, y: 9) == Pixel(.blue))
  }

  @Test func aRememberedRootFollowsEveryMove() {
    let first = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let second = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let middle = DrawView()
    let leaf = DrawView()
    middle.addSubview(leaf)
    #expect(leaf.rootView === middle)
    first.addSubview(middle)
    #expect(leaf.rootView === first, "a subtree joined a tree")
    second.addSubview(middle)
    #expect(leaf.rootView === second && middle.rootView === second, "it moved")
    middle.removeFromSuperview()
    #expect(leaf.rootView === middle, "it left")
    let lone = DrawView()
    #expect(lone.rootView === lone)
    leaf.addSubview(lone)
    #expect(lone.rootView === middle, "a root that was alone joined")
    do {
      let holder = DrawView()
      holder.addSubview(middle)
      #expect(lone.rootView === holder)
    }
    #expect(lone.rootView === middle, "its root was freed")
  }

  @Test func aDeepChainBuiltFromTheLeafUpWithoutFramesIsLinear() {
    let leaf = DrawView()
    var top = leaf
    var views = [leaf]
    for _ in 0..<100_000 {
      let parent = DrawView()
      parent.addSubview(top)
      views.append(parent)
      top = parent
    }
    let visits = views.reduce(0) { $0 + $1.ancestorVisits }
    #expect(visits <= 4 * views.count, "\(visits) ancestors visited for \(views.count) views")
    #expect(leaf.rootView === top)
  }
}
