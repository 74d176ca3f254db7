import Foundation

/// A horizontal slider choosing a value in a range: a track, accent up to the value, and a
/// round thumb at the value.
///
/// Keyboard, while focused (as GTK's `GtkScale`): Right and Up add ``step``, Left and Down
/// take it away, Page Up and Page Down move by a quarter of the range, Home and End go to
/// the ends. Pointer: pressing on the slider moves the thumb under the pointer, and dragging
/// (with the button held, delivered to the slider while the press lasts) follows it.
/// `onValueChange { slider in ... }` hears about each change the user makes. The thumb
/// glides to each key step and press (``thumbValue``) and follows a drag exactly.
///
/// **Bad input is clamped, never trapped:** a NaN value is the minimum; a NaN bound keeps
/// the bound it had; an infinite bound is ±1e300; setting a minimum above the maximum (or a
/// maximum below the minimum) moves the other bound to it, as `UISlider` does, so the range
/// may be empty (`minimumValue == maximumValue`), where the value is that one number and keys
/// change nothing. A NaN, infinite or non-positive step is a tenth of the range.
public final class Slider: DrawView, ThemedWidget {
  /// The slider's look and metrics: ``ThemeEntry/slider``.
  public static var themeEntry: ThemeEntry<WidgetStyle<Slider, SliderMetrics>> { .slider }

  /// The largest magnitude a bound has: infinite bounds become this.
  public static let largestBound = 1e300

  /// The value, in ``minimumValue``...``maximumValue``.
  ///
  /// Values outside are clamped and NaN becomes the minimum. Setting it from code moves the thumb only inside
  /// ``withAnimation(_:_:completion:)``.
  public var value: Double {
    get { storedValue }
    set { setValue(newValue, byUser: false, glides: true) }
  }

  /// The lower end of the range (0 unless set).
  public var minimumValue: Double {
    get { storedMinimum }
    set {
      guard let bound = Self.sanitizedBound(newValue) else { return }
      storedMinimum = bound
      if storedMaximum < bound { storedMaximum = bound }
      rangeDidChange()
    }
  }

  /// The upper end of the range (1 unless set).
  public var maximumValue: Double {
    get { storedMaximum }
    set {
      guard let bound = Self.sanitizedBound(newValue) else { return }
      storedMaximum = bound
      if storedMinimum > bound { storedMinimum = bound }
      rangeDidChange()
    }
  }

  /// How far an arrow key or an increment moves the value; `nil` (or a NaN, infinite or
  /// non-positive step) is a tenth of the range.
  public var step: Double? {
    didSet {
      if let step, !(step.isFinite && step > 0) { self.step = nil }
    }
  }

  /// How the thumb moves to a value the user chose by key or click; `nil` jumps.
  public var animation: Animation? = .easeOut(duration: 0.12)

  /// Whether a primary press that began on the slider is held: only then does pointer
  /// movement drag the thumb, not when a press that began elsewhere moves over the slider.
  public private(set) var isDragging = false

  /// The value the thumb is drawn at: ``value``, or on its way there.
  ///
  /// The drawings read it.
  public private(set) lazy var thumbValue = AnimatedValue(storedValue, in: self)

  /// The closure given to `onValueChange`.
  var valueChangeHandler: (() -> Void)?

  private var storedValue: Double
  private var storedMinimum: Double
  private var storedMaximum: Double

  /// Creates a focusable slider.
  ///
  /// - Parameters:
  ///   - value: The starting value, clamped to the range.
  ///   - minimumValue: The lower end of the range.
  ///   - maximumValue: The upper end of the range; a maximum below the minimum is the minimum.
  ///   - step: How far an arrow key moves the value; a tenth of the range unless given.
  public init(
    value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1, step: Double? = nil
  ) {
    let minimum = Self.sanitizedBound(minimumValue) ?? 0
    let maximum = max(Self.sanitizedBound(maximumValue) ?? 1, minimum)
    storedMinimum = minimum
    storedMaximum = maximum
    storedValue = Self.clamped(value, minimum, maximum)
    self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    super.init()
    isFocusable = true
    cornerRadius = 6
    _ = thumbValue
    sizeToFit()
  }

