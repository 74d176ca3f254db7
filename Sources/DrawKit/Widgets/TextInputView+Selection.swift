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
  /// Assigning clamps the range into the text and widens a bound that falls inside a
  /// grapheme cluster (a surrogate pair, an emoji sequence, a letter with its accents) to
  /// the cluster's edge, so the selection never splits a character. A `location` of
  /// `NSNotFound` selects nothing and puts the caret at the end.
  public var selectedRange: NSRange {
    get {
      let range = storage.selection.range
      let start = utf16Offset(of: range.lowerBound)
      return NSRange(location: start, length: utf16Offset(of: range.upperBound) - start)
    }
    set {
      guard newValue.location != NSNotFound, newValue.location >= 0, newValue.length >= 0 else {
        select(from: storage.endPosition, to: storage.endPosition)
        return
      }
      let end = newValue.location.addingReportingOverflow(newValue.length)
      let lower = position(atUTF16Offset: newValue.location, roundingUp: false)
      let upper = position(atUTF16Offset: end.overflow ? .max : end.partialValue, roundingUp: true)
      select(from: lower, to: max(lower, upper))
    }
  }

  /// Selects from `anchor` to `head`, redrawing the old and new selection.
  private func select(from anchor: TextPosition, to head: TextPosition) {
    storage.selection = TextSelection(anchor: anchor, head: head)
    isCaretBlinkVisible = true
    scrollCaretToVisible()
    setNeedsDisplay()
  }

  /// The UTF-16 offset of `position` from the start of the text; newlines count one.
  private func utf16Offset(of position: TextPosition) -> Int {
    let position = storage.clamp(position)
    let paragraphs = storage.paragraphs
    let before = paragraphs[..<position.paragraph].reduce(position.paragraph) {
      $0 + $1.utf16.count
    }
    let paragraph = paragraphs[position.paragraph]
    let index = paragraph.utf8.index(paragraph.startIndex, offsetBy: position.offset)
    return before + paragraph.utf16.distance(from: paragraph.startIndex, to: index)
  }

  /// The position `offset` UTF-16 code units into the text, clamped to it, moved to the
  /// nearest grapheme boundary below (or above, when `roundingUp`).
  private func position(atUTF16Offset offset: Int, roundingUp: Bool) -> TextPosition {
    var remaining = max(offset, 0)
    for (number, paragraph) in storage.paragraphs.enumerated() {
      let count = paragraph.utf16.count
      if remaining <= count {
        let unit = paragraph.utf16.index(paragraph.startIndex, offsetBy: remaining)
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
          let next = paragraph.index(after: index)
          if next > unit { break }
          index = next
        }
        if roundingUp, index < unit { index = paragraph.index(after: index) }
        return TextPosition(
          paragraph: number, offset: paragraph.utf8.distance(from: paragraph.startIndex, to: index))
      }
      remaining -= count + 1
    }
    return storage.endPosition
  }
}
