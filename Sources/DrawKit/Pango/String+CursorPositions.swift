extension String {
  /// The last caret stop (Pango cursor position, see ``CursorStops``) at or before the UTF-8
  /// offset `offset`, which is clamped into the string.
  func cursorPosition(atOrBefore offset: Int) -> Int {
    withUTF8Bytes { bytes in
      let offset = min(max(offset, 0), bytes.count)
      if CursorStops.isSureStop(bytes, at: offset) { return offset }
      return CursorStops.around(offset, in: bytes).stop(atOrBefore: offset)
    }
  }

  /// The first caret stop after the UTF-8 offset `offset`, or `nil` at the end of the string.
  func cursorPosition(after offset: Int) -> Int? {
    withUTF8Bytes { bytes in
      let offset = min(max(offset, 0), bytes.count)
      guard offset < bytes.count else { return nil }
      if bytes[offset] < 0x80, CursorStops.isSureStop(bytes, at: offset + 1) { return offset + 1 }
      return CursorStops.around(offset, in: bytes).stop(after: offset)
    }
  }

  /// The last caret stop before the UTF-8 offset `offset`, or `nil` at the start of the string.
  func cursorPosition(before offset: Int) -> Int? {
    withUTF8Bytes { bytes in
      let offset = min(max(offset, 0), bytes.count)
      guard offset > 0 else { return nil }
      if bytes[offset - 1] < 0x80, CursorStops.isSureStop(bytes, at: offset - 1) {
        return offset - 1
      }
      return CursorStops.around(offset, in: bytes).stop(before: offset)
    }
  }

  /// Whether BackSpace at the caret stop `offset` deletes only the last code point of the
  /// cluster before it (Pango's `backspace_deletes_character`), as in Indic, Thai and
  /// decomposed Hangul text.
  func backspaceDeletesCodePoint(at offset: Int) -> Bool {
    withUTF8Bytes { bytes in
      let offset = min(max(offset, 0), bytes.count)
      guard offset > 0 else { return false }
      if bytes[offset - 1] < 0x80, CursorStops.isSureStop(bytes, at: offset - 1) {
        // A cluster of one ASCII character: Pango says "one code point" for a control
        // character (not Latin) and "the cluster" for the rest, which here is the same.
        return bytes[offset - 1] < 0x20
      }
      return CursorStops.around(offset, in: bytes).backspaceDeletesCodePoint(at: offset)
    }
  }

  /// The caret stops in a window around the UTF-8 offset `offset` (see
  /// ``CursorStops/around(_:in:)``), for walking many stops without measuring each again.
  func cursorStops(around offset: Int) -> CursorStops {
    withUTF8Bytes { CursorStops.around(offset, in: $0) }
  }

  /// Runs `body` over the string's UTF-8 bytes without copying a native string.
  private func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }
}
