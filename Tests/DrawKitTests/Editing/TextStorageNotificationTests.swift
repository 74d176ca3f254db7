import DrawKit
import Foundation
import Testing

/// What an observer saw while one change was delivered.
private struct Sighting: Equatable {
  let text: String
  let storageSelection: TextSelection
  let changeSelection: TextSelection
}

/// Observers hear of a change only once the storage is consistent: the text and the selection
/// are both as they are after the change, and the change carries that selection.
@Suite("TextStorage notifies when consistent")
struct TextStorageNotificationTests {
  private func watch(_ storage: TextStorage) -> () -> [Sighting] {
    var sightings: [Sighting] = []
    storage.addObserver { [unowned storage] change in
      sightings.append(
        Sighting(
          text: storage.text, storageSelection: storage.selection,
          changeSelection: change.selection))
    }
    return { sightings }
  }

  private func caret(_ storage: TextStorage, _ offset: Int) -> TextSelection {
    .caret(storage.position(atCharacterOffset: offset))
  }

  @Test func typingReportsTheCaretAfterTheTypedText() {
    let storage = TextStorage("ac")
    storage.selection = caret(storage, 1)
    let seen = watch(storage)
    storage.insertText("b")
    #expect(
      seen() == [
        Sighting(
          text: "abc", storageSelection: caret(storage, 2), changeSelection: caret(storage, 2))
      ])
  }

  @Test func deletionsReportTheCaretWhereTheTextWent() {
    let storage = TextStorage("abcd")
    storage.selection = caret(storage, 2)
    let seen = watch(storage)
    storage.deleteBackward()
    storage.deleteForward()
    let expected = [
      Sighting(
        text: "acd", storageSelection: caret(storage, 1), changeSelection: caret(storage, 1)),
      Sighting(text: "ad", storageSelection: caret(storage, 1), changeSelection: caret(storage, 1)),
    ]
    #expect(seen() == expected)
  }

  @Test func pasteAndNewlineMoveTheCaretBeforeObserversHear() {
    let storage = TextStorage("one")
    storage.selection = caret(storage, 3)
    let seen = watch(storage)
    storage.insertText("\n")
    storage.paste("two\nthree")
    #expect(seen().count == 2)
    #expect(seen()[0].storageSelection == .caret(TextPosition(paragraph: 1, offset: 0)))
    #expect(seen()[1].storageSelection == .caret(TextPosition(paragraph: 2, offset: 5)))
    #expect(seen().allSatisfy { $0.storageSelection == $0.changeSelection })
  }

  @Test func replaceReportsTheSelectionCarriedAcrossTheEdit() {
    let storage = TextStorage("hello world")
    storage.selection = TextSelection(
      anchor: storage.position(atCharacterOffset: 6), head: storage.position(atCharacterOffset: 11))
    let seen = watch(storage)
    storage.replace(storage.startPosition..<storage.position(atCharacterOffset: 5), with: "goodbye")
    let moved = TextSelection(
      anchor: storage.position(atCharacterOffset: 8), head: storage.position(atCharacterOffset: 13))
    #expect(
      seen() == [Sighting(text: "goodbye world", storageSelection: moved, changeSelection: moved)])
    #expect(storage.selectedText == "world")
  }

  @Test func assigningTheTextPutsTheCaretAtTheEndBeforeObserversHear() {
    let storage = TextStorage("old")
    storage.selection = caret(storage, 0)
    var couldUndo: [Bool] = []
    storage.addObserver { [unowned storage] _ in couldUndo.append(storage.canUndo) }
    let seen = watch(storage)
    storage.insertText("x")
    storage.text = "brand new"
    #expect(
      seen().last
        == Sighting(
          text: "brand new", storageSelection: caret(storage, 9), changeSelection: caret(storage, 9)
        ))
    #expect(couldUndo == [true, false])
  }

  @Test func undoAndRedoReportTheRestoredSelectionOnTheirLastEdit() {
    let storage = TextStorage("abc")
    storage.selection = TextSelection(
      anchor: storage.position(atCharacterOffset: 1), head: storage.position(atCharacterOffset: 2))
    storage.groupUndo {
      storage.insertText("X")
      storage.selection = caret(storage, 0)
      storage.insertText("Y")
    }
    #expect(storage.text == "YaXc")
    let seen = watch(storage)
    var history: [String] = []
    storage.addObserver { [unowned storage] change in
      history.append("\(change.reason) undo:\(storage.canUndo) redo:\(storage.canRedo)")
    }
    storage.undo()
    #expect(storage.text == "abc")
    #expect(seen().count == 2)
    let restored = TextSelection(
      anchor: storage.position(atCharacterOffset: 1), head: storage.position(atCharacterOffset: 2))
    #expect(
      seen().last == Sighting(text: "abc", storageSelection: restored, changeSelection: restored))
    #expect(seen().allSatisfy { $0.storageSelection == $0.changeSelection })
    storage.redo()
    #expect(storage.text == "YaXc")
    #expect(seen().count == 4)
    #expect(seen().last?.storageSelection == caret(storage, 1))
    #expect(seen().last?.changeSelection == caret(storage, 1))
    #expect(
      history == [
        "undo undo:false redo:true", "undo undo:false redo:true",
        "redo undo:true redo:false", "redo undo:true redo:false",
      ])
  }

  @Test func everySelectionAnObserverSeesLiesInsideTheText() {
    let storage = TextStorage("")
    var outside = 0
    storage.addObserver { [unowned storage] change in
      let text = storage.text
      for position in [change.selection.anchor, change.selection.head, storage.selection.head] {
        if storage.clamp(position) != position { outside += 1 }
      }
      if storage.text(in: storage.startPosition..<storage.endPosition) != text { outside += 1 }
    }
    for round in 0..<200 {
      switch round % 7 {
      case 0: storage.insertText("ab\nc")
      case 1: storage.deleteBackward()
      case 2: storage.selection = caret(storage, round % 5)
      case 3: storage.undo()
      case 4: storage.redo()
      case 5: storage.paste("é👩‍👩‍👧")
      default:
        storage.replace(storage.startPosition..<storage.position(atCharacterOffset: 2), with: "")
      }
    }
    #expect(outside == 0)
  }

  @Test func aTextViewsOnChangeSeesTheNewCaret() {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), text: "ab")
    view.storage.selection = .caret(view.storage.endPosition)
    var carets: [TextPosition] = []
    _ = view.onChange { view, _ in carets.append(view.storage.selection.head) }
    view.storage.insertText("c")
    view.storage.insertText("\n")
    #expect(
      carets == [TextPosition(paragraph: 0, offset: 3), TextPosition(paragraph: 1, offset: 0)])
  }
}
