import DrawKit
import Foundation

extension FuzzOperation {
  /// Decodes a byte string into operations, so a coverage-guided fuzzer (libFuzzer) can
  /// mutate bytes and still drive the widgets with meaningful events.
  ///
  /// Each operation is one opcode byte followed by its operands: a length byte and that many
  /// bytes of text (typed, pasted or inserted raw, so invalid UTF-8 reaches the byte entry
  /// point), a key and modifier byte, or coordinate bytes. Every byte string decodes; a
  /// truncated tail is dropped.
  public static func decode(_ bytes: [UInt8]) -> [FuzzOperation] {
    var reader = ByteReader(bytes: bytes)
    var operations: [FuzzOperation] = []
    while let opcode = reader.next() {
      guard let operation = decodeOne(opcode % 8, from: &reader) else { break }
      operations.append(operation)
    }
    return operations
  }

  private static func decodeOne(_ opcode: UInt8, from reader: inout ByteReader) -> FuzzOperation? {
    switch opcode {
    case 0: return reader.text().map { .type(String(decoding: $0, as: UTF8.self)) }
    case 1: return reader.text().map { .typeBytes($0) }
    case 2:
      guard let key = reader.next(), let modifiers = reader.next() else { return nil }
      let keys = EditingFuzzer.keys
      return .key(keys[Int(key) % keys.count], KeyModifiers(rawValue: Int(modifiers % 16)))
    case 3:
      guard let point = reader.point(), let count = reader.next() else { return nil }
      return .click(point, count: Int(count % 3) + 1)
    case 4:
      guard let from = reader.point(), let to = reader.point() else { return nil }
      return .drag(from: from, to: to)
    case 5:
      guard let point = reader.point(), let delta = reader.next() else { return nil }
      return .scroll(point, dy: CGFloat(Int8(bitPattern: delta)))
    case 6:
      guard let widget = reader.next(), let rule = reader.next() else { return nil }
      return .editingCallback(widget: Int(widget % 3), rule: Int(rule % 4))
    default:
      return reader.text().map { .paste(String(decoding: $0, as: UTF8.self)) }
    }
  }
}

/// Reads operands off the front of a fuzzer's byte string.
private struct ByteReader {
  let bytes: [UInt8]
  var offset = 0

  mutating func next() -> UInt8? {
    guard offset < bytes.count else { return nil }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A length byte (at most 32) and that many bytes.
  mutating func text() -> [UInt8]? {
    guard let length = next() else { return nil }
    let end = min(offset + Int(length % 33), bytes.count)
    defer { offset = end }
    return Array(bytes[offset..<end])
  }

  /// Two bytes as a point on the 320 × 320 tree, a little past its edges.
  mutating func point() -> CGPoint? {
    guard let x = next(), let y = next() else { return nil }
    return CGPoint(x: CGFloat(Int(x) * 340 / 255 - 10), y: CGFloat(Int(y) * 340 / 255 - 10))
  }
}
