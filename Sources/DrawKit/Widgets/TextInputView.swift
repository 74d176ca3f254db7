import Foundation

/// The editing behaviour ``TextField`` and ``TextView`` share: a ``TextStorage``, keyboard
/// editing through ``KeyBindings``, pointer selection, focus and the caret.
///
/// It holds state and behaviour only; how it looks comes from the drawings of its theme.
/// Subclasses supply the geometry: where text positions are, and how lines run.
open class TextInputView: DrawView, TextDisplaying, TextLineNavigating {
  /// The editable text, selection and undo history.
  public let storage: TextStorage

  /// Whether the user can change the text (selection and copying still work when not).
  public var isEditable = true

  /// Whether the user can select text and place the caret.
  public var isSelectable = true

  /// Whether the widget takes part at all: a disabled widget ignores keys and the pointer,
  /// cannot be focused, and draws its text in the theme's disabled colour.
  public var isEnabled = true {
    didSet {
      isFocusable = isEnabled
      if !isEnabled { resignFirstResponder() }
      invalidateTextStyle()
    }
  }

  /// The font; assigning overrides the theme's.
  public var font: Font {
    get { fontOverride ?? tokens.font }
    set {
      fontOverride = newValue
      invalidateTextStyle()
    }
  }

  /// The text colour; assigning overrides the theme's.
  public var textColor: Color {
    get { textColorOverride ?? (isEnabled ? tokens.textColor : tokens.disabledTextColor) }
    set {
      textColorOverride = newValue
      invalidateTextStyle()
    }
  }

  /// Whether the caret is in the visible half of its blink.
  public internal(set) var isCaretBlinkVisible = true

  private var fontOverride: Font?
  private var textColorOverride: Color?
  private var dragAnchor: TextPosition?

  /// Creates the view around `storage`.
  init(frame: CGRect, storage: TextStorage) {
    self.storage = storage
    LayoutHelpers.start()
    super.init(frame: frame)
    isFocusable = true
    clipsToBounds = true
    storage.addObserver { [weak self] change in
      self?.textDidChange(change)
    }
  }

  /// What this widget takes from its theme: tokens, and drawings ready to paint.
  struct ResolvedStyle {
    var tokens: TextStyleTokens
    var drawings: [Drawing<DrawView>]
  }

  private var resolvedStyleCache: ResolvedStyle?

  /// The widget kind's style in `theme`; each widget class returns its own.
  func resolveStyle(from theme: Theme) -> ResolvedStyle {
    ResolvedStyle(tokens: theme.textField.tokens, drawings: [])
  }

  /// The style in effect, resolved once per theme change.
  var resolvedStyle: ResolvedStyle {
    if let resolvedStyleCache { return resolvedStyleCache }
    let resolved = resolveStyle(from: effectiveTheme)
    resolvedStyleCache = resolved
    return resolved
  }

  /// The tokens of this widget's kind in the effective theme.
  var tokens: TextStyleTokens { resolvedStyle.tokens }

  /// Drops the resolved style and redraws, since the look comes from the theme.
  override func themeDidChange() {
    resolvedStyleCache = nil
    styleGeneration += 1
    setNeedsDisplay()
  }

  /// Counts changes to anything that affects text layout (font, colour, insets, theme), so
  /// layouts can tell cheaply whether they are still current.
  private(set) var styleGeneration = 0

  override var drawingsToPaint: [Drawing<DrawView>] {
    drawings.isEmpty ? resolvedStyle.drawings : resolvedStyle.drawings + drawings
  }

  /// Called after every change to the text, whatever made it.
  func textDidChange(_ change: TextChange) {
    isCaretBlinkVisible = true
    setNeedsDisplay()
  }

  /// The rectangles the selection or caret occupies now, for repainting only them when
  /// they move.
  private var selectionFootprint: [CGRect] {
    let caret = caretRect(for: storage.selection.head).insetBy(dx: -2, dy: -1)
    return storage.selection.isEmpty ? [caret] : selectionRects + [caret]
  }

