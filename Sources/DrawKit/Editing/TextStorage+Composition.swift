extension TextStorage {
  /// What a composition replaced and where it is now.
  struct Composition {
    /// The marked text as the input method last set it.
    var marked: MarkedText
    /// Where the marked text lies in the text.
    var range: Range<TextPosition>
    /// The range the composition replaced, in the text as it was before it began.
    let replacedRange: Range<TextPosition>
    /// The text the composition replaced (the selection when it began).
    let replacedText: String
    /// The selection when the composition began.
    let selectionBefore: TextSelection
  }

  /// The text an input method is composing, while there is a composition.
  public var markedText: MarkedText? { composition?.marked }

  /// Where the marked text lies in the text, while there is a composition.
  public var markedRange: Range<TextPosition>? { composition?.range }

  /// Whether an input method is composing text here.
  public var isComposing: Bool { composition != nil }

  /// Starts or updates a composition: puts `marked` in place of the selection (or of the
  /// previous marked text), with the caret where `marked` says.
  ///
  /// Reported with reason ``TextChange/Reason/composition``. The marked text is shown as it is:
  /// ``inputFilter`` and ``maximumLength`` apply to what is committed. It is not an undo step;
  /// the commit is. A secure storage ignores marked text (hosts turn the input method off for
  /// it, as GTK does), so a password is never shown while it is composed.
  public func setMarkedText(_ marked: MarkedText) {
    guard !isSecure else { return }
    performOperation {
      let composition =
        self.composition
        ?? Composition(
          marked: marked, range: self.storedSelection.range,
          replacedRange: self.storedSelection.range,
          replacedText: self.text(in: self.storedSelection.range),
          selectionBefore: self.storedSelection)
      if self.composition == nil { self.breakUndoCoalescing() }
      self.goalX = nil
      self.apply(
        Replacement(range: composition.range, text: marked.text), reason: .composition,
        recording: .none
      ) { edit in
        var updated = composition
        updated.marked = marked
        updated.range = edit.insertedRange
        self.composition = updated
        let start = edit.insertedRange.lowerBound
        func position(_ index: String.Index) -> TextPosition {
          TextPosition(
            paragraph: start.paragraph, offset: start.offset + marked.utf8Offset(of: index))
        }
        return TextSelection(
          anchor: position(marked.selection.lowerBound), head: position(marked.selection.upperBound)
        )
      }
    }
  }

  /// Commits the marked text as it stands and ends the composition.
  ///
  /// The committed text goes through ``inputFilter`` and ``maximumLength`` and is reported
  /// with reason ``TextChange/Reason/typing``; it is one undo step, which restores what the
  /// composition replaced.
  public func unmarkText() {
    performOperation {
      guard let composition = self.composition else { return }
      self.commit(composition, as: composition.marked.text)
    }
  }

  /// Removes the marked text and ends the composition, putting back the text and selection it
  /// replaced.
  ///
  /// Reported with reason ``TextChange/Reason/composition``; nothing is recorded for undo.
  public func cancelComposition() {
    performOperation {
      guard let composition = self.composition else { return }
      self.apply(
        Replacement(range: composition.range, text: composition.replacedText),
        reason: .composition, recording: .none
      ) { _ in
        self.composition = nil
        return composition.selectionBefore
      }
    }
  }

  /// Replaces the marked text with `string` and ends the composition: what committing a
  /// composition, or typing while one is open, does.
  func commit(_ composition: Composition, as string: String) {
    let text = limited(string, replacing: composition.range)
    goalX = nil
    apply(
      Replacement(range: composition.range, text: text), reason: .typing,
      recording: .commit(composition)
    ) { edit in
      self.composition = nil
      return .caret(self.clampUp(edit.insertedRange.upperBound))
    }
    breakUndoCoalescing()
  }

  /// Commits an open composition as it stands, before an edit or selection change that is not
  /// part of it.
  func commitOpenComposition() {
    guard let composition else { return }
    commit(composition, as: composition.marked.text)
  }
}
