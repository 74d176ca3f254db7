import DrawKit
import Foundation

extension PlaygroundPage {
  /// The underlined field of the Notes recipe: a 300 × 44 field whose underline sits under
  /// the text by the font's measured descent instead of a guessed 6.
  static let underlinedTextField = PlaygroundPage(
    name: "UnderlinedTextField",
    summary:
      "A 300×44 TextField in the notes theme: a 0.5 px black underline placed from font metrics."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    root.backgroundColor = .white
    root.theme = .notes
    let field = TextField(frame: root.bounds, text: "Underlined field")
    root.addSubview(field)
    return root
  }
}
