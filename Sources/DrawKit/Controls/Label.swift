import Foundation

/// Static text, measured once and painted many times: a caption, a heading, a value beside a
/// control.
///
/// The label keeps one ``TextLayout`` and changes its inputs only when the text, font,
/// colour, width or theme change (the frame's update step); the prepare step hands it to the
/// renderer when it needs laying out, and every later frame draws it as it is, so a window
/// of labels that do not change makes no Pango layout at all. Measuring for
/// ``sizeThatFits(_:)`` reuses that layout when the width asked for is the label's own, and
/// a second one otherwise.
///
/// ```swift
/// let caption = Label("Volume", color: .secondaryLabel)
/// let note = Label("A longer note that wraps onto as many lines as it needs.")
/// note.numberOfLines = 0
/// ```
///
/// One line (the default) is cut with an ellipsis where ``truncation`` says when the label
/// is narrower than its text; ``numberOfLines`` 0 wraps to as many lines as the text needs,
/// and more than 1 wraps each paragraph to at most that many. The text sits centred
/// vertically, placed horizontally by ``alignment``. A label takes no pointer events and is
/// read as static text by assistive technology, unless it is ``isSelectable``: then a drag
/// selects its text, Ctrl+A selects all of it and Ctrl+C copies the selection to the
/// view's ``DrawView/effectivePasteboard``.
///
/// **Limits.** A label shows at most ``maximumShownLength`` bytes of UTF-8 (64 KB), cut at
/// a character and ended with an ellipsis: longer text belongs in a ``TextView``, which lays
/// out only what is in view. Its ``text`` keeps everything. NaN, negative and infinite sizes
/// count as no room (NaN, negative) or unlimited room (infinite); fonts are clamped to
/// ``Font/sizeRange``.
public final class Label: DrawView, ThemedWidget, TextDisplaying {
  /// The label's look: ``ThemeEntry/label``.
  public static var themeEntry: ThemeEntry<TextWidgetStyle<Label>> { .label }

  /// The most bytes of UTF-8 a label lays out and draws.
  public static let maximumShownLength = 65_536

  /// The text; assigning lays it out again before the next frame.
  @exclusivity(unchecked) public var text: String {
    didSet { if text != oldValue { textDidChange() } }
  }

  /// The font; `nil` (the default) uses the theme's: ``ThemeEntry/label``'s font, or the
  /// theme's font at 14 points.
  @exclusivity(unchecked) public var font: Font? {
    didSet { if font != oldValue { textDidChange() } }
  }

  /// The colour of the text; `nil` (the default) uses the theme's ``Color/label``, and
  /// ``Color/secondaryLabel`` while the label is disabled.
  public var textColor: Color? {
    didSet { if textColor != oldValue { updateColor() } }
  }

  /// Where lines sit horizontally: ``TextAlignment/natural`` (the default) starts them at the
  /// leading edge of their own direction.
  @exclusivity(unchecked) public var alignment: TextAlignment = .natural {
    didSet { if alignment != oldValue { textDidChange() } }
  }

  /// How many lines the text takes at most: 1 (the default) shows one line, 0 as many as
  /// the text needs, and a larger number wraps each paragraph to at most that many lines;
  /// negative numbers count as 0.
  @exclusivity(unchecked) public var numberOfLines = 1 {
    didSet {
      numberOfLines = max(numberOfLines, 0)
      if numberOfLines != oldValue { textDidChange() }
    }
  }

  /// Where an ellipsis replaces what does not fit (the end unless set); ``TruncationMode/none``
  /// lets one line run past the label's edge instead, clipped by nothing.
  @exclusivity(unchecked) public var truncation: TruncationMode = .tail {
    didSet { if truncation != oldValue { textDidChange() } }
  }

  /// Where wrapped lines may break.
  @exclusivity(unchecked) public var lineBreakMode: LineBreakMode = .wordOrCharacter {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }

  /// Whether the user may select the text (and copy it): a selectable label takes the
  /// pointer and the focus, and shows the text beam (``PointerCursor/text``); `false` (the
  /// default) leaves all three to the views around it.
  public var isSelectable = false {
    didSet {
      guard isSelectable != oldValue else { return }
      isUserInteractionEnabled = isSelectable
      isFocusable = isSelectable
      pointerCursor = isSelectable ? .text : nil
      if !isSelectable { selectedUTF8Range = nil }
    }
  }

  /// The selected part of the shown text, in UTF-8 offsets, or `nil`: set by a drag, Ctrl+A
  /// and assistive technology, cleared when the text changes.
  var selectedUTF8Range: Range<Int>? {
    didSet { if selectedUTF8Range != oldValue { setNeedsDisplay() } }
  }

