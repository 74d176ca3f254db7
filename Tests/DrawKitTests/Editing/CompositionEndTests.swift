import DrawKit
import Foundation
import Testing

/// An input method as a host drives it through ``TextComposing``: it keeps its own preedit,
/// as IBus and GTK's contexts do, sends the whole preedit after each key, and forgets it when
/// the host resets it (which the host does when the view says the composition ended).
private final class ScriptedInputMethod {
  private(set) var preedit = ""
  private(set) var resets = 0
  private let view: TextComposing

  init(_ view: TextComposing) {
    self.view = view
    view.onCompositionEnd { [unowned self] ended in
      #expect(ended === self.view)
      self.preedit = ""
      self.resets += 1
    }
  }

  /// A key the input method composes with.
  func compose(_ key: Character) {
    preedit.append(key)
    view.setMarkedText(MarkedText(preedit))
  }

  /// The input method drops its preedit (Escape).
  func cancel() {
    preedit = ""
    view.cancelComposition()
  }

  /// The input method commits its preedit as shown.
  func unmark() {
    preedit = ""
    view.unmarkText()
  }

  /// The input method commits its preedit (converted or not).
  func commit(_ text: String? = nil) {
    let committed = text ?? preedit
    preedit = ""
    view.insertText(committed)
  }
}

@Suite("Adversarial composition: edits that are not the input method's end it without losing it")
struct CompositionEndTests {
  @Test func returnWhileComposingInATextViewCommitsTheCompositionThenBreaksTheLine() {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), text: "a")
    let input = ScriptedInputMethod(view)
    input.compose("に")
    input.compose("ほ")
    #expect(view.text == "aにほ" && view.isComposing)
    #expect(view.keyDown(KeyEvent(.return)))
    #expect(view.text == "aにほ\n", "the composed text stays, the newline follows it")
    #expect(!view.isComposing)
    #expect(view.storage.selection == .caret(TextPosition(paragraph: 1, offset: 0)))
    #expect(input.resets == 1, "the host is told, so its next preedit starts afresh")
    view.storage.undo()
    #expect(view.text == "aにほ", "the newline is its own undo step")
    view.storage.undo()
    #expect(view.text == "a")
  }

  @Test func returnWhileComposingInAFieldSubmitsTheComposedText() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30), text: "名")
    var submitted: [String] = []
    field.onSubmit { submitted.append($1) }
    let input = ScriptedInputMethod(field)
    input.compose("前")
    #expect(field.keyDown(KeyEvent(.return)))
    #expect(submitted == ["名前"] && field.text == "名前" && !field.isComposing)
    #expect(input.resets == 1)
  }

  @Test func keysTheInputMethodReturnsEditAfterTheComposition() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let view = TextView(frame: root.bounds)
    root.addSubview(view)
    #expect(view.becomeFirstResponder())
    let input = ScriptedInputMethod(view)
    input.compose("か")
    #expect(root.dispatch(.typing("!")))
    #expect(view.text == "か!", "typed text is added after the composition, not over it")
    input.compose("な")
    #expect(root.dispatch(KeyEvent(.left)))
    #expect(view.text == "か!な" && !view.isComposing, "Left commits, then moves")
    input.compose("ん")
    #expect(view.text == "か!んな")
    #expect(root.dispatch(KeyEvent(.backspace)))
    #expect(view.text == "か!な" && !view.isComposing, "BackSpace commits, then deletes")
    #expect(input.resets == 3)
  }

  @Test func anOnChangeThatRewritesTheTextWhileComposingDoesNotDoubleTheComposition() {
    for widget in ["TextField", "TextView", "PlaceholderTextView"] {
      let frame = CGRect(x: 0, y: 0, width: 300, height: 60)
      let view: TextInputView =
        switch widget {
        case "TextField": TextField(frame: frame)
        case "TextView": TextView(frame: frame)
        default: PlaceholderTextView(frame: frame)
        }
      _ = view.onChange { view, _ in
        let upper = view.text.uppercased()
        if upper != view.text { view.text = upper }
      }
      let input = ScriptedInputMethod(view)
      for key in "kan" { input.compose(key) }
      #expect(view.text == "KAN", "\(widget): \(view.text)")
      #expect(!view.isComposing && input.preedit.isEmpty, "\(widget)")
      #expect(input.resets == 3, "\(widget): one reset per composition the handler ended")
    }
  }

  @Test func everyEndTheHostDidNotAskForIsReportedAndNoOther() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30), text: "ab")
    let other = TextField(frame: CGRect(x: 0, y: 40, width: 300, height: 30))
    root.addSubview(field)
    root.addSubview(other)
    #expect(field.becomeFirstResponder())
    let input = ScriptedInputMethod(field)
    input.compose("x")
    input.commit()
    input.compose("y")
    input.cancel()
    input.compose("z")
    input.unmark()
    #expect(field.text == "abxz" && input.resets == 0, "the host's own ends are not reported")
    let ends: [(String, () -> Void)] = [
      ("text from code", { field.text = "new" }),
      ("selection from code", { field.storage.selection = .caret(.zero) }),
      ("replace from code", { field.storage.replace(.zero..<TextPosition.zero, with: "<") }),
      ("select all", { field.storage.selectAll() }),
      ("undo", { field.storage.undo() }),
      (
        "click",
        {
          _ = root.dispatch(PointerEvent(.down, at: CGPoint(x: 2, y: 10)))
          _ = root.dispatch(PointerEvent(.up, at: CGPoint(x: 2, y: 10)))
        }
      ),
      ("Left", { _ = root.dispatch(KeyEvent(.left)) }),
      ("focus loss", { _ = other.becomeFirstResponder() }),
    ]
    for (number, (name, end)) in ends.enumerated() {
      #expect(field.becomeFirstResponder() || field.isFocused)
      input.compose("q")
      #expect(field.isComposing, "\(name)")
      end()
      #expect(!field.isComposing, "\(name) ends the composition")
      #expect(input.resets == number + 1, "\(name) is reported once")
      #expect(input.preedit.isEmpty)
    }
  }

  @Test func theStorageCommitsBeforeACommandAndKeepsTheCompositionAsOneUndoStep() {
    let storage = TextStorage("12")
    storage.setMarkedText(MarkedText("にほん"))
    #expect(storage.perform(.insertText("!"), pasteboard: nil))
    #expect(storage.text == "12にほん!" && !storage.isComposing)
    storage.setMarkedText(MarkedText("ご"))
    #expect(!storage.perform(.insertNewline, pasteboard: nil), "Return belongs to the view")
    #expect(storage.text == "12にほん!ご" && !storage.isComposing)
    storage.setMarkedText(MarkedText("x"))
    #expect(storage.perform(.copy, pasteboard: MemoryPasteboard()))
    #expect(storage.isComposing, "copying leaves the composition to the input method")
    storage.cancelComposition()
    storage.undo()
    #expect(storage.text == "12にほん!")
    storage.undo()
    #expect(storage.text == "12にほん")
    storage.undo()
    #expect(storage.text == "12")
  }
}
