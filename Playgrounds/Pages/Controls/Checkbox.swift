import DrawKit
import Foundation

/// A checkbox with a title, made of state and drawings only.
///
/// Nothing here overrides a draw method: its look is a theme entry (``DrawKit/Theme/checkbox``),
/// so every theme, and a changed accent, restyles it.
///
/// Space or Return while it is focused, or a click, toggles it; ``onValueChange`` hears about
/// each toggle.
public final class Checkbox: DrawView {
  /// The text beside the box.
  public let title: String

  /// Called after the user toggled the box (by key or click), not when code sets
  /// ``isChecked``.
  public var onValueChange: ((Checkbox) -> Void)?

  /// Whether the box is ticked: the view's ``DrawView/isSelected`` state, which the drawings
  /// select on.
  public var isChecked: Bool {
    get { isSelected }
    set { isSelected = newValue }
  }

  /// Creates a focusable checkbox.
  ///
  /// - Parameters:
  ///   - title: The text beside the box.
  ///   - isChecked: Whether the box starts ticked.
  public init(title: String, isChecked: Bool = false) {
    self.title = title
    super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    isSelected = isChecked
    isFocusable = true
    accessibilityElement = AccessibilityElement(role: .checkBox, label: title, actions: [.press])
    cornerRadius = 4
    sizeToFit()
  }

  /// The checkbox's look comes from its theme entry.
  override public func themeDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    theme.checkbox.forAnyView
  }

  /// Space, Return and a click toggle it.
  override public func activate() -> Bool {
    isSelected.toggle()
    onValueChange?(self)
    return true
  }

  /// The box and the title, in the theme's control font.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let title = titleSize(title, font: effectiveTheme.controlFont)
    return CGSize(width: 30 + title.width + 2, height: max(26, title.height + 6))
  }
}

/// The theme entry holding the checkbox's look.
struct CheckboxStyleKey: ThemeKey {
  /// An accent box with a tick when checked, an outlined box otherwise; a faint wash while
  /// hovered and a darker one while pressed; greyed out while disabled.
  static var defaultValue: DrawingLayers<Checkbox> {
    [
      .box:
        Drawing.group {
          Drawing.fill(.accent, cornerRadius: 4).when { $0.isSelected && $0.isEnabledInTree }
          Drawing.fill(.secondaryLabel, cornerRadius: 4).when {
            $0.isSelected && !$0.isEnabledInTree
          }
          Drawing.border(.secondaryLabel, width: 2, cornerRadius: 4).when { !$0.isSelected }
          Drawing.fill(.label.withAlphaComponent(0.08), cornerRadius: 4).when {
            $0.isHovered && !$0.isPressed
          }
          Drawing.fill(.label.withAlphaComponent(0.18), cornerRadius: 4).when(\.isPressed)
        }.leadingSquare(side: 20, inset: 1),
      .tick:
        Drawing<Checkbox>("tick") { checkbox, context in
          context.setStrokeColor(!checkbox.isEnabledInTree ? .background : .onAccent)
          context.setLineWidth(2.5)
          context.setLineCap(.round)
          context.setLineJoin(.round)
          let box = context.rect
          context.addLines(between: [
            CGPoint(x: box.minX + 5, y: box.midY),
            CGPoint(x: box.minX + 9, y: box.midY + 4),
            CGPoint(x: box.minX + 16, y: box.midY - 5),
          ])
          context.strokePath()
        }.when(\.isSelected).leadingSquare(side: 20, inset: 1),
      .title:
        Drawing<Checkbox>("title") { checkbox, context in
          let rect = context.rect
          context.drawTitle(
            checkbox.title,
            in: CGRect(
              x: rect.minX + 30, y: rect.minY, width: rect.width - 30, height: rect.height),
            font: context.controlFont,
            color: !checkbox.isEnabledInTree ? .secondaryLabel : .label)
        },
    ]
  }
}

/// The checkbox's entry, read like a built-in one.
extension Theme {
  /// How checkboxes look: the layers ``DrawingSlot/box``, ``DrawingSlot/tick`` and
  /// ``DrawingSlot/title``, drawn with theme colours.
  public var checkbox: DrawingLayers<Checkbox> {
    get { self[CheckboxStyleKey.self] }
    set { self[CheckboxStyleKey.self] = newValue }
  }
}

/// Placement of a checkbox's box.
extension Drawing {
  /// This drawing given a square of `side` points, `inset` points from the left edge of its
  /// rectangle and centred vertically: where a checkbox's box goes, whatever its height.
  func leadingSquare(side: CGFloat, inset: CGFloat = 0) -> Drawing {
    let inner = self
    return Drawing(name) { node, context in
      let rect = context.rect
      let square = CGRect(
        x: rect.minX + inset, y: (rect.midY - side / 2).rounded(), width: side, height: side)
      context.withRect(square) {
        inner.draw(node, in: context)
      }
    }
  }
}
