import Foundation

/// Editable text with a selection and undo, and no drawing: the model behind DrawKit's text
/// widgets.
///
/// The text is kept as paragraphs (the text split at newlines, see ``Paragraphs``), stored
/// 64 to a chunk. An edit rewrites only the chunks it touches, so it costs O(length of those
/// paragraphs) plus, when it adds or removes paragraphs, an O(number of paragraphs / 64)
/// update of the chunks' first indices. A keystroke in a 1,000,000-paragraph document copies
/// one chunk, never the whole text. ``text`` joins the paragraphs and costs O(text length).
///
/// Positions (``TextPosition``) are a paragraph number and a UTF-8 offset within it. Every
/// position the storage returns lies where Pango lets a caret stop (its cursor positions,
/// which GTK's text widgets use too; nearly always grapheme-cluster boundaries); positions it
/// receives are **clamped**, never trapped: a position before the first paragraph means the
/// start, one past the last paragraph means the end, an offset past a paragraph's end means
/// its end, and an offset inside a cluster is rounded down to the cluster's start.
///
/// Newlines are `"\n"`; inserted `"\r\n"` and `"\r"` become `"\n"`.
///
/// Every change, whatever made it (typing, the pasteboard, undo, redo, code), is reported to
/// the observers added with ``addObserver(_:)``, in the order they were added. An observer may
/// edit the storage (truncate, filter, clear); see ``addObserver(_:)`` for when that edit is
/// made.
public final class TextStorage {
  /// The text split at its newlines; never empty (an empty text is one empty paragraph).
  public private(set) var paragraphs: Paragraphs = [""]

  /// The most grapheme clusters the text may hold, or `nil` for no limit.
  ///
  /// Insertions that would pass it are cut at a grapheme boundary; text already longer is kept.
  /// A negative limit is stored as zero.
  public var maximumLength: Int? {
    didSet {
      if let maximumLength, maximumLength < 0 { self.maximumLength = 0 }
    }
  }

  /// Whether the text is secret, as in a password field: word movement, word deletion and
  /// double-click selection treat the whole text as one word (as GTK does, so the caret's
  /// jumps reveal nothing about spaces or punctuation), and ``description`` and `dump` show
  /// only its length.
  public var isSecure = false

  var storedSelection = TextSelection.caret(.zero)
  /// The open composition, while an input method is composing text.
  var composition: Composition?
  /// Rewrites text before it is inserted by typing, pasting, ``replace(_:with:)`` or
  /// assigning ``text``: "digits only", "no emoji".
  ///
  /// It is the user's: widgets keep their own rules apart (``isSingleLine``), so replacing
  /// the filter never undoes them.
  public var inputFilter: ((String) -> String)?

  /// Whether the text is one line: newlines in inserted text, including what ``inputFilter``
  /// returns, become spaces.
  ///
  /// ``TextField`` sets it.
  public var isSingleLine = false

  /// The observers by their identifier, and their identifiers in the order they were added.
  var observers: [Int: (TextChange) -> Void] = [:]
  var observerOrder: [Int] = []
  var nextObserverID = 0
  /// Whether a change is being delivered to the observers: edits made meanwhile wait in
  /// ``deferredEdits``.
  var isNotifying = false
  /// How many public operations are running, nested; deferred edits run when it falls to 0.
  var operationDepth = 0
  /// Edits observers made during a notification, oldest first.
  var deferredEdits: [() -> Void] = []
  /// The widgets showing the caret and selection, told around every selection assignment.
  var selectionWatchers: [WeakSelectionWatcher] = []

  /// Undo history: groups of edits, the last one on top.
  var undoStack: [UndoGroup] = []
  /// Undone groups, ready to redo.
  var redoStack: [UndoGroup] = []
  /// The group collecting edits inside ``groupUndo(_:)``, and how deep the nesting is.
  var openGroup: UndoGroup?
  var openGroupDepth = 0
  /// What the last recorded edit was, for coalescing typing into one undo step.
  var coalescing = UndoCoalescing.none
  /// The x position vertical caret movement aims for, kept across consecutive up/down moves.
  var goalX: CGFloat?

