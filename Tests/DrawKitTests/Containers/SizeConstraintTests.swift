import Foundation
import Testing

@testable import DrawKit

/// Fixed, minimum and maximum sizes in rows and columns: they hold what a subview is offered
/// and measured at, how a stack shares out its room, and how far `.fill` stretches.
@Suite("Layout: fixed, minimum and maximum sizes in stacks")
struct SizeConstraintTests {
  /// A user's view that is as wide as `width` unless offered less, and counts its
  /// measurements.
  private final class Wide: DrawView {
    let width: CGFloat
    var offers: [CGSize] = []

    init(width: CGFloat) {
      self.width = width
      super.init(frame: .zero)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      offers.append(size)
      return CGSize(width: min(width, size.width), height: 10)
    }
  }

  private func box(width: CGFloat = 10, height: CGFloat = 10) -> DrawView {
    DrawView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test func aSidebarWithAFixedWidthKeepsItWhileItsSearchFieldFillsUp() {
    let field = TextField()
    let sidebar = Column(spacing: 0) { field }.frame(width: 220)
    let content = box().layoutFlex(1)
    let window = Row(frame: CGRect(x: 0, y: 0, width: 900, height: 400), spacing: 0) {
      sidebar
      content
    }
    window.layoutIfNeeded()
    #expect(sidebar.frame.width == 220)
    field.text = String(repeating: "a long search for something ", count: 8)
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(sidebar.frame.width == 220, "widened to \(sidebar.frame.width)")
    #expect(field.frame.width == 220, "the field fills the sidebar, no wider")
    #expect(content.frame.minX == 220 && content.frame.width == 680)
  }

  @Test func withoutALimitTheSameSidebarWidensWithItsText() {
    let field = TextField()
    let sidebar = Column(spacing: 0) { field }
    let window = Row(frame: CGRect(x: 0, y: 0, width: 900, height: 400), spacing: 0) {
      sidebar
    }
    window.layoutIfNeeded()
    let before = sidebar.frame.width
    field.text = String(repeating: "a long search for something ", count: 8)
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(sidebar.frame.width > before + 100, "the natural size follows the text")
  }

  @Test func aMaximumWidthIsOfferedAndHoldsTheNaturalWidth() {
    let wide = Wide(width: 500).frame(maxWidth: 120)
    let row = Row(frame: CGRect(x: 0, y: 0, width: 400, height: 20), spacing: 0) { wide }
    #expect(row.sizeThatFits(CGSize(width: 400, height: 20)).width == 120)
    row.layoutIfNeeded()
    #expect(wide.frame.width == 120)
    #expect(wide.offers.allSatisfy { $0.width == 120 }, "offered \(wide.offers)")
  }

  @Test func aWrappingLabelWithAMaximumWidthWrapsThere() {
    let label = Label("A caption long enough to wrap onto more than one line").frame(
      maxWidth: 80)
    label.numberOfLines = 0
    let single = Label("A caption")
    let column = Column(frame: CGRect(x: 0, y: 0, width: 400, height: 300), alignment: .start) {
      label
      single
    }
    column.layoutIfNeeded()
    #expect(label.frame.width <= 80)
    #expect(label.frame.height > 2.5 * single.frame.height)
  }

  @Test func aMinimumWidensANarrowViewAndAFixedSizeIsExact() {
    let narrow = box(width: 10).frame(minWidth: 50)
    let fixed = box(width: 10, height: 10).frame(width: 30, height: 16)
    let row = Row(
      frame: CGRect(x: 0, y: 0, width: 400, height: 40), spacing: 5, alignment: .start
    ) {
      narrow
      fixed
    }
    row.layoutIfNeeded()
    #expect(narrow.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    #expect(fixed.frame == CGRect(x: 55, y: 0, width: 30, height: 16))
    #expect(row.sizeThatFits(CGSize(width: 400, height: 40)) == CGSize(width: 85, height: 16))
  }

  @Test func aFixedHeightTallerThanTheRowWinsOverTheRowsHeight() {
    let tall = box().frame(height: 60)
    let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 20), alignment: .center) {
      tall
    }
    row.layoutIfNeeded()
    #expect(tall.frame == CGRect(x: 0, y: -20, width: 10, height: 60))
  }

  @Test func aFlexibleViewStopsAtItsMaximumAndTheOthersTakeTheRest() {
    let capped = box(width: 0).layoutFlex(1).frame(maxWidth: 50)
    let first = box(width: 0).layoutFlex(1)
    let second = box(width: 0).layoutFlex(2)
    let row = Row(frame: CGRect(x: 0, y: 0, width: 350, height: 20), spacing: 0) {
      capped
      first
      second
    }
    row.layoutIfNeeded()
    #expect(capped.frame.width == 50)
    #expect(first.frame.width == 100 && second.frame.width == 200)
    #expect(second.frame.maxX == 350)
  }

  @Test func aFlexibleViewGetsAtLeastItsMinimum() {
    let floor = box(width: 0).layoutFlex(1).frame(minHeight: 80)
    let other = box(width: 0).layoutFlex(1)
    let column = Column(frame: CGRect(x: 0, y: 0, width: 20, height: 100), spacing: 0) {
      floor
      other
    }
    column.layoutIfNeeded()
    #expect(floor.frame.height == 80 && other.frame.height == 20)
    #expect(other.frame.minY == 80)
  }

  @Test func fillStretchesOnlyUpToTheMaximumAndKeepsTheStart() {
    let field = box(width: 10).frame(maxWidth: 150)
    let column = Column(frame: CGRect(x: 0, y: 0, width: 300, height: 100), alignment: .fill) {
      field
    }
    column.layoutIfNeeded()
    #expect(field.frame == CGRect(x: 0, y: 0, width: 150, height: 10))
  }

  @Test func modifiersChangeOnlyWhatTheyAreGiven() {
    let view = box().frame(width: 40).frame(maxHeight: 30).frame(minHeight: 5)
    #expect(
      view.sizeConstraints
        == SizeConstraints(minWidth: 40, maxWidth: 40, minHeight: 5, maxHeight: 30))
    view.sizeConstraints = .none
    #expect(view.sizeConstraints.minWidth == nil && view.sizeConstraints.maxWidth == nil)
  }

  @Test(arguments: [CGFloat.nan, CGFloat.infinity])
  func nanAndInfinityAreNoLimit(value: CGFloat) {
    let view = box(width: 25, height: 12).frame(width: value, height: value)
    #expect(view.sizeConstraints == .none)
    let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 20), alignment: .start) {
      view
    }
    row.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 25, height: 12))
  }

  @Test(arguments: [-5, -CGFloat.infinity])
  func negativeLimitsCountAsZero(value: CGFloat) {
    let view = box(width: 25).frame(maxWidth: value)
    #expect(view.sizeConstraints.maxWidth == 0)
    let next = box()
    let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 20), spacing: 4) {
      view
      next
    }
    row.layoutIfNeeded()
    #expect(view.frame.width == 0 && next.frame.minX == 4)
  }

  @Test func aMinimumAboveTheMaximumWins() {
    let view = box(width: 25).frame(minWidth: 60, maxWidth: 20)
    let flexible = box(width: 0).layoutFlex(1).frame(minWidth: 70, maxWidth: 10)
    let row = Row(frame: CGRect(x: 0, y: 0, width: 300, height: 20), spacing: 0) {
      view
      flexible
    }
    row.layoutIfNeeded()
    #expect(view.frame.width == 60)
    #expect(flexible.frame.width == 70)
  }

  @Test func hugeFixedSizesStayFiniteAndKeepTheOrder() {
    let huge = box().frame(width: 1e300, height: 1e300)
    let second = box().frame(width: 1e300)
    let third = box()
    let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 20), spacing: 0) {
      huge
      second
      third
    }
    let natural = row.sizeThatFits(CGSize(width: 100, height: 20))
    #expect(natural.width.isFinite && natural.height == 1e300)
    row.layoutIfNeeded()
    #expect(huge.frame.width == 1e300 && second.frame.minX == 1e300)
    #expect(third.frame.minX.isFinite && third.frame.minX >= second.frame.minX)
    #expect([huge, second, third].allSatisfy { !$0.frame.minY.isNaN && !$0.frame.width.isNaN })
  }

  @Test func sizeConstraintsOfANestedStackHoldItsOwnSubviewsOffer() {
    let wide = Wide(width: 500)
    let inner = Column(spacing: 0) { wide }.frame(maxWidth: 90)
    let outer = Column(frame: CGRect(x: 0, y: 0, width: 300, height: 100), spacing: 0) {
      inner
    }
    outer.layoutIfNeeded()
    #expect(inner.frame.width == 90)
    #expect(wide.frame.width == 90, "the column's subviews are offered its maximum")
    #expect(inner.naturalSizeMeasurements <= 2)
  }

  @Test func sizeToFitHoldsTheViewWithinItsOwnLimitsAndItsSubviews() {
    let view = box(width: 40).frame(maxWidth: 20)
    let row = Row(spacing: 0) { view }.frame(minHeight: 30)
    row.sizeToFit()
    #expect(row.frame.size == CGSize(width: 20, height: 30))
    let wide = Wide(width: 500).frame(maxWidth: 75)
    wide.sizeToFit()
    #expect(wide.frame.width == 75 && wide.offers.last?.width == 75)
  }
}
