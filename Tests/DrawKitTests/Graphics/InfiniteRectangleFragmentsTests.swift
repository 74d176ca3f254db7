import DrawKit
import Foundation
import Testing

/// `TextView.textFragments(in:)` with rectangles whose origin and size are infinite, as a
/// program asking for "everything" might write them: Foundation's rectangle arithmetic adds
/// `-inf` to `+inf` there and traps, so the view works the edges out itself.
@Suite("Adversarial text fragments in infinite rectangles")
struct InfiniteRectangleFragmentsTests {
  static let infinity = CGFloat.infinity

  /// A 200 × 100 view of thirty short paragraphs, scrolled to the top.
  private func view() throws -> TextView {
    try pinTestFonts()
    let lines = (1...30).map { "line \($0)" }.joined(separator: "\n")
    return TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), text: lines)
  }

  @Test(arguments: [
    CGRect(x: -infinity, y: -infinity, width: infinity, height: infinity),
    CGRect(x: infinity, y: infinity, width: -infinity, height: -infinity),
    CGRect(x: 0, y: -infinity, width: 10, height: infinity),
  ])
  func aRectangleOverTheWholePlaneReachesEverythingInView(rect: CGRect) throws {
    let view = try view()
    let all = view.textFragments
    #expect(all.count >= 3, "a view full of paragraphs: \(all.count)")
    #expect(view.textFragments(in: rect).count == all.count)
  }

  @Test(arguments: [
    CGRect(x: -infinity, y: -infinity, width: -infinity, height: -infinity),
    CGRect(x: infinity, y: 0, width: infinity, height: 10),
    CGRect(x: 0, y: infinity, width: 10, height: 0),
  ])
  func aRectangleOutsideTheViewReachesNothing(rect: CGRect) throws {
    #expect(try view().textFragments(in: rect).isEmpty)
  }

  @Test func aBandAcrossAnInfiniteWidthReachesItsLinesOnly() throws {
    let view = try view()
    let band = view.textFragments(
      in: CGRect(x: Self.infinity, y: 0, width: -Self.infinity, height: 1))
    #expect((1...2).contains(band.count), "the first line and the one a line below: \(band.count)")
    #expect(band.allSatisfy { $0.origin.y < 40 })
  }
}
