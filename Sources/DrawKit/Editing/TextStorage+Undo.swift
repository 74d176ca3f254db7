/// The edits that one undo reverts together, and the selections around them.
struct UndoGroup {
  var edits: [Edit]
  var selectionBefore: TextSelection
  var selectionAfter: TextSelection
}

/// What the last recorded edit was, so that the next one can join its undo group.
enum UndoCoalescing: Equatable {
  case none
  /// Typing that ended at this position.
  case typing(end: TextPosition)
  /// Backward deletions that reached this position.
  case deletingBackward(at: TextPosition)
  /// Forward deletions made at this position.
  case deletingForward(at: TextPosition)
}

/// The kind of edit being recorded, for coalescing.
enum EditKind {
  case typing
  case deleteBackward
  case deleteForward
  case other
}

extension TextStorage {
  /// Whether there is an edit to undo.
  public var canUndo: Bool { !undoStack.isEmpty }

  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Reverts the last undo step and restores the selection it started with.
  ///
  /// Consecutive typing is one step, as are consecutive backspaces; a caret move, a newline
  /// or ``breakUndoCoalescing()`` starts a new one.
  public func undo() {
    breakUndoCoalescing()
    guard let group = undoStack.popLast() else { return }
    for edit in group.edits.reversed() {
      apply(Replacement(range: edit.insertedRange, text: edit.removedText), reason: .undo)
    }
    storedSelection = TextSelection(
      anchor: clamp(group.selectionBefore.anchor), head: clamp(group.selectionBefore.head))
    redoStack.append(group)
  }

  /// Makes the last undone step again and restores the selection it ended with.
  public func redo() {
    breakUndoCoalescing()
    guard let group = redoStack.popLast() else { return }
    for edit in group.edits {
      apply(Replacement(range: edit.range, text: edit.insertedText), reason: .redo)
    }
    storedSelection = TextSelection(
      anchor: clamp(group.selectionAfter.anchor), head: clamp(group.selectionAfter.head))
    undoStack.append(group)
  }

  /// Runs `body` and makes every edit it performs one undo step.
  ///
  /// Groups may nest; the outermost one makes the step.
  public func groupUndo(_ body: () -> Void) {
    breakUndoCoalescing()
    if openGroupDepth == 0 {
      openGroup = UndoGroup(edits: [], selectionBefore: selection, selectionAfter: selection)
    }
    openGroupDepth += 1
    body()
    openGroupDepth -= 1
    guard openGroupDepth == 0, let group = openGroup else { return }
    openGroup = nil
    if !group.edits.isEmpty, isUndoEnabled {
      undoStack.append(group)
    }
    breakUndoCoalescing()
  }

  /// Makes the next edit start a new undo step instead of joining the typing before it.
  public func breakUndoCoalescing() {
    coalescing = .none
  }

  /// Forgets every undo and redo step.
  public func removeAllUndoHistory() {
    undoStack.removeAll()
    redoStack.removeAll()
    coalescing = .none
  }

  /// Records `edit`, made with the selection `selectionBefore`, after the selection has been
  /// updated; joins the previous step when it continues the same typing or deleting.
  func record(_ edit: Edit, selectionBefore: TextSelection, kind: EditKind) {
    guard isUndoEnabled else { return }
    redoStack.removeAll()
    if openGroup != nil {
      openGroup?.edits.append(edit)
      openGroup?.selectionAfter = selection
      return
    }
    let continues: Bool
    switch (kind, coalescing) {
    case (.typing, .typing(let end)):
      continues = edit.range.isEmpty && edit.range.lowerBound == end
    case (.deleteBackward, .deletingBackward(let at)):
      continues = edit.insertedText.isEmpty && edit.range.upperBound == at
    case (.deleteForward, .deletingForward(let at)):
      continues = edit.insertedText.isEmpty && edit.range.lowerBound == at
    default:
      continues = false
    }
    if continues, !undoStack.isEmpty {
      undoStack[undoStack.count - 1].edits.append(edit)
      undoStack[undoStack.count - 1].selectionAfter = selection
    } else {
      undoStack.append(
        UndoGroup(edits: [edit], selectionBefore: selectionBefore, selectionAfter: selection))
    }
    switch kind {
    case .typing where !edit.insertedText.contains("\n"):
      coalescing = .typing(end: edit.insertedRange.upperBound)
    case .deleteBackward:
      coalescing = .deletingBackward(at: edit.range.lowerBound)
    case .deleteForward:
      coalescing = .deletingForward(at: edit.range.lowerBound)
    default:
      coalescing = .none
    }
  }
}
