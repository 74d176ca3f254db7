import DrawKit
import Foundation
import Testing

/// `CGRect.applying(_:)`: the box around a rectangle's moved corners.
@Suite struct TransformRectTests {
  let rect = CGRect(x: 10.25, y: -3.5, width: 7.75, height: 0.1)

  @Test func aTranslationMovesTheRectangleKeepingItsSizeExactly() {
    let moved = rect.applying(Transform(translationX: 1e9 + 0.3, y: -0.7))
    #expect(moved == rect.offsetBy(dx: 1e9 + 0.3, dy: -0.7))
    #expect(moved.size == rect.size)
  }

  @Test func aQuarterTurnBoxesTheTurnedCorners() {
    let turned = CGRect(x: 1, y: 2, width: 3, height: 4).applying(
      Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(turned == CGRect(x: -6, y: 1, width: 4, height: 3))
  }

  @Test func aMirroringScaleStillGivesAPositiveSize() {
    let mirrored = CGRect(x: 1, y: 2, width: 3, height: 4).applying(
      Transform(scaleX: -2, y: 0.5))
    #expect(mirrored == CGRect(x: -8, y: 1, width: 6, height: 2))
  }

  @Test func aRotationBoxesAllFourCorners() {
    let square = CGRect(x: -1, y: -1, width: 2, height: 2)
    let turned = square.applying(Transform(rotationAngle: .pi / 4))
    #expect(abs(turned.minX + 2.0.squareRoot()) < 1e-12)
    #expect(abs(turned.width - 2 * 2.0.squareRoot()) < 1e-12)
    #expect(abs(turned.height - 2 * 2.0.squareRoot()) < 1e-12)
  }

  @Test func nullAndInfiniteRectanglesStayAsTheyAre() {
    let shift = Transform(translationX: 5, y: 5)
    #expect(CGRect.null.applying(shift).isNull)
    #expect(CGRect.infinite.applying(shift).isInfinite)
  }
}
