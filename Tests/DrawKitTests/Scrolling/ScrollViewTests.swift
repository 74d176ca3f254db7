import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// A column of `count` rows, each `height` tall and 100 wide, its draw closure counting the
/// times it ran in `paints`.
private func rows(_ count: Int, height: CGFloat = 50, paints: Tally<Int>? = nil) -> DrawView {
  let column = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: CGFloat(count) * height))
  for index in 0..<count {
    let row = DrawView(
      frame: CGRect(x: 0, y: CGFloat(index) * height, width: 100, height: height)
    ) { _, _ in paints?.increment() }
    column.addSubview(row)
  }
  return column
}

/// A root 100 × 200 holding a scroll view of its size that shows `content`.
private func stage(_ content: DrawView, axes: ScrollAxes = .vertical) -> (DrawView, ScrollView) {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
  let scroller = ScrollView(frame: root.bounds, content: content, axes: axes)
  root.addSubview(scroller)
  root.layoutIfNeeded()
  return (root, scroller)
}

/// A wheel event at `point` scrolling by `dy` points.
private func wheel(_ dy: CGFloat, at point: CGPoint = CGPoint(x: 50, y: 100)) -> PointerEvent {
  PointerEvent(.scroll, at: point, scrollDelta: CGSize(width: 0, height: dy))
}

@Suite("ScrollView scrolls any content")
struct ScrollViewTests {
  @Test func theOffsetIsClampedToTheContentAndBadNumbersAreTamed() {
    let (_, scroller) = stage(rows(20))
    #expect(scroller.contentSize == CGSize(width: 100, height: 1000))
    scroller.contentOffset = CGPoint(x: 30, y: 1e300)
    #expect(scroller.contentOffset == CGPoint(x: 0, y: 800), "no sideways scroll, bottom end")
    scroller.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
    #expect(scroller.contentOffset == .zero)
    scroller.contentOffset = CGPoint(x: 0, y: -1e300)
    #expect(scroller.contentOffset == .zero)
    scroller.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
    #expect(scroller.contentOffset.y == 800)
  }