  /// The step in effect: ``step``, or a tenth of the range.
  public var effectiveStep: Double { step ?? (storedMaximum - storedMinimum) / 10 }

  /// The sizes the theme gives sliders, with NaN, infinite and negative ones as 0.
  public var metrics: SliderMetrics {
    let metrics = effectiveTheme[.slider].tokens
    func sane(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
    return SliderMetrics(
      trackHeight: sane(metrics.trackHeight), thumbDiameter: sane(metrics.thumbDiameter),
      height: sane(metrics.height), naturalWidth: sane(metrics.naturalWidth))
  }

  /// The centre of the thumb drawn at `value` (clamped to the range), in the view's
  /// coordinates: its travel runs from half a thumb after the left edge to half a thumb
  /// before the right edge, at mid-height.
  public func thumbCentre(forValue value: Double) -> CGPoint {
    let radius = metrics.thumbDiameter / 2
    let start = bounds.minX + radius
    let length = max(bounds.width - 2 * radius, 0)
    return CGPoint(x: start + length * CGFloat(fraction(of: value)), y: bounds.midY)
  }

  /// The centre of the thumb where it is drawn now (at ``thumbValue``).
  public var thumbCentre: CGPoint { thumbCentre(forValue: thumbValue.value) }

  /// The value whose thumb centre is nearest to `point`.
  public func value(at point: CGPoint) -> Double {
    let start = thumbCentre(forValue: storedMinimum).x
    let length = thumbCentre(forValue: storedMaximum).x - start
    guard length > 0 else { return storedMinimum }
    let fraction = Double((point.x - start) / length)
    return storedMinimum + (storedMaximum - storedMinimum) * (fraction.isNaN ? 0 : fraction)
  }

  /// Where `value` lies in the range, 0 to 1 (0 for an empty range).
  func fraction(of value: Double) -> Double {
    let span = storedMaximum - storedMinimum
    guard span > 0 else { return 0 }
    let fraction = (value - storedMinimum) / span
    return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
  }

  /// The rounded track from the start of the thumb's travel to `endX`, as tall as the
  /// theme's track: the whole track, or the filled part up to the thumb.
  public func trackRect(to endX: CGFloat) -> CGRect {
    let start = thumbCentre(forValue: storedMinimum)
    let height = metrics.trackHeight
    return CGRect(
      x: start.x - height / 2, y: start.y - height / 2,
      width: max(endX - start.x + height, 0), height: height)
  }

  /// A slider with its value (as a percentage for the range 0...1), raised and lowered by
  /// the step, named by the label of the element assigned to it
  /// (`accessibilityElement = AccessibilityElement(role: .slider, label: "Volume")`).
  override public var accessibilityElement: AccessibilityElement? {
    get {
      let text =
        storedMinimum == 0 && storedMaximum == 1
        ? "\(Int((storedValue * 100).rounded())) %" : String(format: "%g", storedValue)
      return AccessibilityElement(
        role: .slider, label: super.accessibilityElement?.label ?? "", value: text,
        hint: super.accessibilityElement?.hint, actions: [.increment, .decrement],
        numericValue: AccessibilityRange(
          current: storedValue, minimum: storedMinimum, maximum: storedMaximum,
          step: effectiveStep))
    }
    set { super.accessibilityElement = newValue }
  }

  /// Increment and decrement move the value by the step, as the arrow keys do.
  override public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
    guard isEnabledInTree else { return false }
    switch action {
    case .increment: setValue(storedValue + effectiveStep, byUser: true, glides: true)
    case .decrement: setValue(storedValue - effectiveStep, byUser: true, glides: true)
    default: return super.performAccessibilityAction(action)
    }
    return true
  }

