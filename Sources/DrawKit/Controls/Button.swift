import Foundation

/// A push button with a title: a rounded face in the control colour, or in the accent for a
/// prominent (default) button.
///
/// Its action is the view's activation: attach it with
/// `Button(title: "Save").onActivate { button in ... }`. A click (a primary press released
/// inside the button) runs it once; a press dragged out and released outside does not, as
/// in GTK and UIKit. Space or Return runs it while the button is focused.
public final class Button: DrawView, ThemedWidget {
  /// The button's look: ``ThemeEntry/button``.
  public static var themeEntry: ThemeEntry<DrawingLayers<Button>> { .button }

  /// The text on the face.
  public let title: String

  /// Whether the button is the prominent one of its group (the default action): drawn on
  /// the accent, with its title in ``Color/onAccent`` and semibold.
  public var isProminent: Bool {
    didSet {
      guard isProminent != oldValue else { return }
      updateTitleFont()
      setNeedsDisplay()
    }
  }

  private let titleText: ControlTitle

  /// Creates a focusable button; give it an action with `onActivate`.
  ///
  /// - Parameters:
  ///   - title: The text on the face.
  ///   - isProminent: Whether it is the group's prominent (default) button.
  public init(title: String, isProminent: Bool = false) {
    self.title = title
    self.isProminent = isProminent
    titleText = ControlTitle(title)
    super.init()
    isFocusable = true
    cornerRadius = 6
    updateTitleFont()
    sizeToFit()
  }

  /// A button named by its title; pressing it runs its action.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      var element =
        super.accessibilityElement
        ?? AccessibilityElement(role: .button, label: title, actions: [.press])
      if element.label.isEmpty { element.label = title }
      if !element.actions.contains(.press) { element.actions.append(.press) }
      return element
    }
    set { super.accessibilityElement = newValue }
  }

  /// The title with 16 points either side, and 32 points tall.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let title = titleText.size
    return CGSize(width: max(title.width + 32, 64), height: max(title.height + 12, 32))
  }

  /// Sets the title's font from the new theme.
  override public func themeDidChange() {
    updateTitleFont()
    super.themeDidChange()
  }

  /// The title's layout, when it needs laying out.
  override public func prepareTextLayouts() -> [TextLayout] { titleText.pendingLayouts }

  /// Draws the title in `color`, centred in `rect`: its layout, measured once, for
  /// drawings of a theme of your own.
  public func drawTitle(in context: GraphicsContext, rect: CGRect, color: Color) {
    titleText.draw(in: context, rect: rect, color: color, centred: true)
  }

  private func updateTitleFont() {
    titleText.setFont(effectiveTheme.controlFont.emphasised(isProminent))
    superview?.setNeedsLayout()
  }
}

extension ThemeEntry where Value == DrawingLayers<Button> {
  /// How buttons look.
  ///
  /// By default: a control-coloured (or, prominent, accent) face; a wash of the label
  /// colour while hovered and a stronger one while pressed; faded while disabled. The layers
  /// are ``DrawingSlot/face``, ``DrawingSlot/highlight`` and ``DrawingSlot/title``.
  public static let button = ThemeEntry(default: [
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
        button.drawTitle(in: context, rect: context.rect, color: color)
      },
  ])
}
