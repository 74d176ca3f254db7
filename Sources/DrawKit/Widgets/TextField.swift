import Foundation

/// A one-line editable text field: underlined by default, or any look its theme's drawings
/// give it.
///
/// The field holds the text, the placeholder, secure entry and its callbacks; every pixel it
/// shows comes from the drawings of its theme (``ThemeEntry/textField``). Typing Return calls
/// its ``EventHandling/onSubmit(_:)`` closure; pasted newlines become spaces. The text scrolls sideways to keep the caret
/// visible.
open class TextField: TextInputView, ThemedWidget {
  /// The field's look: ``ThemeEntry/textField``.
  public static var themeEntry: ThemeEntry<TextWidgetStyle<TextField>> { .textField }

  /// Text shown in the placeholder colour while the field is empty.
  public var placeholder = "" {
    didSet {
      placeholderLayout.text = placeholder
      if storage.isEmpty { setNeedsDisplay() }
    }
  }

  /// How the text sits horizontally when it is narrower than the field.
  public var textAlignment = TextAlignment.natural {
    didSet { setNeedsDisplay() }
  }

  /// Whether the field hides its text: it draws one bullet per character, never draws,
  /// copies or remembers (for undo) the plaintext.
  public var isSecureTextEntry = false {
    didSet {
      storage.isUndoEnabled = !isSecureTextEntry
      storage.isSecure = isSecureTextEntry
      line.setText(displayedText)
      setNeedsDisplay()
    }
  }

  /// Called with the text when the user presses Return (``EventHandling/onSubmit(_:)``).
  var submitHandler: ((String) -> Void)?

  /// The displayed text laid out (in pieces side by side when it is long), kept up to date
  /// by the update step.
  private let line = SegmentedLine()
  /// The placeholder's layout, kept up to date by the update step.
  private let placeholderLayout = TextLayout()

  /// Creates a field with a frame and optional initial text, with the caret at its end
  /// (as assigning ``TextInputView/text`` leaves it, and as in UIKit).
  public init(frame: CGRect = .zero, text: String = "") {
    super.init(frame: frame, storage: TextStorage(text))
    placeholderLayout.isSingleLine = true
    storage.isSingleLine = true
    if storage.paragraphs.count > 1 {
      storage.text = text
    }
    line.setText(displayedText)
    updateLayoutStyle()
  }

  /// The tokens of ``ThemeEntry/textField``.
  override open func textStyle(from theme: Theme) -> TextStyleTokens {
    theme[.textField].tokens
  }

  /// Puts the new text into the layout, re-laying out only what the change touched, and
  /// keeps the caret in view after the change.
  override open func textDidChange(_ change: TextChange) {
    let replaced = change.replacedRange
    if isSecureTextEntry || replaced.lowerBound.paragraph != 0
      || replaced.upperBound.paragraph != 0 || change.insertedRange.upperBound.paragraph != 0
    {
      line.setText(displayedText)
    } else {
      line.edit(
        replacing: replaced.lowerBound.offset..<replaced.upperBound.offset,
        insertedLength: change.insertedText.utf8.count, giving: storage.paragraphs[0])
    }
    super.textDidChange(change)
    scrollCaretToVisible()
  }

