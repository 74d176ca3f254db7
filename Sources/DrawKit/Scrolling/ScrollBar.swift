import Foundation

/// An overlay scroll bar of a ``ScrollView`` or a ``TextView``: a thumb showing which part of
/// the content is in sight, drawn over the content by the theme (``ThemeEntry/scrollBar``).
///
/// The bar shows while the user scrolls (the wheel, the touchpad, the keys, a fling) and
/// fades out ``hideDelay`` seconds after the last scroll, on the frame clock; under
/// ``MotionPreference/reduced`` it disappears at once after the delay instead of fading, and
/// under ``MotionPreference/none`` (no animation at all, the delay included) at the next
/// frame. While it shows, the
/// pointer over it widens it (``expansion``), dragging its thumb scrolls, and a click in its
/// track pages toward the click. A faded bar takes no hits, so the content under it gets
/// them. Scroll views make their bars; they are not made on their own.
public final class ScrollBar: DrawView, ThemedWidget {
  /// The bar's look: ``ThemeEntry/scrollBar``.
  public static var themeEntry: ThemeEntry<DrawingLayers<ScrollBar>> { .scrollBar }

  /// How wide a vertical bar (and how tall a horizontal one) is, in points: the area that
  /// takes the pointer; the drawings choose how much of it they fill.
  public static let thickness: CGFloat = 12

  /// The shortest thumb, in points, however long the content.
  public static let minimumThumbLength: CGFloat = 24

  /// The direction the bar scrolls: ``ScrollAxes/vertical`` or ``ScrollAxes/horizontal``.
  public let axis: ScrollAxes

  /// Seconds the bar stays after the last scroll before it fades.
  public var hideDelay: Double = 1

  /// How visible the bar is, 1 while it shows to 0 once it has faded; the drawings multiply
  /// their opacity by it.
  public private(set) lazy var visibility = AnimatedValue(0.0, in: self)

  /// How wide the bar is drawn, 0 (thin, while scrolling) to 1 (wide, while the pointer is
  /// over it or drags its thumb).
  public private(set) lazy var expansion = AnimatedValue(0.0, in: self)

  /// Whether the thumb is being dragged.
  public private(set) var isDragging = false

  /// Where in the thumb, along the axis, the drag took hold of it.
  private var grabOffset: CGFloat = 0

  init(axis: ScrollAxes) {
    self.axis = axis
    super.init()
    isUserInteractionEnabled = false
  }

  /// The view whose content the bar scrolls: its superview.
  private var host: (any ScrollBarHosting)? { superview as? any ScrollBarHosting }

  /// The thumb's rectangle in the bar's bounds, across the bar's whole thickness: its
  /// length is the share of the content in sight, its place the share scrolled past.
  public var thumbRect: CGRect {
    let bounds = self.bounds
    guard let host else { return bounds }
    let vertical = axis == .vertical
    let length = vertical ? bounds.height : bounds.width
    let content = vertical ? host.scrollableContentSize.height : host.scrollableContentSize.width
    let visible = vertical ? host.bounds.height : host.bounds.width
    let maximum = vertical ? host.maximumScrollOffset.y : host.maximumScrollOffset.x
    let offset = vertical ? host.bounds.minY : host.bounds.minX
    let share = content > 0 ? min(visible / content, 1) : 1
    let thumb = min(max(length * share, Self.minimumThumbLength), length)
    let progress = maximum > 0 ? min(max(offset / maximum, 0), 1) : 0
    let start = (length - thumb) * progress
    return vertical
      ? CGRect(x: bounds.minX, y: bounds.minY + start, width: bounds.width, height: thumb)
      : CGRect(x: bounds.minX + start, y: bounds.minY, width: thumb, height: bounds.height)
  }

