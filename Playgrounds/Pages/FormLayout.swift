import DrawKit
import Foundation

extension PlaygroundPage {
  /// A settings form laid out with a grid, spacers, fixed and maximum widths, and views
  /// configured inline in their blocks.
  static let formLayout = PlaygroundPage(
    name: "FormLayout",
    summary: "A form in a Grid: a fixed label column, fields up to a maximum width, spacers."
  ) {
    let root = Row(
      frame: CGRect(x: 0, y: 0, width: 560, height: 350), spacing: 0, alignment: .fill
    ) {
      let sidebar = Column(spacing: 6, alignment: .fill, padding: EdgeInsets(all: 12)) {
        let search = TextField(text: "a search much longer than the sidebar is wide")
        search.accessibilityElement = AccessibilityElement(role: .textField, label: "Search")
        search.frame(height: 28)
        Label("General")
        Label("Accounts", color: .secondaryLabel)
        Label("Privacy", color: .secondaryLabel)
        Spacer()
        Label("v1.0", color: .secondaryLabel).layoutAlignment(horizontal: .end)
      }
      sidebar.backgroundColor = Color(hex: 0xECEEF1)
      sidebar.frame(width: 150)
      Column(spacing: 14, alignment: .fill, padding: EdgeInsets(all: 16)) {
        Row(spacing: 8) {
          Label("Account", font: .system(size: 16, weight: .semibold))
          Spacer()
          ToggleSwitch(title: "Sync", isOn: true)
        }
        Grid(
          horizontalSpacing: 10, verticalSpacing: 10,
          columns: [.fixed(70), GridColumn(flex: 1)]
        ) {
          GridRow {
            Label("Name", color: .secondaryLabel).layoutAlignment(horizontal: .end)
            let name = TextField(text: "Ada Lovelace")
            name.accessibilityElement = AccessibilityElement(role: .textField, label: "Name")
            name.layoutAlignment(horizontal: .fill)
          }
          GridRow {
            Label("Email", color: .secondaryLabel).layoutAlignment(horizontal: .end)
            let email = TextField(text: "ada@example.org")
            email.accessibilityElement = AccessibilityElement(role: .textField, label: "Email")
            email.frame(maxWidth: 200).layoutAlignment(horizontal: .fill)
          }
          GridRow {
            Label("Plan", color: .secondaryLabel).layoutAlignment(horizontal: .end)
            SegmentedControl(segments: ["Free", "Pro", "Team"], selectedIndex: 1)
          }
          GridRow {
            Label("Notes", color: .secondaryLabel)
              .layoutAlignment(horizontal: .end, vertical: .start)
            let notes = TextView(text: "Prefers email.\nCalls on Tuesdays.")
            notes.drawings = [Drawing.border(.separator, width: 1, cornerRadius: 6)]
            notes.accessibilityElement = AccessibilityElement(role: .textArea, label: "Notes")
            notes.frame(height: 56).layoutAlignment(horizontal: .fill)
          }
          GridRow {
            Spacer()
            Checkbox(title: "Email me updates", isChecked: true)
          }
        }
        Spacer()
        Row(spacing: 8) {
          Spacer()
          Button(title: "Cancel")
          Button(title: "Save", isProminent: true).frame(minWidth: 80)
        }
      }
      .layoutFlex(1)
    }
    root.backgroundColor = .background
    return root
  }
}
