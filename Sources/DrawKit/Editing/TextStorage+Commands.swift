extension TextStorage {
  /// Carries out `command` on the text; returns false for commands that belong to the view
  /// (newline, page moves, focus, cancel), which the view handles itself.
  ///
  /// A composition in progress is committed as it stands first, except for copying, Escape
  /// and focus moves: a command is a key the input method did not take, and the composed text
  /// is never lost to it. Typed text arriving as ``EditCommand/insertText(_:)`` is added after
  /// the composition; an input method's own commit replaces the marked text through
  /// ``insertText(_:)``.
  ///
  /// - Parameters:
  ///   - command: The command, usually from ``KeyBindings/command(for:)``.
  ///   - pasteboard: Where copy and cut put text and paste takes it from; `nil` disables them.
  ///   - layout: Visual lines for vertical moves and line boundaries; without it, vertical
  ///     moves are not handled and lines are paragraphs.
  @discardableResult
  public func perform(
    _ command: EditCommand, pasteboard: Pasteboard?, layout: TextLineNavigating? = nil
  ) -> Bool {
    if command.endsComposition, isComposing { unmarkText() }
    switch command.action {
    case .insertText(let text):
      insertText(text)
    case .move(let forward, let unit, let extending):
      moveCaret(forward ? .forward : .backward, by: unit, extending: extending, layout: layout)
    case .moveVisually(let towardRight, let unit, let extending):
      if unit == .character, let layout,
        moveCaretVisually(towardRight: towardRight, extending: extending, layout: layout)
      {
        break
      }
      let rightToLeft = layout?.isRightToLeft(at: selection.head) ?? false
      let forward = towardRight != rightToLeft
      moveCaret(forward ? .forward : .backward, by: unit, extending: extending, layout: layout)
    case .moveVertically(let lines, let extending):
      guard let layout else { return false }
      moveCaretVertically(lines: lines, extending: extending, layout: layout)
    case .delete(let forward, let unit):
      if forward {
        deleteForward(unit, layout: layout)
      } else {
        deleteBackward(unit, layout: layout)
      }
    case .selectAll:
      selectAll()
    case .copy:
      guard let pasteboard, !selection.isEmpty else { return pasteboard != nil }
      pasteboard.string = selectedText
    case .cut:
      guard let pasteboard, !selection.isEmpty else { return pasteboard != nil }
      pasteboard.string = selectedText
      paste("")
    case .paste:
      guard let pasteboard else { return false }
      if let text = pasteboard.string { paste(text) }
    case .undo:
      undo()
    case .redo:
      redo()
    case .insertNewline, .movePage, .focusNext, .focusPrevious, .cancel:
      return false
    }
    return true
  }
}
