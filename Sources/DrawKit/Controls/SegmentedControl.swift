import Foundation

/// A row of segments of which exactly one is selected: a rounded well in the control colour
/// with the selected segment filled with the accent.
///
/// Keyboard, while focused: Left and Up select the previous segment, Right and Down the next,
/// Home and End the first and last. Pointer: a click (a primary press released inside the
/// control) selects the segment under it; the segment under the pointer is washed while
/// hovered or pressed. `onValueChange { control in ... }` hears about each change the user
/// makes. The accent pill slides to the new segment (``selectionPosition``), and the titles
/// it passes change colour as it covers them.
///
/// **Limits:** a control shows at most ``maximumSegmentCount`` segments (the first ones of
/// those given); with none it draws its empty well, takes no focus and has no selection to
/// change. ``selectedIndex`` always lies within the segments (0 when there are none).
public final class SegmentedControl: DrawView, ThemedWidget {
  /// The control's look: ``ThemeEntry/segmentedControl``.
  public static var themeEntry: ThemeEntry<DrawingLayers<SegmentedControl>> {
    .segmentedControl
  }

  /// The most segments a control shows: more cannot be read or hit at any usable width.
  public static let maximumSegmentCount = 100

  /// The segments' titles, left to right: at most ``maximumSegmentCount`` of them.
  public let segments: [String]

  /// The index of the selected segment, kept within `segments.indices` (0 when there are
  /// none).
  ///
  /// Setting it from code moves the pill only inside ``withAnimation(_:_:completion:)``.
  public var selectedIndex: Int {
    get { storedIndex }
    set { select(newValue, byUser: false) }
  }

  /// The segment under the pointer while it hovers over the control or presses it, or `nil`.
  public private(set) var highlightedIndex: Int? {
    didSet { if highlightedIndex != oldValue { setNeedsDisplay() } }
  }

  /// How the pill moves to a segment the user chose; `nil` jumps.
  public var animation: Animation? = .spring(duration: 0.3, bounce: 0.1)

  /// Where the pill is, in segments: the selected index once it has arrived.
  ///
  /// On its way it holds fractions; the drawings read it.
  public private(set) lazy var selectionPosition = AnimatedValue(Double(storedIndex), in: self)

  /// The closure given to `onValueChange`.
  var valueChangeHandler: (() -> Void)?

  private var storedIndex: Int
  private let titles: [ControlTitle]

  /// Creates a segmented control, focusable when it has segments.
  ///
  /// - Parameters:
  ///   - segments: The segments' titles, left to right; only the first
  ///     ``maximumSegmentCount`` are kept.
  ///   - selectedIndex: The segment selected at first, clamped to the segments.
  public init(segments: [String], selectedIndex: Int = 0) {
    let kept = Array(segments.prefix(Self.maximumSegmentCount))
    self.segments = kept
    titles = kept.map(ControlTitle.init)
    storedIndex = Self.clamped(selectedIndex, count: kept.count)
    super.init()
    isFocusable = !kept.isEmpty
    cornerRadius = 8
    _ = selectionPosition
    for index in kept.indices { addSubview(SegmentView(index: index)) }
    updateTitleFonts()
    sizeToFit()
  }

  /// Puts each segment's accessibility element over its rectangle.
  override public func layoutSubviews() {
    for case let segment as SegmentView in subviews {
      segment.frame = segmentRect(segment.index)
    }
  }

  /// The rectangle of each segment, in the view's coordinates: the bounds cut into equal
  /// widths.
  public var segmentRects: [CGRect] {
    segments.indices.map(segmentRect)
  }

  /// The rectangle of segment `index` (which may be fractional, as the pill's position is).
  func segmentRect(_ index: Int) -> CGRect { segmentRect(at: Double(index)) }

  /// The rectangle one segment wide starting `position` segments from the left: segment
  /// `n`'s at `n`, and the pill's on its way at fractions (``selectionPosition``).
  public func segmentRect(at position: Double) -> CGRect {
    guard !segments.isEmpty else { return .zero }
    let width = bounds.width / CGFloat(segments.count)
    return CGRect(
      x: bounds.minX + CGFloat(position) * width, y: bounds.minY, width: width,
      height: bounds.height)
  }

  /// The index of the segment containing `point`, or `nil` outside the control.
  public func segmentIndex(at point: CGPoint) -> Int? {
    guard !segments.isEmpty, bounds.contains(point) else { return nil }
    let width = bounds.width / CGFloat(segments.count)
    guard width > 0 else { return nil }
    let index = Int(((point.x - bounds.minX) / width).rounded(.down))
    return min(max(index, 0), segments.count - 1)
  }

