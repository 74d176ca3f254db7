internal import CDrawKitCairo
import Foundation

/// Where Pango lets a caret stop in a window of UTF-8 text, and what BackSpace deletes before
/// each stop, from `pango_get_log_attrs` (`is_cursor_position`, `backspace_deletes_character`).
///
/// GTK's text widgets place carets and delete with these attributes, so DrawKit does too: they
/// differ from Swift's grapheme clusters where Pango is older or tailored (Pango 1.50 stops
/// inside Devanagari conjuncts, "क्|षि"), and they say where BackSpace removes only the last
/// code point of a cluster (a Thai tone mark, a Devanagari vowel sign, a decomposed Hangul
/// final consonant) instead of the whole cluster.
///
/// The window runs between two **sure stops** around the requested offset: the ends of the
/// text, or a point between two ASCII letters. Every grapheme rule leaves a stop there and
/// no script's tailoring reaches across it, so the window's stops are the stops Pango gives
/// the whole text (as GTK asks for a whole line), and the cost follows the window (about 64
/// bytes plus the distance to sure stops) rather than the length of the paragraph.
struct CursorStops {
  /// The window's first and last byte offsets in the whole text (both are stops).
  let start: Int
  let end: Int
  /// The window's stops, ascending, as byte offsets into the whole text; `start` and `end`
  /// included.
  private var stops: [Int] = []
  /// For each stop, whether BackSpace there deletes only the last code point of the cluster
  /// before it (after canonical decomposition, as GTK does).
  private var deletesCodePoint: [Bool] = []

  /// How far the window reaches at least on each side of the offset asked for.
  static let margin = 32
  /// How far a search for a sure stop goes before it settles for the text's end.
  static let searchLimit = 4_096

  /// The stops of `bytes` in a window around `offset` (clamped into the text).
  ///
  /// Text without sure stops near `offset` (a long run without Latin letters) is measured
  /// whole; the last such text measured is remembered, so moving through it costs one byte
  /// comparison of the text per step instead of a new measurement.
  static func around(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> CursorStops {
    let offset = min(max(offset, 0), bytes.count)
    let start = sureStop(in: bytes, from: max(offset - margin, 0), step: -1)
    let end = sureStop(in: bytes, from: min(offset + margin, bytes.count), step: 1)
    guard start == 0, end == bytes.count, bytes.count > searchLimit else {
      return CursorStops(bytes, from: start, to: end)
    }
    return wholeTextCache.withLock { cached in
      if let cached, cached.text.count == bytes.count,
        cached.text.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) })
          == 0
      {
        return cached.stops
      }
      let stops = CursorStops(bytes, from: start, to: end)
      cached = (Array(bytes), stops)
      return stops
    }
  }

  /// The last long text measured whole, and its stops.
  private static let wholeTextCache = LockedValue<(text: [UInt8], stops: CursorStops)?>(nil)

  /// The stops of `bytes[start..<end]`, whose ends must be sure stops.
  private init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
    self.start = start
    self.end = end
    measure(bytes)
  }

  /// Whether `offset` is in this window (and so can be asked about).
  func covers(_ offset: Int) -> Bool { offset >= start && offset <= end }

  /// Whether the caret may stop at `offset`, which must be in the window.
  func isStop(_ offset: Int) -> Bool { index(of: offset) != nil }

  /// The last stop at or before `offset`, which must be in the window.
  func stop(atOrBefore offset: Int) -> Int {
    stops[lastIndex(atOrBefore: offset)]
  }

  /// The first stop after `offset`, or `nil` when `offset` is the window's end.
  func stop(after offset: Int) -> Int? {
    let next = lastIndex(atOrBefore: offset) + 1
    return next < stops.count ? stops[next] : nil
  }

  /// The last stop before `offset`, or `nil` when `offset` is the window's start.
  func stop(before offset: Int) -> Int? {
    var index = lastIndex(atOrBefore: offset)
    if stops[index] == offset { index -= 1 }
    return index >= 0 ? stops[index] : nil
  }

  /// Whether BackSpace at the stop `offset` deletes one code point of the cluster before it
  /// rather than the whole cluster.
  func backspaceDeletesCodePoint(at offset: Int) -> Bool {
    index(of: offset).map { deletesCodePoint[$0] } ?? false
  }

  private func index(of offset: Int) -> Int? {
    let index = lastIndex(atOrBefore: offset)
    return stops[index] == offset ? index : nil
  }

  /// The index of the last stop at or before `offset` (the first stop when before the window).
  private func lastIndex(atOrBefore offset: Int) -> Int {
    stops.lastIndex(whereKey: { $0 }, isAtMost: offset)
  }

  private mutating func measure(_ bytes: UnsafeBufferPointer<UInt8>) {
    var window = Array(bytes[start..<end])
    // Pango stops at a NUL byte; another control character breaks graphemes the same way.
    for index in window.indices where window[index] == 0 { window[index] = 1 }
    var codePointOffsets: [Int] = []
    codePointOffsets.reserveCapacity(window.count + 1)
    for (index, byte) in window.enumerated() where byte & 0xC0 != 0x80 {
      codePointOffsets.append(start + index)
    }
    codePointOffsets.append(end)
    var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: codePointOffsets.count)
    window.withUnsafeBufferPointer { text in
      text.withMemoryRebound(to: CChar.self) { characters in
        pango_get_log_attrs(
          characters.baseAddress, Int32(characters.count), -1, pango_language_get_default(),
          &attributes, Int32(attributes.count))
      }
    }
    stops.reserveCapacity(codePointOffsets.count)
    for (offset, attribute) in zip(codePointOffsets, attributes)
    where attribute.is_cursor_position != 0 || offset == start || offset == end {
      stops.append(offset)
      deletesCodePoint.append(offset != start && attribute.backspace_deletes_character != 0)
    }
  }

  /// Whether Pango puts a stop at `offset` whatever text surrounds it: an end of the text, or
  /// between two ASCII letters.
  ///
  /// Not merely between two ASCII characters: spaces, digits, punctuation and controls belong
  /// to the script run around them, and Pango's per-script tailoring (Indic, for one) can move
  /// stops across them; a Latin letter starts a run of its own, which no tailoring touches.
  static func isSureStop(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    guard offset > 0, offset < bytes.count else { return true }
    return isASCIILetter(bytes[offset - 1]) && isASCIILetter(bytes[offset])
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
  }

  /// The nearest sure stop from `offset` in the direction of `step` (±1), or the text's end
  /// that way when none is within ``searchLimit`` bytes.
  private static func sureStop(
    in bytes: UnsafeBufferPointer<UInt8>, from offset: Int, step: Int
  ) -> Int {
    var candidate = offset
    var searched = 0
    while !isSureStop(bytes, at: candidate) {
      searched += 1
      if searched > searchLimit { return step < 0 ? 0 : bytes.count }
      candidate += step
    }
    return candidate
  }
}
