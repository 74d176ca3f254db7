import Foundation

/// The editing behaviour every text widget shares, and the base to write your own on: a
/// ``TextStorage``, keyboard editing through ``KeyBindings``, pointer selection, focus, the
/// caret and its blink.
///
/// It holds state and behaviour only; how it looks comes from the drawings of its theme.
/// ``TextField``, ``TextView`` and ``PlaceholderTextView`` are subclasses, and so can yours
/// be, in any module. A subclass supplies the geometry, by overriding:
/// - ``textStyle(from:)`` and ``DrawView/themeDrawings(from:)``: its tokens and drawings
///   from its own theme entry (the defaults use ``ThemeEntry/textField``'s);
/// - ``textFragments``, ``placeholderFragments`` and ``selectionRects``: what the text
///   drawings paint, in bounds coordinates;
/// - ``caretRect(for:)`` and ``textPosition(at:)``: where text positions are;
/// - optionally ``scrollCaretToVisible()``, ``insertNewline()``, ``movePage(_:extending:)``,
///   ``selectForTripleClick(at:)``, ``allowsCopying`` and ``textDidChange(_:)``.
///
/// Call ``invalidateTextStyle()`` when something the layout depends on changes.
open class TextInputView: DrawView, TextDisplaying, TextLineNavigating, CaretBlinking {
  /// The editable text, selection and undo history.
  public let storage: TextStorage

  /// The text; assigning replaces it, moves the caret to the end and clears undo.
  public var text: String {
    get { storage.text }
    set { storage.text = newValue }
  }

  /// Whether the user can change the text (selection and copying still work when not).
  public var isEditable = true {
    didSet { if isEditable != oldValue { setNeedsDisplay() } }
  }

  /// Whether the user can select text and place the caret.
  public var isSelectable = true

  /// The most characters (grapheme clusters) the widget accepts, or `nil` for no limit.
  public var maximumLength: Int? {
    get { storage.maximumLength }
    set { storage.maximumLength = newValue }
  }

  /// The closure given to `onChange`.
  var changeHandler: ((TextChange) -> Void)?
  /// The closure given to `onCompositionEnd`: the host to tell when a composition ends
  /// without its asking.
  var compositionEndHandler: ((any TextComposing) -> Void)?
  /// Whether the storage was composing after the last change the view heard of.
  var wasComposing = false
  /// How deep the view is in calls a host made through ``TextComposing``, during which the
  /// host knows what becomes of its composition.
  var inputMethodCallDepth = 0

  /// The font; assigning overrides the theme's.
  public var font: Font {
    get { fontOverride ?? tokens.font ?? effectiveTheme.font }
    set {
      fontOverride = newValue
      invalidateTextStyle()
    }
  }

  /// The text colour, resolved against the theme; assigning overrides the theme's.
  public var textColor: Color {
    get {
      let color =
        textColorOverride ?? (isEnabledInTree ? tokens.textColor : tokens.disabledTextColor)
      return color.resolved(in: effectiveTheme.tokens)
    }
    set {
      textColorOverride = newValue
      invalidateTextStyle()
    }
  }

  /// The space between the widget's edges and its text; `nil` uses the theme's.
  public var textInsets: EdgeInsets? {
    didSet { invalidateTextStyle() }
  }

  /// The insets in effect: ``textInsets`` or the theme's.
  open var effectiveTextInsets: EdgeInsets { textInsets ?? tokens.textInsets }

  /// Whether the caret is in the visible half of its blink.
  public internal(set) var isCaretBlinkVisible = true

  private var fontOverride: Font?
  private var textColorOverride: Color?
  private var dragAnchor: TextPosition?
  private var tokensCache: TextStyleTokens?

  /// Creates the widget around `storage`: focusable, clipping to its bounds, showing the
  /// text beam (``PointerCursor/text``), and following every change to the storage.
  public init(frame: CGRect, storage: TextStorage) {
    self.storage = storage
    super.init(frame: frame)
    isFocusable = true
    pointerCursor = .text
    clipsToBounds = true
    showsFocusRing = false
    storage.addObserver { [weak self] change in
      self?.storageDidChange(change)
    }
    storage.watchSelection(self)
  }

  /// The widget kind's tokens in `theme`; each widget class returns its own entry's.
  ///
  /// The default returns ``ThemeEntry/textField``'s.
  open func textStyle(from theme: Theme) -> TextStyleTokens {
    theme[.textField].tokens
  }

