import DrawKit
import Foundation

extension PlaygroundPage {
  /// One little form, built once, shown in the three built-in themes side by side: the
  /// widgets are identical, only the theme closures differ.
  static let theming = PlaygroundPage(
    name: "Theming",
    summary: "The same form in the plain, notes and legalPad themes: a theme is closures."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 840, height: 300))
    root.backgroundColor = Color(hex: 0xEDEDED)
    for (column, theme) in [Theme.plain, .notes, .legalPad].enumerated() {
      let form = DrawView(
        frame: CGRect(x: 20 + CGFloat(column) * 275, y: 20, width: 255, height: 260))
      form.backgroundColor = .white
      form.theme = theme
      let name = TextField(
        frame: CGRect(x: 12, y: 12, width: 231, height: 40), text: "Ada Lovelace")
      let email = TextField(frame: CGRect(x: 12, y: 60, width: 231, height: 40))
      email.placeholder = "email@example.com"
      let notes = TextView(
        frame: CGRect(x: 12, y: 110, width: 231, height: 138),
        text: "Theme: \(theme.name)\nNotes sit on the lines.\n日本語もOK 👍")
      form.addSubview(name)
      form.addSubview(email)
      form.addSubview(notes)
      root.addSubview(form)
      if column == 0 {
        name.becomeFirstResponder()
      }
    }
    return root
  }
}
