import DrawKit
import Foundation
import Testing

@Suite("A list draws its selection, separators and hovered row from its theme entry")
struct ListLookTests {
  /// A list of 100 rows in a theme whose selection is red, accent blue and separator black.
  private func stage() -> (root: DrawView, list: ListView) {
    let (root, list) = listStage(ProbeRows(count: 100), selectionMode: .multiple)
    var theme = Theme.plain
    theme.tokens.selection = .red
    theme.tokens.accent = Color(red: 0, green: 0, blue: 1)
    theme.tokens.separator = .black
    root.theme = theme
    return (root, list)
  }

  @Test func selectedRowsAreFilledWithTheSelectionColourAndOthersAreNot() throws {
    let (root, list) = stage()
    list.selectedIndices = [2, 5]
    list.contentOffset = CGPoint(x: 0, y: 10)
    let image = try render(root)
    // Row 2 spans 40..<60 in the content, 30..<50 on screen; row 5 spans 90..<110.
    for y in [32, 45, 92, 105] {
      let pixel = image.pixel(x: 60, y: y)
      #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0, "selected at \(y)")
    }
    for y in [15, 55, 75, 120, 185] {
      let pixel = image.pixel(x: 60, y: y)
      #expect(pixel.red == 255 && pixel.green == 255 && pixel.blue == 255, "plain at \(y)")
    }
    // Separators: the last point of each row, 10 + 20k on screen (row 0 ends at 19).
    #expect(image.pixel(x: 60, y: 29).red < 60, "a separator under row 1")
    #expect(image.pixel(x: 60, y: 69).red < 60, "a separator under row 3")
  }

  @Test func aFocusedListHighlightsInTheAccent() throws {
    let (root, list) = stage()
    list.selectedIndices = [1]
    _ = list.becomeFirstResponder()
    let pixel = try render(root).pixel(x: 60, y: 30)
    #expect(pixel.blue == 255 && pixel.red < 200 && pixel.green < 200, "\(pixel)")
  }

  @Test func theHoveredRowIsTintedAndFollowsAWheelStep() throws {
    let (root, list) = stage()
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 60, y: 50)))
    root.layoutIfNeeded()
    let image = try render(root)
    #expect(image.pixel(x: 60, y: 50).red < 250, "row 2 is hovered")
    #expect(image.pixel(x: 60, y: 90).red == 255, "row 4 is not")
    #expect(list.rowView(at: 2)?.isHovered == true)
    scrollList(root, 40, at: CGPoint(x: 60, y: 50))
    #expect(list.rowView(at: 4)?.isHovered == true, "the hover follows the scroll")
    #expect(list.rowView(at: 2)?.isHovered != true)
  }

  @Test func selectedRowViewsKnowTheyAreSelected() {
    let (root, list) = stage()
    list.selectedIndices = [1]
    root.layoutIfNeeded()
    #expect(list.rowView(at: 1)?.isSelected == true)
    clickList(root, at: CGPoint(x: 60, y: 70))
    #expect(list.rowView(at: 1)?.isSelected == false)
    #expect(list.rowView(at: 3)?.isSelected == true)
  }
}