  /// Arrows move by the step, Page Up and Page Down by a quarter of the range, Home and End
  /// to the ends.
  override public func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return super.keyDown(event) }
    let page = (storedMaximum - storedMinimum) / 4
    let target: Double
    switch event.key {
    case .right, .up: target = storedValue + effectiveStep
    case .left, .down: target = storedValue - effectiveStep
    case .pageUp: target = storedValue + page
    case .pageDown: target = storedValue - page
    case .home: target = storedMinimum
    case .end: target = storedMaximum
    default: return super.keyDown(event)
    }
    setValue(target, byUser: true, glides: true)
    return true
  }

  /// A primary press moves the thumb under the pointer and a drag follows it; the release
  /// ends the drag without activating anything.
  override public func pointerEvent(_ event: PointerEvent) -> Bool {
    guard event.button == .primary else { return super.pointerEvent(event) }
    switch event.phase {
    case .down:
      isDragging = true
      setValue(value(at: event.location), byUser: true, glides: true)
      return true
    case .move where isDragging:
      setValue(value(at: event.location), byUser: true, glides: false)
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
    let offered = size.width.isNaN ? 0 : max(size.width, 0)
    return CGSize(width: min(offered, metrics.naturalWidth), height: metrics.height)
  }

  /// Sets the value, clamped; the thumb glides there (a key, a press) or goes at once (a
  /// drag), and a change the user made is reported.
  private func setValue(_ newValue: Double, byUser: Bool, glides: Bool) {
    let clamped = Self.clamped(newValue, storedMinimum, storedMaximum)
    guard clamped != storedValue else { return }
    storedValue = clamped
    if byUser {
      thumbValue.animate(to: clamped, byDefault: glides ? animation : nil)
    } else {
      thumbValue.value = clamped
    }
    setNeedsDisplay()
    postAccessibilityNotification(.valueChanged)
    if byUser { valueChangeHandler?() }
  }

  /// Keeps the value in a new range.
  private func rangeDidChange() {
    storedValue = Self.clamped(storedValue, storedMinimum, storedMaximum)
    thumbValue.value = storedValue
    setNeedsDisplay()
    postAccessibilityNotification(.valueChanged)
  }

  /// `value` in `minimum...maximum`, NaN as the minimum.
  private static func clamped(_ value: Double, _ minimum: Double, _ maximum: Double) -> Double {
    value.isNaN ? minimum : min(max(value, minimum), maximum)
  }

  /// A bound as the slider keeps it: `nil` for NaN (the bound does not change), infinite
  /// ones at ±``largestBound``.
  private static func sanitizedBound(_ bound: Double) -> Double? {
    bound.isNaN ? nil : min(max(bound, -largestBound), largestBound)
  }
}

extension ThemeEntry where Value == WidgetStyle<Slider, SliderMetrics> {
  /// How sliders look.
  ///
  /// By default: ``SliderMetrics`` and a control-coloured track, accent up to the
  /// thumb, with an accent thumb ringed in the background colour; a halo round the thumb
  /// while hovered, a larger one while pressed (dragging); greyed out while disabled. The
  /// layers are ``DrawingSlot/track``, ``DrawingSlot/trackFill`` and ``DrawingSlot/thumb``.
  public static let slider = ThemeEntry(
    default: WidgetStyle(
      tokens: SliderMetrics(),
      layers: [
        .track:
          Drawing<Slider>("track") { slider, context in
            context.setFillColor(.controlBackground)
            context.beginPath()
            context.addRoundedRect(
              slider.trackRect(to: slider.thumbCentre(forValue: slider.maximumValue).x),
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
            if slider.isEnabledInTree, slider.isHovered || slider.isPressed {
              context.setFillColor(.accent.withAlphaComponent(slider.isPressed ? 0.25 : 0.14))
              context.fillEllipse(in: circle(diameter + (slider.isPressed ? 10 : 8)))
            }
            context.setFillColor(.background)
            context.fillEllipse(in: circle(diameter))
            context.setFillColor(!slider.isEnabledInTree ? .secondaryLabel : .accent)
            context.fillEllipse(in: circle(max(diameter - 4, 0)))
          },
      ]))
}