  /// The tokens of this widget's kind in the effective theme, resolved once per theme change.
  public var tokens: TextStyleTokens {
    if let tokensCache { return tokensCache }
    let resolved = textStyle(from: effectiveTheme)
    tokensCache = resolved
    return resolved
  }

  /// Drops what came from the theme, and redraws.
  override open func themeDidChange() {
    tokensCache = nil
    styleGeneration += 1
    textStyleDidChange()
    super.themeDidChange()
  }

  /// Counts changes to anything that affects text layout (font, colour, insets, theme), so
  /// layouts can tell cheaply whether they are still current.
  public private(set) var styleGeneration = 0

  /// A text field, password field or text area holding the text, as assistive technology
  /// reads it.
  ///
  /// The role follows the storage (``AccessibilityRole/passwordField`` when secure,
  /// ``AccessibilityRole/textField`` for one line, ``AccessibilityRole/textArea`` otherwise),
  /// the label falls back to the placeholder, and the value is the text, or one bullet per
  /// character when secure. Assigning sets the label, hint and actions the widget starts from.
  override open var accessibilityElement: AccessibilityElement? {
    get { describeForAccessibility(super.accessibilityElement) }
    set { super.accessibilityElement = newValue }
  }

  /// Adds ``WidgetState/readOnly`` and ``WidgetState/empty`` to the view's state.
  override open var state: WidgetState {
    var state = super.state
    if !isEditable { state.insert(.readOnly) }
    if storage.isEmpty, !storage.isComposing { state.insert(.empty) }
    return state
  }

  /// Lays the text out again in the enabled or disabled colour.
  override open func enablingDidChange() {
    invalidateTextStyle()
  }

  /// Called after every change to the text, whatever made it, before the closure given to
  /// `onChange`;
  /// subclasses update their layout here and call `super`, which shows the caret and
  /// redraws.
  open func textDidChange(_ change: TextChange) {
    isCaretBlinkVisible = true
    setNeedsDisplay()
  }

  private func storageDidChange(_ change: TextChange) {
    let endedComposition = wasComposing && !storage.isComposing
    wasComposing = storage.isComposing
    textDidChange(change)
    postTextNotifications(for: change)
    if endedComposition, inputMethodCallDepth == 0 { compositionEndHandler?(self) }
    changeHandler?(change)
  }

  /// The rectangles the selection or caret occupies now, for repainting only them when
  /// they move.
  var selectionFootprint: [CGRect] {
    let caret = caretRect(for: storage.selection.head).insetBy(dx: -2, dy: -1)
    return storage.selection.isEmpty ? [caret] : selectionRects + [caret]
  }

  /// Tells the widget that fonts, colours, insets or anything else its layout depends on
  /// may have changed, so the next frame lays the text out again.
  public func invalidateTextStyle() {
    styleGeneration += 1
    textStyleDidChange()
    setNeedsDisplay()
  }

  /// The update step of the frame pipeline: called after anything the text's layout depends
  /// on changed (font, colour, insets, theme, enabled state), so that the widget pushes the
  /// new style into its layouts now and reading them later changes nothing.
  func textStyleDidChange() {}

  /// Shows or hides the caret for the next half of its blink, redrawing only the caret;
  /// hosts call this on a timer (about every 500 ms) while the widget is focused.
  public func blinkCaret() {
    let before = visibleCaretRect
    isCaretBlinkVisible.toggle()
    if let rect = before ?? visibleCaretRect {
      setNeedsDisplay(rect.insetBy(dx: -2, dy: -1))
    }
  }

  // MARK: Geometry the subclasses provide

  /// The text position nearest to `point`, in bounds coordinates; the default is the start.
  open func textPosition(at point: CGPoint) -> TextPosition { storage.startPosition }

  /// The caret rectangle for `position`, in bounds coordinates: as tall as its line, at the edge
  /// where the next typed character would go.
  ///
  /// The default is empty.
  open func caretRect(for position: TextPosition) -> CGRect { .zero }

  /// Scrolls so the caret shows; the default does nothing.
  open func scrollCaretToVisible() {}

  /// Handles Return; returns whether it was used.
  ///
  /// The default uses nothing.
  open func insertNewline() -> Bool { false }