  /// The text's width and one line's height, plus the insets, and tall enough for an
  /// underline under the text (``Drawing/textUnderline(_:width:)``) up to ``underlineRoom``
  /// thick, which may reach below the bottom inset; at least 1 wide.
  ///
  /// A field in a ``Row`` or ``Column`` is usually stretched or given a flex instead.
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    let insets = effectiveTextInsets
    let shownWidth =
      storage.isEmpty ? (shownPlaceholderLayout?.size.width ?? line.width) : line.width
    let width = max(shownWidth + insets.horizontal + 2, 1)
    let height = max(font.lineHeight + insets.vertical, underlineTop + Self.underlineRoom)
    return CGSize(width: size.width.isFinite ? min(width, size.width) : width, height: height)
  }

  /// How thick an underline a field's natural size leaves room for: the thickest the built-in
  /// themes draw (the focused underline).
  public static let underlineRoom: CGFloat = 2

  /// Where an underline under the text starts, in bounds coordinates: below the first line's
  /// box by half the font's descent, so it clears descenders at any font size.
  public var underlineTop: CGFloat {
    effectiveTextInsets.top + font.lineHeight - font.descender / 2
  }

  /// The text as displayed: the text, or a bullet per character for secure entry.
  private var displayedText: String {
    isSecureTextEntry
      ? String(repeating: "\u{2022}", count: storage.characterCount) : storage.paragraphs[0]
  }

  /// How many times the pieces of the displayed text have been laid out: for tests that check
  /// what an edit in a long line costs.
  package var textLayoutPassCount: Int { line.pieces.reduce(0) { $0 + $1.layoutPassCount } }

  /// How many pieces of the displayed text the field's frames have looked at: for tests that
  /// check what a frame of a long line costs.
  package var textPiecesVisited: Int { line.piecesVisited }

  /// How many pieces the displayed text is laid out in: for tests of long lines.
  package var textPieceCount: Int { line.pieces.count }

  /// The layout of the displayed text's first piece (of all of it, unless it is longer than
  /// ``SegmentedLine/threshold``): the same object for the field's life.
  var textLayout: TextLayout { line.pieces[0] }

  /// The update step: pushes the new font and colours into both layouts.
  override func textStyleDidChange() {
    super.textStyleDidChange()
    updateLayoutStyle()
  }

  private func updateLayoutStyle() {
    let font = self.font
    line.font = font
    line.color = textColor
    placeholderLayout.font = font
    placeholderLayout.color = tokens.placeholderColor.resolved(in: effectiveTheme.tokens)
  }

  /// Where the text's layout starts, in bounds (content) coordinates.
  private var textOrigin: CGPoint {
    let insets = effectiveTextInsets
    let available = frame.width - insets.horizontal
    let width = line.width
    let slack = max(available - width, 0)
    let factor: CGFloat
    switch textAlignment {
    case .center: factor = 0.5
    case .right: factor = 1
    case .natural: factor = line.isRightToLeft ? 1 : 0
    default: factor = 0
    }
    return CGPoint(x: insets.left + slack * factor, y: insets.top)
  }

  /// The displayed-text UTF-8 offset for a storage position (bullets count one per
  /// character, three bytes each).
  private func displayOffset(for position: TextPosition) -> Int {
    let length = line.text.utf8.count
    guard position.paragraph == 0 else { return length }
    guard isSecureTextEntry else { return min(max(position.offset, 0), length) }
    let bulletLength = "\u{2022}".utf8.count
    return min(storage.characterOffset(of: position) * bulletLength, length)
  }

  /// The displayed text (bullets for secure entry) on one line, scrolled with the field:
  /// of a long line, only the pieces in view.
  override open var textFragments: [TextFragment] {
    guard !storage.isEmpty else { return [] }
    let origin = textOrigin
    return line.pieces(fromX: bounds.minX - origin.x, toX: bounds.maxX - origin.x).map {
      TextFragment(layout: $0.layout, origin: CGPoint(x: origin.x + $0.x, y: origin.y))
    }
  }

  /// The placeholder where the first typed character would go, while the field is empty.
  override open var placeholderFragments: [TextFragment] {
    guard let layout = shownPlaceholderLayout else { return [] }
    return [TextFragment(layout: layout, origin: textOrigin)]
  }

  /// The placeholder's layout while the placeholder shows.
  private var shownPlaceholderLayout: TextLayout? {
    storage.isEmpty && !storage.isComposing && !placeholder.isEmpty ? placeholderLayout : nil
  }

  /// The prepare step: the text's layouts and the placeholder's while it shows.
  override open func prepareTextLayouts() -> [TextLayout] {
    line.unpreparedLayouts() + (shownPlaceholderLayout.map { [$0] } ?? [])
  }

  /// The selection on the field's one line.
  override open var selectionRects: [CGRect] {
    let range = storage.selection.range
    guard !range.isEmpty else { return [] }
    let origin = textOrigin
    return line.selectionRects(
      from: displayOffset(for: range.lowerBound), to: displayOffset(for: range.upperBound)
    )
    .map { $0.offsetBy(dx: origin.x, dy: origin.y) }
  }

  /// The caret rectangle for `position`, in bounds coordinates.
  override open func caretRect(for position: TextPosition) -> CGRect {
    let origin = textOrigin
    return line.caretRect(atOffset: displayOffset(for: position))
      .offsetBy(dx: origin.x, dy: origin.y)
  }

  /// The position nearest to `point` on the field's line (any height counts).
  override open func textPosition(at point: CGPoint) -> TextPosition {
    let origin = textOrigin
    let offset = line.offset(atX: point.x - origin.x)
    if isSecureTextEntry {
      return storage.position(atCharacterOffset: offset / "\u{2022}".utf8.count)
    }
    return TextPosition(paragraph: 0, offset: offset)
  }

  /// Scrolls sideways the least distance that shows the caret.
  override open func scrollCaretToVisible() {
    let caret = caretRect(for: storage.selection.head)
    let insets = effectiveTextInsets
    let visible = bounds.inset(
      by: EdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right))
    let contentWidth = line.width + insets.horizontal + 2
    var offset = bounds.minX
    if caret.minX < visible.minX {
      offset -= visible.minX - caret.minX
    } else if caret.maxX + 1 > visible.maxX {
      offset += caret.maxX + 1 - visible.maxX
    }
    offset = min(max(offset, 0), max(contentWidth - frame.width, 0))
    if offset != bounds.minX {
      bounds.origin.x = offset
    }
  }

  /// Return calls the ``EventHandling/onSubmit(_:)`` closure; it is used only when there is
  /// one.
  override open func insertNewline() -> Bool {
    guard let submitHandler else { return false }
    submitHandler(storage.text)
    return true
  }

  /// Whether the field's text runs right to left (its first strong character is Arabic or
  /// Hebrew, say).
  override open func isRightToLeft(at position: TextPosition) -> Bool {
    line.isRightToLeft
  }

  /// One caret step to the right or left on screen, in the display order of the line's runs;
  /// `nil` (logical moves) for secure entry, whose bullets run left to right.
  override open func visualPosition(from position: TextPosition, towardRight: Bool)
    -> TextPosition?
  {
    guard !isSecureTextEntry else { return nil }
    let position = storage.clamp(position)
    let step = line.visualStep(from: position.offset, towardRight: towardRight)
    return storage.position(after: step, from: position)
  }

  /// Secure fields never copy.
  override open var allowsCopying: Bool { !isSecureTextEntry }

  /// Drops the text of a secure field when the field goes away.
  ///
  /// Swift frees the string's memory rather than zeroing it; see the README's note on secure entry.
  deinit {
    if isSecureTextEntry {
      storage.text = ""
    }
  }
}

extension TextField: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The field's frame and length; the text itself only when the field is not secure.
  public var description: String {
    let content =
      isSecureTextEntry
      ? "\(storage.characterCount) hidden characters" : "text: \(text.debugDescription)"
    return "TextField(frame: \(frame), \(content))"
  }

  /// The same as ``description``.
  public var debugDescription: String { description }

  /// What `dump` and debuggers show: the frame and state, never a secure field's text.
  public var customMirror: Mirror {
    var children: [(String?, Any)] = [("frame", frame), ("isSecureTextEntry", isSecureTextEntry)]
    if !isSecureTextEntry {
      children.append(("text", text))
    }
    return Mirror(
      self, children: children, displayStyle: .class, ancestorRepresentation: .suppressed)
  }
}
