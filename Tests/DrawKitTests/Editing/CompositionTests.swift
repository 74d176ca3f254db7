import DrawKit
import Foundation
import Testing

/// The marked text a Japanese input method sends while `nihongo` is typed, converted and
/// committed: the reading, then the conversion with its first clause being converted.
private enum Japanese {
  static let reading = MarkedText("にほんご")
  static var converting: MarkedText {
    let text = "日本語"
    let clause = text.startIndex..<text.index(text.startIndex, offsetBy: 2)
    return MarkedText(
      text, selection: clause.upperBound..<clause.upperBound,
      segments: [
        .init(range: clause, style: .converting),
        .init(range: clause.upperBound..<text.endIndex, style: .raw),
      ])
  }
}

/// Composition (marked text) in the model and every text widget, without an input method.
@Suite("Composition: marked text in the model and the widgets")
struct CompositionTests {
  @Test func aScriptedCompositionCommitsAsOneUndoStep() {
    let storage = TextStorage("ab")
    storage.selection = .caret(TextPosition(paragraph: 0, offset: 1))
    var reasons: [TextChange.Reason] = []
    storage.addObserver { [unowned storage] change in
      reasons.append(change.reason)
      #expect(change.selection == storage.selection)
    }
    storage.setMarkedText(Japanese.reading)
    #expect(storage.text == "aにほんごb")
    #expect(storage.isComposing)
    #expect(
      storage.markedRange == TextPosition(
        paragraph: 0, offset: 1)..<TextPosition(paragraph: 0, offset: 13))
    #expect(storage.selection == .caret(TextPosition(paragraph: 0, offset: 13)))
    storage.setMarkedText(Japanese.converting)
    #expect(storage.text == "a日本語b")
    #expect(
      storage.selection == .caret(TextPosition(paragraph: 0, offset: 7)), "caret after the clause")
    #expect(storage.markedText?.segments.first?.style == .converting)
    storage.insertText("日本語")
    #expect(storage.text == "a日本語b")
    #expect(!storage.isComposing && storage.markedRange == nil)
    #expect(storage.selection == .caret(TextPosition(paragraph: 0, offset: 10)))
    #expect(reasons == [.composition, .composition, .typing])
    storage.undo()
    #expect(storage.text == "ab")
    #expect(storage.selection == .caret(TextPosition(paragraph: 0, offset: 1)))
    storage.redo()
    #expect(storage.text == "a日本語b")
    #expect(!storage.canRedo)
  }

  @Test func aCompositionReplacesTheSelectionAndCancelPutsItBack() {
    let storage = TextStorage("keep this")
    let selected = TextSelection(
      anchor: TextPosition(paragraph: 0, offset: 5), head: TextPosition(paragraph: 0, offset: 9))
    storage.selection = selected
    storage.setMarkedText(MarkedText("か"))
    #expect(storage.text == "keep か")
    storage.setMarkedText(MarkedText(""))
    #expect(storage.text == "keep ")
    #expect(storage.isComposing, "an empty composition is still open")
    storage.cancelComposition()
    #expect(storage.text == "keep this")
    #expect(storage.selection == selected)
    #expect(!storage.canUndo, "a cancelled composition leaves no undo step")
  }

  @Test func unmarkCommitsWhatIsShownAndOtherEditsCommitFirst() {
    let storage = TextStorage("")
    storage.setMarkedText(Japanese.converting)
    storage.unmarkText()
    #expect(storage.text == "日本語" && !storage.isComposing)
    storage.setMarkedText(MarkedText("の"))
    storage.paste("テキスト")
    #expect(storage.text == "日本語のテキスト", "paste commits the composition, then pastes")
    storage.setMarkedText(MarkedText("x"))
    storage.deleteBackward()
    #expect(storage.text == "日本語のテキスト", "BackSpace commits, then deletes the x")
    storage.setMarkedText(MarkedText("y"))
    storage.selection = .caret(storage.startPosition)
    #expect(storage.text == "日本語のテキストy" && !storage.isComposing)
    storage.setMarkedText(MarkedText("z"))
    storage.text = "fresh"
    #expect(storage.text == "fresh" && !storage.isComposing && storage.markedText == nil)
  }

  @Test func theCommitPassesTheFiltersButTheCompositionShowsAsTyped() {
    let storage = TextStorage("12")
    storage.maximumLength = 4
    storage.inputFilter = { $0.replacingOccurrences(of: "x", with: "") }
    storage.setMarkedText(MarkedText("xabcdef"))
    #expect(storage.text == "12xabcdef", "shown as composed")
    storage.unmarkText()
    #expect(storage.text == "12ab", "filtered and cut to the maximum on commit")
    storage.undo()
    #expect(storage.text == "12")
  }

  @Test func markedTextNeverHoldsALineBreakAndBadIndicesAreClamped() {
    let other = "a much longer string than the marked text"
    let marked = MarkedText(
      "a\nb\r\n", selection: other.index(other.startIndex, offsetBy: 30)..<other.endIndex,
      segments: [.init(range: other.startIndex..<other.endIndex, style: .converting)])
    #expect(marked.text == "a b ", "one space per line break, a CRLF pair being one")
    #expect(marked.selection == marked.text.endIndex..<marked.text.endIndex)
    #expect(marked.segments.first?.range == marked.text.startIndex..<marked.text.endIndex)
    let storage = TextStorage("one\ntwo")
    storage.setMarkedText(marked)
    #expect(storage.text == "one\ntwoa b ")
  }

  @Test func secureStorageIgnoresMarkedText() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    field.isSecureTextEntry = true
    #expect(!field.acceptsMarkedText)
    field.setMarkedText(Japanese.reading)
    field.storage.setMarkedText(Japanese.reading)
    #expect(field.text.isEmpty && !field.isComposing)
    field.insertText("pw")
    #expect(field.text == "pw")
    let readOnly = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    readOnly.isEditable = false
    #expect(!readOnly.acceptsMarkedText)
    readOnly.setMarkedText(Japanese.reading)
    readOnly.insertText("no")
    #expect(readOnly.text.isEmpty)
  }

  @Test func observersThatEditDuringACompositionSeeItsReason() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    var reasons: [String] = []
    _ = field.onChange { field, change in
      reasons.append("\(change.reason)")
      guard change.reason != .composition else { return }
      field.text = String(field.text.prefix(2))
    }
    field.setMarkedText(Japanese.reading)
    field.setMarkedText(Japanese.converting)
    #expect(field.text == "日本語", "a filter that waits for the commit leaves the composition alone")
    field.unmarkText()
    #expect(field.text == "日本")
    #expect(reasons == ["composition", "composition", "typing", "code"])
  }

  @Test func thePlaceholderHidesWhileComposing() throws {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
    view.placeholder = "プレースホルダー"
    #expect(!view.placeholderFragments.isEmpty)
    #expect(view.state.contains(.empty))
    view.setMarkedText(MarkedText(""))
    #expect(view.placeholderFragments.isEmpty)
    #expect(!view.state.contains(.empty))
    view.cancelComposition()
    #expect(!view.placeholderFragments.isEmpty)
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 240, height: 30))
    field.backgroundColor = .white
    field.placeholder = "名前"
    let empty = try render(field)
    field.setMarkedText(MarkedText(""))
    let composing = try render(field)
    #expect(empty.inkCount() > composing.inkCount(), "the placeholder's ink is gone")
  }

  /// The underline rows under `run`: the rows whose pixels are mostly ink across it.
  private func underlinedRows(_ image: Image, under rect: CGRect) -> Set<Int> {
    var rows: Set<Int> = []
    let columns = Int(rect.minX.rounded(.up) + 1)..<Int(rect.maxX.rounded(.down) - 1)
    for y in Int(rect.minY)..<min(Int(rect.maxY.rounded(.up)), image.pixelHeight) {
      let inked = columns.filter {
        image.pixel(x: $0, y: y).maximumChannelDifference(
          from: Pixel(red: 255, green: 255, blue: 255)) > 100
      }
      if inked.count == columns.count { rows.insert(y) }
    }
    return rows
  }

  @Test(arguments: ["TextField", "TextView", "PlaceholderTextView"])
  func theUnderlineLiesUnderTheMarkedCharacters(widget: String) throws {
    let frame = CGRect(x: 0, y: 0, width: 300, height: 60)
    let view: TextInputView =
      switch widget {
      case "TextField": TextField(frame: frame, text: "ab")
      case "TextView": TextView(frame: frame, text: "ab")
      default: PlaceholderTextView(frame: frame, text: "ab")
      }
    view.backgroundColor = .white
    view.storage.selection = .caret(view.storage.endPosition)
    view.setMarkedText(Japanese.converting)
    #expect(view.text == "ab日本語")
    try pinTestFonts()
    let runs = view.markedTextRuns
    #expect(runs.map(\.style) == [.converting, .raw])
    let start = view.caretRect(for: TextPosition(paragraph: 0, offset: 2))
    let end = view.caretRect(for: TextPosition(paragraph: 0, offset: 11))
    #expect(abs(runs[0].rect.minX - start.minX) < 0.5)
    #expect(abs(runs[1].rect.maxX - end.minX) < 0.5)
    #expect(runs[0].rect.maxX == runs[1].rect.minX)
    view.blinkCaret()
    #expect(!view.isCaretBlinkVisible)
    let image = try render(view)
    let converting = underlinedRows(image, under: runs[0].rect)
    let raw = underlinedRows(image, under: runs[1].rect)
    let bottom = Int(runs[0].rect.maxY.rounded()) - 1
    #expect(converting.contains(bottom) && converting.contains(bottom - 1), "two rows thick")
    #expect(raw.contains(bottom) && !raw.contains(bottom - 1), "one row thick")
    let plain = CGRect(x: 0, y: runs[0].rect.minY, width: start.minX, height: runs[0].rect.height)
    #expect(underlinedRows(image, under: plain).isEmpty, "no underline under the committed text")
    view.unmarkText()
    #expect(view.markedTextRuns.isEmpty)
    let committed = try render(view)
    #expect(underlinedRows(committed, under: runs[1].rect).isEmpty)
  }
}
