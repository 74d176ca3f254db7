import DrawKit
import Foundation
import Testing

/// A subview's own alignment overrides its stack's, on the stack's cross axis only.
@Suite("Layout: per-subview alignment in rows and columns")
struct StackAlignmentTests {
  private func box(width: CGFloat = 10, height: CGFloat = 10) -> DrawView {
    DrawView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test func eachSubviewOfARowSitsWhereItsOwnVerticalAlignmentSays() {
    let top = box().layoutAlignment(vertical: .start)
    let middle = box()
    let bottom = box().layoutAlignment(vertical: .end)
    let filled = box().layoutAlignment(vertical: .fill)
    let row = Row(
      frame: CGRect(x: 0, y: 0, width: 100, height: 40), spacing: 0, alignment: .center
    ) {
      top
      middle
      bottom
      filled
    }
    row.layoutIfNeeded()
    #expect(top.frame.minY == 0)
    #expect(middle.frame.minY == 15, "the row's own alignment")
    #expect(bottom.frame.minY == 30)
    #expect(filled.frame.minY == 0 && filled.frame.height == 40)
  }

  @Test func eachSubviewOfAColumnSitsWhereItsOwnHorizontalAlignmentSays() {
    let leading = box().layoutAlignment(horizontal: .start)
    let centred = box().layoutAlignment(horizontal: .center)
    let trailing = box().layoutAlignment(horizontal: .end)
    let stretched = box()
    let column = Column(frame: CGRect(x: 0, y: 0, width: 60, height: 100), spacing: 0) {
      leading
      centred
      trailing
      stretched
    }
    column.layoutIfNeeded()
    #expect(leading.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(centred.frame == CGRect(x: 25, y: 10, width: 10, height: 10))
    #expect(trailing.frame == CGRect(x: 50, y: 20, width: 10, height: 10))
    #expect(stretched.frame == CGRect(x: 0, y: 30, width: 60, height: 10), "the column's fill")
  }

  @Test func aStackIgnoresTheAlignmentOfTheOtherAxis() {
    let view = box().layoutAlignment(horizontal: .end)
    let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 40), alignment: .start) {
      view
    }
    row.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func aTrailingViewWithAMaximumWidthSitsAtTheEndOfAFilledColumn() throws {
    let view = box().frame(maxWidth: 20).layoutAlignment(horizontal: .end)
    view.backgroundColor = .red
    let column = Column(frame: CGRect(x: 0, y: 0, width: 50, height: 10)) { view }
    let image = try Renderer().image(of: column)
    #expect(view.frame == CGRect(x: 40, y: 0, width: 10, height: 10))
    #expect(image.pixel(x: 45, y: 5) == Pixel(.red))
    #expect(image.pixel(x: 5, y: 5) == Pixel(.clear))
  }
}
