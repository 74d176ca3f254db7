import Foundation
import Testing

@testable import DrawKit

/// Rows and columns nested far deeper than any screen: measuring their natural sizes and
/// laying them out keeps its own stack (it recursed, and overflowed the call stack past
/// about 35,000 levels) and measures each stack once per layout pass (it measured every
/// subtree again at each level: 10,000 nested columns took 32 s to their first frame).
@Suite("Adversarial: deeply nested stacks")
struct DeepStackTests {
  /// A plain-looking leaf that counts how often its natural size is asked for.
  private final class CountingLeaf: DrawView {
    var calls = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      calls += 1
      return CGSize(width: 12, height: 10)
    }
  }

  /// A column that pads its natural size by 2 points, calling `super`: a user's subclass.
  private final class Card: Column {
    var calls = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      calls += 1
      let inner = super.sizeThatFits(size)
      return CGSize(width: inner.width + 2, height: inner.height + 2)
    }
  }

  /// A user's view that is as large as its first subview wants to be, asking it.
  private final class Wrapper: DrawView {
    var calls = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      calls += 1
      return subviews.first?.sizeThatFits(size) ?? .zero
    }

    override func layoutSubviews() {
      subviews.first?.frame = bounds
    }
  }

  /// `leaf` inside `depth` stacks made by `make`, each the only subview of the next; the
  /// outermost is 40×40 points.
  private func nest<Container: DrawView>(
    _ leaf: DrawView, depth: Int, _ make: () -> Container
  ) -> [Container] {
    var levels: [Container] = []
    var inner = leaf
    for _ in 0..<depth {
      let container = make()
      container.addSubview(inner)
      levels.append(container)
      inner = container
    }
    levels.last?.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    return levels
  }

  @Test func aHundredThousandNestedColumnsMeasureLayOutAndRenderInLinearWork() throws {
    let leaf = CountingLeaf(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    leaf.backgroundColor = .red
    let columns = nest(leaf, depth: 100_000) { Column(spacing: 0) }
    let root = try #require(columns.last)
    #expect(root.sizeThatFits(CGSize(width: 40, height: CGFloat.infinity)).height == 10)
    root.layoutIfNeeded()
    #expect(leaf.frame == CGRect(x: 0, y: 0, width: 40, height: 10), "stretched by .fill")
    let measured = columns.reduce(0) { $0 + $1.naturalSizeMeasurements }
    #expect(measured <= 2 * columns.count, "\(measured) measurements of \(columns.count) columns")
    #expect(leaf.calls <= 4, "the leaf was asked \(leaf.calls) times")
    let image = try Renderer().image(of: root)
    #expect(image.pixel(x: 20, y: 5) == Pixel(.red))
    #expect(image.pixel(x: 20, y: 15) == Pixel(.clear))
  }

  @Test func aHundredThousandNestedCentredRowsOfPlainViewsMeasureEachRowOnce() throws {
    let leaf = DrawView(frame: CGRect(x: 0, y: 0, width: 8, height: 6))
    leaf.backgroundColor = .blue
    let rows = nest(leaf, depth: 100_000) { Row(spacing: 0, alignment: .center) }
    let root = try #require(rows.last)
    root.layoutIfNeeded()
    #expect(leaf.frame == CGRect(x: 0, y: 0, width: 8, height: 6))
    #expect(rows.first?.frame.height == 6, "each row as tall as the leaf, centred in the next")
    #expect(rows.dropLast().last?.frame.minY == 17)
    let measured = rows.reduce(0) { $0 + $1.naturalSizeMeasurements }
    #expect(measured <= rows.count, "\(measured) measurements of \(rows.count) rows")
    let image = try Renderer().image(of: root)
    #expect(image.pixel(x: 4, y: 20) == Pixel(.blue))
  }

  @Test func fiftyThousandNestedSubclassesCallingSuperMeasureWithoutOverflowing() throws {
    let leaf = DrawView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let cards = nest(leaf, depth: 50_000) { Card(spacing: 0) }
    let root = try #require(cards.last)
    let size = root.sizeThatFits(CGSize(width: 1e6, height: CGFloat.infinity))
    #expect(size == CGSize(width: 4 + 2 * 50_000, height: 4 + 2 * 50_000))
    let calls = cards.reduce(0) { $0 + $1.calls }
    #expect(calls <= 2 * cards.count, "\(calls) calls of \(cards.count) cards")
    root.layoutIfNeeded()
    #expect(!root.needsLayout)
  }

  @Test func userViewsAskingAStackInsideThemNestFiftyThousandDeep() throws {
    let leaf = DrawView(frame: CGRect(x: 0, y: 0, width: 3, height: 7))
    var wrappers: [Wrapper] = []
    var inner: DrawView = leaf
    for _ in 0..<25_000 {
      let column = Column(spacing: 0)
      column.addSubview(inner)
      let wrapper = Wrapper()
      wrapper.addSubview(column)
      wrappers.append(wrapper)
      inner = wrapper
    }
    let size = inner.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity))
    #expect(size == CGSize(width: 3, height: 7))
    let calls = wrappers.reduce(0) { $0 + $1.calls }
    #expect(calls <= 2 * wrappers.count, "\(calls) calls of \(wrappers.count) wrappers")
  }

  @Test func aStackLaysOutAgainWithFreshSizesInTheNextPass() {
    let leaf = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let inner = Column(spacing: 0) { leaf }
    let outer = Column(frame: CGRect(x: 0, y: 0, width: 50, height: 100), spacing: 0) {
      inner
      DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
    }
    outer.layoutIfNeeded()
    #expect(outer.subviews[1].frame.minY == 10)
    leaf.frame.size.height = 30
    inner.setNeedsLayout()
    outer.setNeedsLayout()
    outer.layoutIfNeeded()
    #expect(inner.frame.height == 30, "measured again, not the last pass's size")
    #expect(outer.subviews[1].frame.minY == 30)
  }
}
