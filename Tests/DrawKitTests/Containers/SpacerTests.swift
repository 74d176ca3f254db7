import DrawKit
import Foundation
import Testing

/// `Spacer` takes the room its stack leaves, never less than its minimum, and none across.
@Suite("Layout: spacers in rows and columns")
struct SpacerTests {
  private func box(width: CGFloat = 10, height: CGFloat = 10) -> DrawView {
    DrawView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test func aSpacerPushesTheNextViewToTheFarEnd() throws {
    let leading = box()
    let trailing = box()
    trailing.backgroundColor = .blue
    let row = Row(frame: CGRect(x: 0, y: 0, width: 200, height: 10), spacing: 0) {
      leading
      Spacer()
      trailing
    }
    let image = try Renderer().image(of: row)
    #expect(trailing.frame.minX == 190)
    #expect(image.pixel(x: 195, y: 5) == Pixel(.blue))
    #expect(image.pixel(x: 100, y: 5) == Pixel(.clear), "a spacer draws nothing")
  }

  @Test func twoSpacersCentreAViewAndSplitTheRoomWithFlexibleViews() {
    let middle = box(width: 20)
    let column = Column(frame: CGRect(x: 0, y: 0, width: 10, height: 100), spacing: 0) {
      Spacer()
      middle
      Spacer()
    }
    column.layoutIfNeeded()
    #expect(middle.frame.minY == 45)
    let field = box(width: 0).layoutFlex(1)
    let spacer = Spacer()
    let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 10), spacing: 0) {
      field
      spacer
    }
    row.layoutIfNeeded()
    #expect(field.frame.width == 50 && spacer.frame.width == 50)
  }

  @Test func aSpacerNeverGoesBelowItsMinimumLength() {
    let spacer = Spacer(minLength: 30)
    let wide = box(width: 90)
    let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 10), spacing: 0) {
      wide
      spacer
      box()
    }
    row.layoutIfNeeded()
    #expect(spacer.frame.width == 30)
    #expect(row.sizeThatFits(CGSize(width: 100, height: 10)).width == 130)
  }

  @Test func aSpacerMakesNoRowTallerAndNoColumnWider() {
    let row = Row(spacing: 0) {
      box(height: 12)
      Spacer(minLength: 50)
    }
    #expect(row.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 60, height: 12))
    let column = Column(spacing: 0) {
      box(width: 14)
      Spacer(minLength: 50)
    }
    #expect(
      column.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 14, height: 60))
  }

  @Test(arguments: [CGFloat.nan, -10, CGFloat.infinity])
  func aBadMinimumLengthCountsAsZero(length: CGFloat) {
    let spacer = Spacer(minLength: length)
    #expect(spacer.minLength == 0)
    spacer.minLength = length
    #expect(spacer.minLength == 0)
  }

  @Test func aSpacerWithoutFlexIsAFixedGap() {
    let after = box()
    let row = Row(frame: CGRect(x: 0, y: 0, width: 200, height: 10), spacing: 0) {
      box()
      Spacer(minLength: 24).layoutFlex(0)
      after
    }
    row.layoutIfNeeded()
    #expect(after.frame.minX == 34)
  }
}
