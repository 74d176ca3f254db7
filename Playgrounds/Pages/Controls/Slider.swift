import DrawKit
import Foundation

/// A horizontal slider choosing a value from 0 to 1: a track, accent up to the value, and a
/// round thumb at the value.
///
/// Keyboard, while focused: Right and Up add ``step``, Left and Down take it away, Page Up
/// and Page Down move by a quarter, Home and End go to the ends. Pointer: pressing on the
/// slider moves the thumb under the pointer, and dragging (with the button held, delivered
/// to the slider while the press lasts) follows it. ``onValueChange`` hears about each change
/// the user makes.
public final class Slider: DrawView {
  /// The value, from 0 to 1; values outside are clamped and NaN becomes 0.
  public var value: Double {
    didSet {
      value = Self.clamped(value)
      if value != oldValue {
        setNeedsDisplay()
        postAccessibilityNotification(.valueChanged)
      }
    }
  }

  /// How far an arrow key moves the value; NaN, infinite and non-positive steps count as 0.1.
  public var step: Double {
    didSet { step = step.isFinite && step > 0 ? step : 0.1 }
  }

  /// Called after the user changed the value (by key, click or drag), not when code sets
  /// ``value``.
  public var onValueChange: ((Slider) -> Void)?

  /// Whether a primary press that began on the slider is held: only then does pointer
  /// movement drag the thumb, not when a press that began elsewhere moves over the slider.
  public private(set) var isDragging = false

  /// Creates a focusable slider.
  ///
  /// - Parameters:
  ///   - value: The starting value, clamped to 0...1.
  ///   - step: How far an arrow key moves the value.
  public init(value: Double = 0, step: Double = 0.1) {
    self.value = Self.clamped(value)
    self.step = step.isFinite && step > 0 ? step : 0.1
    super.init()
    isFocusable = true
    cornerRadius = 6
    sizeToFit()
  }

  /// The sizes the theme gives sliders.
  public var metrics: SliderMetrics { effectiveTheme.slider.tokens }

  /// The line the thumb's centre travels along, in the view's coordinates: from half a thumb
  /// after the left edge to half a thumb before the right edge, at mid-height.
  public var thumbTravel: (start: CGPoint, end: CGPoint) {
    let radius = metrics.thumbDiameter / 2
    let y = bounds.midY
    return (CGPoint(x: bounds.minX + radius, y: y), CGPoint(x: bounds.maxX - radius, y: y))
  }

  /// The rounded track from the start of the thumb's travel to `endX`, as tall as the
  /// theme's track: the whole track, or the filled part up to the thumb.
  func trackRect(to endX: CGFloat) -> CGRect {
    let travel = thumbTravel
    let height = metrics.trackHeight
    return CGRect(
      x: travel.start.x - height / 2, y: travel.start.y - height / 2,
      width: endX - travel.start.x + height, height: height)
  }

  /// The centre of the thumb for the current value.
  public var thumbCentre: CGPoint {
    let travel = thumbTravel
    return CGPoint(
      x: travel.start.x + (travel.end.x - travel.start.x) * CGFloat(value), y: travel.start.y)
  }

