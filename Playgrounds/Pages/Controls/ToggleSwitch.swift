import DrawKit
import Foundation

/// An on/off switch with a title beside it: a capsule track, accent while on, with a round
/// thumb that sits at the right end while on and the left end while off.
///
/// Space or Return while it is focused, or a click, flips it; Right turns it on and Left
/// turns it off. ``onValueChange`` hears about each change the user makes.
public final class ToggleSwitch: DrawView {
  /// The size of the track, in points.
  static let trackSize = CGSize(width: 40, height: 22)

  /// The text beside the switch; empty for a switch alone.
  public let title: String

  /// Called after the user flipped the switch (by key or click), not when code sets ``isOn``.
  public var onValueChange: ((ToggleSwitch) -> Void)?

  /// Whether the switch is on: the view's ``DrawView/isSelected`` state, which the drawings
  /// select on.
  public var isOn: Bool {
    get { isSelected }
    set { isSelected = newValue }
  }

  /// Creates a focusable switch.
  ///
  /// - Parameters:
  ///   - title: The text right of the track; empty for none.
  ///   - isOn: Whether the switch starts on.
  public init(title: String = "", isOn: Bool = false) {
    self.title = title
    super.init(frame: CGRect(origin: .zero, size: Self.trackSize))
    isSelected = isOn
    isFocusable = true
    accessibilityElement = AccessibilityElement(role: .toggle, label: title, actions: [.press])
    cornerRadius = title.isEmpty ? 13 : 6
    sizeToFit()
  }

  /// The track's rectangle in the view's coordinates: at the left, centred vertically.
  public var trackRect: CGRect {
    let size = Self.trackSize
    return CGRect(
      x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width,
      height: size.height)
  }

  /// The switch's look comes from its theme entry.
  override public func themeDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    theme.toggleSwitch.forAnyView
  }

  /// Space, Return and a click flip the switch.
  override public func activate() -> Bool {
    setOn(!isOn)
    return true
  }

  /// Right turns the switch on, Left turns it off.
  override public func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return super.keyDown(event) }
    switch event.key {
    case .right: setOn(true)
    case .left: setOn(false)
    default: return super.keyDown(event)
    }
    return true
  }

  /// The track, and the title with a gap before it.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let track = Self.trackSize
    guard !title.isEmpty else { return CGSize(width: track.width, height: 26) }
    let title = titleSize(title, font: effectiveTheme.controlFont)
    return CGSize(width: track.width + 10 + title.width + 2, height: max(title.height + 6, 26))
  }

  /// Sets the state and reports a change to ``onValueChange``.
  private func setOn(_ on: Bool) {
    guard on != isOn else { return }
    isOn = on
    onValueChange?(self)
  }
}

/// The theme entry holding the switch's look.
struct ToggleSwitchStyleKey: ThemeKey {
  /// An accent track with a large ``Color/onAccent`` thumb while on; a control-coloured track
  /// with a smaller secondary-label thumb while off; a halo round the thumb while hovered,
  /// a larger one while pressed; greyed out while disabled.
  static var defaultValue: DrawingLayers<ToggleSwitch> {
    [
      .track:
        Drawing<ToggleSwitch>("track") { toggle, context in
          let track = toggle.trackRect
          let on = toggle.isOn
          context.setFillColor(
            !toggle.isEnabledInTree
              ? (on ? .secondaryLabel : .controlBackground) : (on ? .accent : .controlBackground))
          context.beginPath()
          context.addRoundedRect(track, cornerRadius: track.height / 2)
          context.fillPath()
          if !on {
            context.setStrokeColor(.secondaryLabel.withAlphaComponent(0.5))
            context.setLineWidth(1)
            context.beginPath()
            context.addRoundedRect(track.insetBy(dx: 0.5, dy: 0.5), cornerRadius: track.height / 2)
            context.strokePath()
          }
        },
      .thumb:
        Drawing<ToggleSwitch>("thumb") { toggle, context in
          let track = toggle.trackRect
          let on = toggle.isOn
          let diameter: CGFloat = on ? 16 : 12
          let centre = CGPoint(
            x: on ? track.maxX - track.height / 2 : track.minX + track.height / 2, y: track.midY)
          if toggle.isHovered || toggle.isPressed {
            let halo: CGFloat = toggle.isPressed ? 26 : 24
            context.setFillColor(
              (on ? Color.accent : .label).withAlphaComponent(toggle.isPressed ? 0.22 : 0.12))
            context.fillEllipse(
              in: CGRect(
                x: centre.x - halo / 2, y: centre.y - halo / 2, width: halo, height: halo))
          }
          let thumb: Color
          if !toggle.isEnabledInTree {
            thumb = on ? .controlBackground : .tertiaryLabel
          } else {
            thumb = on ? .onAccent : .secondaryLabel
          }
          context.setFillColor(thumb)
          context.fillEllipse(
            in: CGRect(
              x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter,
              height: diameter))
        },
      .title:
        Drawing<ToggleSwitch>("title") { toggle, context in
          guard !toggle.title.isEmpty else { return }
          let rect = context.rect
          let left = ToggleSwitch.trackSize.width + 10
          context.drawTitle(
            toggle.title,
            in: CGRect(
              x: rect.minX + left, y: rect.minY, width: rect.width - left, height: rect.height),
            font: context.controlFont,
            color: !toggle.isEnabledInTree ? .secondaryLabel : .label)
        },
    ]
  }
}

/// The switch's entry, read like a built-in one.
extension Theme {
  /// How switches look: the layers ``DrawingSlot/track``, ``DrawingSlot/thumb`` and
  /// ``DrawingSlot/title``, drawn with theme colours.
  public var toggleSwitch: DrawingLayers<ToggleSwitch> {
    get { self[ToggleSwitchStyleKey.self] }
    set { self[ToggleSwitchStyleKey.self] = newValue }
  }
}