  /// The layout drawn: its inputs change in the update step only.
  @exclusivity(unchecked) private var layout = TextLayout()
  /// Where the current drag began, in UTF-8 offsets.
  private var dragAnchor: Int?
  /// A second layout for ``sizeThatFits(_:)`` asked about another width than the label's;
  /// when the label then takes that width, it becomes the drawn one, so nothing is laid out
  /// twice.
  private var measuringLayout: TextLayout?
  /// The size of the text on unlimited room, remembered for a one-line label.
  private var naturalSize: CGSize?

  /// Creates a label.
  ///
  /// - Parameters:
  ///   - text: The text shown.
  ///   - font: Its font; the theme's unless given.
  ///   - color: Its colour; the theme's label colour unless given.
  public init(_ text: String = "", font: Font? = nil, color: Color? = nil) {
    self.text = text
    self.font = font
    self.textColor = color
    super.init()
    isUserInteractionEnabled = false
    configure(layout, width: nil)
    updateColor()
    sizeToFit()
  }

  // MARK: Update step

  /// The font in effect: ``font``, the entry's, or the theme's font at 14 points.
  public var effectiveFont: Font {
    font ?? effectiveTheme[.label].font ?? effectiveTheme.controlFont
  }

  /// The text the layouts hold: ``text`` cut to ``maximumShownLength``.
  var shownText: String {
    guard text.utf8.count > Self.maximumShownLength else { return text }
    var end = text.utf8.index(text.utf8.startIndex, offsetBy: Self.maximumShownLength - 3)
    while end.samePosition(in: text.unicodeScalars) == nil {
      end = text.utf8.index(before: end)
    }
    return String(text.unicodeScalars[..<end]) + "…"
  }

  /// Whether the text wraps at the label's width.
  private var wraps: Bool { numberOfLines != 1 }

  /// Sets every input but the width on `layout`, and `width`.
  private func configure(_ layout: TextLayout, width: CGFloat?) {
    layout.text = shownText
    layout.font = effectiveFont
    layout.isSingleLine = !wraps
    layout.lineBreakMode = lineBreakMode
    // A layout cuts each paragraph to one line when it truncates without a line limit:
    // unlimited lines wrap and are never cut.
    layout.truncation = numberOfLines == 0 ? .none : truncation
    layout.maximumLineCount = numberOfLines > 1 ? numberOfLines : nil
    layout.alignment = alignment
    layout.width = width
  }

  /// The width the text gets inside `width` points of room: `nil` for unlimited room.
  private static func room(_ width: CGFloat) -> CGFloat? {
    if width.isNaN { return 0 }
    return width.isFinite ? max(width, 0) : nil
  }

  /// The width the drawn layout has at the label's own size: its bounds for wrapping text,
  /// and for one line only when it is too long to fit (a line that fits is laid out once,
  /// at its natural width, and placed by ``alignment``).
  private var drawnLayoutWidth: CGFloat? {
    if wraps { return bounds.width }
    guard truncation != .none, let natural = naturalSize, natural.width > bounds.width else {
      return nil
    }
    return bounds.width
  }

  /// Pushes a change of text or style into the layouts and asks for a new layout pass.
  private func textDidChange() {
    selectedUTF8Range = nil
    naturalSize = nil
    measuringLayout = nil
    configure(layout, width: layout.width)
    updateLayoutWidth()
    setNeedsDisplay()
    superview?.setNeedsLayout()
    postAccessibilityNotification(.valueChanged)
  }

  /// Gives the drawn layout the width the label's size calls for, taking the measuring
  /// layout when it was laid out at that width.
  private func updateLayoutWidth() {
    if !wraps, naturalSize == nil, layout.width == nil, layout.isLaidOut {
      naturalSize = layout.size
    }
    let width = drawnLayoutWidth
    guard layout.width != width else { return }
    if let measuring = measuringLayout, measuring.width == width, measuring.isLaidOut {
      measuring.color = layout.color
      measuringLayout = layout
      layout = measuring
    } else {
      layout.width = width
    }
  }

  /// Puts the colour in effect on the layout: it changes only the drawing.
  private func updateColor() {
    let tokens = effectiveTheme[.label]
    layout.color = isEnabledInTree ? textColor ?? tokens.textColor : tokens.disabledTextColor
    setNeedsDisplay()
  }

  /// Lays the text out again in the new theme's font and colour.
  override public func themeDidChange() {
    textDidChange()
    updateColor()
    super.themeDidChange()
  }

  /// Uses the disabled or enabled colour.
  override public func enablingDidChange() {
    updateColor()
  }

  /// Gives the layout the new width: the update step for a change of size.
  override public func layoutSubviews() {
    updateLayoutWidth()
  }

  // MARK: Prepare and measure

