import DrawKit
import Foundation

/// A row of segments of which exactly one is selected: a rounded well in the control colour
/// with the selected segment filled with the accent.
///
/// Keyboard, while focused: Left and Up select the previous segment, Right and Down the next,
/// Home and End the first and last. Pointer: a click (a primary press released inside the
/// control) selects the segment under it; the segment under the pointer is washed while
/// hovered or pressed. ``onSelectionChange`` hears about each change the user makes.
public final class SegmentedControl: DrawView {
  /// The segments' titles, left to right.
  public let segments: [String]

  /// The index of the selected segment, kept within `segments.indices` (0 when there are
  /// none).
  public var selectedIndex: Int {
    didSet {
      selectedIndex = Self.clamped(selectedIndex, count: segments.count)
      if selectedIndex != oldValue {
        setNeedsDisplay()
        postAccessibilityNotification(.valueChanged)
      }
    }
  }

  /// The segment under the pointer while it hovers over the control or presses it, or `nil`.
  public private(set) var highlightedIndex: Int? {
    didSet { if highlightedIndex != oldValue { setNeedsDisplay() } }
  }

  /// Called after the user selected another segment (by key or click), not when code sets
  /// ``selectedIndex``.
  public var onSelectionChange: ((SegmentedControl) -> Void)?

  /// Creates a focusable segmented control.
  ///
  /// - Parameters:
  ///   - segments: The segments' titles, left to right.
  ///   - selectedIndex: The segment selected at first, clamped to the segments.
  public init(segments: [String], selectedIndex: Int = 0) {
    self.segments = segments
    self.selectedIndex = Self.clamped(selectedIndex, count: segments.count)
    super.init()
    isFocusable = true
    cornerRadius = 8
    sizeToFit()
  }

  /// The rectangle of each segment, in the view's coordinates: the bounds cut into equal
  /// widths.
  public var segmentRects: [CGRect] {
    guard !segments.isEmpty else { return [] }
    let width = bounds.width / CGFloat(segments.count)
    return segments.indices.map { index in
      CGRect(
        x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width,
        height: bounds.height)
    }
  }

  /// The index of the segment containing `point`, or `nil` outside the control.
  public func segmentIndex(at point: CGPoint) -> Int? {
    segmentRects.firstIndex { $0.contains(point) }
  }

  /// A group whose value is the selected segment's title; increment and decrement select the
  /// next and previous segment.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      AccessibilityElement(
        role: .group, label: segments.joined(separator: ", "),
        value: segments.indices.contains(selectedIndex) ? segments[selectedIndex] : nil,
        actions: [.increment, .decrement])
    }
    set { super.accessibilityElement = newValue }
  }

  /// Increment and decrement select the next and previous segment, as the arrow keys do.
  override public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
    guard isEnabledInTree, !segments.isEmpty else { return false }
    switch action {
    case .increment: select(selectedIndex + 1)
    case .decrement: select(selectedIndex - 1)
    default: return super.performAccessibilityAction(action)
    }
    return true
  }

  /// The control's look comes from its theme entry.
  override public func themeDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    theme.segmentedControl.forAnyView
  }

  /// Left and Up select the previous segment, Right and Down the next, Home and End the
  /// first and last; the selection stops at the ends.
  override public func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, !segments.isEmpty else { return super.keyDown(event) }
    switch event.key {
    case .left, .up: select(selectedIndex - 1)
    case .right, .down: select(selectedIndex + 1)
    case .home: select(0)
    case .end: select(segments.count - 1)
    default: return super.keyDown(event)
    }
    return true
  }

  /// Keeps ``highlightedIndex`` under the pointer, and selects the segment a click is
  /// released on.
  override public func pointerEvent(_ event: PointerEvent) -> Bool {
    switch event.phase {
    case .enter, .hover, .down, .move:
      highlightedIndex = segmentIndex(at: event.location)
    case .exit:
      highlightedIndex = nil
    case .up:
      highlightedIndex = segmentIndex(at: event.location)
      if event.button == .primary, let index = segmentIndex(at: event.location) {
        select(index)
        return true
      }
    default:
      break
    }
    return super.pointerEvent(event)
  }

  /// Equal segments as wide as the widest title plus 14 points either side, 30 points tall.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let font = effectiveTheme.controlFont
    let widest = segments.map { titleSize($0, font: font).width }.max() ?? 0
    let width = (widest + 28) * CGFloat(segments.count)
    return CGSize(width: size.width.isFinite ? min(width, size.width) : width, height: 30)
  }

  /// Selects `index` (clamped) and reports a change to ``onSelectionChange``.
  private func select(_ index: Int) {
    let old = selectedIndex
    selectedIndex = index
    if selectedIndex != old { onSelectionChange?(self) }
  }

  /// `index` within `0..<count`, or 0 when `count` is 0.
  private static func clamped(_ index: Int, count: Int) -> Int {
    count == 0 ? 0 : min(max(index, 0), count - 1)
  }
}

/// The theme entry holding the segmented control's look.
struct SegmentedControlStyleKey: ThemeKey {
  /// A control-coloured well; the selected segment filled with the accent and titled in
  /// ``Color/onAccent``, the others titled in the label colour with separator lines between
  /// them; a wash over the segment under the pointer; greyed out while disabled.
  static var defaultValue: DrawingLayers<SegmentedControl> {
    [
      .track: Drawing.fill(.controlBackground, cornerRadius: 8),
      .segments:
        Drawing<SegmentedControl>("segments") { control, context in
          let rects = control.segmentRects
          let disabled = !control.isEnabledInTree
          let selected = control.selectedIndex
          for (index, rect) in rects.enumerated() {
            let cell = rect.insetBy(dx: 2, dy: 2)
            if index == selected {
              context.setFillColor(disabled ? .secondaryLabel : .accent)
              context.beginPath()
              context.addRoundedRect(cell, cornerRadius: 6)
              context.fillPath()
            }
            if index == control.highlightedIndex, !disabled {
              let strength: CGFloat = control.isPressed ? 0.2 : 0.08
              context.setFillColor(.label.withAlphaComponent(strength))
              context.beginPath()
              context.addRoundedRect(cell, cornerRadius: 6)
              context.fillPath()
            }
            if index > 0, index != selected, index - 1 != selected {
              context.setFillColor(.separator)
              context.fill(CGRect(x: rect.minX - 0.5, y: rect.midY - 8, width: 1, height: 16))
            }
            let color: Color
            if disabled {
              color = index == selected ? .controlBackground : .secondaryLabel
            } else {
              color = index == selected ? .onAccent : .label
            }
            context.drawTitle(
              control.segments[index], in: rect, font: context.controlFont,
              color: color, centred: true)
          }
        },
    ]
  }
}

/// The segmented control's entry, read like a built-in one.
extension Theme {
  /// How segmented controls look: the layers ``DrawingSlot/track`` and
  /// ``DrawingSlot/segments``, drawn with theme colours.
  public var segmentedControl: DrawingLayers<SegmentedControl> {
    get { self[SegmentedControlStyleKey.self] }
    set { self[SegmentedControlStyleKey.self] = newValue }
  }
}
