import CDrawKitCairo
import DrawKit
import EditingFuzzer
import Foundation
import Testing

/// The reference model: a plain `String` with the selection as UTF-8 offsets, edited with the
/// same rules the storage promises (Pango's caret stops and BackSpace rules, asked of Pango
/// directly; caret rounded up after edits).
struct ReferenceText {
  var text: String
  var anchor: Int
  var head: Int

  var range: Range<Int> { min(anchor, head)..<max(anchor, head) }

  func index(_ offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  func byteOffset(of index: String.Index) -> Int {
    text.utf8.distance(from: text.startIndex, to: index)
  }

  /// Where the caret may stop, as byte offsets into `text`: Pango's cursor positions, asked of
  /// `pango_get_log_attrs` for each whole paragraph (as GTK asks for each line), and whether
  /// BackSpace at each deletes only one code point.
  var stops: [(offset: Int, deletesCodePoint: Bool)] {
    var result: [(Int, Bool)] = []
    var paragraphStart = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let bytes = Array(paragraph.utf8)
      let scalarOffsets =
        paragraph.unicodeScalars.indices.map {
          paragraph.utf8.distance(from: paragraph.startIndex, to: $0)
        }
        + [bytes.count]
      var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: scalarOffsets.count)
      bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          pango_get_log_attrs(
            $0.baseAddress, Int32(bytes.count), -1, pango_language_get_default(), &attributes,
            Int32(attributes.count))
        }
      }
      for (offset, attribute) in zip(scalarOffsets, attributes)
      where attribute.is_cursor_position != 0 || offset == 0 || offset == bytes.count {
        result.append((paragraphStart + offset, attribute.backspace_deletes_character != 0))
      }
      paragraphStart += bytes.count + 1
    }
    return result
  }

  func roundedUp(_ offset: Int) -> Int {
    stops.first { $0.offset >= offset }?.offset ?? text.utf8.count
  }

  func roundedDown(_ offset: Int) -> Int {
    stops.last { $0.offset <= offset }?.offset ?? 0
  }

  mutating func replace(_ range: Range<Int>, with string: String) {
    let inserted = String(
      string.unicodeScalars.split(separator: "\r", omittingEmptySubsequences: false)
        .map { String(String.UnicodeScalarView($0)) }.enumerated()
        .map {
          $0.offset > 0 && $0.element.hasPrefix("\n") ? String($0.element.dropFirst()) : $0.element
        }
        .joined(separator: "\n"))
    text =
      String(text[..<index(range.lowerBound)]) + inserted + String(text[index(range.upperBound)...])
    let caret = roundedUp(range.lowerBound + inserted.utf8.count)
    anchor = caret
    head = caret
  }

  mutating func deleteBackward() {
    if !range.isEmpty { return replace(range, with: "") }
    guard head > 0, let start = stops.last(where: { $0.offset < head })?.offset else { return }
    // GTK: where Pango says BackSpace deletes a character, only the last code point of the
    // cluster's canonical decomposition goes.
    let cluster = String(text[index(start)..<index(head)])
    let decomposed = cluster.decomposedStringWithCanonicalMapping.unicodeScalars
    let deletesCodePoint = stops.first { $0.offset == head }?.deletesCodePoint ?? false
    let remainder =
      deletesCodePoint && decomposed.count > 1
      ? String(String.UnicodeScalarView(decomposed.dropLast())) : ""
    replace(start..<head, with: remainder)
  }

  mutating func deleteForward() {
    if !range.isEmpty { return replace(range, with: "") }
    guard head < text.utf8.count else { return }
    replace(head..<roundedUp(head + 1), with: "")
  }

  mutating func move(forward: Bool, extending: Bool) {
    let target: Int
    if !extending, !range.isEmpty {
      target = forward ? range.upperBound : range.lowerBound
    } else if forward {
      target = roundedUp(head + 1)
    } else {
      target = head > 0 ? roundedDown(head - 1) : head
    }
    if !extending { anchor = target }
    head = target
  }
}

@Suite("TextStorage against a reference model")
struct TextStorageModelTests {
  static let alphabet = [
    "a", "b", "Z", " ", "  ", "\n", "e", "\u{301}", "\u{308}", family, "👋🏽", "👋", "🏽",
    "🇯", "🇵", "🇺", "🇸", flags, "日本語", "か", "مرحبا", "ש", "\u{200D}", "\r\n", "\r", "x\n\ny",
    "ก\u{E34}", "ह\u{093F}",
  ]

  private func randomText(_ generator: inout SplitMix64) -> String {
    (0..<Int.random(in: 0...4, using: &generator)).map { _ in
      Self.alphabet.randomElement(using: &generator)!
    }.joined()
  }

  private func byteOffset(_ position: TextPosition, in storage: TextStorage) -> Int {
    storage.paragraphs[..<position.paragraph].reduce(position.paragraph) { $0 + $1.utf8.count }
      + position.offset
  }

  private func position(_ offset: Int, in storage: TextStorage) -> TextPosition {
    var remaining = offset
    for (number, paragraph) in storage.paragraphs.enumerated() {
      if remaining <= paragraph.utf8.count {
        return TextPosition(paragraph: number, offset: remaining)
      }
      remaining -= paragraph.utf8.count + 1
    }
    return storage.endPosition
  }