  /// Whether edits are recorded for undo; turning it off also forgets the history (secure
  /// text entry turns it off so no plaintext stays in memory).
  public var isUndoEnabled = true {
    didSet {
      if !isUndoEnabled { removeAllUndoHistory() }
    }
  }

  /// Creates storage holding `text`, with the caret at its end.
  public init(_ text: String = "") {
    paragraphs = Paragraphs(splitting: text)
    storedSelection = .caret(endPosition)
  }

  /// `text` split at its newlines (`"\n"`, `"\r\n"` or `"\r"`).
  ///
  /// Line breaks are always grapheme boundaries, so splitting the UTF-8 bytes is exact and
  /// far cheaper than walking grapheme clusters.
  static func splitIntoParagraphs(_ text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes -> [String] in
      var result: [String] = []
      var start = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 10 || byte == 13 {
          result.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
          if byte == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
            index += 1
          }
          start = index + 1
        }
        index += 1
      }
      result.append(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
      return result
    }
  }

  /// The whole text, paragraphs joined with `"\n"`.
  ///
  /// Assigning replaces everything (through ``inputFilter``), puts the caret at the end and
  /// clears the undo history, as assigning a `UITextView`'s text does.
  ///
  /// Assigning the text the storage already holds (after ``inputFilter``) changes nothing:
  /// observers are not called, and the caret and the undo history stay.
  public var text: String {
    get { paragraphs.joinedText }
    set {
      performOperation {
        let replacement = self.filtered(newValue)
        guard replacement != self.text else { return }
        self.composition = nil
        self.removeAllUndoHistory()
        self.apply(
          Replacement(range: self.startPosition..<self.endPosition, text: replacement),
          reason: .code, recording: .none, selecting: { _ in .caret(self.endPosition) })
      }
    }
  }

  /// The selection (or caret); assigned positions are clamped into the text and onto caret
  /// stops: a caret stays a caret (at the stop at or before it), a selection widens to every
  /// cluster it touches, so neither splits a character.
  public var selection: TextSelection {
    get { storedSelection }
    set {
      performOperation {
        self.commitOpenComposition()
        let selection = self.clampedSelection(anchor: newValue.anchor, head: newValue.head)
        let changes = selection != self.storedSelection
        if changes { self.tellSelectionWatchers { $0.selectionWillChange() } }
        self.storedSelection = selection
        self.coalescing = .none
        self.goalX = nil
        if changes { self.tellSelectionWatchers { $0.selectionDidChange() } }
      }
    }
  }

  /// The selected text; empty for a caret.
  public var selectedText: String { text(in: storedSelection.range) }

  /// Whether the text is empty; O(1), and makes no string of the first paragraph.
  public var isEmpty: Bool { paragraphs.count == 1 && paragraphs.utf8Count(at: 0) == 0 }

  /// The number of grapheme clusters, newlines included; O(text length).
  public var characterCount: Int {
    paragraphs.reduce(paragraphs.count - 1) { $0 + $1.count }
  }

  /// The start of the text.
  public var startPosition: TextPosition { .zero }

  /// The end of the text.
  public var endPosition: TextPosition {
    TextPosition(
      paragraph: paragraphs.count - 1, offset: paragraphs[paragraphs.count - 1].utf8.count)
  }

  /// The text between two positions, clamped onto caret stops (a range inside a cluster
  /// widens to the whole cluster).
  public func text(in range: Range<TextPosition>) -> String {
    let range = clampedRange(range)
    return rawText(from: range.lowerBound, to: range.upperBound)
  }

  /// The text between two positions taken exactly as given, which must lie inside the text.
  private func rawText(from lower: TextPosition, to upper: TextPosition) -> String {
    guard lower < upper else { return "" }
    if lower.paragraph == upper.paragraph {
      return String(paragraphs[lower.paragraph].utf8Slice(lower.offset, upper.offset))
    }
    var parts = [String(paragraphs[lower.paragraph].utf8Slice(lower.offset, nil))]
    parts += paragraphs[(lower.paragraph + 1)..<upper.paragraph]
    parts.append(String(paragraphs[upper.paragraph].utf8Slice(0, upper.offset)))
    return parts.joined(separator: "\n")
  }

  /// `position` clamped into the text and rounded down to a caret stop (a grapheme boundary
  /// where Pango places one).
  public func clamp(_ position: TextPosition) -> TextPosition {
    guard position.paragraph >= 0 else { return startPosition }
    guard position.paragraph < paragraphs.count else { return endPosition }
    let paragraph = position.paragraph
    let string = paragraphs[paragraph]
    let index = string.characterIndex(utf8Offset: position.offset)
    return TextPosition(paragraph: paragraph, offset: string.utf8Offset(of: index))
  }

  /// `position` clamped into the text and moved up to the end of the grapheme cluster it is
  /// inside, if it is inside one.
  func clampUp(_ position: TextPosition) -> TextPosition {
    let down = clamp(position)
    let string = paragraphs[down.paragraph]
    guard down.offset < position.offset, position.paragraph == down.paragraph,
      down.offset < string.utf8.count
    else { return down }
    let next = string.cursorPosition(after: down.offset) ?? string.utf8.count
    return TextPosition(paragraph: down.paragraph, offset: next)
  }

  /// The number of grapheme clusters (newlines included) before `position`; O(text before it).
  public func characterOffset(of position: TextPosition) -> Int {
    let position = clamp(position)
    let before = paragraphs[..<position.paragraph].reduce(position.paragraph) { $0 + $1.count }
    return before + paragraphs[position.paragraph].utf8Slice(0, position.offset).count
  }

  /// The position after `offset` grapheme clusters (newlines included), clamped to the text.
  public func position(atCharacterOffset offset: Int) -> TextPosition {
    var remaining = max(offset, 0)
    for (number, paragraph) in paragraphs.enumerated() {
      let count = paragraph.count
      if remaining <= count {
        let index = paragraph.index(paragraph.startIndex, offsetBy: remaining)
        return TextPosition(paragraph: number, offset: paragraph.utf8Offset(of: index))
      }
      remaining -= count + 1
    }
    return endPosition
  }

  /// Replaces the text in `range` with `string` as one undoable step, leaving the selection where
  /// the same text remains (or after the insertion, if the selection was inside `range`).
  ///
  /// The range is clamped onto caret stops: an empty one (an insertion point) at the stop at
  /// or before it, a longer one widened to every cluster it touches. Reported with reason
  /// ``TextChange/Reason/code``.
  public func replace(_ range: Range<TextPosition>, with string: String) {
    performOperation {
      self.commitOpenComposition()
      self.breakUndoCoalescing()
      let range = self.clampedRange(range)
      let before = self.storedSelection
      self.apply(
        Replacement(range: range, text: self.limited(string, replacing: range)), reason: .code,
        recording: .edit(.other)
      ) { edit in
        TextSelection(anchor: edit.adjust(before.anchor), head: edit.adjust(before.head))
      }
    }
  }

  /// What ``apply(_:reason:recording:selecting:)`` records for undo.
  enum UndoRecording {
    /// Nothing: undo and redo themselves, compositions in progress, assigning the text.
    case none
    /// The edit itself, joining the previous step when it continues the same typing.
    case edit(EditKind)
    /// The whole composition as one step: what it replaced, and the committed text.
    case commit(Composition)
  }

  /// One raw replacement: positions taken exactly as given (undo replays exact bytes).
  struct Replacement {
    var range: Range<TextPosition>
    var text: String
  }

  /// Performs `replacement`, sets the selection `select` picks for the resulting edit, records
  /// what `recording` says for undo, then notifies observers, and returns the edit.
  ///
  /// Observers therefore always see the storage consistent: the text, the selection and the
  /// undo history all as they are after the change.
  @discardableResult
  func apply(
    _ replacement: Replacement, reason: TextChange.Reason, recording: UndoRecording,
    selecting select: (Edit) -> TextSelection
  ) -> Edit {
    let selectionBefore = storedSelection
    let lower = replacement.range.lowerBound
    let upper = replacement.range.upperBound
    let removed = rawText(from: lower, to: upper)
    let inserted = Self.normalizedNewlines(replacement.text)
    let prefix = paragraphs[lower.paragraph].utf8Slice(0, lower.offset)
    let suffix = paragraphs[upper.paragraph].utf8Slice(upper.offset, nil)
    var parts = Self.splitIntoParagraphs(inserted)
    let lastPartLength = parts[parts.count - 1].utf8.count
    let endOffset = (parts.count == 1 ? prefix.utf8.count : 0) + lastPartLength
    parts[0] = String(prefix) + parts[0]
    parts[parts.count - 1] += suffix
    paragraphs.replaceSubrange(lower.paragraph...upper.paragraph, with: parts) {
      UnitCounts(counting: Substring(inserted)) - UnitCounts(counting: Substring(removed))
    }
    let insertedRange =
      lower..<TextPosition(
        paragraph: lower.paragraph + parts.count - 1, offset: endOffset)
    let edit = Edit(
      range: replacement.range, removedText: removed, insertedText: inserted,
      insertedRange: insertedRange)
    let chosen = select(edit)
    storedSelection = TextSelection(anchor: clamp(chosen.anchor), head: clamp(chosen.head))
    switch recording {
    case .none: break
    case .edit(let kind): record(edit, selectionBefore: selectionBefore, kind: kind)
    case .commit(let composition):
      guard !(composition.replacedText.isEmpty && edit.insertedText.isEmpty) else { break }
      let whole = Edit(
        range: composition.replacedRange, removedText: composition.replacedText,
        insertedText: edit.insertedText, insertedRange: edit.insertedRange)
      record(whole, selectionBefore: composition.selectionBefore, kind: .other)
    }
    notify(
      TextChange(
        replacedRange: replacement.range, removedText: removed, insertedText: inserted,
        insertedRange: insertedRange, selection: storedSelection, reason: reason))
    return edit
  }

  /// `string` passed through ``inputFilter`` and cut at a grapheme boundary so that replacing
  /// `range` with it keeps the text within ``maximumLength``.
  func limited(_ string: String, replacing range: Range<TextPosition>) -> String {
    let normalized = filtered(string)
    guard let maximumLength else { return normalized }
    let removed = text(in: range).count
    let room = max(maximumLength - (characterCount - removed), 0)
    return normalized.count <= room ? normalized : String(normalized.prefix(room))
  }

  /// `string` with newlines normalised, passed through ``inputFilter``, then folded onto one
  /// line when ``isSingleLine``.
  func filtered(_ string: String) -> String {
    let normalized = Self.normalizedNewlines(string)
    let user = inputFilter.map { Self.normalizedNewlines($0(normalized)) } ?? normalized
    guard isSingleLine, user.unicodeScalars.contains("\n") else { return user }
    return String(String.UnicodeScalarView(user.unicodeScalars.map { $0 == "\n" ? " " : $0 }))
  }

  /// `string` with every `"\r\n"` and lone `"\r"` turned into `"\n"`.
  static func normalizedNewlines(_ string: String) -> String {
    var string = string
    // memchr over the bytes: a document of 73 MB has no return to find in a few milliseconds,
    // where iterating its UTF-8 view takes about a hundred.
    let hasReturn = string.withUTF8 { bytes in
      bytes.baseAddress.map { memchr($0, 13, bytes.count) != nil } ?? false
    }
    guard hasReturn else { return string }
    var scalars = String.UnicodeScalarView()
    var previousWasReturn = false
    for scalar in string.unicodeScalars {
      if scalar == "\r" {
        scalars.append("\n")
      } else if !(scalar == "\n" && previousWasReturn) {
        scalars.append(scalar)
      }
      previousWasReturn = scalar == "\r"
    }
    return String(scalars)
  }
}

/// Identifies an observer added with ``TextStorage/addObserver(_:)``.
public struct TextObservation: Hashable, Sendable {
  let id: Int
}

extension String {
  /// The bytes between two UTF-8 offsets (`nil` meaning the end), as a substring.
  func utf8Slice(_ start: Int, _ end: Int?) -> Substring {
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    let upper = end.map { utf8.index(utf8.startIndex, offsetBy: $0) } ?? endIndex
    return self[lower..<upper]
  }
}
