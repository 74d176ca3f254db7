import DrawKit
import Foundation

/// A push button with a title: a rounded face in the control colour, or in the accent for a
/// prominent (default) button.
///
/// Its action is the view's activation: attach it with
/// `Button(title: "Save").onActivate { button in ... }`. A click (a primary press released
/// inside the button) runs it once; a press dragged out and released outside does not.
/// Space or Return runs it while the button is focused.
public final class Button: DrawView {
  /// The text on the face.
  public let title: String

  /// Whether the button is the prominent one of its group (the default action): drawn on
  /// the accent, with its title in ``Color/onAccent``.
  public var isProminent: Bool {
    didSet { if isProminent != oldValue { setNeedsDisplay() } }
  }

  /// Creates a focusable button; give it an action with `onActivate`.
  ///
  /// - Parameters:
  ///   - title: The text on the face.
  ///   - isProminent: Whether it is the group's prominent (default) button.
  public init(title: String, isProminent: Bool = false) {
    self.title = title
    self.isProminent = isProminent
    super.init()
    isFocusable = true
    accessibilityElement = AccessibilityElement(role: .button, label: title, actions: [.press])
    cornerRadius = 6
    sizeToFit()
  }

  /// The button's look comes from its theme entry.
  override public func themeDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    theme.button.forAnyView
  }

  /// The title with 16 points either side, and 32 points tall.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let title = titleSize(title, font: effectiveTheme.controlFont.emphasised(isProminent))
    return CGSize(width: max(title.width + 32, 64), height: max(title.height + 12, 32))
  }
}

/// The theme entry holding the button's look.
struct ButtonStyleKey: ThemeKey {
  /// A control-coloured (or, prominent, accent) face; a wash of the label colour while
  /// hovered and a stronger one while pressed; faded while disabled.
  static var defaultValue: DrawingLayers<Button> {
    [
      .face:
        Drawing.group {
          Drawing<Button>.fill(.controlBackground, cornerRadius: 6).when { !$0.isProminent }
          Drawing<Button>.fill(.accent, cornerRadius: 6).when(\.isProminent)
        }.opacityWhenDisabled(),
      .highlight:
        Drawing.group {
          Drawing<Button>.fill(.label.withAlphaComponent(0.08), cornerRadius: 6).when {
            $0.isHovered && !$0.isPressed
          }
          Drawing<Button>.fill(.label.withAlphaComponent(0.2), cornerRadius: 6).when(\.isPressed)
        },
      .title:
        Drawing<Button>("title") { button, context in
          let color: Color
          if !button.isEnabledInTree {
            color = .secondaryLabel
          } else {
            color = button.isProminent ? .onAccent : .label
          }
          context.drawTitle(
            button.title, in: context.rect,
            font: context.controlFont.emphasised(button.isProminent),
            color: color, centred: true)
        },
    ]
  }
}

/// Title fonts of the gallery controls.
extension Font {
  /// This font in semibold when `prominent`, and as it is otherwise: the title font of a
  /// prominent button.
  func emphasised(_ prominent: Bool) -> Font {
    guard prominent else { return self }
    var font = self
    font.weight = .semibold
    return font
  }
}

/// Disabled looks shared by the gallery controls.
extension Drawing where Node: DrawView {
  /// This drawing at 40 % opacity while the view or an ancestor is disabled, and as it is
  /// otherwise.
  func opacityWhenDisabled() -> Drawing {
    let faded = opacity(0.4)
    let plain = self
    return Drawing(name) { view, context in
      (!view.isEnabledInTree ? faded : plain).draw(view, in: context)
    }
  }
}

/// The button's entry, read like a built-in one.
extension Theme {
  /// How buttons look: the layers ``DrawingSlot/face``, ``DrawingSlot/highlight`` and
  /// ``DrawingSlot/title``, drawn with theme colours.
  public var button: DrawingLayers<Button> {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}
