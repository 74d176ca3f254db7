import Foundation

/// A text widget with a placeholder, which names it for assistive technology when nothing
/// else does.
protocol PlaceholderProviding {
  var placeholder: String { get }
}

extension TextField: PlaceholderProviding {}
extension PlaceholderTextView: PlaceholderProviding {}

/// The text interface assistive technology reads and edits a text widget through, in
/// character offsets as AT-SPI counts them (Unicode scalars); a secure widget shows one bullet
/// per character instead of its text, and its offsets count bullets.
extension TextInputView {
  /// The element a text widget exposes, built on `base` (what was assigned, if anything): a
  /// ``AccessibilityRole/textField`` for one line, a ``AccessibilityRole/passwordField`` for
  /// secure text, a ``AccessibilityRole/textArea`` otherwise; the label falls back to the
  /// placeholder; the value is the text, or bullets for secure text.
  func describeForAccessibility(_ base: AccessibilityElement?) -> AccessibilityElement {
    let role: AccessibilityRole =
      storage.isSecure ? .passwordField : storage.isSingleLine ? .textField : .textArea
    var element = base ?? AccessibilityElement(role: role)
    if base == nil || element.role == .textField || element.role == .textArea {
      element.role = role
    }
    if element.label.isEmpty, let placeholder = (self as? PlaceholderProviding)?.placeholder {
      element.label = placeholder
    }
    element.value = accessibleText
    element.states.insert(isEditable ? .editable : .readOnly)
    if !storage.isSingleLine { element.states.insert(.multiLine) }
    return element
  }

  /// The text as assistive technology may read it: the text itself, or one bullet per
  /// character while it is secure.
  public var accessibleText: String {
    storage.isSecure ? String(repeating: "•", count: storage.characterCount) : storage.text
  }

  /// The caret's character offset; assigning moves the caret (clamped into the text, and to
  /// the start of the grapheme cluster an offset inside one falls in).
  public var accessibleCaretOffset: Int {
    get { accessibleOffset(of: storage.selection.head) }
    set {
      storage.selection = .caret(position(atAccessibleOffset: newValue))
      afterAccessibilityEdit()
      postCaretMoved()
    }
  }

  /// The selection in character offsets; assigning selects (clamped into the text: an empty
  /// range stays a caret, at the start of the cluster it falls in; a longer one widens to
  /// the clusters it touches).
  public var accessibleSelection: Range<Int> {
    get {
      let range = storage.selection.range
      return accessibleOffset(of: range.lowerBound)..<accessibleOffset(of: range.upperBound)
    }
    set {
      storage.selection = TextSelection(
        anchor: position(atAccessibleOffset: newValue.lowerBound),
        head: position(atAccessibleOffset: newValue.upperBound))
      afterAccessibilityEdit()
      postCaretMoved()
    }
  }

  /// The rectangle of the character at `offset`, in the root view's coordinates: from its
  /// caret edge to the next one, as tall as its line; for an offset inside a grapheme cluster,
  /// the whole cluster's.
  public func accessibleCharacterRect(at offset: Int) -> CGRect {
    let start = position(atAccessibleOffset: offset)
    let end = position(atAccessibleOffset: offset < .max ? offset + 1 : offset)
    let range = storage.clampedRange(start..<max(start, end))
    let rect = textRects(for: range).first ?? caretRect(for: range.lowerBound)
    return convert(rect, to: nil)
  }

  /// Inserts `text` at character offset `offset` (before the grapheme cluster an offset inside
  /// one falls in), as assistive technology's EditableText interface does; ignored unless the
  /// view is editable.
  public func accessibleInsert(_ text: String, at offset: Int) {
    guard isEditable else { return }
    let position = position(atAccessibleOffset: offset)
    storage.replace(position..<position, with: text)
    afterAccessibilityEdit()
  }

  /// Deletes the characters in `range` (character offsets; a range that reaches into a
  /// grapheme cluster deletes the whole cluster, an empty one nothing); ignored unless the view
  /// is editable.
  public func accessibleDelete(_ range: Range<Int>) {
    guard isEditable else { return }
    let lower = position(atAccessibleOffset: range.lowerBound)
    let upper = range.isEmpty ? lower : position(atAccessibleOffset: range.upperBound)
    storage.replace(lower..<max(lower, upper), with: "")
    afterAccessibilityEdit()
  }

  /// The character offset of `position`: Unicode scalars before it, or characters (bullets)
  /// when secure.
  func accessibleOffset(of position: TextPosition) -> Int {
    storage.isSecure ? storage.characterOffset(of: position) : storage.scalarOffset(of: position)
  }

  /// The position at character offset `offset`, clamped into the text; not rounded to a caret
  /// stop, which the storage does with the range it ends up in.
  func position(atAccessibleOffset offset: Int) -> TextPosition {
    guard !storage.isSecure else { return storage.position(atCharacterOffset: offset) }
    return storage.position(atOffset: offset, in: .scalars, roundingUp: false)
  }

  /// Tells assistive technology what `change` deleted and inserted, and where the caret went.
  func postTextNotifications(for change: TextChange) {
    guard isAccessibilityObservedHere else { return }
    let start = accessibleOffset(of: change.replacedRange.lowerBound)
    func length(_ text: String) -> Int {
      storage.isSecure ? text.count : text.unicodeScalars.count
    }
    let secret = storage.isSecure
    if !change.removedText.isEmpty {
      postAccessibilityNotification(
        .textDeleted, range: start..<start + length(change.removedText),
        text: secret ? nil : change.removedText)
    }
    if !change.insertedText.isEmpty {
      postAccessibilityNotification(
        .textInserted, range: start..<start + length(change.insertedText),
        text: secret ? nil : change.insertedText)
    }
    postCaretMoved()
  }

  /// Tells assistive technology where the caret is now.
  func postCaretMoved() {
    guard isAccessibilityObservedHere else { return }
    let caret = accessibleCaretOffset
    postAccessibilityNotification(.caretMoved, range: caret..<caret, text: nil)
  }

  private func afterAccessibilityEdit() {
    isCaretBlinkVisible = true
    scrollCaretToVisible()
    setNeedsDisplay()
  }
}
