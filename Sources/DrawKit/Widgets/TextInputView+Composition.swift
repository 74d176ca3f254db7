import Foundation

/// One stretch of marked text as drawn: a rectangle of a line and the clause style there.
public struct MarkedTextRun: Hashable, Sendable {
  /// The part of one line the stretch covers, in bounds coordinates, as tall as the line.
  public let rect: CGRect
  /// How the clause is shown.
  public let style: MarkedText.Segment.Style
}

extension TextInputView {
  /// Whether an input method may compose text here: the view is editable and not secure.
  ///
  /// Hosts turn the input method off while a view that does not accept marked text has the
  /// focus, so keys reach it directly and a password is never shown in a composition window.
  public var acceptsMarkedText: Bool { isEditable && !storage.isSecure }

  /// Whether an input method is composing text in this view.
  public var isComposing: Bool { storage.isComposing }

  /// Starts or updates the input method's composition: see ``TextStorage/setMarkedText(_:)``.
  ///
  /// Ignored unless ``acceptsMarkedText``. When code ends the composition while it is being
  /// set (an `onChange` that assigns the text), the handler given to
  /// ``onCompositionEnd(_:)`` hears of it before this returns.
  public func setMarkedText(_ marked: MarkedText) {
    guard acceptsMarkedText else { return }
    asInputMethod { storage.setMarkedText(marked) }
    if !storage.isComposing { compositionEndHandler?(self) }
    afterInputMethodEdit()
  }

  /// Commits the marked text as it stands: see ``TextStorage/unmarkText()``.
  public func unmarkText() {
    asInputMethod { storage.unmarkText() }
    afterInputMethodEdit()
  }

  /// Removes the marked text, putting back what it replaced: see
  /// ``TextStorage/cancelComposition()``.
  public func cancelComposition() {
    asInputMethod { storage.cancelComposition() }
    afterInputMethodEdit()
  }

  /// Inserts text an input method committed (or a host typed), replacing any marked text, as
  /// typing does; ignored unless the view is editable.
  public func insertText(_ text: String) {
    guard isEditable else { return }
    asInputMethod { storage.insertText(text) }
    afterInputMethodEdit()
  }

  /// Calls ``onCompositionEnd(_:)``'s `handler` whenever a composition ends without the host
  /// asking (see ``TextComposing/onCompositionEnd(_:)``); `nil` removes it.
  public func onCompositionEnd(_ handler: ((any TextComposing) -> Void)?) {
    compositionEndHandler = handler
  }

  /// Runs `body`, a call from the host, during which the composition ends only as the host
  /// asked (so the end handler is not called for it).
  private func asInputMethod(_ body: () -> Void) {
    inputMethodCallDepth += 1
    defer { inputMethodCallDepth -= 1 }
    body()
  }

  /// The marked text's clauses as drawn, line by line; empty while nothing is composed.
  ///
  /// Parts of the marked text no clause covers are ``MarkedText/Segment/Style/raw``.
  public var markedTextRuns: [MarkedTextRun] {
    guard let marked = storage.markedText, let range = storage.markedRange else { return [] }
    let start = range.lowerBound
    func position(_ index: String.Index) -> TextPosition {
      TextPosition(paragraph: start.paragraph, offset: start.offset + marked.utf8Offset(of: index))
    }
    var runs: [MarkedTextRun] = []
    var covered = marked.text.startIndex
    func add(_ lower: String.Index, _ upper: String.Index, _ style: MarkedText.Segment.Style) {
      guard lower < upper else { return }
      for rect in textRects(for: position(lower)..<position(upper)) {
        runs.append(MarkedTextRun(rect: rect, style: style))
      }
    }
    for segment in marked.segments.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      add(covered, max(segment.range.lowerBound, covered), .raw)
      add(max(segment.range.lowerBound, covered), segment.range.upperBound, segment.style)
      covered = max(covered, segment.range.upperBound)
    }
    add(covered, marked.text.endIndex, .raw)
    return runs
  }

  /// The rectangles the text in `range` covers, one per line, in bounds coordinates, as tall
  /// as their lines.
  ///
  /// The range is clamped onto caret stops, widened to whole clusters where it reaches into
  /// one. Found from ``caretRect(for:)`` at every grapheme boundary, so it costs one caret
  /// query per character: for short ranges such as a composition.
  public func textRects(for range: Range<TextPosition>) -> [CGRect] {
    let range = storage.clampedRange(range)
    guard !range.isEmpty else { return [] }
    var rects: [CGRect] = []
    var line: CGRect?
    var position = range.lowerBound
    var previous = caretRect(for: position)
    while position < range.upperBound {
      let next = storage.position(from: position, forward: true, by: .character, layout: nil)
      guard next > position else { break }
      let caret = caretRect(for: next)
      let sameLine = abs(caret.midY - previous.midY) < max(previous.height, 1) / 2
      let piece =
        sameLine
        ? CGRect(
          x: min(previous.minX, caret.minX), y: previous.minY,
          width: abs(caret.minX - previous.minX), height: previous.height)
        : CGRect(x: previous.minX, y: previous.minY, width: 0, height: previous.height)
      if let current = line, abs(current.midY - piece.midY) < max(current.height, 1) / 2 {
        line = current.union(piece)
      } else {
        if let current = line { rects.append(current) }
        line = piece
      }
      previous = caret
      position = next
    }
    if let line { rects.append(line) }
    return rects
  }

  /// Shows the caret, keeps it in view and redraws after the input method changed the text.
  private func afterInputMethodEdit() {
    isCaretBlinkVisible = true
    scrollCaretToVisible()
    setNeedsDisplay()
  }
}