  /// A group whose value is the selected segment's title.
  ///
  /// Increment and decrement select the next and previous segment. Each segment is a
  /// ``AccessibilityRole/radioButton`` below it, named by its title, checked while selected,
  /// selected by its press action.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      let assigned = super.accessibilityElement
      let label =
        assigned?.label.isEmpty == false ? assigned!.label : segments.joined(separator: ", ")
      return AccessibilityElement(
        role: .group, label: label, value: segments.isEmpty ? nil : segments[storedIndex],
        hint: assigned?.hint, actions: segments.isEmpty ? [] : [.increment, .decrement],
        numericValue: segments.isEmpty
          ? nil
          : AccessibilityRange(
            current: Double(storedIndex), minimum: 0, maximum: Double(segments.count - 1),
            step: 1))
    }
    set { super.accessibilityElement = newValue }
  }

  /// Increment and decrement select the next and previous segment, as the arrow keys do.
  override public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
    guard isEnabledInTree, !segments.isEmpty else { return false }
    switch action {
    case .increment: select(storedIndex + 1, byUser: true)
    case .decrement: select(storedIndex - 1, byUser: true)
    default: return super.performAccessibilityAction(action)
    }
    return true
  }

  /// Left and Up select the previous segment, Right and Down the next, Home and End the
  /// first and last; the selection stops at the ends.
  override public func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, !segments.isEmpty else { return super.keyDown(event) }
    switch event.key {
    case .left, .up: select(storedIndex - 1, byUser: true)
    case .right, .down: select(storedIndex + 1, byUser: true)
    case .home: select(0, byUser: true)
    case .end: select(segments.count - 1, byUser: true)
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
        select(index, byUser: true)
        return true
      }
    default:
      break
    }
    return super.pointerEvent(event)
  }

  /// Equal segments as wide as the widest title plus 14 points either side, 30 points tall.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let widest = titles.map(\.size.width).max() ?? 0
    let width = (widest + 28) * CGFloat(segments.count)
    let offered = size.width.isNaN ? 0 : max(size.width, 0)
    return CGSize(width: min(width, offered), height: 30)
  }

  /// Sets the titles' font from the new theme.
  override public func themeDidChange() {
    updateTitleFonts()
    super.themeDidChange()
  }

  /// The titles' layouts that need laying out.
  override public func prepareTextLayouts() -> [TextLayout] {
    titles.flatMap(\.pendingLayouts)
  }

  /// Draws segment `index`'s title in `color`, centred in `rect`.
  ///
  /// The title's layout is measured once; this is for drawings of a theme of your own. An
  /// index outside the segments draws nothing.
  public func drawTitle(_ index: Int, in context: GraphicsContext, rect: CGRect, color: Color) {
    guard titles.indices.contains(index) else { return }
    titles[index].draw(in: context, rect: rect, color: color, centred: true)
  }

  private func updateTitleFonts() {
    let font = effectiveTheme.controlFont
    for title in titles { title.setFont(font) }
    superview?.setNeedsLayout()
  }

  /// Selects segment `index` as a click on it does, unless the control is disabled; returns
  /// whether it could.
  func selectSegment(_ index: Int) -> Bool {
    guard isEnabledInTree, segments.indices.contains(index) else { return false }
    select(index, byUser: true)
    return true
  }

  /// Selects `index` (clamped); a change the user made slides the pill and is reported.
  private func select(_ index: Int, byUser: Bool) {
    let clamped = Self.clamped(index, count: segments.count)
    guard clamped != storedIndex else { return }
    storedIndex = clamped
    if byUser {
      selectionPosition.animate(to: Double(clamped), byDefault: animation)
    } else {
      selectionPosition.value = Double(clamped)
    }
    setNeedsDisplay()
    postAccessibilityNotification(.valueChanged)
    if byUser { valueChangeHandler?() }
  }

  /// `index` within `0..<count`, or 0 when `count` is 0.
  private static func clamped(_ index: Int, count: Int) -> Int {
    count == 0 ? 0 : min(max(index, 0), count - 1)
  }
}

extension ThemeEntry where Value == DrawingLayers<SegmentedControl> {
  /// How segmented controls look.
  ///
  /// By default: a control-coloured well; an accent pill under the selected segment (``DrawingSlot/selection``), sliding with
  /// ``SegmentedControl/selectionPosition``; titles in the label colour, in ``Color/onAccent``
  /// where the pill covers them, with separator lines between segments the pill is not
  /// next to; a wash over the segment under the pointer; greyed out while disabled. The
  /// layers are ``DrawingSlot/track``, ``DrawingSlot/selection`` and ``DrawingSlot/segments``.
  public static let segmentedControl = ThemeEntry(default: [
    .track: Drawing.fill(.controlBackground, cornerRadius: 8),
    .selection:
      Drawing<SegmentedControl>("selection") { control, context in
        guard !control.segments.isEmpty else { return }
        let position = control.selectionPosition.value
        let pill = control.segmentRect(at: position).insetBy(dx: 2, dy: 2)
        context.setFillColor(control.isEnabledInTree ? .accent : .secondaryLabel)
        context.beginPath()
        context.addRoundedRect(pill, cornerRadius: 6)
        context.fillPath()
      },
    .segments:
      Drawing<SegmentedControl>("segments") { control, context in
        let disabled = !control.isEnabledInTree
        let position = control.selectionPosition.value
        let clip = context.clipBoundingBox
        for index in control.segments.indices {
          let rect = control.segmentRect(index)
          guard rect.maxX >= clip.minX - 1, rect.minX <= clip.maxX + 1 else { continue }
          let cell = rect.insetBy(dx: 2, dy: 2)
          let covered = max(0, 1 - abs(Double(index) - position))
          if index == control.highlightedIndex, !disabled {
            let strength: CGFloat = control.isPressed ? 0.2 : 0.08
            context.setFillColor(.label.withAlphaComponent(strength))
            context.beginPath()
            context.addRoundedRect(cell, cornerRadius: 6)
            context.fillPath()
          }
          if index > 0, abs(Double(index) - 0.5 - position) > 0.5 + 1e-9 {
            context.setFillColor(.separator)
            context.fill(CGRect(x: rect.minX - 0.5, y: rect.midY - 8, width: 1, height: 16))
          }
          let color =
            disabled
            ? context.mix(.secondaryLabel, .controlBackground, by: covered)
            : context.mix(.label, .onAccent, by: covered)
          control.drawTitle(index, in: context, rect: rect, color: color)
        }
      },
  ])
}
