import DrawKit
import Foundation

/// A checkbox made of state and drawings only: nothing here overrides a draw method.
///
/// Its look is a theme entry, so every theme (and a changed accent) restyles it.
final class Checkbox: DrawView {
  let title: String

  init(title: String, isChecked: Bool = false) {
    self.title = title
    super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    isSelected = isChecked
    isFocusable = true
    cornerRadius = 4
  }

  /// The checkbox's look comes from its theme entry.
  override func themeDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    theme.checkbox.forAnyView
  }

  /// Space, Return and a click toggle it.
  override func activate() -> Bool {
    isSelected.toggle()
    return true
  }

  /// The box and the title, in the theme's font.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let font = effectiveTheme.tokens.font.withSize(15)
    return CGSize(width: 32 + TextLayout(title, font: font).size.width, height: 26)
  }
}

/// The drawing slots of a checkbox.
extension DrawingSlot {
  static let box = DrawingSlot("box", placement: .back)
  static let tick = DrawingSlot("tick")
  static let title = DrawingSlot("title")
}

/// The theme entry holding the checkbox's look.
struct CheckboxStyleKey: ThemeKey {
  static var defaultValue: DrawingLayers<Checkbox> {
    let box = EdgeInsets(top: 3, left: 1, bottom: 3, right: 0)
    return [
      (
        .box,
        Drawing.group {
          Drawing.fill(.accent, cornerRadius: 4).when(\.isSelected)
          Drawing.border(.secondaryLabel, width: 2, cornerRadius: 4).when { !$0.isSelected }
          Drawing.fill(.label.withAlphaComponent(0.08), cornerRadius: 4).when(\.isHovered)
        }.inset(box).square()
      ),
      (
        .tick,
        Drawing<Checkbox>("tick") { _, context in
          context.setStrokeColor(.onAccent)
          context.setLineWidth(2.5)
          context.setLineCap(.round)
          context.addLines(between: [
            CGPoint(x: 6, y: 13), CGPoint(x: 10, y: 17), CGPoint(x: 17, y: 8),
          ])
          context.strokePath()
        }.when(\.isSelected)
      ),
      (
        .title,
        Drawing<Checkbox>("title") { checkbox, context in
          let font = context.themeTokens.font.withSize(15)
          let color: Color = checkbox.isEnabled ? .label : .secondaryLabel
          context.draw(checkbox.title, at: CGPoint(x: 30, y: 3), font: font, color: color)
        }
      ),
    ]
  }
}

extension Theme {
  /// How checkboxes look.
  var checkbox: DrawingLayers<Checkbox> {
    get { self[CheckboxStyleKey.self] }
    set { self[CheckboxStyleKey.self] = newValue }
  }
}

extension Drawing {
  /// This drawing given the square at the left of its rectangle, as tall as the rectangle.
  func square() -> Drawing {
    let inner = self
    return Drawing(name) { node, context in
      let rect = context.rect
      context.withRect(CGRect(x: rect.minX, y: rect.minY, width: rect.height, height: rect.height))
      {
        inner.draw(node, in: context)
      }
    }
  }
}

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
