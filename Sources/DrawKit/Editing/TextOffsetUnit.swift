/// A unit text offsets are counted in.
enum TextOffsetUnit {
  /// Unicode scalars, as AT-SPI counts characters.
  case scalars
  /// UTF-16 code units, as `NSString` and `NSRange` count.
  case utf16
}