  /// Handles Page Up and Page Down; returns whether they were used.
  ///
  /// The default uses nothing.
  open func movePage(_ direction: TextDirection, extending: Bool) -> Bool { false }

  /// Handles a triple click at `position`; the default selects everything.
  open func selectForTripleClick(at position: TextPosition) { storage.selectAll() }

  /// Whether the paragraph holding `position` runs right to left, so that Left and Right
  /// move on screen; the default is left to right.
  open func isRightToLeft(at position: TextPosition) -> Bool { false }

  /// The caret position one step to the right or left on screen from `position` (see
  /// ``TextLineNavigating/visualPosition(from:towardRight:)``); the default is `nil`, so Left
  /// and Right move logically.
  open func visualPosition(from position: TextPosition, towardRight: Bool) -> TextPosition? {
    nil
  }

  /// Whether copying and cutting are allowed (not for secure entry).
  open var allowsCopying: Bool { true }

  // MARK: TextDisplaying

  /// The visible text; subclasses provide it.
  open var textFragments: [TextFragment] { [] }

  /// The visible text's fragments that reach `rect`; every visible fragment unless a subclass
  /// narrows it.
  open func textFragments(in rect: CGRect) -> [TextFragment] { textFragments }

  /// The placeholder while the text is empty; subclasses provide it.
  open var placeholderFragments: [TextFragment] { [] }

  /// The rectangles covering the selection; subclasses provide them.
  open var selectionRects: [CGRect] { [] }

  /// The caret while the widget is focused, enabled, blinking on and selecting nothing.
  public var visibleCaretRect: CGRect? {
    guard isFocused, isEditable, isCaretBlinkVisible, storage.selection.isEmpty
    else { return nil }
    return caretRect(for: storage.selection.head)
  }

  // MARK: TextLineNavigating

  /// The caret's x position for `position`.
  public func caretX(at position: TextPosition) -> CGFloat {
    caretRect(for: position).minX
  }

  /// The position on the visual line `lines` away from `position`, nearest to `goalX`.
  public func position(from position: TextPosition, movingLines lines: Int, goalX: CGFloat)
    -> TextPosition
  {
    let caret = caretRect(for: position)
    let y = caret.midY + CGFloat(lines) * caret.height
    return textPosition(at: CGPoint(x: goalX, y: y))
  }

  /// The logical start or end of the visual line holding `position`, as Home and End go in
  /// GTK: in a right-to-left line the start is at the right edge, and in a line mixing
  /// directions it can lie inside it.
  ///
  /// The positions at the line's two edges bound it; from the outermost of them the caret
  /// stops are walked while they stay on the line, which costs only the run at the line's
  /// edge whose direction differs from the paragraph's.
  public func lineBoundary(of position: TextPosition, direction: TextDirection) -> TextPosition {
    let position = storage.clamp(position)
    let line = caretRect(for: position).midY
    let edges =
      [-1e9, 1e9].map { storage.clamp(textPosition(at: CGPoint(x: $0, y: line))) }
      .filter { $0.paragraph == position.paragraph } + [position]
    var boundary = direction == .forward ? edges.max()! : edges.min()!
    let paragraph = storage.paragraphs[position.paragraph]
    while let offset = direction == .forward
      ? paragraph.cursorPosition(after: boundary.offset)
      : paragraph.cursorPosition(before: boundary.offset)
    {
      let next = TextPosition(paragraph: position.paragraph, offset: offset)
      guard caretRect(for: next).midY == line else { break }
      boundary = next
    }
    return boundary
  }

  // MARK: Events

  /// Edits, moves the caret or selects according to ``KeyBindings``, after the closure
  /// given to `onKey` declined the press.
  override open func keyDown(_ event: KeyEvent) -> Bool {
    guard isEnabledInTree else { return false }
    if super.keyDown(event) { return true }
    guard let command = KeyBindings().command(for: event) else { return false }
    return perform(command)
  }

