import Foundation

/// An on/off switch with a title beside it: a capsule track, accent while on, with a round
/// thumb that slides to the right end when it turns on and back to the left when it turns
/// off.
///
/// Space or Return while it is focused, or a click, flips it; Right turns it on and Left
/// turns it off, as GTK's `GtkSwitch` does. `onValueChange { toggle in ... }` hears about
/// each change the user makes. The thumb slides on a spring (``thumbPosition``); under
/// reduced motion it jumps.
public final class ToggleSwitch: DrawView, ThemedWidget {
  /// The switch's look: ``ThemeEntry/toggleSwitch``.
  public static var themeEntry: ThemeEntry<DrawingLayers<ToggleSwitch>> { .toggleSwitch }

  /// The size of the track, in points.
  public static let trackSize = CGSize(width: 40, height: 22)

  /// The text beside the switch; empty for a switch alone.
  public let title: String

  /// How the thumb moves to a state the user gave it; `nil` jumps.
  public var animation: Animation? = .spring(duration: 0.3, bounce: 0.25)

  /// The closure given to `onValueChange`.
  var valueChangeHandler: (() -> Void)?

  /// Where the thumb is, 0 at the left (off) to 1 at the right (on).
  ///
  /// A spring may take it a little past either end. The drawings read it.
  public private(set) lazy var thumbPosition = AnimatedValue(isSelected ? 1.0 : 0, in: self)

  private let titleText: ControlTitle

  /// Whether the switch is on: the view's ``DrawView/isSelected`` state, which the drawings
  /// select on.
  ///
  /// Setting it from code moves the thumb only inside
  /// ``withAnimation(_:_:completion:)``.
  public var isOn: Bool {
    get { isSelected }
    set { setOn(newValue, byUser: false) }
  }

  /// Creates a focusable switch.
  ///
  /// - Parameters:
  ///   - title: The text right of the track; empty for none.
  ///   - isOn: Whether the switch starts on.
  public init(title: String = "", isOn: Bool = false) {
    self.title = title
    titleText = ControlTitle(title)
    super.init(frame: CGRect(origin: .zero, size: Self.trackSize))
    isSelected = isOn
    isFocusable = true
    cornerRadius = title.isEmpty ? 13 : 6
    _ = thumbPosition
    titleText.setFont(effectiveTheme.controlFont)
    sizeToFit()
  }

  /// The track's rectangle in the view's coordinates: at the left, centred vertically.
  public var trackRect: CGRect {
    let size = Self.trackSize
    return CGRect(
      x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width,
      height: size.height)
  }

  /// A toggle button named by its title, checked while on; pressing flips it.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      var element =
        super.accessibilityElement
        ?? AccessibilityElement(role: .toggle, label: title, actions: [.press])
      element.role = .toggle
      if element.label.isEmpty { element.label = title }
      if !element.actions.contains(.press) { element.actions.append(.press) }
      return element
    }
    set { super.accessibilityElement = newValue }
  }

  /// Space, Return and a click flip the switch.
  override public func activate() -> Bool {
    setOn(!isOn, byUser: true)
    return true
  }

  /// Right turns the switch on, Left turns it off.
  override public func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return super.keyDown(event) }
    switch event.key {
    case .right: setOn(true, byUser: true)
    case .left: setOn(false, byUser: true)
    default: return super.keyDown(event)
    }
    return true
  }

  /// The track, and the title with a gap before it.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let track = Self.trackSize
    guard !title.isEmpty else { return CGSize(width: track.width, height: 26) }
    let title = titleText.size
    return CGSize(width: track.width + 10 + title.width + 2, height: max(title.height + 6, 26))
  }

  /// Sets the title's font from the new theme.
  override public func themeDidChange() {
    titleText.setFont(effectiveTheme.controlFont)
    superview?.setNeedsLayout()
    super.themeDidChange()
  }

  /// The title's layout, when it needs laying out.
  override public func prepareTextLayouts() -> [TextLayout] {
    title.isEmpty ? [] : titleText.pendingLayouts
  }

  /// Draws the title in `color` within `rect`: its layout, measured once, for
  /// drawings of a theme of your own.
  public func drawTitle(in context: GraphicsContext, rect: CGRect, color: Color) {
    titleText.draw(in: context, rect: rect, color: color)
  }

  /// Sets the state; a change the user made slides the thumb and is reported.
  private func setOn(_ on: Bool, byUser: Bool) {
    guard on != isOn else { return }
    isSelected = on
    if byUser {
      thumbPosition.animate(to: on ? 1 : 0, byDefault: animation)
      valueChangeHandler?()
    } else {
      thumbPosition.value = on ? 1 : 0
    }
  }
}