  /// The prepare step: the layout, when its inputs changed since it was last laid out.
  override public func prepareTextLayouts() -> [TextLayout] {
    layout.isLaidOut ? [] : [layout]
  }

  /// The text's size within `size` (wrapped at its width when ``numberOfLines`` is not 1),
  /// rounded up to whole points, and at least 26 points tall, the height of a control's
  /// title.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = measuredSize(width: wraps ? Self.room(size.width) : nil)
    let height = max(text.height.rounded(.up), 26)
    let width = text.width.rounded(.up) + 1
    guard let room = Self.room(size.width), wraps || truncation != .none else {
      return CGSize(width: width, height: height)
    }
    return CGSize(width: min(width, room), height: height)
  }

  /// The size of the text laid out at `width` (`nil`: unlimited), from the drawn layout when
  /// it has that width, else from the measuring layout, which keeps its result until the
  /// text, style or width asked about changes.
  private func measuredSize(width: CGFloat?) -> CGSize {
    if !wraps, let naturalSize { return naturalSize }
    if layout.width == width {
      let size = layout.size
      if !wraps { naturalSize = size }
      return size
    }
    let measuring = measuringLayout ?? TextLayout()
    if measuringLayout == nil {
      configure(measuring, width: width)
      measuringLayout = measuring
    } else {
      measuring.width = width
    }
    let size = measuring.size
    if !wraps { naturalSize = size }
    return size
  }

  // MARK: Paint

  /// Where the layout's top-left corner goes: centred vertically, and placed by
  /// ``alignment`` when the layout has no width of its own.
  var textOrigin: CGPoint {
    let size = layout.size
    let y = (bounds.midY - size.height / 2).rounded()
    guard layout.width == nil else { return CGPoint(x: bounds.minX, y: y) }
    let spare = bounds.width - size.width
    let x: CGFloat
    switch alignment {
    case .center: x = (spare / 2).rounded()
    case .right: x = spare
    case .natural where layout.isRightToLeft: x = spare
    default: x = 0
    }
    return CGPoint(x: bounds.minX + x, y: y)
  }

  /// The laid-out text, centred vertically and placed by ``alignment``.
  public var textFragments: [TextFragment] {
    [TextFragment(layout: layout, origin: textOrigin)]
  }

  /// None: a label has no placeholder.
  public var placeholderFragments: [TextFragment] { [] }

  /// The selection's highlight rectangles, in the label's coordinates; none unless text is
  /// selected.
  public var selectionRects: [CGRect] {
    guard let range = selectedTextRange else { return [] }
    let origin = textOrigin
    return layout.selectionRects(for: range).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
  }

  /// A drag selects from where it was pressed to the pointer, by the layout's hit testing.
  override public func pointerEvent(_ event: PointerEvent) -> Bool {
    guard isSelectable, event.button == .primary else { return super.pointerEvent(event) }
    switch event.phase {
    case .down:
      let offset = utf8Offset(at: event.location)
      selectedUTF8Range = offset..<offset
      dragAnchor = offset
      _ = becomeFirstResponder()
      return true
    case .move where dragAnchor != nil:
      let anchor = dragAnchor ?? 0
      let offset = utf8Offset(at: event.location)
      selectedUTF8Range = min(anchor, offset)..<max(anchor, offset)
      return true
    case .up where dragAnchor != nil:
      dragAnchor = nil
      return true
    default:
      return super.pointerEvent(event)
    }
  }

  /// Ctrl+A selects the whole text and Ctrl+C copies the selection, while selectable.
  override public func keyDown(_ event: KeyEvent) -> Bool {
    guard isSelectable, let command = KeyBindings().command(for: event) else {
      return super.keyDown(event)
    }
    switch command {
    case .selectAll:
      selectedUTF8Range = 0..<layout.text.utf8.count
    case .copy:
      guard let text = selectedText, !text.isEmpty else { return true }
      effectivePasteboard.string = text
    default:
      return super.keyDown(event)
    }
    return true
  }

  /// None: a label has no caret.
  public var visibleCaretRect: CGRect? { nil }

  /// Static text whose label is the text shown.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      var element = super.accessibilityElement ?? AccessibilityElement(role: .staticText)
      if element.label.isEmpty { element.label = shownText }
      return element
    }
    set { super.accessibilityElement = newValue }
  }
}

extension ThemeEntry where Value == TextWidgetStyle<Label> {
  /// How labels look: the selection of a selectable label in the selection colour behind
  /// their text in the label colour (the secondary label colour while disabled), in the
  /// theme's font at 14 points unless the entry's ``TextStyleTokens/font``
  /// says otherwise.
  public static let label = ThemeEntry(
    default: TextWidgetStyle(
      tokens: TextStyleTokens(), layers: [.selection: .selection(), .text: .text]))
}
