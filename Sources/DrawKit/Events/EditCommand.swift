/// What a key press asks a text view to do, after ``KeyBindings`` has interpreted it.
public struct EditCommand: Hashable, Sendable {
  enum Action: Hashable, Sendable {
    case insertText(String)
    case insertNewline
    case move(forward: Bool, unit: TextUnit, extending: Bool)
    case moveVisually(towardRight: Bool, unit: TextUnit, extending: Bool)
    case moveVertically(lines: Int, extending: Bool)
    case movePage(forward: Bool, extending: Bool)
    case delete(forward: Bool, unit: TextUnit)
    case selectAll
    case copy
    case cut
    case paste
    case undo
    case redo
    case focusNext
    case focusPrevious
    case cancel
  }
  let action: Action

  /// Types `text` over the selection.
  public static func insertText(_ text: String) -> EditCommand {
    EditCommand(action: .insertText(text))
  }
  /// Return: a new paragraph in a text view, submit in a field.
  public static let insertNewline = EditCommand(action: .insertNewline)
  /// Moves the caret one `unit` in `direction`; `extending` moves only the selection's head.
  public static func move(_ direction: TextDirection, by unit: TextUnit, extending: Bool)
    -> EditCommand
  {
    EditCommand(action: .move(forward: direction == .forward, unit: unit, extending: extending))
  }
  /// Moves the caret one `unit` to the left on screen, as the Left arrow does: toward the
  /// start of left-to-right text and toward the end of right-to-left text.
  public static func moveLeft(by unit: TextUnit, extending: Bool) -> EditCommand {
    EditCommand(action: .moveVisually(towardRight: false, unit: unit, extending: extending))
  }
  /// Moves the caret one `unit` to the right on screen, as the Right arrow does.
  public static func moveRight(by unit: TextUnit, extending: Bool) -> EditCommand {
    EditCommand(action: .moveVisually(towardRight: true, unit: unit, extending: extending))
  }
  /// Moves the caret up (negative) or down by visual lines.
  public static func moveVertically(lines: Int, extending: Bool) -> EditCommand {
    EditCommand(action: .moveVertically(lines: lines, extending: extending))
  }
  /// Moves the caret a screenful down (`.forward`) or up.
  public static func movePage(_ direction: TextDirection, extending: Bool) -> EditCommand {
    EditCommand(action: .movePage(forward: direction == .forward, extending: extending))
  }
  /// Deletes the selection, or one `unit` after (`.forward`) or before the caret.
  public static func delete(_ direction: TextDirection, by unit: TextUnit) -> EditCommand {
    EditCommand(action: .delete(forward: direction == .forward, unit: unit))
  }
  /// Selects everything.
  public static let selectAll = EditCommand(action: .selectAll)
  /// Copies the selection to the pasteboard.
  public static let copy = EditCommand(action: .copy)
  /// Copies the selection to the pasteboard and deletes it.
  public static let cut = EditCommand(action: .cut)
  /// Replaces the selection with the pasteboard's text.
  public static let paste = EditCommand(action: .paste)
  /// Undoes the last step.
  public static let undo = EditCommand(action: .undo)
  /// Redoes the last undone step.
  public static let redo = EditCommand(action: .redo)
  /// Moves focus to the next focusable view (Tab).
  public static let focusNext = EditCommand(action: .focusNext)
  /// Moves focus to the previous focusable view (Shift+Tab).
  public static let focusPrevious = EditCommand(action: .focusPrevious)
  /// Escape.
  public static let cancel = EditCommand(action: .cancel)
}

extension EditCommand {
  /// Whether the command commits a composition in progress before it is carried out: every
  /// command but copying, Escape and focus moves (which leave the composition to the input
  /// method and the host).
  var endsComposition: Bool {
    switch action {
    case .copy, .cancel, .focusNext, .focusPrevious: false
    default: true
    }
  }

  /// Whether the command moves the caret or selection without changing the text.
  var movesOnlyTheSelection: Bool {
    switch action {
    case .move, .moveVisually, .moveVertically, .movePage, .selectAll: true
    default: false
    }
  }
}
