import Foundation

/// A scrolling, wrapping, multi-line editable text view: plain, ruled like a notepad
/// (``Theme/notes``), or any look its theme's drawings give it.
///
/// The view lays out each paragraph on its own (see ``TextInputView/storage``'s paragraphs), keeps every
/// paragraph's height, and makes Pango layouts only for paragraphs it shows or edits. Its
/// bounds origin is the scroll offset (``contentOffset``), as in `UIScrollView`.
///
/// A vertical overlay ``ScrollBar`` shows while the user scrolls, the same bar as a
/// ``ScrollView``'s, drawn by ``ThemeEntry/scrollBar``.
open class TextView: TextInputView, ThemedWidget, ScrollBarHosting {
  /// The view's look: ``ThemeEntry/textView``.
  public static var themeEntry: ThemeEntry<TextWidgetStyle<TextView>> { .textView }

  /// The paragraph layouts, made on first use with the style then in effect, and told of
  /// every later change of style, width and text.
  private var paragraphLayouts: ParagraphLayouts?

  /// The scroll bar, kept at the right edge of the visible area.
  let scrollBars = ScrollBars(axes: .vertical)

  /// Creates a view with a frame and optional initial text, with the caret at its end (as
  /// assigning ``TextInputView/text`` leaves it, and as in UIKit).
  public init(frame: CGRect = .zero, text: String = "") {
    super.init(frame: frame, storage: TextStorage(text))
    scrollBars.install(in: self)
  }

  /// The tokens of ``ThemeEntry/textView``.
  override open func textStyle(from theme: Theme) -> TextStyleTokens {
    theme[.textView].tokens
  }

