import DrawKit
import Foundation
import Testing

/// Adds an observer that checks, for every change, that the storage holds the change's
/// inserted text where the change says it lies: observers must see a consistent storage.
private func checkConsistency(of storage: TextStorage) -> LockedValue<[String]> {
  let problems = LockedValue<[String]>([])
  storage.addObserver { [unowned storage] change in
    let actual = storage.text(in: change.insertedRange)
    if actual != change.insertedText {
      problems.withLock { $0.append("\(change.insertedText.debugDescription) read \(actual)") }
    }
  }
  return problems
}

@Suite("Adversarial TextStorage: observers that edit, remove each other and loop")
struct TextStorageReentrancyTests {
  @Test func observersRunInTheOrderTheyWereAdded() {
    let storage = TextStorage()
    var calls: [Int] = []
    for index in 0..<40 {
      storage.addObserver { _ in calls.append(index) }
    }
    storage.insertText("a")
    #expect(calls == Array(0..<40))
    calls.removeAll()
    storage.undo()
    #expect(calls == Array(0..<40))
  }

  @Test func observerRemovedDuringNotificationDoesNotRunAgain() {
    let storage = TextStorage()
    var calls: [String] = []
    var later: TextObservation?
    var selfRemoving: TextObservation?
    storage.addObserver { [unowned storage] _ in
      calls.append("first")
      if let later { storage.removeObserver(later) }
    }
    selfRemoving = storage.addObserver { [unowned storage] _ in
      calls.append("self-removing")
      if let selfRemoving { storage.removeObserver(selfRemoving) }
    }
    later = storage.addObserver { _ in calls.append("later") }
    storage.insertText("a")
    storage.insertText("b")
    #expect(calls == ["first", "self-removing", "first"])
  }

  @Test func observerAddedDuringNotificationHearsOnlyLaterChanges() {
    let storage = TextStorage()
    var heard: [String] = []
    var added = false
    storage.addObserver { [unowned storage] _ in
      guard !added else { return }
      added = true
      storage.addObserver { change in heard.append(change.insertedText) }
    }
    storage.insertText("a")
    storage.insertText("b")
    #expect(heard == ["b"])
  }

  @Test func truncatingObserverKeepsTenCharacters() {
    let storage = TextStorage()
    let problems = checkConsistency(of: storage)
    storage.addObserver { [unowned storage] _ in
      if storage.characterCount > 10 { storage.text = String(storage.text.prefix(10)) }
    }
    for character in "abcdefghijklmnopqrstu" {
      storage.insertText(String(character))
      #expect(storage.characterCount <= 10)
    }
    #expect(storage.text == "abcdefghij")
    storage.selection = .caret(TextPosition(paragraph: 0, offset: 3))
    storage.paste("0123456789👩‍👩‍👧")
    #expect(storage.text == "abc0123456")
    storage.undo()
    storage.redo()
    #expect(problems.withLock { $0 } == [])
  }

  @Test func digitsOnlyObserverFiltersTypingAndPastes() {
    let storage = TextStorage()
    let problems = checkConsistency(of: storage)
    storage.addObserver { [unowned storage] change in
      let digits = change.insertedText.filter(\.isNumber)
      if digits != change.insertedText { storage.replace(change.insertedRange, with: digits) }
    }
    for character in "a1b2c3" {
      storage.insertText(String(character))
    }
    #expect(storage.text == "123")
    storage.selection = .caret(TextPosition(paragraph: 0, offset: 1))
    storage.paste("x9y8\nz")
    #expect(storage.text == "19823")
    storage.undo()
    storage.undo()
    #expect(problems.withLock { $0 } == [])
  }

  @Test func clearingObserverLeavesTheStorageEmptyAndUndoSafe() {
    let storage = TextStorage("seed")
    var changes = 0
    storage.addObserver { [unowned storage] _ in
      changes += 1
      storage.text = ""
    }
    storage.insertText("typed")
    #expect(storage.text == "")
    #expect(changes == 2)
    storage.deleteBackward()
    storage.undo()
    storage.redo()
    storage.paste("more\nlines")
    #expect(storage.text == "")
    #expect(storage.selection == .caret(.zero))
  }

  @Test func observerAssigningTextUnconditionallyDoesNotRecurse() {
    let storage = TextStorage("start")
    var changes = 0
    storage.addObserver { [unowned storage] _ in
      changes += 1
      storage.text = storage.text
    }
    storage.insertText("!")
    #expect(storage.text == "start!")
    #expect(changes == 1)
    let fixed = TextStorage()
    fixed.addObserver { [unowned fixed] _ in fixed.text = "fixed" }
    fixed.insertText("x")
    fixed.deleteBackward()
    #expect(fixed.text == "fixed")
  }

  @Test func assigningTheSameTextChangesNothing() {
    let storage = TextStorage("same")
    storage.insertText("!")
    storage.selection = .caret(TextPosition(paragraph: 0, offset: 2))
    var changes = 0
    storage.addObserver { _ in changes += 1 }
    storage.text = "same!"
    #expect(changes == 0)
    #expect(storage.selection == .caret(TextPosition(paragraph: 0, offset: 2)))
    #expect(storage.canUndo)
    storage.inputFilter = { $0.lowercased() }
    storage.text = "SAME!"
    #expect(changes == 0)
  }

