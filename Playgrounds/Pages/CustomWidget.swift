import DrawKit
import Foundation

/// A checkbox made of state and drawings only: nothing here overrides a draw method.
final class Checkbox: DrawView {
  var isChecked: Bool { didSet { setNeedsDisplay() } }

  init(frame: CGRect, title: String, isChecked: Bool = false) {
    self.isChecked = isChecked
    super.init(frame: frame)
    let box = EdgeInsets(top: 5, left: 2, bottom: 5, right: frame.width - 22)
    let accent = Color(hex: 0x1A73E8)
    let look: [Drawing<Checkbox>] = [
      Drawing.fill(accent, cornerRadius: 4).inset(box).when(\.isChecked),
      Drawing.border(color: .darkGray, width: 2, cornerRadius: 4).inset(box).when { !$0.isChecked },
      Drawing("tick") { _, context in
        context.setStrokeColor(.white)
        context.setLineWidth(2.5)
        context.setLineCap(.round)
        context.addLines(between: [
          CGPoint(x: 7, y: 15), CGPoint(x: 11, y: 19), CGPoint(x: 18, y: 10),
        ])
        context.strokePath()
      }.when(\.isChecked),
      Drawing.text(title, font: .system(size: 15)).inset(
        EdgeInsets(top: 5, left: 32, bottom: 0, right: 0)),
    ]
    drawings = look.map(\.forAnyView)
    onPointer = { view, event in
      guard event.phase == .up, let checkbox = view as? Checkbox else { return false }
      checkbox.isChecked.toggle()
      return true
    }
  }
}

extension PlaygroundPage {
  /// A new widget in under forty lines: a checkbox whose look is four drawings.
  static let customWidget = PlaygroundPage(
    name: "CustomWidget",
    summary: "A checkbox widget built only from drawings and a pointer closure."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 260, height: 100))
    root.backgroundColor = .white
    root.addSubview(
      Checkbox(
        frame: CGRect(x: 20, y: 15, width: 220, height: 30), title: "Draw with closures",
        isChecked: true))
    root.addSubview(
      Checkbox(frame: CGRect(x: 20, y: 55, width: 220, height: 30), title: "Subclass to draw"))
    return root
  }
}
