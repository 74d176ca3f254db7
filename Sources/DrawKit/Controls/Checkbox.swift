import Foundation

/// A checkbox with a title, made of state and drawings only.
///
/// Its look is a theme entry (``ThemeEntry/checkbox``), so every theme, and a changed
/// accent, restyles it. Space or Return while it is focused, or a click, toggles it, as in
/// GTK; `onValueChange { checkbox in ... }` hears about each toggle the user makes.
/// The tick draws itself in when the box is checked (``checkProgress``) and the box fills
/// with the accent; under reduced motion it shows at once.
public final class Checkbox: DrawView, ThemedWidget {
  /// The checkbox's look: ``ThemeEntry/checkbox``.
  public static var themeEntry: ThemeEntry<DrawingLayers<Checkbox>> { .checkbox }

  /// The text beside the box.
  public let title: String

  /// How the box moves to a state the user gave it: the tick drawing in, the fill fading;
  /// `nil` jumps.
  public var animation: Animation? = .easeOut(duration: 0.18)

  /// The closure given to `onValueChange`.
  var valueChangeHandler: (() -> Void)?

  /// How far the tick is drawn, 0 (unchecked) to 1 (checked); it moves when the box is
  /// toggled, and the drawings read it.
  public private(set) lazy var checkProgress = AnimatedValue(isSelected ? 1.0 : 0, in: self)

  private let titleText: ControlTitle

  /// Whether the box is ticked: the view's ``DrawView/isSelected`` state, which the drawings
  /// select on.
  ///
  /// Setting it from code moves the tick only inside
  /// ``withAnimation(_:_:completion:)``.
  public var isChecked: Bool {
    get { isSelected }
    set { setChecked(newValue, byUser: false) }
  }

  /// Creates a focusable checkbox.
  ///
  /// - Parameters:
  ///   - title: The text beside the box.
  ///   - isChecked: Whether the box starts ticked.
  public init(title: String, isChecked: Bool = false) {
    self.title = title
    titleText = ControlTitle(title)
    super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    isSelected = isChecked
    isFocusable = true
    cornerRadius = 4
    _ = checkProgress
    titleText.setFont(effectiveTheme.controlFont)
    sizeToFit()
  }

  /// A check box named by its title, checked while ticked; pressing toggles it.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      var element =
        super.accessibilityElement
        ?? AccessibilityElement(role: .checkBox, label: title, actions: [.press])
      element.role = .checkBox
      if element.label.isEmpty { element.label = title }
      if !element.actions.contains(.press) { element.actions.append(.press) }
      return element
    }
    set { super.accessibilityElement = newValue }
  }

  /// Space, Return and a click toggle it.
  override public func activate() -> Bool {
    setChecked(!isChecked, byUser: true)
    return true
  }

  /// The box and the title, in the theme's control font.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let title = titleText.size
    return CGSize(width: 30 + title.width + 2, height: max(26, title.height + 6))
  }

  /// Sets the title's font from the new theme.
  override public func themeDidChange() {
    titleText.setFont(effectiveTheme.controlFont)
    superview?.setNeedsLayout()
    super.themeDidChange()
  }

  /// The title's layout, when it needs laying out.
  override public func prepareTextLayouts() -> [TextLayout] { titleText.pendingLayouts }

  /// Draws the title in `color` within `rect`, right of the box: its layout, measured once, for
  /// drawings of a theme of your own.
  public func drawTitle(in context: GraphicsContext, rect: CGRect, color: Color) {
    titleText.draw(in: context, rect: rect, color: color)
  }

  private func setChecked(_ checked: Bool, byUser: Bool) {
    guard checked != isSelected else { return }
    isSelected = checked
    if byUser {
      checkProgress.animate(to: checked ? 1 : 0, byDefault: animation)
      valueChangeHandler?()
    } else {
      checkProgress.value = checked ? 1 : 0
    }
  }
}

extension ThemeEntry where Value == DrawingLayers<Checkbox> {
  /// How checkboxes look.
  ///
  /// By default: an accent box with a tick when checked, an outlined box otherwise
  /// (the fill fading and the tick drawing in as ``Checkbox/checkProgress`` moves); a faint
  /// wash while hovered and a darker one while pressed; greyed out while disabled. The layers
  /// are ``DrawingSlot/box``, ``DrawingSlot/tick`` and ``DrawingSlot/title``.
  public static let checkbox = ThemeEntry(default: [
    .box:
      Drawing<Checkbox>("box") { checkbox, context in
        let progress = min(max(checkbox.checkProgress.value, 0), 1)
        let enabled = checkbox.isEnabledInTree
        let box = context.rect
        if progress < 1 {
          context.setStrokeColor(.secondaryLabel.withAlphaComponent(1 - progress))
          context.setLineWidth(2)
          context.beginPath()
          context.addRoundedRect(box.insetBy(dx: 1, dy: 1), cornerRadius: 3)
          context.strokePath()
        }
        if progress > 0 {
          let fill: Color = enabled ? .accent : .secondaryLabel
          context.setFillColor(fill.withAlphaComponent(progress))
          context.beginPath()
          context.addRoundedRect(box, cornerRadius: 4)
          context.fillPath()
        }
        guard enabled else { return }
        let wash: CGFloat = checkbox.isPressed ? 0.18 : checkbox.isHovered ? 0.08 : 0
        guard wash > 0 else { return }
        context.setFillColor(.label.withAlphaComponent(wash))
        context.beginPath()
        context.addRoundedRect(box, cornerRadius: 4)
        context.fillPath()
      }.leadingSquare(side: 20, inset: 1),
    .tick:
      Drawing<Checkbox>("tick") { checkbox, context in
        let progress = min(max(checkbox.checkProgress.value, 0), 1)
        guard progress > 0 else { return }
        let box = context.rect
        let points = [
          CGPoint(x: box.minX + 5, y: box.midY),
          CGPoint(x: box.minX + 9, y: box.midY + 4),
          CGPoint(x: box.minX + 16, y: box.midY - 5),
        ]
        context.setStrokeColor(!checkbox.isEnabledInTree ? .background : .onAccent)
        context.setLineWidth(2.5)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.addLines(between: partialPolyline(points, fraction: progress))
        context.strokePath()
      }.leadingSquare(side: 20, inset: 1),
    .title:
      Drawing<Checkbox>("title") { checkbox, context in
        let rect = context.rect
        checkbox.drawTitle(
          in: context,
          rect: CGRect(
            x: rect.minX + 30, y: rect.minY, width: rect.width - 30, height: rect.height),
          color: !checkbox.isEnabledInTree ? .secondaryLabel : .label)
      },
  ])
}

/// The first `fraction` (0...1) of the polyline through `points`, by length: a tick drawn in
/// as it is stroked.
func partialPolyline(_ points: [CGPoint], fraction: Double) -> [CGPoint] {
  guard fraction < 1, points.count > 1 else { return points }
  let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
  var remaining = lengths.reduce(0, +) * CGFloat(fraction)
  var result = [points[0]]
  for (index, length) in lengths.enumerated() {
    let end = points[index + 1]
    if remaining >= length {
      result.append(end)
      remaining -= length
      continue
    }
    let start = points[index]
    let t = length > 0 ? remaining / length : 0
    result.append(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
    break
  }
  return result
}