  /// Carries out an editing command as if its keys were pressed; returns whether it was used.
  ///
  /// A composition in progress is committed as it stands first (see
  /// ``TextStorage/perform(_:pasteboard:layout:)``), so a key the input method did not take,
  /// such as Return, never loses what was composed.
  @discardableResult
  public func perform(_ command: EditCommand) -> Bool {
    if command.endsComposition, storage.isComposing { storage.unmarkText() }
    switch command.action {
    case .insertNewline:
      return isEditable && insertNewline()
    case .movePage(let forward, let extending):
      let before = storage.selection
      let moved = movePage(forward ? .forward : .backward, extending: extending)
      if storage.selection != before { postCaretMoved() }
      return moved
    case .focusNext, .focusPrevious, .cancel:
      return false
    case .insertText, .delete, .cut, .paste, .undo, .redo:
      guard isEditable else { return false }
      if case .cut = command.action, !allowsCopying { return true }
    case .copy:
      if !allowsCopying { return true }
    case .move, .moveVisually, .moveVertically, .selectAll:
      guard isSelectable else { return false }
    }
    // A move sets the storage's selection, whose watcher (this view) repaints the caret and
    // selection; an edit places them with the text, so they are repainted here.
    let repaintsFootprint = !command.movesOnlyTheSelection
    let before = repaintsFootprint ? selectionFootprint : []
    let selectionBefore = storage.selection
    let handled = storage.perform(command, pasteboard: effectivePasteboard, layout: self)
    if command.movesOnlyTheSelection, storage.selection != selectionBefore { postCaretMoved() }
    isCaretBlinkVisible = true
    scrollCaretToVisible()
    if repaintsFootprint {
      for rect in before + selectionFootprint {
        setNeedsDisplay(rect)
      }
    }
    switch command.action {
    case .move(_, _, extending: true), .moveVisually(_, _, extending: true),
      .moveVertically(_, extending: true), .selectAll:
      offerSelection()
    default:
      break
    }
    return handled
  }

  /// Places the caret on a click, selects a word on a double click and more on a triple
  /// click, and extends the selection while dragging, after the closure given to
  /// `onPointer` declined the event.
  override open func pointerEvent(_ event: PointerEvent) -> Bool {
    guard isEnabledInTree else { return false }
    if pointerHandler?(event) == true { return true }
    guard isSelectable else { return false }
    if event.button == .middle { return pasteSelection(at: event) }
    guard event.button == .primary else { return false }
    let selectionBefore = storage.selection
    defer { if storage.selection != selectionBefore { postCaretMoved() } }
    switch event.phase {
    case .down:
      let position = textPosition(at: event.location)
      storage.breakUndoCoalescing()
      switch event.clickCount {
      case 2: storage.selectWord(at: position)
      case 3...: selectForTripleClick(at: position)
      default:
        let anchor = event.modifiers.contains(.shift) ? storage.selection.anchor : position
        storage.selection = TextSelection(anchor: anchor, head: position)
      }
      dragAnchor = event.clickCount == 1 ? storage.selection.anchor : nil
    case .move:
      guard let dragAnchor else { return false }
      storage.selection = TextSelection(
        anchor: dragAnchor, head: textPosition(at: event.location))
      scrollCaretToVisible()
    case .up:
      dragAnchor = nil
      offerSelection()
    default:
      return false
    }
    isCaretBlinkVisible = true
    setNeedsDisplay()
    return true
  }

  /// Puts the selected text on the selection pasteboard (X11's PRIMARY), as a finished mouse
  /// or keyboard selection does on Linux desktops; never for secure entry.
  func offerSelection() {
    guard allowsCopying, !storage.selection.isEmpty,
      let selectionPasteboard = effectiveSelectionPasteboard
    else { return }
    selectionPasteboard.string = storage.selectedText
  }

  /// A middle click: places the caret under the pointer and inserts the selection
  /// pasteboard's text there, as GTK does.
  private func pasteSelection(at event: PointerEvent) -> Bool {
    guard event.phase == .down else { return event.phase == .up }
    guard isEditable, let text = effectiveSelectionPasteboard?.string, !text.isEmpty else {
      return false
    }
    let position = textPosition(at: event.location)
    storage.selection = .caret(position)
    storage.paste(text)
    isCaretBlinkVisible = true
    scrollCaretToVisible()
    setNeedsDisplay()
    return true
  }

  /// Shows the caret at once when focus arrives; commits a composition in progress as it
  /// stands when focus leaves, as GTK's text widgets do, so the next view to get the focus
  /// does not receive it.
  override open func focusDidChange(_ isFocused: Bool) {
    isCaretBlinkVisible = true
    if !isFocused, storage.isComposing { storage.unmarkText() }
    super.focusDidChange(isFocused)
  }
}
