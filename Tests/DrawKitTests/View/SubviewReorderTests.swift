import DrawKit
import Foundation
import Testing

/// A focusable square that counts the theme changes and focus callbacks it hears.
private final class CountingSquare: DrawView {
  var themeChanges = 0
  var focusCallbacks = 0

  init(_ frame: CGRect, _ color: Color) {
    super.init(frame: frame)
    backgroundColor = color
    isFocusable = true
  }

  override func themeDidChange() {
    themeChanges += 1
    super.themeDidChange()
  }

  override func focusDidChange(_ isFocused: Bool) {
    focusCallbacks += 1
    super.focusDidChange(isFocused)
  }
}

@Suite("A subview inserted again into its own superview only changes its place in the order")
struct SubviewReorderTests {
  /// A white root holding a red square under a blue one that overlaps it.
  private func stage() -> (root: DrawView, red: CountingSquare, blue: CountingSquare) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.backgroundColor = .white
    root.theme = .plain
    let red = CountingSquare(CGRect(x: 0, y: 0, width: 30, height: 30), .red)
    let blue = CountingSquare(CGRect(x: 10, y: 10, width: 30, height: 30), .blue)
    root.addSubview(red)
    root.addSubview(blue)
    return (root, red, blue)
  }

  @Test func bringingAViewToTheFrontRedrawsItOnTopWithoutTakingItOut() throws {
    let (root, red, blue) = stage()
    let image = try render(root)
    #expect(image.pixel(x: 20, y: 20) == Pixel(.blue))
    _ = red.becomeFirstResponder()
    let focusCallbacks = red.focusCallbacks
    let themeChanges = red.themeChanges
    root.insertSubview(red, at: 5)
    #expect(root.subviews.elementsEqual([blue, red], by: ===), "an index past the end appends")
    #expect(root.subviewsDetached == 0)
    #expect(red.isFocused && red.focusCallbacks == focusCallbacks, "the focus stays, unheard")
    #expect(red.themeChanges == themeChanges, "its theme did not change")
    #expect(root.dirtyRegion.boundingBox.contains(red.frame), "its area is drawn again")
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(image.pixel(x: 20, y: 20) == Pixel(.red), "it draws on top")
  }

  @Test func theHoverStaysOnAViewStillUnderThePointerAndMovesToOneNowOnTop() {
    let (root, red, blue) = stage()
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 5, y: 5)))
    #expect(red.isHovered)
    root.insertSubview(red, at: 1)
    root.layoutIfNeeded()
    #expect(red.isHovered, "nothing covers the pointer's point of it")
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 20, y: 20)))
    #expect(red.isHovered && !blue.isHovered)
    root.insertSubview(blue, at: 1)
    root.layoutIfNeeded()
    #expect(blue.isHovered && !red.isHovered, "the view now on top under the pointer has it")
  }

  @Test func movingToAnotherSuperviewStillTakesTheViewOut() {
    let (root, red, _) = stage()
    let box = DrawView(frame: root.bounds)
    root.addSubview(box)
    box.insertSubview(red, at: 0)
    #expect(root.subviewsDetached == 1)
    #expect(red.superview === box)
  }
}