  @Test func theContentTracksTheWidthWhenOnlyVerticalScrolls() {
    let content = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    let (_, scroller) = stage(content)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 500))
    scroller.axes = .all
    #expect(content.frame.width == 100, "the natural width of a plain view is its width now")
    scroller.preferredContentSize = CGSize(width: 400, height: 700)
    #expect(scroller.contentSize == CGSize(width: 400, height: 700))
    scroller.contentOffset = CGPoint(x: 1e9, y: 1e9)
    #expect(scroller.contentOffset == CGPoint(x: 300, y: 500))
  }

  @Test func contentThatShrinksWhileScrolledKeepsTheOffsetWithinIt() {
    let (root, scroller) = stage(rows(20))
    scroller.contentOffset = CGPoint(x: 0, y: 500)
    scroller.preferredContentSize = CGSize(width: 100, height: 600)
    #expect(scroller.contentOffset.y == 400, "clamped to the new end")
    scroller.preferredContentSize = CGSize(width: 100, height: 2000)
    #expect(scroller.contentOffset.y == 400, "growing keeps the position")
    scroller.preferredContentSize = nil
    let content = scroller.content!
    content.frame.size.height = 250
    scroller.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(scroller.contentOffset.y == 50)
    scroller.preferredContentSize = .zero
    #expect(scroller.contentOffset == .zero)
    scroller.preferredContentSize = CGSize(width: 100, height: 1e9)
    #expect(root.dispatch(KeyEvent(.end)) == false, "not focused yet")
    #expect(scroller.becomeFirstResponder())
    #expect(root.dispatch(KeyEvent(.end)))
    #expect(scroller.contentOffset.y == 1e9 - 200)
  }

  @Test func theWheelScrollsAndHandsTheRestToTheOuterScrollViewAtTheEdge() {
    let innerContent = rows(6)
    let inner = ScrollView(
      frame: CGRect(x: 0, y: 50, width: 100, height: 100), content: innerContent)
    let outerContent = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 600))
    outerContent.addSubview(inner)
    let (root, outer) = stage(outerContent)
    root.layoutIfNeeded()
    #expect(root.dispatch(wheel(150)))
    #expect(inner.contentOffset.y == 150 && outer.contentOffset.y == 0, "inner first")
    #expect(root.dispatch(wheel(150, at: CGPoint(x: 50, y: 100))))
    #expect(inner.contentOffset.y == 200, "inner at its end")
    #expect(outer.contentOffset.y == 100, "the rest went to the outer one")
    #expect(root.dispatch(wheel(-40, at: CGPoint(x: 50, y: 100))))
    #expect(outer.contentOffset.y == 60, "over the outer content only the outer scrolls")
    #expect(inner.contentOffset.y == 200)
    outer.contentOffset = CGPoint(x: 0, y: 400)
    #expect(!root.dispatch(wheel(40, at: CGPoint(x: 50, y: 10))), "both at the end: unused")
  }

  @Test func shiftTurnsTheWheelSidewaysAndAHorizontalScrollerTakesVerticalSteps() {
    let content = DrawView(frame: CGRect(x: 0, y: 0, width: 500, height: 200))
    let (root, scroller) = stage(content, axes: .horizontal)
    #expect(root.dispatch(wheel(60)))
    #expect(scroller.contentOffset == CGPoint(x: 60, y: 0))
    scroller.axes = .all
    scroller.preferredContentSize = CGSize(width: 500, height: 500)
    let shifted = PointerEvent(
      .scroll, at: CGPoint(x: 50, y: 50), scrollDelta: CGSize(width: 0, height: 30),
      modifiers: .shift)
    #expect(root.dispatch(shifted))
    #expect(scroller.contentOffset == CGPoint(x: 90, y: 0))
  }

  @Test func theKeysPageScrollAndStopAtTheEnds() {
    let (root, scroller) = stage(rows(20))
    #expect(scroller.becomeFirstResponder())
    root.dispatch(KeyEvent(.pageDown))
    #expect(scroller.contentOffset.y == 160, "a page less a line step")
    root.dispatch(KeyEvent(.down))
    #expect(scroller.contentOffset.y == 200)
    root.dispatch(KeyEvent(.space))
    #expect(scroller.contentOffset.y == 360)
    root.dispatch(KeyEvent(.space, modifiers: .shift))
    #expect(scroller.contentOffset.y == 200)
    root.dispatch(KeyEvent(.end))
    #expect(scroller.contentOffset.y == 800)
    #expect(!root.dispatch(KeyEvent(.pageDown)), "at the end the key goes on")
    root.dispatch(KeyEvent(.home))
    #expect(scroller.contentOffset.y == 0)
    root.dispatch(KeyEvent(.up))
    #expect(scroller.contentOffset.y == 0)
  }

  @Test func keysTheFocusedContentDoesNotUseComeUpToTheScrollView() {
    let content = rows(20)
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    content.addSubview(field)
    let (root, scroller) = stage(content)
    #expect(field.becomeFirstResponder())
    root.dispatch(.typing(" a"))
    #expect(field.text == " a" && scroller.contentOffset.y == 0, "the field keeps its Space")
    #expect(root.dispatch(KeyEvent(.pageDown)))
    #expect(scroller.contentOffset.y == 160 && field.isFocused)
  }

  @Test func theHoverFollowsAWheelStepAtOnce() {
    let content = rows(20)
    let (root, _) = stage(content)
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 50, y: 25)))
    #expect(content.subviews[0].isHovered)
    root.dispatch(wheel(50, at: CGPoint(x: 50, y: 25)))
    #expect(content.subviews[1].isHovered, "the row now under the pointer")
    #expect(!content.subviews[0].isHovered)
    #expect(root.hitTest(CGPoint(x: 50, y: 25)) === content.subviews[1])
  }

  @Test func tabbingToAFieldBelowTheFoldScrollsItIntoSight() {
    let content = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
    let top = TextField(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
    let below = TextField(frame: CGRect(x: 10, y: 700, width: 80, height: 30))
    content.addSubview(top)
    content.addSubview(below)
    let (root, scroller) = stage(content)
    scroller.isFocusable = false
    root.dispatch(KeyEvent(.tab))
    #expect(top.isFocused && scroller.contentOffset.y == 0)
    root.dispatch(KeyEvent(.tab))
    #expect(below.isFocused)
    let shown = scroller.contentOffset.y
    #expect(shown <= 700 && shown + 200 >= 730, "the field is in sight: \(shown)")
    root.dispatch(KeyEvent(.tab, modifiers: .shift))
    #expect(scroller.contentOffset.y <= 10, "and back up: \(scroller.contentOffset.y)")
  }

  @Test func scrollRectToVisibleMovesTheLeastAndScrollViewToVisibleReachesThroughNesting() {
    let (_, scroller) = stage(rows(20))
    scroller.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 50))
    #expect(scroller.contentOffset.y == 150, "bottom edge meets the rect's bottom")
    scroller.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50))
    #expect(scroller.contentOffset.y == 100)
    scroller.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 50))
    #expect(scroller.contentOffset.y == 100)
    let innerContent = rows(10)
    let inner = ScrollView(
      frame: CGRect(x: 0, y: 400, width: 100, height: 100), content: innerContent)
    let content = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 800))
    content.addSubview(inner)
    let (_, outer) = stage(content)
    outer.scrollViewToVisible(innerContent.subviews[7])
    #expect(inner.contentOffset.y == 300, "row 7 (350...400) at the inner bottom")
    #expect(outer.contentOffset.y == 300, "the inner scroll view at the outer bottom")
  }

  @Test func onlyTheRowsInSightArePainted() throws {
    let paints = Tally(0)
    let (root, scroller) = stage(rows(1000, paints: paints))
    _ = try render(root)
    #expect(paints.value == 4, "four rows of 50 in 200 points, not 1,000: \(paints.value)")
    scroller.contentOffset = CGPoint(x: 0, y: 25_025)
    _ = try render(root)
    #expect(paints.value - 4 == 5, "two rows in part, three whole: \(paints.value - 4)")
  }

  @Test func aScrollRepaintsTheScrollViewsAreaAndNoMore() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let scroller = ScrollView(
      frame: CGRect(x: 20, y: 30, width: 100, height: 200), content: rows(20))
    root.addSubview(scroller)
    _ = try render(root)
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 60, y: 100)))
    _ = root.takeDirtyRegion()
    root.dispatch(wheel(50, at: CGPoint(x: 60, y: 100)))
    #expect(root.dirtyRegion.boundingBox == scroller.frame)
  }

  /// The ancestor steps a wheel step at the innermost of `depth` nested scroll views costs.
  private func visitsOfAWheelStep(depth: Int) -> Int {
    var views: [DrawView] = []
    var content: DrawView = rows(10)
    for _ in 0..<depth {
      content = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), content: content)
      views.append(content)
    }
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    root.addSubview(content)
    root.layoutIfNeeded()
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 50, y: 100)))
    _ = root.takeDirtyRegion()
    let before = views.reduce(0) { $0 + $1.ancestorVisits }
    root.dispatch(wheel(50))
    return views.reduce(0) { $0 + $1.ancestorVisits } - before
  }

  @Test func aWheelStepCostsLinearlyInTheNesting() {
    let shallow = visitsOfAWheelStep(depth: 100)
    let deep = visitsOfAWheelStep(depth: 1000)
    #expect(deep > 0 && deep <= shallow * 12, "ten times deeper: \(shallow) -> \(deep)")
  }

  @Test func aThousandNestedScrollViewsLayOutPaintAndScroll() throws {
    var innermost: ScrollView?
    var content: DrawView = rows(10)
    for _ in 0..<1000 {
      let scroller = ScrollView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 200), content: content)
      innermost = innermost ?? scroller
      content = scroller
    }
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    root.addSubview(content)
    root.layoutIfNeeded()
    _ = try render(root)
    #expect(root.dispatch(wheel(500)))
    #expect(innermost?.contentOffset.y == 300)
    #expect(!root.dispatch(wheel(50)), "nobody can scroll further")
  }
}

@Suite("ScrollView describes itself to assistive technology")
struct ScrollViewAccessibilityTests {
  @Test func theScrollViewIsAPaneAndItsBarAScrollBarWithTheOffsetAsValue() throws {
    let (_, scroller) = stage(rows(20))
    scroller.contentOffset = CGPoint(x: 0, y: 400)
    let tree = scroller.accessibilityTree()
    #expect(tree.element.role == .scrollPane)
    let bars = tree.allNodes.filter { $0.element.role == .scrollBar }
    #expect(bars.count == 1, "the vertical bar only: nothing to scroll sideways")
    let bar = try #require(bars.first)
    #expect(bar.element.value == "50 %")
    #expect(bar.element.numericValue == AccessibilityRange(current: 400, maximum: 800, step: 40))
    #expect(bar.view.performAccessibilityAction(.increment))
    #expect(scroller.contentOffset.y == 440)
    #expect(bar.view.performAccessibilityAction(.decrement))
    #expect(scroller.contentOffset.y == 400)
  }
}
