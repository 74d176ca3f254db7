import DrawKit
import EditingFuzzer
import Foundation
import Testing

@Suite("Editing fuzzer")
struct FuzzTests {
  @Test func tenThousandRandomWidgetOperationsKeepEveryInvariant() throws {
    try pinTestFonts()
    let seed =
      ProcessInfo.processInfo.environment["DRAWKIT_SEED"].flatMap(UInt64.init)
      ?? UInt64.random(in: 0...UInt64.max)
    print("Editing fuzzer seed \(seed); replay with `make fuzz FUZZ_SEED=\(seed)`")
    var fuzzer = EditingFuzzer(seed: seed)
    do {
      try fuzzer.run(operations: 10_000)
    } catch {
      Issue.record("seed \(seed): \(error)")
    }
    #expect(fuzzer.operationCount == 10_000)
  }

  @Test func replayOfAHealthySequencePasses() {
    let operations: [FuzzOperation] = [.type("abc"), .key(.left, []), .type("é")]
    #expect(EditingFuzzer.replay(operations) == nil, "a healthy sequence passes")
  }
}