  /// A scroll bar whose value is the scroll offset along its axis, in points from 0 to how
  /// far the content reaches past the view, moved a line step by increment and decrement;
  /// its text is how far down (or along) it is, in percent.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      let vertical = axis == .vertical
      let maximum = host.map { vertical ? $0.maximumScrollOffset.y : $0.maximumScrollOffset.x } ?? 0
      let offset = host.map { vertical ? $0.bounds.minY : $0.bounds.minX } ?? 0
      let percent = maximum > 0 ? Int((offset / maximum * 100).rounded()) : 0
      return AccessibilityElement(
        role: .scrollBar, label: super.accessibilityElement?.label ?? "", value: "\(percent) %",
        actions: [.increment, .decrement],
        numericValue: AccessibilityRange(
          current: Double(offset), minimum: 0, maximum: Double(maximum),
          step: Double(ScrollView.lineStep)))
    }
    set { super.accessibilityElement = newValue }
  }

  /// Increment and decrement scroll a line step toward the end or the start.
  override public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
    guard let host, isEnabledInTree, action == .increment || action == .decrement else {
      return super.performAccessibilityAction(action)
    }
    let step = action == .increment ? ScrollView.lineStep : -ScrollView.lineStep
    var offset = host.bounds.origin
    if axis == .vertical { offset.y += step } else { offset.x += step }
    host.scrollBarDidScroll(to: offset)
    flash()
    return true
  }

  /// Shows the bar at once and fades it out after ``hideDelay``, unless the pointer is over
  /// it or drags it.
  func flash() {
    withAnimation(nil) { visibility.value = 1 }
    isUserInteractionEnabled = true
    scheduleFade()
  }

  /// Fades the bar out after ``hideDelay``: over a quarter second, or at once under
  /// reduced motion; then it stops taking hits.
  private func scheduleFade() {
    guard !isHovered, !isDragging, visibility.target > 0 else { return }
    let fade: Animation =
      motionPreference == .full
      ? .easeOut(duration: 0.25).delay(hideDelay)
      : .linear(duration: 0).delay(hideDelay).essential()
    visibility.animate(to: 0, with: fade) { [weak self] in
      guard let self, visibility.value == 0 else { return }
      isUserInteractionEnabled = false
    }
  }

  /// Widens or narrows the bar: a short ease, a jump under reduced motion.
  private func expand(_ expanded: Bool) {
    expansion.animate(to: expanded ? 1 : 0, byDefault: .easeOut(duration: 0.15))
  }

  /// The pointer over the bar widens it and keeps it shown; a press on the thumb drags it,
  /// one in the track pages toward the press.
  override public func pointerEvent(_ event: PointerEvent) -> Bool {
    if super.pointerEvent(event) { return true }
    switch event.phase {
    case .enter:
      withAnimation(nil) { visibility.value = 1 }
      expand(true)
      return false
    case .exit:
      if !isDragging {
        expand(false)
        scheduleFade()
      }
      return false
    case .down where event.button == .primary:
      return press(at: event.location)
    case .move where isDragging:
      drag(to: event.location)
      return true
    case .up where isDragging:
      isDragging = false
      if !bounds.contains(event.location) { expand(false) }
      scheduleFade()
      return true
    default:
      return false
    }
  }

  /// A press on the thumb takes hold of it; one in the track scrolls a page toward it.
  private func press(at location: CGPoint) -> Bool {
    guard let host else { return false }
    let thumb = thumbRect
    let vertical = axis == .vertical
    let along = vertical ? location.y : location.x
    let thumbStart = vertical ? thumb.minY : thumb.minX
    let thumbEnd = vertical ? thumb.maxY : thumb.maxX
    withAnimation(nil) { visibility.value = 1 }
    if along >= thumbStart, along <= thumbEnd {
      isDragging = true
      grabOffset = along - thumbStart
      expand(true)
      return true
    }
    let page = max((vertical ? host.bounds.height : host.bounds.width) - ScrollView.lineStep, 1)
    let step = along < thumbStart ? -page : page
    var offset = host.bounds.origin
    if vertical { offset.y += step } else { offset.x += step }
    host.scrollBarDidScroll(to: offset)
    flash()
    return true
  }

  /// Moves the thumb so that the point it was taken by follows the pointer.
  private func drag(to location: CGPoint) {
    guard let host else { return }
    let vertical = axis == .vertical
    let thumb = thumbRect
    let length = vertical ? bounds.height : bounds.width
    let travel = length - (vertical ? thumb.height : thumb.width)
    let along = (vertical ? location.y - bounds.minY : location.x - bounds.minX) - grabOffset
    let maximum = vertical ? host.maximumScrollOffset.y : host.maximumScrollOffset.x
    let value = travel > 0 ? along / travel * maximum : 0
    var offset = host.bounds.origin
    if vertical { offset.y = value } else { offset.x = value }
    host.scrollBarDidScroll(to: offset)
    withAnimation(nil) { visibility.value = 1 }
  }
}
