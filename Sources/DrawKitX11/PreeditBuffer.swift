import DrawKit

/// The text an XIM input method is composing, kept as it describes it: a string of characters
/// (Unicode scalars) with one feedback flag set per character and a caret, changed piece by
/// piece by its `XIM_PREEDIT_DRAW` and `XIM_PREEDIT_CARET` messages.
///
/// Indices the input method sends are clamped to the text, so a confused or hostile server
/// cannot make the host crash.
struct PreeditBuffer: Equatable {
  /// What `XIM_PREEDIT_DRAW` carries, decoded.
  struct Draw: Equatable {
    /// The caret after the change, in characters.
    var caret: Int
    /// The first character replaced.
    var changeFirst: Int
    /// How many characters are replaced.
    var changeLength: Int
    /// The new characters, or `nil` when the message has none (its status has `XIMNoString`).
    var text: String?
    /// The feedback of each new character (or of each replaced one when `text` is `nil`);
    /// empty when the message has none (`XIMNoFeedback`).
    var feedback: [UInt32]
  }

  /// `XIMReverse`: the clause shown inverted, the one being converted.
  static let reverse: UInt32 = 1 << 0
  /// `XIMUnderline`: text not yet converted.
  static let underline: UInt32 = 1 << 1
  /// `XIMHighlight`: the clause highlighted, like `XIMReverse`.
  static let highlight: UInt32 = 1 << 2

  private(set) var characters: [Unicode.Scalar] = []
  private(set) var feedback: [UInt32] = []
  private(set) var caret = 0

  /// Whether nothing is being composed.
  var isEmpty: Bool { characters.isEmpty }

  /// Applies one `XIM_PREEDIT_DRAW`.
  mutating func apply(_ draw: Draw) {
    let first = Self.clamp(draw.changeFirst, to: 0...characters.count)
    let end = Self.clamp(
      first + Self.clamp(draw.changeLength, to: 0...Int(Int32.max)), to: first...characters.count)
    if let text = draw.text {
      let new = Array(text.unicodeScalars)
      let flags = new.indices.map { $0 < draw.feedback.count ? draw.feedback[$0] : 0 }
      characters.replaceSubrange(first..<end, with: new)
      feedback.replaceSubrange(first..<end, with: flags)
    } else if draw.feedback.isEmpty {
      characters.removeSubrange(first..<end)
      feedback.removeSubrange(first..<end)
    } else {
      for (offset, flag) in zip(first..<end, draw.feedback) { feedback[offset] = flag }
    }
    moveCaret(to: draw.caret)
  }

  /// Applies one `XIM_PREEDIT_CARET` that sets an absolute position.
  mutating func moveCaret(to position: Int) {
    caret = Self.clamp(position, to: 0...characters.count)
  }

  /// Forgets the composition (`XIM_PREEDIT_DONE`, or the input method went away).
  mutating func clear() {
    self = PreeditBuffer()
  }

  /// The composition as DrawKit's marked text.
  ///
  /// Clauses shown reversed or highlighted are ``MarkedText/Segment/Style/converting``, the
  /// rest ``MarkedText/Segment/Style/raw``; the caret is the preedit caret. Positions inside a
  /// grapheme cluster move to its start.
  var markedText: MarkedText {
    let text = String(String.UnicodeScalarView(characters))
    var boundaries: [String.Index] = []
    for index in text.indices {
      for _ in text[index].unicodeScalars { boundaries.append(index) }
    }
    boundaries.append(text.endIndex)
    var segments: [MarkedText.Segment] = []
    var runStart = 0
    for offset in characters.indices
    where offset + 1 == characters.count || isConverting(offset + 1) != isConverting(runStart) {
      let range = boundaries[runStart]..<boundaries[offset + 1]
      if !range.isEmpty {
        segments.append(
          MarkedText.Segment(range: range, style: isConverting(runStart) ? .converting : .raw))
      }
      runStart = offset + 1
    }
    let caretIndex = boundaries[caret]
    return MarkedText(text, selection: caretIndex..<caretIndex, segments: segments)
  }

  private func isConverting(_ offset: Int) -> Bool {
    feedback[offset] & (Self.reverse | Self.highlight) != 0
  }

  private static func clamp(_ value: Int, to range: ClosedRange<Int>) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
  }
}