  @Test func observersThatKeepEditingEachOtherStopAtTheLimit() {
    let warnings = LockedValue<[String]>([])
    let previous = Diagnostics.warningHandler
    Diagnostics.warningHandler = { message in warnings.withLock { $0.append(message) } }
    defer { Diagnostics.warningHandler = previous }
    let storage = TextStorage()
    storage.addObserver { [unowned storage] change in
      if change.insertedText != "x" { storage.insertText("x") }
    }
    storage.addObserver { [unowned storage] change in
      if change.insertedText != "y" { storage.insertText("y") }
    }
    storage.insertText("go")
    #expect(storage.text.count <= 2 + TextStorage.deferredEditLimit)
    #expect(storage.text.hasPrefix("goxy"))
    #expect(warnings.withLock { $0 }.contains { $0.contains("dropped") })
  }

  @Test func editsDuringUndoAndRedoWaitForThem() {
    let storage = TextStorage()
    let problems = checkConsistency(of: storage)
    storage.addObserver { [unowned storage] change in
      if change.reason == .undo { storage.deleteBackward() }
    }
    storage.insertText("one ")
    storage.breakUndoCoalescing()
    storage.paste("two\nthree")
    storage.undo()
    #expect(storage.text == "one")
    storage.undo()
    storage.redo()
    #expect(problems.withLock { $0 } == [])
  }

  @Test func groupUndoSurvivesAssignmentAndUndoInside() {
    let storage = TextStorage("base")
    storage.groupUndo {
      storage.insertText(" more")
      storage.text = ""
    }
    storage.undo()
    #expect(storage.text == "")
    storage.groupUndo {
      storage.insertText("abc")
      storage.undo()
      storage.insertText("xyz")
    }
    #expect(storage.text == "xyz")
    storage.undo()
    #expect(storage.text == "")
    storage.undo()
    storage.redo()
    storage.redo()
    #expect(storage.text == "xyz")
    storage.groupUndo {
      storage.deleteBackward()
      storage.redo()
      storage.undo()
      storage.undo()
    }
    storage.undo()
    storage.redo()
  }

  @Test func groupUndoCalledByAnObserverMakesOneStepAfterTheChange() {
    let storage = TextStorage()
    storage.addObserver { [unowned storage] change in
      guard change.insertedText == "!" else { return }
      storage.groupUndo {
        storage.insertText("?")
        storage.insertText("¿")
      }
    }
    storage.insertText("!")
    #expect(storage.text == "!?¿")
    storage.undo()
    #expect(storage.text == "!")
  }

  @Test(arguments: [Int.min, -1, -1_000_000])
  func negativeMaximumLengthMeansNothingFits(limit: Int) {
    let storage = TextStorage("kept")
    storage.maximumLength = limit
    #expect(storage.maximumLength == 0)
    storage.insertText("more")
    storage.paste("x")
    storage.replace(storage.startPosition..<storage.startPosition, with: "y")
    #expect(storage.text == "kept")
    storage.maximumLength = .max
    storage.insertText("!")
    #expect(storage.text == "kept!")
  }

  @Test func textFieldOnChangeThatTruncatesViaTheTextProperty() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let field = TextField(frame: root.bounds)
    root.addSubview(field)
    field.onChange { field, _ in field.text = String(field.text.prefix(10)) }
    field.becomeFirstResponder()
    for character in "abcdefghijklmnop" {
      root.dispatch(KeyEvent(.character(character), text: String(character)))
    }
    #expect(field.text == "abcdefghij")
    root.dispatch(KeyEvent(.left))
    root.dispatch(.typing("XYZ"))
    #expect(field.text == "abcdefghiX")
    field.effectivePasteboard.string = "pasted text that is long"
    field.perform(.selectAll)
    field.perform(.paste)
    #expect(field.text == "pasted tex")
    #expect(try render(root).pixelWidth == 200)
  }

  @Test func textFieldOnChangeAssigningTextUnconditionally() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40), text: "ab")
    var calls = 0
    field.onChange { field, _ in
      calls += 1
      field.text = field.text
    }
    field.storage.insertText("c")
    #expect(field.text == "abc")
    #expect(calls == 1)
  }

  @Test func textViewOnChangeThatClears() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    let view = TextView(frame: root.bounds, text: "first\nsecond")
    root.addSubview(view)
    _ = try render(root)
    view.onChange { view, _ in view.text = "" }
    view.becomeFirstResponder()
    root.dispatch(KeyEvent(.character("x"), text: "x"))
    #expect(view.text == "")
    view.storage.paste("one\ntwo\nthree")
    #expect(view.text == "")
    view.storage.undo()
    #expect(try render(root).pixelHeight == 120)
  }

  @Test func textViewOnChangeThatKeepsTwoParagraphs() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    let view = TextView(frame: root.bounds, text: "a")
    root.addSubview(view)
    _ = try render(root)
    view.onChange { view, _ in
      let paragraphs = view.storage.paragraphs
      if paragraphs.count > 2 { view.text = paragraphs.prefix(2).joined(separator: "\n") }
    }
    view.storage.selection = .caret(view.storage.endPosition)
    view.storage.paste("\nb\nc\nd")
    #expect(view.text == "a\nb")
    view.storage.insertText("\n")
    #expect(view.storage.paragraphs.count == 2)
    let image = try render(root)
    #expect(image.inkCount(background: .white) > 0)
  }
}
