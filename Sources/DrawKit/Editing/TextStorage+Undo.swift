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
  /// or ``breakUndoCoalescing()`` starts a new one. Inside ``groupUndo(_:)``, the group's
  /// edits so far become a step of their own first, so this undoes them.
  public func undo() {
    performOperation {
      self.commitOpenComposition()
      self.breakUndoCoalescing()
      self.closeOpenGroupEdits()
      guard let group = self.undoStack.popLast() else { return }
      self.redoStack.append(group)
      if group.edits.isEmpty {
        self.storedSelection = TextSelection(
          anchor: self.clamp(group.selectionBefore.anchor),
          head: self.clamp(group.selectionBefore.head))
      }
      let edits = group.edits.reversed()
      for (number, edit) in edits.enumerated() {
        let isLast = number == edits.count - 1
        self.apply(
          Replacement(range: edit.insertedRange, text: edit.removedText), reason: .undo,
          recording: .none
        ) { isLast ? group.selectionBefore : .caret($0.insertedRange.upperBound) }
      }
      self.restartOpenGroup()
    }
  }

  /// Makes the last undone step again and restores the selection it ended with.
  ///
  /// Inside ``groupUndo(_:)``, the group's edits so far become a step of their own first
  /// (which, being new, leaves nothing to redo).
  public func redo() {
    performOperation {
      self.commitOpenComposition()
      self.breakUndoCoalescing()
      self.closeOpenGroupEdits()
      guard let group = self.redoStack.popLast() else { return }
      self.undoStack.append(group)
      if group.edits.isEmpty {
        self.storedSelection = TextSelection(
          anchor: self.clamp(group.selectionAfter.anchor),
          head: self.clamp(group.selectionAfter.head))
      }
      for (number, edit) in group.edits.enumerated() {
        let isLast = number == group.edits.count - 1
        self.apply(
          Replacement(range: edit.range, text: edit.insertedText), reason: .redo, recording: .none
        ) { isLast ? group.selectionAfter : .caret($0.insertedRange.upperBound) }
      }
      self.restartOpenGroup()
    }
  }

  /// Runs `body` and makes every edit it performs one undo step.
  ///
  /// Groups may nest; the outermost one makes the step. Assigning ``TextStorage/text`` in the
  /// body forgets the edits before it, as it forgets all history; ``undo()`` and ``redo()``
  /// in the body end the step so far (see there). Called by an observer during a notification,
  /// `body` runs at once but the edits it asks for wait, as one step, like other observer
  /// edits (see ``addObserver(_:)``).
  public func groupUndo(_ body: () -> Void) {
    guard !isNotifying else {
      performOperation { self.openUndoGroup() }
      body()
      performOperation { self.closeUndoGroup() }
      return
    }
    runAsOperation {
      openUndoGroup()
      body()
      closeUndoGroup()
    }
  }

  /// Starts (or, nested, deepens) the group ``groupUndo(_:)`` collects edits in.
  private func openUndoGroup() {
    breakUndoCoalescing()
    if openGroupDepth == 0 {
      openGroup = UndoGroup(edits: [], selectionBefore: selection, selectionAfter: selection)
    }
    openGroupDepth += 1
  }

  /// Ends one level of grouping; the outermost level puts the group on the undo stack.
  private func closeUndoGroup() {
    openGroupDepth -= 1
    guard openGroupDepth == 0, let group = openGroup else { return }
    openGroup = nil
    if !group.edits.isEmpty, isUndoEnabled {
      undoStack.append(group)
    }
    breakUndoCoalescing()
  }

  /// Puts the open group's edits so far on the undo stack as a step of their own, so that the
  /// stack stays in the order the edits were made.
  private func closeOpenGroupEdits() {
    guard let group = openGroup, !group.edits.isEmpty else { return }
    undoStack.append(group)
    redoStack.removeAll()
    restartOpenGroup()
  }

  /// Empties the open group, if there is one, starting it again from the current selection.
  private func restartOpenGroup() {
    guard openGroup != nil else { return }
    openGroup = UndoGroup(
      edits: [], selectionBefore: storedSelection, selectionAfter: storedSelection)
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
    restartOpenGroup()
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
    // Bytes, not clusters: a newline followed by a combining mark is one cluster.
    case .typing where !edit.insertedText.utf8.contains(10):
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
