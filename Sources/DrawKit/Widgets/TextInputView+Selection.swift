import Foundation

extension TextInputView {
  /// The selection in grapheme clusters (Swift `Character`s, newlines included) from the start
  /// of ``TextInputView/text``, as a Swift programmer counts: `0..<3` selects the first three
  /// characters, an empty range is the caret.
  ///
  /// Assigning clamps the bounds into the text; the assignment's lower bound becomes the
  /// anchor. Selecting is as if the user did it: it redraws and can be undone with the typing
  /// around it.
  public var selectedCharacterRange: Range<Int> {
    get {
      let range = storage.selection.range
      return storage.characterOffset(
        of: range.lowerBound)..<storage.characterOffset(
          of: range.upperBound)
    }
    set {
      select(
        from: storage.position(atCharacterOffset: newValue.lowerBound),
        to: storage.position(atCharacterOffset: newValue.upperBound))
    }
  }

  /// The selection in UTF-16 code units from the start of ``TextInputView/text``, as UIKit's
  /// `selectedRange` and `NSString` count: for code that talks to Foundation or ports from
  /// UIKit.
  ///
  /// Assigning clamps the range into the text and onto caret stops: an empty range (a caret)
  /// stays a caret, at the start of the grapheme cluster it falls in (between the halves of a
  /// surrogate pair, say), and a longer one widens to the edges of the clusters it touches, so
  /// the selection never splits a character. A `location` of `NSNotFound` selects nothing and
  /// puts the caret at the end. Reading costs the paragraphs near the selection, not the text
  /// before it.
  public var selectedRange: NSRange {
    get {
      let range = storage.selection.range
      let start = storage.utf16Offset(of: range.lowerBound)
      return NSRange(location: start, length: storage.utf16Offset(of: range.upperBound) - start)
    }
    set {
      guard newValue.location != NSNotFound, newValue.location >= 0, newValue.length >= 0 else {
        select(from: storage.endPosition, to: storage.endPosition)
        return
      }
      let lower = storage.position(atOffset: newValue.location, in: .utf16, roundingUp: false)
      guard newValue.length > 0 else { return select(from: lower, to: lower) }
      let end = newValue.location.addingReportingOverflow(newValue.length)
      let upper = storage.position(
        atOffset: end.overflow ? .max : end.partialValue, in: .utf16, roundingUp: true)
      select(from: lower, to: max(lower, upper))
    }
  }

  /// Selects from `anchor` to `head` (clamped by the storage), redrawing the old and new
  /// selection.
  private func select(from anchor: TextPosition, to head: TextPosition) {
    storage.selection = TextSelection(anchor: anchor, head: head)
    isCaretBlinkVisible = true
    scrollCaretToVisible()
    setNeedsDisplay()
  }
}
