import DrawKit
import Foundation
import Testing

/// Configured views written inline in `Row`, `Column` and `Grid` blocks, as a user's package
/// writes them: modifiers that return the view, statements that configure a `let`, optional
/// views; and the layout they give.
@Suite("A user's layout: configured views inline in builders")
@MainActor
struct LayoutBuilderTests {
  @Test(arguments: [false, true])
  func aRowOfConfiguredViewsWrittenInline(showsClear: Bool) {
    let clear: Button? = showsClear ? Button(title: "Clear") : nil
    let row = Row(frame: CGRect(x: 0, y: 0, width: 700, height: 40), spacing: 10) {
      Label("Search", font: Font(family: "DejaVu Sans", size: 12)).frame(width: 60)
      let field = TextField()
      field.placeholder = "Title or text"
      field.layoutFlex(1).frame(maxWidth: 200)
      clear
      Spacer()
      Checkbox(title: "Case").onActivate { $0.isSelected.toggle() }
    }
    row.layoutIfNeeded()
    let label = row.subviews[0]
    let field = row.subviews[1]
    let checkbox = row.subviews[row.subviews.count - 1]
    #expect(row.subviews.count == (showsClear ? 5 : 4), "a nil button adds nothing")
    #expect(label.frame.width == 60)
    #expect(field.frame.minX == 70 && field.frame.width == 200, "flexible up to its maximum")
    #expect((field as? TextField)?.placeholder == "Title or text")
    #expect(checkbox.frame.maxX == 700, "the spacer takes the rest")
  }

  @Test func aFormGridWrittenAsAUserWould() throws {
    let grid = Grid(
      frame: CGRect(x: 0, y: 0, width: 300, height: 120), horizontalSpacing: 8,
      verticalSpacing: 6, columns: [.fixed(70), GridColumn(flex: 1)]
    ) {
      GridRow {
        Label("Name")
        TextField().layoutAlignment(horizontal: .fill)
      }
      for title in ["Email", "Phone"] {
        GridRow {
          Label(title)
          TextField(text: title.lowercased()).frame(maxWidth: 120)
        }
      }
      GridRow {
        Label("Notes").layoutAlignment(vertical: .start)
        TextView().frame(height: 40).layoutAlignment(horizontal: .fill)
      }
    }
    grid.layoutIfNeeded()
    let cells = grid.subviews
    #expect(cells.count == 8)
    #expect(cells[1].frame.minX == 78 && cells[1].frame.width == 222)
    #expect(cells[3].frame.width <= 120 && cells[3].frame.minX == 78)
    #expect(cells[7].frame.height == 40)
    #expect(cells[6].frame.minY == cells[7].frame.minY, "the label sits at the top of its row")
    #expect(cells[2].frame.minY > cells[1].frame.maxY)
  }
}
