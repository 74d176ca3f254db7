/// How many Unicode scalars and UTF-16 code units a stretch of UTF-8 text holds: the units
/// assistive technology (AT-SPI counts scalars) and Foundation (`NSRange` counts UTF-16) give
/// text offsets in.
struct UnitCounts: Equatable {
  var scalars = 0
  var utf16 = 0

  /// Nothing.
  static let zero = UnitCounts(scalars: 0, utf16: 0)
  /// One newline: one scalar, one code unit.
  static let newline = UnitCounts(scalars: 1, utf16: 1)

  /// The count in `unit`.
  subscript(unit: TextOffsetUnit) -> Int {
    switch unit {
    case .scalars: scalars
    case .utf16: utf16
    }
  }

  static func + (lhs: UnitCounts, rhs: UnitCounts) -> UnitCounts {
    UnitCounts(scalars: lhs.scalars + rhs.scalars, utf16: lhs.utf16 + rhs.utf16)
  }

  static func - (lhs: UnitCounts, rhs: UnitCounts) -> UnitCounts {
    UnitCounts(scalars: lhs.scalars - rhs.scalars, utf16: lhs.utf16 - rhs.utf16)
  }

  /// The counts of `bytes`, valid UTF-8: every byte that is not a continuation byte starts a
  /// scalar, and every four-byte sequence (its lead byte is 0xF0 or more) is a surrogate pair.
  init(counting bytes: UnsafeBufferPointer<UInt8>) {
    var scalars = 0
    var pairs = 0
    for byte in bytes {
      scalars &+= byte & 0xC0 != 0x80 ? 1 : 0
      pairs &+= byte >= 0xF0 ? 1 : 0
    }
    self.init(scalars: scalars, utf16: scalars + pairs)
  }

  /// The counts of `text`.
  init(counting text: Substring) {
    var text = text
    self = text.withUTF8 { UnitCounts(counting: $0) }
  }

  init(scalars: Int, utf16: Int) {
    self.scalars = scalars
    self.utf16 = utf16
  }
}