  /// Called when fonts, colours or insets may have changed.
  func invalidateTextStyle() {
    styleGeneration += 1
    setNeedsDisplay()
  }

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

  /// The text position nearest to `point`, in bounds coordinates.
  func textPosition(at point: CGPoint) -> TextPosition { storage.startPosition }

  /// The caret rectangle for `position`, in bounds coordinates: as tall as its line, at the
  /// edge where the next typed character would go.
  public func caretRect(for position: TextPosition) -> CGRect { .zero }

  /// Scrolls so the caret shows.
  func scrollCaretToVisible() {}

  /// Handles Return; returns whether it was used.
  func handleReturn() -> Bool { false }

  /// Handles Page Up and Page Down; returns whether they were used.
  func handlePage(forward: Bool, extending: Bool) -> Bool { false }

  /// Handles a triple click at `position`.
  func selectForTripleClick(at position: TextPosition) { storage.selectAll() }

  /// Whether copying and cutting are allowed (not for secure entry).
  var allowsCopying: Bool { true }

  // MARK: TextDisplaying

  /// The visible text; subclasses provide it.
  public var textFragments: [TextFragment] { [] }

  /// The placeholder while the text is empty; subclasses provide it.
  public var placeholderFragments: [TextFragment] { [] }

  /// The rectangles covering the selection; subclasses provide them.
  public var selectionRects: [CGRect] { [] }

  /// The caret while the widget is focused, enabled, blinking on and selecting nothing.
  public var visibleCaretRect: CGRect? {
    guard isFocused, isEnabled, isEditable, isCaretBlinkVisible, storage.selection.isEmpty
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

  /// The start or end of the visual line holding `position`.
  public func lineBoundary(of position: TextPosition, forward: Bool) -> TextPosition {
    let caret = caretRect(for: position)
    return textPosition(at: CGPoint(x: forward ? 1e9 : -1e9, y: caret.midY))
  }

  // MARK: Events

  /// Edits, moves the caret or selects according to ``KeyBindings``.
  override open func keyDown(_ event: KeyEvent) -> Bool {
    guard isEnabled else { return false }
    if onKey?(self, event) == true { return true }
    guard let command = KeyBindings().command(for: event) else { return false }
    return perform(command)
  }

  /// Carries out an editing command as if its keys were pressed; returns whether it was used.
  @discardableResult
  public func perform(_ command: EditCommand) -> Bool {
    switch command.action {
    case .insertNewline:
      return handleReturn()
    case .movePage(let forward, let extending):
      return handlePage(forward: forward, extending: extending)
    case .focusNext, .focusPrevious, .cancel:
      return false
    case .insertText, .delete, .cut, .paste, .undo, .redo:
      guard isEditable else { return false }
      if case .cut = command.action, !allowsCopying { return true }
    case .copy:
      if !allowsCopying { return true }
    case .move, .moveVertically, .selectAll:
      guard isSelectable else { return false }
    }
    let before = selectionFootprint
    let handled = storage.perform(command, pasteboard: effectivePasteboard, layout: self)
    isCaretBlinkVisible = true
    scrollCaretToVisible()
    for rect in before + selectionFootprint {
      setNeedsDisplay(rect)
    }
    switch command.action {
    case .move(_, _, extending: true), .moveVertically(_, extending: true), .selectAll:
      offerSelection()
    default:
      break
    }
    return handled
  }

  /// Places the caret on a click, selects a word on a double click and more on a triple
  /// click, and extends the selection while dragging.
  override open func pointerEvent(_ event: PointerEvent) -> Bool {
    guard isEnabled else { return false }
    if onPointer?(self, event) == true { return true }
    guard isSelectable else { return false }
    if event.button == .middle { return pasteSelection(at: event) }
    guard event.button == .primary else { return false }
    let position = textPosition(at: event.location)
    switch event.phase {
    case .down:
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
      storage.selection = TextSelection(anchor: dragAnchor, head: position)
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

  /// Shows the caret at once when focus arrives.
  override open func focusDidChange(_ isFocused: Bool) {
    isCaretBlinkVisible = true
    super.focusDidChange(isFocused)
  }
}
