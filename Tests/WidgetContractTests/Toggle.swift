import DrawKit
import Foundation

/// A switch written the way a user of DrawKit writes one, in another module: state, a
/// theme entry of drawings declared once, activation and a natural size; no draw method, no
/// casts.
final class Toggle: DrawView, ThemedWidget {
  /// The switch's look, its whole theme side: an accent track when on, the control
  /// background when off, a knob on the side of the state, darker while pressed.
  static let themeEntry = ThemeEntry<DrawingLayers<Toggle>>(default: [
    .track:
      Drawing.group {
        Drawing.fill(.accent, cornerRadius: 10).when(\.isSelected)
        Drawing.fill(.controlBackground, cornerRadius: 10).when { !$0.isSelected }
      },
    .knob:
      Drawing<Toggle>("knob") { toggle, context in
        let x: CGFloat = toggle.isSelected ? 22 : 2
        context.setFillColor(toggle.isPressed ? .secondaryLabel : .onAccent)
        context.fillEllipse(in: CGRect(x: x, y: 2, width: 16, height: 16))
      },
    .highlight:
      Drawing.fill(.label.withAlphaComponent(0.25), cornerRadius: 10).when(\.isHovered),
  ])

  /// How many times `layoutSubviews` ran, to test that resizing lays out again.
  var layoutCount = 0
  /// The closure given to `onToggle`.
  private var toggleHandler: ((Toggle) -> Void)?

  init(isOn: Bool = false) {
    super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    isSelected = isOn
    isFocusable = true
    cornerRadius = 10
  }

  override func activate() -> Bool {
    isSelected.toggle()
    toggleHandler?(self)
    return true
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: 40, height: 20)
  }

  override func layoutSubviews() {
    layoutCount += 1
  }

  /// Called after the switch flips, in DrawKit's callback shape.
  @discardableResult
  func onToggle(_ handler: ((Toggle) -> Void)?) -> Toggle {
    toggleHandler = handler
    return self
  }
}

extension DrawingSlot {
  /// The switch's track.
  static let track = DrawingSlot("track", placement: .back)
  /// The switch's knob.
  static let knob = DrawingSlot("knob")
  /// The hover highlight.
  static let highlight = DrawingSlot("highlight", placement: .front)
}
