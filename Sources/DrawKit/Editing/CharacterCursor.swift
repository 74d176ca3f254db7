/// Steps through a ``TextStorage`` one caret stop at a time across paragraphs (Pango's cursor
/// positions, see ``CursorStops``); the end of a paragraph reads as a `"\n"` cluster.
///
/// Peeking returns the grapheme cluster (Swift `Character`) that holds the next or previous
/// step, which is what word movement classifies.
///
/// The cursor keeps the paragraph it is in as one string, and the window of stops around it,
/// until it leaves them: a step costs O(1), not a copy of the paragraph and a search for its
/// stops, so walking over a word of a million characters (a base64 line, a run of digits)
/// costs one pass over it rather than a pass per character.
struct CharacterCursor {
  let paragraphs: TextStorage.Paragraphs
  private(set) var position: TextPosition
  /// The paragraph `position` is in.
  private var paragraph: String
  /// Stops of `paragraph` around `position`, when they have been measured.
  private var stops: CursorStops?

  /// A cursor at `position`, which must be a caret stop inside the text.
  init(_ storage: TextStorage, at position: TextPosition) {
    self.paragraphs = storage.paragraphs
    self.position = position
    self.paragraph = paragraphs[position.paragraph]
  }

  /// The cluster after the cursor, or `nil` at the end of the text.
  func peekForward() -> Character? {
    if position.offset < paragraph.utf8.count {
      return cluster(at: position.offset)
    }
    return position.paragraph + 1 < paragraphs.count ? "\n" : nil
  }

  /// The cluster before the cursor, or `nil` at the start of the text; keeps the window of
  /// stops it looked in, which the move back that usually follows uses again.
  mutating func peekBackward() -> Character? {
    if let previous = stop(before: position.offset) {
      return cluster(at: previous)
    }
    return position.paragraph > 0 ? "\n" : nil
  }

  /// The cluster that starts at the caret stop `offset` of the paragraph.
  private func cluster(at offset: Int) -> Character {
    paragraph[paragraph.utf8.index(paragraph.startIndex, offsetBy: offset)]
  }

  /// Moves past the next cluster; returns false at the end of the text.
  @discardableResult
  mutating func moveForward() -> Bool {
    if let next = stop(after: position.offset) {
      position.offset = next
      return true
    }
    guard position.paragraph + 1 < paragraphs.count else { return false }
    enter(TextPosition(paragraph: position.paragraph + 1, offset: 0))
    return true
  }

  /// Moves before the previous cluster; returns false at the start of the text.
  @discardableResult
  mutating func moveBackward() -> Bool {
    if let previous = stop(before: position.offset) {
      position.offset = previous
      return true
    }
    guard position.paragraph > 0 else { return false }
    let above = paragraphs[position.paragraph - 1]
    enter(TextPosition(paragraph: position.paragraph - 1, offset: above.utf8.count))
    return true
  }

  /// Moves to `target`, in another paragraph, forgetting the stops of this one.
  private mutating func enter(_ target: TextPosition) {
    position = target
    paragraph = paragraphs[target.paragraph]
    stops = nil
  }

  /// The first stop after `offset` in the paragraph, or `nil` at its end; remembers the
  /// window of stops it looked in.
  private mutating func stop(after offset: Int) -> Int? {
    guard offset < paragraph.utf8.count else { return nil }
    let window = stops(around: offset, reachingAfter: true)
    stops = window
    return window.stop(after: offset)
  }

  /// The last stop before `offset` in the paragraph, or `nil` at its start; remembers the
  /// window of stops it looked in.
  private mutating func stop(before offset: Int) -> Int? {
    guard offset > 0 else { return nil }
    let window = stops(around: offset, reachingAfter: false)
    stops = window
    return window.stop(before: offset)
  }

  /// The remembered window of stops when it holds a stop past `offset` on the side asked
  /// for, else a new window measured around `offset`.
  private func stops(around offset: Int, reachingAfter: Bool) -> CursorStops {
    if let stops, stops.covers(offset), reachingAfter ? offset < stops.end : offset > stops.start {
      return stops
    }
    return paragraph.cursorStops(around: offset)
  }
}
