import DrawKit
import Foundation

/// The widget tree the fuzzer drives, with a reference text per widget rebuilt only from the
/// changes the widget reported.
final class FuzzTree {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
  let widgets: [TextInputView]
  private var references: [String]
  /// The editing rule each widget's `onChange` enforces, and whether it has run since it was
  /// given (only then must the text obey it).
  private var rules: [Int]
  private var rulesRan: [Bool]

  init() {
    root.backgroundColor = .white
    root.theme = .notes
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 300, height: 40), text: "field")
    let view = TextView(frame: CGRect(x: 10, y: 60, width: 300, height: 120), text: "one\ntwo")
    let placeholder = PlaceholderTextView(frame: CGRect(x: 10, y: 190, width: 300, height: 120))
    placeholder.placeholder = "プレースホルダー"
    placeholder.borderColor = .blue
    placeholder.borderWidth = 3
    placeholder.cornerRadius = 8
    widgets = [field, view, placeholder]
    references = widgets.map(\.storage.text)
    rules = widgets.map { _ in 0 }
    rulesRan = widgets.map { _ in false }
    for widget in widgets {
      root.addSubview(widget)
    }
    for (index, widget) in widgets.enumerated() {
      widget.storage.addObserver { [unowned self] change in
        self.apply(change, toReference: index)
      }
    }
    field.becomeFirstResponder()
  }

  var texts: [String] { widgets.map(\.storage.text) }

  func perform(_ operation: FuzzOperation) {
    switch operation {
    case .type(let text):
      root.dispatch(KeyEvent.typing(text))
    case .typeBytes(let bytes):
      (root.focusedView as? TextInputView)?.storage.insertUTF8(bytes)
    case .key(let key, let modifiers):
      root.dispatch(KeyEvent(key, modifiers: modifiers))
    case .click(let point, let count):
      root.dispatch(PointerEvent(.down, at: point, clickCount: count))
      root.dispatch(PointerEvent(.up, at: point, clickCount: count))
    case .drag(let from, let to):
      root.dispatch(PointerEvent(.down, at: from))
      root.dispatch(PointerEvent(.move, at: to))
      root.dispatch(PointerEvent(.up, at: to))
    case .scroll(let point, let dy):
      root.dispatch(PointerEvent(.scroll, at: point, scrollDelta: CGSize(width: 0, height: dy)))
    case .paste(let text):
      root.effectivePasteboard.string = text
      root.dispatch(KeyEvent(.character("v"), modifiers: .control))
    case .editingCallback(let widget, let rule):
      install(rule: rule % 4, on: widget % widgets.count)
    }
  }

  /// Gives widget `index` an `onChange` that edits the text, undoably, while it is being
  /// notified of a change: what users write for "max 12", "no x", "clear on !".
  private func install(rule: Int, on index: Int) {
    rules[index] = rule
    rulesRan[index] = false
    widgets[index].onChange { [unowned self] widget, _ in
      let storage = widget.storage
      let text = storage.text
      switch rule {
      case 1 where text.count > 12:
        storage.replace(storage.position(atCharacterOffset: 12)..<storage.endPosition, with: "")
      case 2:
        if let x = text.firstIndex(of: "x") {
          let offset = text.distance(from: text.startIndex, to: x)
          storage.replace(
            storage.position(
              atCharacterOffset: offset)..<storage.position(
                atCharacterOffset: offset + 1), with: "")
        }
      case 3 where text.contains("!"):
        storage.replace(storage.startPosition..<storage.endPosition, with: "")
      default:
        break
      }
      self.rulesRan[index] = true
    }
  }

  /// Whether widget `index`'s text obeys the rule its callback enforces.
  private func obeysRule(_ index: Int) -> Bool {
    let text = widgets[index].storage.text
    switch rules[index] {
    case 1: return text.count <= 12
    case 2: return !text.contains("x")
    case 3: return !text.contains("!")
    default: return true
    }
  }

  /// Applies a reported change to the reference, by UTF-8 offsets into the reference text.
  private func apply(_ change: TextChange, toReference index: Int) {
    var reference = references[index]
    let lower = Self.offset(of: change.replacedRange.lowerBound, in: reference)
    let upper = Self.offset(of: change.replacedRange.upperBound, in: reference)
    var bytes = Array(reference.utf8)
    guard lower <= upper, upper <= bytes.count else {
      references[index] = "<change out of range: \(change.replacedRange)>"
      return
    }
    bytes.replaceSubrange(lower..<upper, with: Array(change.insertedText.utf8))
    reference = String(decoding: bytes, as: UTF8.self)
    references[index] = reference
  }

  /// The UTF-8 offset of a paragraph/offset position in `text`, or `Int.max` if it is not in
  /// the text.
  private static func offset(of position: TextPosition, in text: String) -> Int {
    var paragraphStart = 0
    var paragraph = 0
    for (index, byte) in text.utf8.enumerated() where paragraph < position.paragraph && byte == 10 {
      paragraph += 1
      paragraphStart = index + 1
    }
    return paragraph == position.paragraph ? paragraphStart + position.offset : Int.max
  }

  /// The first broken per-step invariant, if any.
  func brokenInvariant() -> String? {
    for (index, widget) in widgets.enumerated() {
      let storage = widget.storage
      let text = storage.text
      guard text == references[index] else {
        return
          "widget \(index): text \(text.debugDescription) differs from the reported changes \(references[index].debugDescription)"
      }
      if rulesRan[index], !obeysRule(index) {
        return
          "widget \(index): its onChange rule \(rules[index]) does not hold: \(text.debugDescription)"
      }
      if widget is TextField, storage.paragraphs.count != 1 {
        return "widget \(index): a text field holds \(storage.paragraphs.count) paragraphs"
      }
      for end in [storage.selection.anchor, storage.selection.head] {
        guard storage.clamp(end) == end else {
          return "widget \(index): selection end \(end) is not a caret stop"
        }
      }
      if widget.isFocused, let caret = widget.visibleCaretRect {
        let height = (widget as? TextView)?.contentSize.height ?? widget.frame.height
        var content = CGRect(x: 0, y: 0, width: widget.frame.width, height: height)
        for fragment in widget.textFragments {
          for line in fragment.layout.lines {
            content = content.union(
              CGRect(
                x: fragment.origin.x + line.x, y: fragment.origin.y + line.top,
                width: line.width, height: line.height))
          }
        }
        guard content.insetBy(dx: -2, dy: -2).contains(CGPoint(x: caret.midX, y: caret.midY)) else {
          return "widget \(index): caret \(caret) outside its text and view \(content)"
        }
      }
    }
    return nil
  }

  /// Renders the tree; returns the error, if any.
  func renderProblem() -> String? {
    do {
      _ = try Renderer().image(of: root)
      return nil
    } catch {
      return "rendering failed: \(error)"
    }
  }

  /// Undoes everything and redoes as many steps.
  ///
  /// Returns what went wrong, if anything. Also compares each text view's height with a fresh
  /// layout of the same text.
  func undoRedoProblem(start: [String]) -> String? {
    for index in widgets.indices {
      install(rule: 0, on: index)
    }
    for (index, widget) in widgets.enumerated() {
      if let view = widget as? TextView {
        view.layoutParagraphs()
        let fresh = TextView(frame: view.frame, text: view.text)
        fresh.theme = root.theme
        if let placeholder = view as? PlaceholderTextView {
          let copy = PlaceholderTextView(frame: view.frame, text: view.text)
          copy.theme = root.theme
          copy.borderWidth = placeholder.borderWidth
          guard copy.contentSize == view.contentSize else {
            return
              "widget \(index): height \(view.contentSize) differs from a fresh layout \(copy.contentSize)"
          }
        } else if fresh.contentSize != view.contentSize {
          return
            "widget \(index): height \(view.contentSize) differs from a fresh layout \(fresh.contentSize)"
        }
      }
      let storage = widget.storage
      let end = storage.text
      var undone = 0
      while storage.canUndo {
        storage.undo()
        undone += 1
      }
      guard storage.text == start[index] else {
        return
          "widget \(index): undoing everything gave \(storage.text.debugDescription), expected \(start[index].debugDescription)"
      }
      for _ in 0..<undone { storage.redo() }
      guard storage.text == end else {
        return
          "widget \(index): redoing everything gave \(storage.text.debugDescription), expected \(end.debugDescription)"
      }
    }
    return nil
  }
}
