import Foundation

extension TextStorage {
  /// The paragraphs of a text: a random-access collection of strings, the text split at its
  /// newlines, stored compactly.
  ///
  /// Consecutive paragraphs are kept together, 64 to a chunk, as one string with the offsets
  /// where each starts, rather than as one string each: a 1,000,000-line document costs about
  /// its own size in memory, not twice that, and the chunks of a text just loaded share the
  /// loaded string's storage. Reading a paragraph makes a string of it; an edit rewrites only
  /// the chunks it touches.
  public struct Paragraphs: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral,
    CustomStringConvertible
  {
    /// Some consecutive paragraphs: their text joined by newlines, and where each starts.
    private struct Chunk {
      var text: Substring
      var starts: [Int32]
    }

    /// How many paragraphs a chunk holds at most.
    static let chunkSize = 64

    private var chunks: [Chunk]
    /// The index of each chunk's first paragraph, and last the paragraph count.
    private var firstIndices: [Int]
    /// The chunks' counts in scalars and UTF-16 units, for text offsets; shared by copies
    /// until one of them changes.
    private var unitCounts: ChunkUnitCounts

    /// The paragraphs of `text` split at its newlines (`"\n"`, `"\r\n"` or `"\r"`), sharing
    /// its storage when it has no carriage returns.
    init(splitting text: String) {
      // Scalar by scalar, not with Foundation's `replacingOccurrences`, which matches whole
      // grapheme clusters and so misses a return followed by a combining mark.
      var text = TextStorage.normalizedNewlines(text)
      let newlines = Self.offsets(of: 10, in: &text)
      chunks = []
      firstIndices = [0]
      unitCounts = ChunkUnitCounts(chunkCount: 0)
      let utf8 = text.utf8
      var chunkStart = 0
      var lineIndex = 0
      while true {
        let chunkEnd = lineIndex + Self.chunkSize - 1
        let endOffset = chunkEnd < newlines.count ? newlines[chunkEnd] : utf8.count
        var starts: [Int32] = [0]
        starts.reserveCapacity(Self.chunkSize)
        while lineIndex < Swift.min(chunkEnd, newlines.count) {
          starts.append(Int32(newlines[lineIndex] + 1 - chunkStart))
          lineIndex += 1
        }
        let lower = utf8.index(utf8.startIndex, offsetBy: chunkStart)
        chunks.append(
          Chunk(
            text: text[lower..<utf8.index(lower, offsetBy: endOffset - chunkStart)],
            starts: starts))
        firstIndices.append(firstIndices[firstIndices.count - 1] + starts.count)
        guard chunkEnd < newlines.count else { break }
        lineIndex = chunkEnd + 1
        chunkStart = endOffset + 1
      }
      unitCounts = ChunkUnitCounts(chunkCount: chunks.count)
    }

    /// The UTF-8 offsets of every `byte` in `text` (found with `memchr`).
    private static func offsets(of byte: UInt8, in text: inout String) -> [Int] {
      text.withUTF8 { bytes -> [Int] in
        guard let base = bytes.baseAddress else { return [] }
        var found: [Int] = []
        var offset = 0
        while offset < bytes.count {
          guard let hit = memchr(base + offset, Int32(byte), bytes.count - offset) else { break }
          let position = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
          found.append(position)
          offset = position + 1
        }
        return found
      }
    }

    /// `strings`, one paragraph each (none may hold a newline); one empty paragraph when
    /// there are none.
    init(_ strings: some Collection<String>) {
      chunks = []
      firstIndices = [0]
      unitCounts = ChunkUnitCounts(chunkCount: 0)
      append(contentsOf: strings.isEmpty ? [""] : Array(strings))
      unitCounts = ChunkUnitCounts(chunkCount: chunks.count)
    }

    /// Paragraphs from a list of strings, none of which may hold a newline.
    public init(arrayLiteral elements: String...) {
      self.init(elements)
    }

    /// Adds chunks holding `strings`.
    private mutating func append(contentsOf strings: [String]) {
      var index = 0
      while index < strings.count {
        let group = strings[index..<Swift.min(index + Self.chunkSize, strings.count)]
        var starts: [Int32] = []
        var offset = 0
        for string in group {
          starts.append(Int32(offset))
          offset += string.utf8.count + 1
        }
        chunks.append(Chunk(text: Substring(group.joined(separator: "\n")), starts: starts))
        firstIndices.append(firstIndices[firstIndices.count - 1] + group.count)
        index += group.count
      }
    }

    /// The first paragraph's index: 0.
    public var startIndex: Int { 0 }
    /// The number of paragraphs.
    public var endIndex: Int { firstIndices[firstIndices.count - 1] }

    /// The chunk holding paragraph `index`.
    private func chunk(holding index: Int) -> Int {
      firstIndices.prefix(chunks.count).lastIndex(whereKey: { $0 }, isAtMost: index)
    }

    /// The UTF-8 range of paragraph `local` of `chunk` in the chunk's text.
    private static func range(of local: Int, in chunk: Chunk) -> Range<Int> {
      let start = Int(chunk.starts[local])
      let end =
        local + 1 < chunk.starts.count ? Int(chunk.starts[local + 1]) - 1 : chunk.text.utf8.count
      return start..<end
    }

    /// Paragraph `index`, without its newline.
    public subscript(index: Int) -> String {
      precondition(index >= 0 && index < endIndex, "paragraph \(index) is out of range")
      let found = chunk(holding: index)
      let chunk = chunks[found]
      let range = Self.range(of: index - firstIndices[found], in: chunk)
      let utf8 = chunk.text.utf8
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      return String(Substring(utf8[start..<utf8.index(start, offsetBy: range.count)]))
    }

    /// The UTF-8 length of paragraph `index`, without making a string of it.
    func utf8Count(at index: Int) -> Int {
      let found = chunk(holding: index)
      return Self.range(of: index - firstIndices[found], in: chunks[found]).count
    }

    /// The paragraphs joined with `"\n"`: the whole text.
    var joinedText: String { chunks.map(\.text).joined(separator: "\n") }

    /// Replaces paragraphs `range` with `strings` (none of which may hold a newline),
    /// rewriting only the chunks that held them.
    ///
    /// `unitDelta` gives how many scalars and UTF-16 units the replacement adds (negative
    /// when it removes), asked for only if the chunk's count is known; without it the chunk
    /// is counted again when an offset needs it.
    mutating func replaceSubrange(
      _ range: ClosedRange<Int>, with strings: [String], unitDelta: (() -> UnitCounts)? = nil
    ) {
      if !isKnownUniquelyReferenced(&unitCounts) { unitCounts = unitCounts.copy() }
      let first = chunk(holding: range.lowerBound)
      let last = chunk(holding: range.upperBound)
      if first == last, !strings.isEmpty,
        chunks[first].starts.count - range.count + strings.count <= Self.chunkSize
      {
        unitCounts.chunkChanged(first, by: unitDelta)
        return splice(strings, replacing: range, inChunk: first)
      }
      var kept = (firstIndices[first]..<range.lowerBound).map { self[$0] }
      kept += strings
      kept += ((range.upperBound + 1)..<firstIndices[last + 1]).map { self[$0] }
      var rebuilt = Paragraphs([])
      rebuilt.chunks = []
      rebuilt.firstIndices = [firstIndices[first]]
      rebuilt.append(contentsOf: kept)
      unitCounts.chunksReplaced(first...last, newCount: rebuilt.chunks.count)
      chunks.replaceSubrange(first...last, with: rebuilt.chunks)
      firstIndices.replaceSubrange(first...(last + 1), with: rebuilt.firstIndices)
      for index in (first + rebuilt.chunks.count + 1)..<firstIndices.count {
        firstIndices[index] = firstIndices[index - 1] + chunks[index - 1].starts.count
      }
      if chunks.isEmpty {
        self = [""]
      }
    }

    /// Replaces paragraphs `range`, all in chunk `index`, with `strings` by splicing the
    /// chunk's text: one new string and no string per paragraph, as a keystroke or a Return
    /// needs.
    private mutating func splice(
      _ strings: [String], replacing range: ClosedRange<Int>, inChunk index: Int
    ) {
      let chunk = chunks[index]
      let lower = range.lowerBound - firstIndices[index]
      let upper = range.upperBound - firstIndices[index]
      let start = Self.range(of: lower, in: chunk).lowerBound
      let end = Self.range(of: upper, in: chunk).upperBound
      let utf8 = chunk.text.utf8
      let startIndex = utf8.index(utf8.startIndex, offsetBy: start)
      let endIndex = utf8.index(utf8.startIndex, offsetBy: end)
      let inserted = strings.joined(separator: "\n")
      var text = String(Substring(utf8[..<startIndex]))
      text.reserveCapacity(utf8.count - (end - start) + inserted.utf8.count)
      text += inserted
      text += Substring(utf8[endIndex...])
      var starts = Array(chunk.starts[..<lower])
      var offset = start
      for string in strings {
        starts.append(Int32(offset))
        offset += string.utf8.count + 1
      }
      let delta = Int32(inserted.utf8.count - (end - start))
      starts += chunk.starts[(upper + 1)...].map { $0 + delta }
      chunks[index] = Chunk(text: Substring(text), starts: starts)
      let added = strings.count - range.count
      guard added != 0 else { return }
      for later in (index + 1)..<firstIndices.count { firstIndices[later] += added }
    }

    /// The scalars and UTF-16 units of the text before UTF-8 offset `offset` of paragraph
    /// `index` (which must lie in the text), newlines included.
    ///
    /// Costs the part of the paragraph's chunk between the offset and the nearer end of the
    /// chunk, and on the first query after an edit the chunks between it and the offset.
    func unitCounts(beforeParagraph index: Int, offset: Int) -> UnitCounts {
      let found = chunk(holding: index)
      let chunk = chunks[found]
      let before = unitCounts.sum(beforeChunk: found) { self.chunks[$0].text }
      let utf8 = chunk.text.utf8
      let local = Int(chunk.starts[index - firstIndices[found]]) + offset
      let split = utf8.index(utf8.startIndex, offsetBy: local)
      if local > utf8.count / 2 {
        let whole = unitCounts.count(ofChunk: found, text: chunk.text)
        return before + whole - unitCounts.scan(chunk.text[split...])
      }
      return before + unitCounts.scan(chunk.text[..<split])
    }

    /// The paragraph and UTF-8 offset `offset` units of `unit` into the text (clamped to it),
    /// and whether that point falls between the two halves of a surrogate pair, when the
    /// offset returned is the start of the pair's scalar.
    func position(atOffset offset: Int, in unit: TextOffsetUnit)
      -> (paragraph: Int, offset: Int, splitsScalar: Bool)
    {
      guard offset > 0 else { return (0, 0, false) }
      let found = unitCounts.chunk(atOffset: offset, in: unit) { self.chunks[$0].text }
      let chunk = chunks[found]
      var remaining = offset - unitCounts.sum(beforeChunk: found) { self.chunks[$0].text }[unit]
      var text = chunk.text
      let (local, splits) = text.withUTF8 { bytes -> (Int, Bool) in
        unitCounts.bytesScanned += bytes.count
        for (index, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
          guard remaining > 0 else { return (index, false) }
          remaining -= unit == .utf16 && byte >= 0xF0 ? 2 : 1
          if remaining < 0 { return (index, true) }
        }
        return (bytes.count, false)
      }
      let paragraph = chunk.starts.lastIndex(whereKey: { Int($0) }, isAtMost: local)
      return (
        firstIndices[found] + paragraph, local - Int(chunk.starts[paragraph]), splits
      )
    }

    /// How many bytes of text working out offsets in scalars or UTF-16 units has scanned: for
    /// tests that check what an offset costs.
    var unitBytesScanned: Int { unitCounts.bytesScanned }

    /// Whether both hold the same paragraphs.
    public static func == (lhs: Paragraphs, rhs: Paragraphs) -> Bool {
      lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// The paragraphs as an array literal.
    public var description: String { Array(self).description }
  }
}
