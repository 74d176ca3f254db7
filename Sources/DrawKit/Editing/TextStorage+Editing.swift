extension TextStorage {
  /// Types `string`: replaces the selection with it and puts the caret after it.
  ///
  /// Consecutive typing joins one undo step. With a ``maximumLength`` the string is cut at a
  /// grapheme boundary to fit.
  public func insertText(_ string: String) {
    performOperation { self.replaceSelection(with: string, kind: .typing, reason: .typing) }
  }

  /// Types text given as UTF-8 bytes, as an input method or a socket delivers it; invalid
  /// sequences become U+FFFD REPLACEMENT CHARACTER instead of failing.
  public func insertUTF8<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    insertText(String(decoding: Array(bytes), as: UTF8.self))
  }

  /// Replaces the selection with pasted text, as one undo step of its own.
  public func paste(_ string: String) {
    performOperation { self.replaceSelection(with: string, kind: .other, reason: .pasteboard) }
  }

  /// Deletes the selection, or when there is none, from the caret back to the previous
  /// `unit` boundary.
  ///
  /// For ``TextUnit/character`` it deletes the cluster before the caret, except where Pango's
  /// `backspace_deletes_character` says that BackSpace removes one code point there (Indic
  /// vowel signs and viramas, Thai tone marks, decomposed Hangul jamo, but not Latin,
  /// Cyrillic or Greek accents, kana, precomposed Hangul or emoji): then, as in GTK, only the
  /// last code point of the cluster's canonical decomposition goes.
  public func deleteBackward(_ unit: TextUnit = .character, layout: TextLineNavigating? = nil) {
    performOperation { self.delete(forward: false, unit: unit, layout: layout) }
  }

  /// Deletes the selection, or when there is none, from the caret to the next `unit`
  /// boundary.
  public func deleteForward(_ unit: TextUnit = .character, layout: TextLineNavigating? = nil) {
    performOperation { self.delete(forward: true, unit: unit, layout: layout) }
  }

  /// Removes the selected text (a cut without the pasteboard), as one undo step.
  public func deleteSelection() {
    performOperation {
      guard !self.selection.isEmpty else { return }
      self.replaceSelection(with: "", kind: .other, reason: .code)
    }
  }

  /// Selects the whole text.
  public func selectAll() {
    selection = TextSelection(anchor: startPosition, head: endPosition)
  }

  private func delete(forward: Bool, unit: TextUnit, layout: TextLineNavigating?) {
    commitOpenComposition()
    guard selection.isEmpty else {
      replaceSelection(with: "", kind: .other, reason: .typing)
      return
    }
    let caret = selection.head
    let target = position(from: caret, forward: forward, by: unit, layout: layout)
    guard target != caret else { return }
    let range = min(caret, target)..<max(caret, target)
    let remainder = forward || unit != .character ? "" : clusterRemainder(before: caret)
    goalX = nil
    apply(
      Replacement(range: range, text: remainder), reason: .typing,
      recording: .edit(forward ? .deleteForward : .deleteBackward)
    ) { edit in
      .caret(self.clampUp(edit.insertedRange.upperBound))
    }
  }

  private func replaceSelection(with string: String, kind: EditKind, reason: TextChange.Reason) {
    if let composition {
      if kind == .typing { return commit(composition, as: string) }
      commitOpenComposition()
    }
    let range = storedSelection.range
    let text = limited(string, replacing: range)
    guard !(range.isEmpty && text.isEmpty) else { return }
    goalX = nil
    apply(Replacement(range: range, text: text), reason: reason, recording: .edit(kind)) { edit in
      .caret(self.clampUp(edit.insertedRange.upperBound))
    }
  }
}
