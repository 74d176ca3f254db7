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
/// The window runs between two **edges** around the requested offset, points where Pango
/// stops whatever text surrounds them and across which neither its grapheme rules nor its
/// per-script tailoring reach, so the window's stops are the stops Pango gives the whole text
/// (as GTK asks for a whole line), and the cost follows the window (about 64 bytes plus the
/// distance to edges) rather than the length of the paragraph:
///
/// - the ends of the text;
/// - between two letters of scripts Pango does not tailor (Latin, Greek, Cyrillic, Armenian,
///   Georgian, Hebrew, Han, kana, Hangul syllables): no grapheme rule joins two such letters,
///   and a window starting with one is itemized into the same script runs as the whole text;
/// - between two ASCII characters (but not inside CR LF), when the window holds no zero-width
///   joiner or non-joiner: Pango's only tailoring of caret stops (Indic) acts next to those
///   joiners, so the different script a leading run of digits or punctuation may take in the
///   window changes no stop. That keeps runs of digits and separators, which have no letters,
///   in short windows too. A window holding Sinhala starts at a letter edge instead: Pango's
///   Sinhala tailoring remembers a virama joined by ZWJ ("ක්‍") through the whole Sinhala
///   script run, digits and punctuation included, and takes the stop between a later virama
///   and consonant away ("ක්|ක" is no stop then); a window starting inside the run would not
///   see that joiner. A letter edge lies between letters of other scripts, so outside any
///   Sinhala run.
///
/// Text without edges near the offset (a long run of emoji or Thai) is measured whole; the
/// few such texts measured last are remembered, so moving through one, or between two,
/// costs a byte comparison per step instead of a new measurement.
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
  /// How far a search for an edge goes before it settles for the text's end.
  static let searchLimit = 4_096
  /// How long a window measured whole must be to be remembered.
  static let rememberedLength = 256

  /// The stops of `bytes` in a window around `offset` (clamped into the text).
  static func around(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> CursorStops {
    let offset = min(max(offset, 0), bytes.count)
    var start = edge(in: bytes, from: max(offset - margin, 0), step: -1, allowingASCII: true)
    var end = edge(in: bytes, from: min(offset + margin, bytes.count), step: 1, allowingASCII: true)
    let joined = containsJoiner(bytes, from: start, to: end)
    if joined || containsSinhala(bytes, from: start, to: end), !isLetterEdge(bytes, at: start) {
      start = edge(in: bytes, from: start, step: -1, allowingASCII: false)
    }
    if joined, !isLetterEdge(bytes, at: end) {
      end = edge(in: bytes, from: end, step: 1, allowingASCII: false)
    }
    guard start == 0, end == bytes.count, bytes.count >= rememberedLength else {
      return CursorStops(bytes, from: start, to: end)
    }
    let key = WholeText(bytes)
    return wholeTexts.withLock { cache in
      if let known = cache.value(for: key), known.text.count == bytes.count,
        known.text.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) })
          == 0
      {
        return known.stops
      }
      let stops = CursorStops(bytes, from: start, to: end)
      _ = cache.insert((Array(bytes), stops), for: key)
      return stops
    }
  }

  /// A long text measured whole, as a cache key: its length and a hash of its ends and a few
  /// bytes between (a full comparison confirms a hit).
  private struct WholeText: Hashable {
    let length: Int
    let sample: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      length = bytes.count
      var hasher = Hasher()
      let step = max(bytes.count / 64, 1)
      for index in stride(from: 0, to: bytes.count, by: step) { hasher.combine(bytes[index]) }
      hasher.combine(bytes[bytes.count - 1])
      sample = hasher.finalize()
    }
  }

  /// The last few long texts measured whole, and their stops.
  private static let wholeTexts = LockedValue(
    LRUCache<WholeText, (text: [UInt8], stops: CursorStops)>(capacity: 4))

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
    Self.countMeasurement(ofBytes: end - start)
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

  /// Whether Pango puts a stop at `offset` whatever text surrounds it: an end of the text,
  /// between two ASCII characters other than CR LF, or between two letters of scripts it does
  /// not tailor (see ``isLetterEdge(_:at:)``).
  static func isSureStop(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    guard offset > 0, offset < bytes.count else { return true }
    let before = bytes[offset - 1]
    let after = bytes[offset]
    if before < 0x80, after < 0x80 { return !(before == 13 && after == 10) }
    return isLetterEdge(bytes, at: offset)
  }

  /// Whether `offset` lies between two letters of scripts whose caret stops Pango does not
  /// tailor (Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew, Han, Hiragana, Katakana,
  /// Hangul syllables), or at an end of the text: no grapheme rule joins two such letters, and
  /// a window that starts or ends there is itemized into the same script runs as the text.
  static func isLetterEdge(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    guard offset > 0, offset < bytes.count else { return true }
    if bytes[offset] & 0xC0 == 0x80 { return false }
    if bytes[offset - 1] < 0x80, bytes[offset] < 0x80 {
      return isASCIILetter(bytes[offset - 1]) && isASCIILetter(bytes[offset])
    }
    return isUntailoredLetter(bytes.scalar(endingAt: offset))
      && isUntailoredLetter(bytes.scalar(startingAt: offset).value)
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
  }

  /// Whether `scalar` is a letter (not a modifier letter) of a script Pango's caret stops
  /// leave untailored and that no grapheme rule joins to a neighbouring letter.
  private static func isUntailoredLetter(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return isASCIILetter(UInt8(scalar)) }
    switch g_unichar_type(scalar) {
    case G_UNICODE_UPPERCASE_LETTER, G_UNICODE_LOWERCASE_LETTER, G_UNICODE_TITLECASE_LETTER,
      G_UNICODE_OTHER_LETTER:
      break
    default:
      return false
    }
    switch g_unichar_get_script(scalar) {
    case G_UNICODE_SCRIPT_LATIN, G_UNICODE_SCRIPT_GREEK, G_UNICODE_SCRIPT_CYRILLIC,
      G_UNICODE_SCRIPT_ARMENIAN, G_UNICODE_SCRIPT_GEORGIAN, G_UNICODE_SCRIPT_HEBREW,
      G_UNICODE_SCRIPT_HAN, G_UNICODE_SCRIPT_HIRAGANA, G_UNICODE_SCRIPT_KATAKANA:
      return true
    case G_UNICODE_SCRIPT_HANGUL:
      return (0xAC00...0xD7A3).contains(scalar)
    default:
      return false
    }
  }

  /// Whether `bytes[start..<end]` holds U+200C ZERO WIDTH NON-JOINER or U+200D ZERO WIDTH
  /// JOINER, next to which Pango tailors Indic caret stops.
  private static func containsJoiner(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Bool {
    var index = start
    while index + 2 < end {
      if bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0x8C {
        return true
      }
      index += 1
    }
    return false
  }

  /// Whether `bytes[start..<end]` holds a character of the Sinhala block (U+0D80–U+0DFF,
  /// UTF-8 E0 B6 80 to E0 B7 BF), whose caret stops Pango tailors with state that lasts
  /// through the script run.
  private static func containsSinhala(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Bool {
    var index = start
    while index + 1 < end {
      if bytes[index] == 0xE0, bytes[index + 1] & 0xFE == 0xB6 { return true }
      index += 1
    }
    return false
  }

  /// The nearest edge from `offset` in the direction of `step` (±1): a letter edge, or also a
  /// point between two ASCII characters when `allowingASCII`; the text's end that way when
  /// none is within ``searchLimit`` bytes.
  private static func edge(
    in bytes: UnsafeBufferPointer<UInt8>, from offset: Int, step: Int, allowingASCII: Bool
  ) -> Int {
    func isEdge(_ offset: Int) -> Bool {
      allowingASCII ? isSureStop(bytes, at: offset) : isLetterEdge(bytes, at: offset)
    }
    var candidate = offset
    var searched = 0
    while !isEdge(candidate) {
      searched += 1
      if searched > searchLimit { return step < 0 ? 0 : bytes.count }
      candidate += step
    }
    return candidate
  }
}
