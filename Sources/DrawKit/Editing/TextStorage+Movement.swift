import Foundation

extension TextStorage {
  /// Moves the caret one `unit` in `direction`; with `extending`, moves only the
  /// selection's head and keeps its anchor.
  ///
  /// Without `extending`, a character move with a selection collapses it to its start or end
  /// (as GTK and UIKit do). Word moves go to the end of the next word (forward) or the start
  /// of the previous one (backward), skipping spaces and punctuation; kanji take their
  /// hiragana endings, and each emoji is a word. In ``isSecure`` text the whole text is one
  /// word.
  ///
  /// - Parameters:
  ///   - direction: Toward the end (`.forward`) or the start (`.backward`) of the text.
  ///   - unit: How far to move.
  ///   - extending: Whether to keep the selection's anchor and move only its head.
  ///   - layout: Gives visual lines for ``TextUnit/line``; without it, lines are
  ///   paragraphs.
  public func moveCaret(
    _ direction: TextDirection, by unit: TextUnit, extending: Bool = false,
    layout: TextLineNavigating? = nil
  ) {
    let forward = direction == .forward
    performOperation {
      let current = self.selection
      let target: TextPosition
      if !extending, !current.isEmpty, unit == .character {
        target = forward ? current.range.upperBound : current.range.lowerBound
      } else {
        target = self.position(from: current.head, forward: forward, by: unit, layout: layout)
      }
      self.selection =
        extending ? TextSelection(anchor: current.anchor, head: target) : .caret(target)
    }
  }

  /// Moves the caret `lines` visual lines down (up when negative), keeping the horizontal
  /// position it had when vertical movement began.
  ///
  /// As in GTK's `GtkTextView`, moving down from the last line goes to the end of the text and
  /// moving up from the first line to its start (Down, Up, Page Down and Page Up alike). In
  /// one-line text (``isSingleLine``) there is no line to move to and nothing changes, caret
  /// or selection, as in GTK 4.8's `GtkEntry` (its `gtk_text_move_cursor` ignores
  /// `GTK_MOVEMENT_DISPLAY_LINES`; `LiveEditingComparisonTests` types the same keys into both).
  public func moveCaretVertically(
    lines: Int, extending: Bool = false, layout: TextLineNavigating
  ) {
    performOperation {
      let current = self.selection
      guard !self.isSingleLine else { return }
      let goal = self.goalX ?? layout.caretX(at: current.head)
      var target = self.clamp(
        layout.position(from: current.head, movingLines: lines, goalX: goal))
      let sameLine =
        lines != 0
        && layout.lineBoundary(of: target, direction: .forward)
          == layout.lineBoundary(of: current.head, direction: .forward)
      if sameLine {
        target = lines > 0 ? self.endPosition : self.startPosition
      }
      self.selection =
        extending ? TextSelection(anchor: current.anchor, head: target) : .caret(target)
      self.goalX = goal
    }
  }

  /// Selects the word (or run of spaces, or punctuation cluster) around `position`, as a
  /// double click does; in ``isSecure`` text, the whole text.
  public func selectWord(at position: TextPosition) {
    guard !isSecure else {
      selectAll()
      return
    }
    let position = clamp(position)
    var start = CharacterCursor(self, at: position)
    var end = start
    let probe = end.peekForward() ?? start.peekBackward()
    guard let probe, probe != "\n" else {
      selection = .caret(position)
      return
    }
    var kind = WordClass(end.peekForward() ?? probe)
    if kind == .punctuation, let next = end.peekForward(), joinsForward(next, at: end) {
      kind = .letters
    }
    while let next = end.peekForward(), next != "\n", kind != .emoji,
      WordClass(next) == kind || kind == .letters && joinsForward(next, at: end)
    {
      end.moveForward()
    }
    if kind == .emoji { end.moveForward() }
    while let previous = start.peekBackward(), previous != "\n", kind != .emoji,
      WordClass(previous) == kind || kind == .letters && joinsBackward(previous, at: start)
    {
      start.moveBackward()
    }
    selection = TextSelection(anchor: start.position, head: end.position)
  }