extension ThemeEntry where Value == DrawingLayers<ToggleSwitch> {
  /// How switches look.
  ///
  /// By default: an accent track with a large ``Color/onAccent`` thumb while on; a
  /// control-coloured, outlined track with a smaller secondary-label thumb while off, the
  /// colours and sizes blending as the thumb slides; a halo round the thumb while hovered, a
  /// larger one while pressed; greyed out while disabled. The layers are
  /// ``DrawingSlot/track``, ``DrawingSlot/thumb`` and ``DrawingSlot/title``.
  public static let toggleSwitch = ThemeEntry(default: [
    .track:
      Drawing<ToggleSwitch>("track") { toggle, context in
        let track = toggle.trackRect
        let on = min(max(toggle.thumbPosition.value, 0), 1)
        let onColor: Color = toggle.isEnabledInTree ? .accent : .secondaryLabel
        context.setFillColor(context.mix(.controlBackground, onColor, by: on))
        context.beginPath()
        context.addRoundedRect(track, cornerRadius: track.height / 2)
        context.fillPath()
        guard on < 1 else { return }
        context.setStrokeColor(.secondaryLabel.withAlphaComponent(0.5 * (1 - on)))
        context.setLineWidth(1)
        context.beginPath()
        context.addRoundedRect(track.insetBy(dx: 0.5, dy: 0.5), cornerRadius: track.height / 2)
        context.strokePath()
      },
    .thumb:
      Drawing<ToggleSwitch>("thumb") { toggle, context in
        let track = toggle.trackRect
        let position = CGFloat(min(max(toggle.thumbPosition.value, -0.2), 1.2))
        let on = min(max(position, 0), 1)
        let diameter = 12 + 4 * on
        let travel = track.width - track.height
        let centre = CGPoint(x: track.minX + track.height / 2 + travel * position, y: track.midY)
        func circle(_ diameter: CGFloat) -> CGRect {
          CGRect(
            x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter,
            height: diameter)
        }
        if toggle.isEnabledInTree, toggle.isHovered || toggle.isPressed {
          let halo = context.mix(.label, .accent, by: Double(on))
          context.setFillColor(halo.withAlphaComponent(toggle.isPressed ? 0.22 : 0.12))
          context.fillEllipse(in: circle(toggle.isPressed ? 26 : 24))
        }
        let thumb =
          toggle.isEnabledInTree
          ? context.mix(.secondaryLabel, .onAccent, by: Double(on))
          : context.mix(.tertiaryLabel, .controlBackground, by: Double(on))
        context.setFillColor(thumb)
        context.fillEllipse(in: circle(diameter))
      },
    .title:
      Drawing<ToggleSwitch>("title") { toggle, context in
        guard !toggle.title.isEmpty else { return }
        let rect = context.rect
        let left = ToggleSwitch.trackSize.width + 10
        toggle.drawTitle(
          in: context,
          rect: CGRect(
            x: rect.minX + left, y: rect.minY, width: rect.width - left, height: rect.height),
          color: !toggle.isEnabledInTree ? .secondaryLabel : .label)
      },
  ])
}
