import EditingFuzzer

/// libFuzzer's entry point: replays the input, decoded into operations, on a fresh tree.
///
/// Every invariant is checked after every operation; a broken one traps, so libFuzzer keeps
/// the input as a crash. Built only by `make libfuzz` (`swift build --sanitize=fuzzer`).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let failure = EditingFuzzer.replay(FuzzOperation.decode(bytes)) {
    fatalError("editing invariant broken: \(failure)")
  }
  return 0
}