  @Test func tenThousandRandomOperationsMatchTheModel() {
    let seed =
      ProcessInfo.processInfo.environment["DRAWKIT_SEED"].flatMap(UInt64.init)
      ?? UInt64.random(in: 0...UInt64.max)
    var generator = SplitMix64(seed: seed)
    print("TextStorage model test seed \(seed); replay with DRAWKIT_SEED=\(seed)")
    let storage = TextStorage()
    var model = ReferenceText(text: "", anchor: 0, head: 0)
    var episodeStart = ""
    var log: [String] = []
    for step in 0..<10_000 {
      let choice = Int.random(in: 0..<100, using: &generator)
      var name: String
      switch choice {
      case 0..<35:
        let string = randomText(&generator)
        name = "insertText(\(string.debugDescription))"
        storage.insertText(string)
        model.replace(model.range, with: string)
      case 35..<45:
        let string = randomText(&generator)
        name = "paste(\(string.debugDescription))"
        storage.paste(string)
        model.replace(model.range, with: string)
      case 45..<48:
        var bytes = Array(randomText(&generator).utf8)
        bytes.insert(0xFF, at: Int.random(in: 0...bytes.count, using: &generator))
        name = "insertUTF8(\(bytes))"
        storage.insertUTF8(bytes)
        model.replace(model.range, with: String(decoding: bytes, as: UTF8.self))
      case 48..<60:
        name = "deleteBackward"
        storage.deleteBackward()
        model.deleteBackward()
      case 60..<66:
        name = "deleteForward"
        storage.deleteForward()
        model.deleteForward()
      case 66..<84:
        let forward = Bool.random(using: &generator)
        let extending = Bool.random(using: &generator)
        name = "moveCaret(forward: \(forward), extending: \(extending))"
        storage.moveCaret(forward ? .forward : .backward, by: .character, extending: extending)
        model.move(forward: forward, extending: extending)
      case 84..<90:
        let count = model.text.utf8.count
        let anchor = Int.random(in: 0...count, using: &generator)
        let head = Int.random(in: 0...count, using: &generator)
        name = "select(\(anchor), \(head))"
        storage.selection = TextSelection(
          anchor: position(anchor, in: storage), head: position(head, in: storage))
        // A caret rounds down to a stop; a selection widens to the clusters it touches.
        let lower = model.roundedDown(min(anchor, head))
        let upper = anchor == head ? lower : model.roundedUp(max(anchor, head))
        (model.anchor, model.head) = anchor <= head ? (lower, upper) : (upper, lower)
      case 90..<93:
        name = "selectAll"
        storage.selectAll()
        model.anchor = 0
        model.head = model.text.utf8.count
      case 93..<96:
        let count = model.text.utf8.count
        let lower = model.roundedDown(Int.random(in: 0...count, using: &generator))
        let upper = model.roundedDown(Int.random(in: lower...count, using: &generator))
        let string = randomText(&generator)
        name = "replace(\(lower)..<\(upper), \(string.debugDescription))"
        storage.replace(position(lower, in: storage)..<position(upper, in: storage), with: string)
        model.replace(lower..<upper, with: string)
        model.anchor = byteOffset(storage.selection.anchor, in: storage)
        model.head = byteOffset(storage.selection.head, in: storage)
      default:
        name = "undo-all and redo-all"
        let end = storage.text
        while storage.canUndo { storage.undo() }
        if storage.text != episodeStart {
          Issue.record(
            "seed \(seed) step \(step): undo-all gave \(storage.text.debugDescription), expected \(episodeStart.debugDescription); last ops: \(log.suffix(8))"
          )
          return
        }
        while storage.canRedo { storage.redo() }
        if storage.text != end {
          Issue.record(
            "seed \(seed) step \(step): redo-all gave \(storage.text.debugDescription), expected \(end.debugDescription)"
          )
          return
        }
        model.anchor = byteOffset(storage.selection.anchor, in: storage)
        model.head = byteOffset(storage.selection.head, in: storage)
        if Int.random(in: 0..<4, using: &generator) == 0 {
          storage.removeAllUndoHistory()
          episodeStart = storage.text
        }
      }
      log.append(name)
      let failure = check(storage, model)
      if let failure {
        Issue.record(
          "seed \(seed) step \(step) after \(name): \(failure); last ops: \(log.suffix(8)); model text \(model.text.debugDescription)"
        )
        return
      }
    }
    while storage.canUndo { storage.undo() }
    #expect(storage.text == episodeStart, "seed \(seed): final undo-all")
  }

  private func check(_ storage: TextStorage, _ model: ReferenceText) -> String? {
    if storage.text != model.text {
      return "text \(storage.text.debugDescription) != model \(model.text.debugDescription)"
    }
    let anchor = byteOffset(storage.selection.anchor, in: storage)
    let head = byteOffset(storage.selection.head, in: storage)
    if (anchor, head) != (model.anchor, model.head) {
      return "selection \(anchor)..\(head) != model \(model.anchor)..\(model.head)"
    }
    let stops = Set(model.stops.map(\.offset))
    for end in [storage.selection.anchor, storage.selection.head] {
      let paragraph = storage.paragraphs[end.paragraph]
      guard end.offset <= paragraph.utf8.count else { return "selection out of bounds" }
      if !stops.contains(byteOffset(end, in: storage)) {
        return "selection end \(end) is not a caret stop (inside a cluster)"
      }
    }
    return nil
  }
}
