/// What a text's chunks of paragraphs hold in scalars and UTF-16 units, counted when first
/// needed and kept while the chunks stay, with their running sums up to the last chunk asked
/// about: so that the offset of a position, which assistive technology hears of after every
/// keystroke, costs the chunk it is in and not the text before it.
///
/// An edit inside a chunk moves its count by what the edit removed and inserted and drops the
/// sums after it; a query near the edit extends them again over the few chunks between.
final class ChunkUnitCounts {
  /// Each chunk's counts (its newlines within included), or `nil` until counted.
  private(set) var counts: [UnitCounts?]
  /// `sums[i]`: the counts of chunks `0..<i`, with the newline after each; computed up to
  /// `sums.count - 1`.
  private(set) var sums: [UnitCounts] = [.zero]
  /// How many bytes of text have been scanned to count units: for tests that check what an
  /// offset costs.
  var bytesScanned = 0

  init(chunkCount: Int) {
    counts = Array(repeating: nil, count: chunkCount)
  }

  /// A copy, for a text value that is about to change while another value shares these
  /// counts.
  func copy() -> ChunkUnitCounts {
    let copy = ChunkUnitCounts(chunkCount: 0)
    copy.counts = counts
    copy.sums = sums
    copy.bytesScanned = bytesScanned
    return copy
  }

  /// The counts of chunk `index`, counted from `text` when not known.
  func count(ofChunk index: Int, text: Substring) -> UnitCounts {
    if let known = counts[index] { return known }
    let counted = scan(text)
    counts[index] = counted
    return counted
  }

  /// The counts of `text`, recorded as scanned.
  func scan(_ text: Substring) -> UnitCounts {
    bytesScanned += text.utf8.count
    return UnitCounts(counting: text)
  }

  /// The counts of every chunk before chunk `index`, each with its newline; `text(i)` is chunk
  /// `i`'s text, read only for chunks not counted yet.
  func sum(beforeChunk index: Int, text: (Int) -> Substring) -> UnitCounts {
    while sums.count <= index {
      let chunk = sums.count - 1
      sums.append(sums[chunk] + count(ofChunk: chunk, text: text(chunk)) + .newline)
    }
    return sums[index]
  }

  /// The last chunk whose start lies at or before `offset` units of `unit`, extending the sums
  /// as far as needed (to the last chunk at most).
  func chunk(atOffset offset: Int, in unit: TextOffsetUnit, text: (Int) -> Substring) -> Int {
    let last = counts.count - 1
    while sums.count - 1 < last, sums[sums.count - 1][unit] <= offset {
      _ = sum(beforeChunk: sums.count, text: text)
    }
    return sums.prefix(last + 1).lastIndex(whereKey: { $0[unit] }, isAtMost: offset)
  }

  /// Chunk `index`'s text changed in place by what `delta` says it added (asked for only when
  /// the chunk's count is known; without it the chunk is counted again when next needed): its
  /// count moves with it, and the sums after it are dropped.
  func chunkChanged(_ index: Int, by delta: (() -> UnitCounts)?) {
    if let known = counts[index] { counts[index] = delta.map { known + $0() } }
    if sums.count > index + 1 { sums.removeSubrange((index + 1)...) }
  }

  /// Chunks `range` were replaced by `newCount` chunks, not counted yet.
  func chunksReplaced(_ range: ClosedRange<Int>, newCount: Int) {
    counts.replaceSubrange(range, with: repeatElement(nil, count: newCount))
    if sums.count > range.lowerBound + 1 { sums.removeSubrange((range.lowerBound + 1)...) }
  }
}