  /// The slider's look comes from its theme entry.
  override public func themeDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    theme.slider.layers.forAnyView
  }

  /// A slider with its value as a percentage, raised and lowered by ``step``, named by the
  /// label of the element assigned to it (`accessibilityElement = AccessibilityElement(role:
  /// .slider, label: "Volume")`).
  override public var accessibilityElement: AccessibilityElement? {
    get {
      AccessibilityElement(
        role: .slider, label: super.accessibilityElement?.label ?? "",
        value: "\(Int((value * 100).rounded())) %", actions: [.increment, .decrement],
        numericValue: AccessibilityRange(current: value, minimum: 0, maximum: 1, step: step))
    }
    set { super.accessibilityElement = newValue }
  }

  /// Increment and decrement move the value by ``step``, as the arrow keys do.
  override public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
    guard isEnabledInTree else { return false }
    switch action {
    case .increment: setValue(value + step)
    case .decrement: setValue(value - step)
    default: return super.performAccessibilityAction(action)
    }
    return true
  }

  /// Arrows move by ``step``, Page Up and Page Down by a quarter, Home and End to the ends.
  override public func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return super.keyDown(event) }
    switch event.key {
    case .right, .up: setValue(value + step)
    case .left, .down: setValue(value - step)
    case .pageUp: setValue(value + 0.25)
    case .pageDown: setValue(value - 0.25)
    case .home: setValue(0)
    case .end: setValue(1)
    default: return super.keyDown(event)
    }
    return true
  }

  /// A primary press moves the thumb under the pointer and a drag follows it; the release
  /// ends the drag without activating anything.
  override public func pointerEvent(_ event: PointerEvent) -> Bool {
    guard event.button == .primary else { return super.pointerEvent(event) }
    switch event.phase {
    case .down:
      isDragging = true
      setValue(value(at: event.location))
      return true
    case .move where isDragging:
      setValue(value(at: event.location))
      return true
    case .up where isDragging:
      isDragging = false
      return true
    default:
      return super.pointerEvent(event)
    }
  }

  /// The metrics' natural width (or the width offered, if less) and height.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let metrics = metrics
    let width = size.width.isFinite ? min(size.width, metrics.naturalWidth) : metrics.naturalWidth
    return CGSize(width: width, height: metrics.height)
  }

  /// The value whose thumb centre is nearest to `point`.
  public func value(at point: CGPoint) -> Double {
    let travel = thumbTravel
    let length = travel.end.x - travel.start.x
    guard length > 0 else { return 0 }
    return Self.clamped(Double((point.x - travel.start.x) / length))
  }

  /// Sets the value and reports a change to ``onValueChange``.
  private func setValue(_ newValue: Double) {
    let old = value
    value = newValue
    if value != old { onValueChange?(self) }
  }

  /// `value` in 0...1, NaN as 0.
  private static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}

/// The theme entry holding the slider's style: its metrics and its drawings.
struct SliderStyleKey: ThemeKey {
  /// A control-coloured track, accent up to the value, with an accent thumb ringed in the
  /// background colour; a halo round the thumb while hovered, a larger one while pressed
  /// (dragging); greyed out while disabled.
  static var defaultValue: WidgetStyle<Slider, SliderMetrics> {
    WidgetStyle(
      tokens: SliderMetrics(),
      layers: [
        .track:
          Drawing<Slider>("track") { slider, context in
            context.setFillColor(.controlBackground)
            context.beginPath()
            context.addRoundedRect(
              slider.trackRect(to: slider.thumbTravel.end.x),
              cornerRadius: slider.metrics.trackHeight / 2)
            context.fillPath()
          },
        .trackFill:
          Drawing<Slider>("trackFill") { slider, context in
            context.setFillColor(slider.isEnabledInTree ? .accent : .secondaryLabel)
            context.beginPath()
            context.addRoundedRect(
              slider.trackRect(to: slider.thumbCentre.x),
              cornerRadius: slider.metrics.trackHeight / 2)
            context.fillPath()
          },
        .thumb:
          Drawing<Slider>("thumb") { slider, context in
            let centre = slider.thumbCentre
            func circle(_ diameter: CGFloat) -> CGRect {
              CGRect(
                x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter,
                height: diameter)
            }
            let diameter = slider.metrics.thumbDiameter
            if slider.isHovered || slider.isPressed {
              context.setFillColor(.accent.withAlphaComponent(slider.isPressed ? 0.25 : 0.14))
              context.fillEllipse(in: circle(diameter + (slider.isPressed ? 10 : 8)))
            }
            context.setFillColor(.background)
            context.fillEllipse(in: circle(diameter))
            context.setFillColor(!slider.isEnabledInTree ? .secondaryLabel : .accent)
            context.fillEllipse(in: circle(diameter - 4))
          },
      ])
  }
}

/// The slider's entry, read like a built-in one.
extension Theme {
  /// How sliders look: ``SliderMetrics`` and the layers ``DrawingSlot/track``,
  /// ``DrawingSlot/trackFill`` and ``DrawingSlot/thumb``, drawn with theme colours.
  public var slider: WidgetStyle<Slider, SliderMetrics> {
    get { self[SliderStyleKey.self] }
    set { self[SliderStyleKey.self] = newValue }
  }
}