  /// As wide as offered (or as now, when the width is unlimited) and as tall as the text
  /// laid out at that width, plus the insets; for a long document (over 500 paragraphs) the
  /// height is the estimate its first frame uses, so asking costs no full layout.
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite ? size.width : frame.width
    guard width != frame.width else { return contentSize }
    let measure = ParagraphLayouts(
      count: storage.paragraphs.count, style: paragraphStyle(width: width), text: paragraphText,
      length: paragraphLength)
    return CGSize(width: width, height: effectiveTextInsets.vertical + measure.totalHeight)
  }

  /// The distance between lines when the theme asks for a fixed pitch, else `nil`.
  ///
  /// The pitch is the font's ``Font/leading``, or more where the kanji and emoji of its
  /// fallback fonts would leave no room for a rule between one line's ink and the next line's
  /// (then a whole number of points), so that ruled lines touch no line's glyphs.
  public var linePitch: CGFloat? { tokens.usesFixedLinePitch ? font.ruledLinePitch : nil }

  /// The paragraph layouts: made on first use with the style then in effect, and kept up to
  /// date by the update step (``textStyleDidChange()``, ``sizeDidChange()`` and
  /// ``textDidChange(_:)``), so reading them changes nothing.
  var layouts: ParagraphLayouts {
    if let paragraphLayouts { return paragraphLayouts }
    let made = ParagraphLayouts(
      count: storage.paragraphs.count, style: paragraphStyle(width: frame.width),
      text: paragraphText, length: paragraphLength)
    paragraphLayouts = made
    return made
  }

  /// The text of paragraph `index` as the storage has it now (empty past the end, which only
  /// an observer that runs before this view's own could see).
  private var paragraphText: (Int) -> String {
    { [storage] index in
      let paragraphs = storage.paragraphs
      return index < paragraphs.count ? paragraphs[index] : ""
    }
  }

  /// The UTF-8 length of paragraph `index` as the storage has it now (0 past the end).
  private var paragraphLength: (Int) -> Int {
    { [storage] index in
      let paragraphs = storage.paragraphs
      return index < paragraphs.count ? paragraphs.utf8Count(at: index) : 0
    }
  }

  /// The style paragraphs are laid out in at a view width of `width`.
  private func paragraphStyle(width: CGFloat) -> ParagraphLayouts.Style {
    ParagraphLayouts.Style(
      font: font, color: textColor, width: max(width - effectiveTextInsets.horizontal, 1),
      alignment: .natural, linePitch: linePitch)
  }

  /// The update step: pushes the new font, colour, insets or pitch into the paragraph
  /// layouts.
  override func textStyleDidChange() {
    super.textStyleDidChange()
    paragraphLayouts?.style = paragraphStyle(width: frame.width)
  }

  /// The update step: pushes the new width into the paragraph layouts.
  override func sizeDidChange() {
    super.sizeDidChange()
    paragraphLayouts?.style = paragraphStyle(width: frame.width)
    if !scrollBars.vertical.isHidden { scrollBars.layout(in: self) }
  }

  /// Keeps the scroll bar at the right edge of the visible area after a scroll.
  override func boundsOriginDidChange() {
    super.boundsOriginDidChange()
    if !scrollBars.vertical.isHidden { scrollBars.layout(in: self) }
  }

  /// The text and its insets.
  var scrollableContentSize: CGSize { contentSize }

  /// A drag of the bar's thumb or a click in its track.
  func scrollBarDidScroll(to offset: CGPoint) {
    contentOffset = offset
  }

  /// Drops every paragraph layout and height, so the next frame lays the text out again
  /// from scratch (after fonts were installed, say).
  public func invalidateLayout() {
    paragraphLayouts = nil
    setNeedsDisplay()
  }

  /// Whether every paragraph's height is measured rather than estimated, so that
  /// ``contentSize`` and scroll positions are exact.
  public var isLayoutComplete: Bool { layouts.estimatedCount == 0 }

  /// Measures up to `limit` paragraphs whose heights are still estimates, keeping the text
  /// at the top of the view where it is; returns whether layout is now complete.
  ///
  /// Long documents (over 500 paragraphs) open with estimated heights so the first frame
  /// is fast; a host calls this while idle until it returns true, passing the
  /// ``LayoutThreads`` it renders with (if any) so that the work is shared between them.
  @discardableResult
  public func layoutParagraphs(limit: Int = .max, using layoutThreads: LayoutThreads? = nil)
    -> Bool
  {
    let layouts = self.layouts
    guard layouts.estimatedCount > 0 else { return true }
    let insets = effectiveTextInsets
    let anchor = layouts.paragraph(atY: bounds.minY - insets.top)
    let offsetInAnchor = bounds.minY - top(ofParagraph: anchor)
    layouts.measureNext(limit, using: layoutThreads?.layouter ?? .serial)
    contentOffset = CGPoint(x: 0, y: top(ofParagraph: anchor) + offsetInAnchor)
    return layouts.estimatedCount == 0
  }

  /// The size of the scrollable content: the text plus the insets, as wide as the view.
  public var contentSize: CGSize {
    let insets = effectiveTextInsets
    return CGSize(width: frame.width, height: insets.top + layouts.totalHeight + insets.bottom)
  }

  /// The scroll offset: the content point shown at the top-left corner; assigning clamps it
  /// to the content.
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      let maximum = max(contentSize.height - frame.height, 0)
      let y = newValue.y.isNaN ? 0 : min(max(newValue.y, 0), maximum)
      bounds.origin = CGPoint(x: 0, y: y)
    }
  }

  /// Re-lays out only the paragraphs the change touched, and repaints only them, or them and
  /// everything below when their height changed.
  override open func textDidChange(_ change: TextChange) {
    let first = change.replacedRange.lowerBound.paragraph
    let last = change.replacedRange.upperBound.paragraph
    let newLast = change.insertedRange.upperBound.paragraph
    guard let paragraphLayouts else {
      super.textDidChange(change)
      return
    }
    isCaretBlinkVisible = true
    let top = self.top(ofParagraph: first)
    let oldHeight = self.top(ofParagraph: last + 1) - top
    let isInParagraph = first == last && first == newLast
    let previous = paragraphLayouts.existingLayout(ofParagraph: first)
    let start = change.replacedRange.lowerBound.offset
    let newParagraphs = Array(storage.paragraphs[first...newLast])
    // The first new paragraph is the first old one with the bytes from the edit on replaced:
    // those the edit replaced inside it, or its whole tail when the edit spans paragraphs.
    let edit: ParagraphLayouts.InParagraphEdit? =
      isInParagraph
      ? ParagraphLayouts.InParagraphEdit(
        replaced: start..<change.replacedRange.upperBound.offset,
        insertedLength: change.insertedText.utf8.count)
      : previous.flatMap { previous in
        start <= previous.length
          ? ParagraphLayouts.InParagraphEdit(
            replaced: start..<previous.length,
            insertedLength: newParagraphs[0].utf8.count - start) : nil
      }
    paragraphLayouts.replaceParagraphs(first...last, with: newParagraphs, edit: edit)
    let newHeight = self.top(ofParagraph: newLast + 1) - top
    // The first paragraph's lines above the edit that look as before, from its top.
    let firstLayout = paragraphLayouts.layout(ofParagraph: first)
    let span = previous.flatMap { edit != nil ? firstLayout.changedSpan(since: $0) : nil }
    if oldHeight == newHeight, isInParagraph, let span {
      // The lines that changed and their ink, with a point of room for its antialiased edges.
      let upper = top + span.lowerBound - 1
      let lower = top + span.upperBound + 1
      setNeedsDisplay(CGRect(x: bounds.minX, y: upper, width: bounds.width, height: lower - upper))
    } else if oldHeight == newHeight || !linesFollowTheirText(after: change) {
      let bottom = oldHeight == newHeight ? top + newHeight : max(bounds.maxY, contentSize.height)
      setNeedsDisplay(CGRect(x: bounds.minX, y: top, width: bounds.width, height: bottom - top))
      if oldHeight != newHeight, !scrollBars.vertical.isHidden { scrollBars.layout(in: self) }
    } else {
      // Everything below moved: marked whole, and noted as a move of the content below the
      // old paragraphs, so that a host that copies its pixels draws only the new paragraphs
      // from their first changed line (with a point of room above and below for antialiased
      // edges).
      let bottom = max(bounds.maxY, contentSize.height)
      // No changed span of an edited layout: its lines all look as before.
      let unchanged = span?.lowerBound ?? (edit != nil && previous != nil ? firstLayout.height : 0)
      let fresh = top + max(unchanged, 0) - 1
      let move = rootView.beginContentMove(
        of: self, below: top + oldHeight, by: newHeight - oldHeight,
        drawingAnew: CGRect(
          x: bounds.minX, y: fresh, width: bounds.width, height: top + newHeight + 1 - fresh))
      move.isMarkingScroll = true
      setNeedsDisplay(CGRect(x: bounds.minX, y: top, width: bounds.width, height: bottom - top))
      move.isMarkingScroll = false
      if !scrollBars.vertical.isHidden { scrollBars.layout(in: self) }
    }
    if isFocused { scrollCaretToVisible() }
  }

  /// Whether the pixels below an edit that changed the text's height can be moved (copied by
  /// a host) rather than drawn again: every drawing follows the text, and no placeholder
  /// showed before or after the edit (a placeholder of several lines draws below the first).
  private func linesFollowTheirText(after change: TextChange) -> Bool {
    let wasEmpty =
      change.removedText.isEmpty && change.replacedRange.lowerBound == storage.startPosition
      && change.insertedRange.upperBound == storage.endPosition
    return !wasEmpty && !storage.isEmpty
      && ScrollCopyPlan.drawingsMoveWithContent(of: self, sideways: false)
  }

  /// How many paragraph layouts the view has made: for tests that check what an edit costs.
  package var paragraphLayoutCount: Int { paragraphLayouts?.layoutCount ?? 0 }

  /// How many paragraph-height tree nodes the view's edits and lookups have visited: for
  /// tests that check that an edit costs O(log n) in the number of paragraphs.
  package var paragraphHeightNodesTouched: Int { paragraphLayouts?.heightNodesTouched ?? 0 }

  /// The UTF-8 ranges of the pieces paragraph `index` is laid out in: for tests of very long
  /// paragraphs.
  package func layoutSegmentRanges(ofParagraph index: Int) -> [Range<Int>] {
    let paragraph = layouts.layout(ofParagraph: index)
    return paragraph.segments.map { $0.start..<($0.start + $0.layout.text.utf8.count) }
  }

  /// The top of paragraph `index` in content coordinates.
  func top(ofParagraph index: Int) -> CGFloat {
    effectiveTextInsets.top + layouts.top(ofParagraph: index)
  }

  /// The paragraphs that intersect the visible area, from the top down until one starts
  /// below the view.
  ///
  /// A frame's prepare step has their layouts made and laid out; read outside a frame, or
  /// where exact heights showed more paragraphs than the estimates did, the missing ones are
  /// laid out here (which makes their heights exact).
  var visibleParagraphs: ClosedRange<Int> {
    var first: Int?
    var last = 0
    forEachParagraph(fromY: bounds.minY, toY: bounds.maxY) { index, _, _ in
      first = first ?? index
      last = index
    }
    return (first ?? last)...last
  }

  /// Calls `body` with each paragraph from the one at `top` down to the last that starts above
  /// `bottom` (bounds coordinates): its index, its layout (made when missing) and its top.
  ///
  /// Each paragraph is laid out before the next one's top is read, since laying it out makes
  /// its estimated height exact.
  private func forEachParagraph(
    fromY top: CGFloat, toY bottom: CGFloat, _ body: (Int, ParagraphLayout, CGFloat) -> Void
  ) {
    let layouts = self.layouts
    var index = layouts.paragraph(atY: top - effectiveTextInsets.top)
    var paragraphTop = self.top(ofParagraph: index)
    while true {
      body(index, layouts.layout(ofParagraph: index), paragraphTop)
      guard index + 1 < layouts.count else { break }
      let next = self.top(ofParagraph: index + 1)
      guard next < bottom else { break }
      index += 1
      paragraphTop = next
    }
  }

  /// The prepare step: the layouts the visible paragraphs lack (every paragraph's, for a
  /// short document not measured yet), for the frame's layouter.
  override open func prepareTextLayouts() -> [TextLayout] {
    let top = effectiveTextInsets.top
    return layouts.prepareLayouts(fromY: bounds.minY - top, toY: bounds.maxY - top)
  }

  /// The visible paragraphs, laid out (only those in the visible area, and of a long
  /// paragraph only its segments in that area).
  override open var textFragments: [TextFragment] {
    textFragments(in: bounds)
  }

  /// The visible paragraphs within a line's height of `rect`, laid out (of a long paragraph
  /// only its segments there): a keystroke's redraw gathers the edited line's paragraph and
  /// its neighbours, whose ink may reach into it, not every paragraph in view.
  override open func textFragments(in rect: CGRect) -> [TextFragment] {
    // Edges worked out here, not by Foundation's rectangle arithmetic, which traps on NaN and
    // on an infinite origin with an infinite size: a NaN rectangle reaches nothing.
    guard !storage.isEmpty, let across = Self.span(rect.origin.x, rect.size.width),
      let down = Self.span(rect.origin.y, rect.size.height)
    else { return [] }
    let minY = max(down.lowerBound - font.lineHeight, bounds.minY)
    let maxY = min(down.upperBound + font.lineHeight, bounds.maxY)
    guard max(across.lowerBound, bounds.minX) < min(across.upperBound, bounds.maxX), minY < maxY
    else { return [] }
    let left = effectiveTextInsets.left
    var fragments: [TextFragment] = []
    forEachParagraph(fromY: minY, toY: maxY) { _, paragraph, top in
      for segment in paragraph.segments(fromY: minY - top, toY: maxY - top) {
        fragments.append(
          TextFragment(layout: segment.layout, origin: CGPoint(x: left, y: top + segment.top)))
      }
    }
    return fragments
  }

  /// The stretch from `origin` to `origin + length` along one axis, in order; the whole axis
  /// when an infinite origin and an infinite length of the other sign leave the far edge NaN;
  /// `nil` when either is NaN.
  private static func span(_ origin: CGFloat, _ length: CGFloat) -> ClosedRange<CGFloat>? {
    guard !origin.isNaN, !length.isNaN else { return nil }
    let end = origin + length
    guard !end.isNaN else { return -CGFloat.infinity...CGFloat.infinity }
    return min(origin, end)...max(origin, end)
  }

  /// The selection within the visible paragraphs, with a little room for each selected
  /// paragraph break.
  override open var selectionRects: [CGRect] {
    let range = storage.selection.range
    guard !range.isEmpty else { return [] }
    let visible = visibleParagraphs
    let first = max(range.lowerBound.paragraph, visible.lowerBound)
    let last = min(range.upperBound.paragraph, visible.upperBound)
    guard first <= last else { return [] }
    var rects: [CGRect] = []
    for index in first...last {
      let paragraph = layouts.layout(ofParagraph: index)
      let length = storage.paragraphs[index].utf8.count
      let start = index == range.lowerBound.paragraph ? range.lowerBound.offset : 0
      let end = index == range.upperBound.paragraph ? range.upperBound.offset : length
      let origin = CGPoint(x: effectiveTextInsets.left, y: top(ofParagraph: index))
      rects += paragraph.selectionRects(from: start, to: end).map {
        $0.offsetBy(dx: origin.x, dy: origin.y)
      }
      if index < range.upperBound.paragraph, let line = paragraph.lastLine {
        rects.append(
          CGRect(
            x: origin.x + line.x + line.width, y: origin.y + line.top, width: font.size / 3,
            height: line.height))
      }
    }
    return rects
  }

  /// The caret rectangle for `position` in content coordinates: as tall as its line, at the
  /// edge where the next typed character would go.
  override open func caretRect(for position: TextPosition) -> CGRect {
    let position = storage.clamp(position)
    return layouts.layout(ofParagraph: position.paragraph).caretRect(atOffset: position.offset)
      .offsetBy(dx: effectiveTextInsets.left, dy: top(ofParagraph: position.paragraph))
  }

  /// The position nearest to `point`, in content coordinates: above the text is its start,
  /// below it the last paragraph.
  override open func textPosition(at point: CGPoint) -> TextPosition {
    let insets = effectiveTextInsets
    let y = point.y - insets.top
    let layouts = self.layouts
    let index: Int
    if y < 0 {
      index = 0
    } else if y >= layouts.totalHeight {
      index = layouts.count - 1
    } else {
      index = layouts.paragraph(atY: y)
    }
    let paragraph = layouts.layout(ofParagraph: index)
    let local = CGPoint(
      x: point.x - insets.left,
      y: min(max(y - layouts.top(ofParagraph: index), 0), paragraph.height))
    return TextPosition(paragraph: index, offset: paragraph.offset(at: local))
  }

  /// Scrolls the least distance that shows the caret (with its line) whole.
  override open func scrollCaretToVisible() {
    scrollRectToVisible(caretRect(for: storage.selection.head))
  }

  /// Scrolls the least distance that shows `range`'s start, and as much of the rest as fits.
  public func scrollRangeToVisible(_ range: Range<TextPosition>) {
    let start = caretRect(for: range.lowerBound)
    let end = caretRect(for: range.upperBound)
    scrollRectToVisible(start.union(end).height <= frame.height ? start.union(end) : start)
  }

  private func scrollRectToVisible(_ rect: CGRect) {
    var offset = contentOffset
    let insets = effectiveTextInsets
    if rect.minY - insets.top < offset.y {
      offset.y = rect.minY - insets.top
    } else if rect.maxY + insets.bottom > offset.y + frame.height {
      offset.y = rect.maxY + insets.bottom - frame.height
    }
    contentOffset = offset
  }

  /// Return inserts a paragraph break.
  override open func insertNewline() -> Bool {
    storage.insertText("\n")
    scrollCaretToVisible()
    return true
  }

  /// Page Up and Page Down move the caret and the view by a page less a line; as in GTK,
  /// Page Up with the view already at the top goes to the start of the text and Page Down at
  /// the bottom to its end.
  override open func movePage(_ direction: TextDirection, extending: Bool) -> Bool {
    let lastOffset = max(contentSize.height - frame.height, 0)
    let atEdge = direction == .forward ? contentOffset.y >= lastOffset : contentOffset.y <= 0
    if atEdge {
      storage.moveCaret(direction, by: .document, extending: extending)
      scrollCaretToVisible()
      setNeedsDisplay()
      return true
    }
    let caret = caretRect(for: storage.selection.head)
    let lines = max((frame.height / max(caret.height, 1)).clampedIntegerBelow &- 1, 1)
    storage.moveCaretVertically(lines: direction.sign * lines, extending: extending, layout: self)
    var offset = contentOffset
    offset.y += CGFloat(direction.sign * lines) * caret.height
    contentOffset = offset
    scrollCaretToVisible()
    scrollBars.flash(in: self)
    setNeedsDisplay()
    return true
  }

  /// Whether the paragraph holding `position` runs right to left.
  override open func isRightToLeft(at position: TextPosition) -> Bool {
    let paragraph = storage.clamp(position).paragraph
    return layouts.layout(ofParagraph: paragraph).segments.first?.layout.isRightToLeft ?? false
  }

  /// One caret step to the right or left on screen, in the display order of the paragraph's
  /// runs (see ``TextLineNavigating/visualPosition(from:towardRight:)``).
  override open func visualPosition(from position: TextPosition, towardRight: Bool)
    -> TextPosition?
  {
    let position = storage.clamp(position)
    let step = layouts.layout(ofParagraph: position.paragraph)
      .visualStep(fromOffset: position.offset, towardRight: towardRight)
    return storage.position(after: step, from: position)
  }

  /// A triple click selects the paragraph.
  override open func selectForTripleClick(at position: TextPosition) {
    storage.selectParagraph(at: position)
  }

  /// Glides on after the touchpad let go at `velocity` (points a second; only its height
  /// counts, positive toward the end of the text), as ``ScrollView/fling(velocity:)`` does:
  /// the text slows down on the frame clock and stops at the edge, with the scroll bar shown.
  ///
  /// A scroll, a key or a bar drag stops the fling where it is; under reduced motion there is
  /// none, and NaN and infinite speeds are ignored. Returns whether the text moves.
  @discardableResult
  public func fling(velocity: CGSize) -> Bool {
    let start = contentOffset
    guard let end = flingEnd(from: start, velocity: CGSize(width: 0, height: velocity.height))
    else { return false }
    let target = CGPoint(x: 0, y: min(max(end.y, 0), maximumScrollOffset.y))
    guard target != start else { return false }
    scrollBars.flash(in: self)
    withAnimation(ScrollView.flingAnimation) { contentOffset = target }
    return true
  }

  /// Scrolls with the wheel and shows the scroll bar, and flings on at the end of a touchpad
  /// scroll (``PointerEvent/Phase/scrollEnd``); other events edit as in every text widget.
  ///
  /// A step the view cannot use (it is at its edge) goes on to the view around it, such as a
  /// ``ScrollView``.
  override open func pointerEvent(_ event: PointerEvent) -> Bool {
    if event.phase == .scrollEnd {
      return super.pointerEvent(event) || fling(velocity: event.scrollVelocity)
    }
    guard event.phase == .scroll else { return super.pointerEvent(event) }
    let before = contentOffset
    contentOffset = CGPoint(x: 0, y: before.y + event.scrollDelta.height)
    guard contentOffset != before else { return false }
    scrollBars.flash(in: self)
    return true
  }
}
