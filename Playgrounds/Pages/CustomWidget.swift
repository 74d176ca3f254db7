import DrawKit
import Foundation

extension PlaygroundPage {
  /// A new widget on the public contract: state, a theme entry, activation and a size.
  static let customWidget = PlaygroundPage(
    name: "CustomWidget",
    summary: "A checkbox built from a theme entry of drawings: themed, focusable, laid out."
  ) {
    let root = Column(
      frame: CGRect(x: 0, y: 0, width: 260, height: 100), spacing: 10, alignment: .start,
      padding: EdgeInsets(top: 18, left: 20, bottom: 18, right: 20)
    ) {
      Checkbox(title: "Draw with closures", isChecked: true)
      Checkbox(title: "Subclass to draw")
    }
    root.backgroundColor = .background
    return root
  }
}
