internal import CDrawKitCairo

/// The direction Pango gives a paragraph laid out with its automatic base direction.
enum PangoBaseDirection {
  /// Whether the first strong character of UTF-8 `bytes` runs right to left: `true` for
  /// Arabic or Hebrew, `false` for Latin or kanji, `nil` for text without a strong character
  /// (digits, punctuation, spaces), which Pango lays out left to right.
  ///
  /// Calls `pango_find_base_dir` (the call Pango's automatic direction makes), which stops at
  /// the first strong character.
  static func firstStrongIsRightToLeft(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    let direction = bytes.withMemoryRebound(to: CChar.self) {
      drawkit_pango_find_base_dir($0.baseAddress, Int32(clamping: $0.count))
    }
    switch direction {
    case PANGO_DIRECTION_RTL: return true
    case PANGO_DIRECTION_LTR: return false
    default: return nil
    }
  }
}
