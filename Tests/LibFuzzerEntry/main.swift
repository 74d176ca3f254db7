import EditingFuzzer

#if LibFuzzer
/// libFuzzer's entry point: replays the input, decoded into operations, on a fresh tree.
///
/// Every invariant is checked after every operation; a broken one traps, so libFuzzer keeps
/// the input as a crash. Built with the `LibFuzzer` trait by `make libfuzz`
/// (`swift build --sanitize=fuzzer`, whose runtime supplies `main`).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let failure = EditingFuzzer.replay(FuzzOperation.decode(bytes)) {
    fatalError("editing invariant broken: \(failure)")
  }
  return 0
}
#else
import Foundation

// Without the `LibFuzzer` trait there is no libFuzzer to drive the entry point: this build
// says how to make one and fails.
FileHandle.standardError.write(
  Data("drawkit-libfuzzer: built without the LibFuzzer trait; run `make libfuzz`\n".utf8))
exit(2)
#endif
