extension UnsafeBufferPointer where Element == UInt8 {
  /// The code point whose UTF-8 bytes start at `offset`, and the offset after it: for the
  /// readers of a text's bytes that ask GLib's tables about single characters (caret stops,
  /// scripts).
  ///
  /// Broken UTF-8 (parts of a `String`'s bytes never are) reads without trapping: a stray
  /// continuation byte as U+FFFD, a truncated sequence up to the byte that is not a
  /// continuation.
  func scalar(startingAt offset: Int) -> (value: UInt32, next: Int) {
    let lead = self[offset]
    if lead < 0x80 { return (UInt32(lead), offset + 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1 else { return (0xFFFD, offset + 1) }
    let end = Swift.min(offset + length, count)
    var value = UInt32(lead) & (0xFF >> (length + 1))
    var next = offset + 1
    while next < end, self[next] & 0xC0 == 0x80 {
      value = value << 6 | UInt32(self[next] & 0x3F)
      next += 1
    }
    return (value, next)
  }

  /// The code point whose UTF-8 bytes end at `offset` (a scalar boundary after the start).
  func scalar(endingAt offset: Int) -> UInt32 {
    var start = offset - 1
    while start > 0, self[start] & 0xC0 == 0x80 { start -= 1 }
    return self[start] < 0x80 ? UInt32(self[start]) : scalar(startingAt: start).value
  }
}