  /// Selects the paragraph holding `position`, as a triple click does in a text view.
  public func selectParagraph(at position: TextPosition) {
    let paragraph = clamp(position).paragraph
    selection = TextSelection(
      anchor: TextPosition(paragraph: paragraph, offset: 0),
      head: TextPosition(paragraph: paragraph, offset: paragraphs[paragraph].utf8.count))
  }

  /// The position one `unit` from `position`.
  func position(
    from position: TextPosition, forward: Bool, by unit: TextUnit,
    layout: TextLineNavigating?
  ) -> TextPosition {
    let position = clamp(position)
    switch unit.kind {
    case .character:
      var cursor = CharacterCursor(self, at: position)
      _ = forward ? cursor.moveForward() : cursor.moveBackward()
      return cursor.position
    case .word where isSecure:
      return forward ? endPosition : startPosition
    case .word:
      return forward ? wordEnd(after: position) : wordStart(before: position)
    case .line:
      if let layout {
        return clamp(layout.lineBoundary(of: position, direction: forward ? .forward : .backward))
      }
      return paragraphBoundary(of: position, forward: forward, skippingCurrent: false)
    case .paragraph:
      return paragraphBoundary(of: position, forward: forward, skippingCurrent: true)
    case .document:
      return forward ? endPosition : startPosition
    }
  }

  private func paragraphBoundary(
    of position: TextPosition, forward: Bool, skippingCurrent: Bool
  ) -> TextPosition {
    let length = paragraphs[position.paragraph].utf8.count
    if forward {
      if position.offset < length || !skippingCurrent {
        return TextPosition(paragraph: position.paragraph, offset: length)
      }
      let next = min(position.paragraph + 1, paragraphs.count - 1)
      return TextPosition(paragraph: next, offset: paragraphs[next].utf8.count)
    }
    if position.offset > 0 || !skippingCurrent {
      return TextPosition(paragraph: position.paragraph, offset: 0)
    }
    return TextPosition(paragraph: max(position.paragraph - 1, 0), offset: 0)
  }

  private func wordEnd(after position: TextPosition) -> TextPosition {
    var cursor = CharacterCursor(self, at: position)
    while let next = cursor.peekForward(), !WordClass(next).isWord {
      cursor.moveForward()
    }
    guard let first = cursor.peekForward() else { return cursor.position }
    var kind = WordClass(first)
    cursor.moveForward()
    while let next = cursor.peekForward() {
      let nextKind = WordClass(next)
      if kind.continues(with: nextKind) {
        kind = nextKind == .hiragana && kind == .han ? .hiragana : kind
        cursor.moveForward()
      } else if kind == .letters, joinsForward(next, at: cursor) {
        cursor.moveForward()
      } else {
        break
      }
    }
    return cursor.position
  }

  private func wordStart(before position: TextPosition) -> TextPosition {
    var cursor = CharacterCursor(self, at: position)
    while let previous = cursor.peekBackward(), !WordClass(previous).isWord {
      cursor.moveBackward()
    }
    guard let last = cursor.peekBackward() else { return cursor.position }
    var kind = WordClass(last)
    cursor.moveBackward()
    while let previous = cursor.peekBackward() {
      let previousKind = WordClass(previous)
      if previousKind.continues(with: kind) && kind != .emoji {
        kind = previousKind
        cursor.moveBackward()
      } else if kind == .letters, joinsBackward(previous, at: cursor) {
        cursor.moveBackward()
      } else {
        break
      }
    }
    return cursor.position
  }

  /// Whether `middle`, the cluster after `cursor`, joins the word before the cursor to the
  /// cluster after it (see ``WordClass/joins(_:between:and:)``).
  private func joinsForward(_ middle: Character, at cursor: CharacterCursor) -> Bool {
    var lookbehind = cursor
    var lookahead = cursor
    lookahead.moveForward()
    guard let before = lookbehind.peekBackward(), let after = lookahead.peekForward() else {
      return false
    }
    return WordClass.joins(middle, between: before, and: after)
  }

  /// Whether `middle`, the cluster before `cursor`, joins the cluster before it to the word
  /// after the cursor.
  private func joinsBackward(_ middle: Character, at cursor: CharacterCursor) -> Bool {
    var lookbehind = cursor
    lookbehind.moveBackward()
    guard let before = lookbehind.peekBackward(), let after = cursor.peekForward() else {
      return false
    }
    return WordClass.joins(middle, between: before, and: after)
  }
}
