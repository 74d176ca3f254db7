import EditingFuzzer
import Foundation

// drawkit-fuzz [OPERATIONS] [SEED]: drives the text widgets with random input and checks
// their invariants; prints the count and seed, or the failure with its shortest sequence.
let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 0 : UInt64.random(in: 0...UInt64.max)
var fuzzer = EditingFuzzer(seed: seed)
let start = Date()
do {
  try fuzzer.run(operations: count)
  let seconds = Date().timeIntervalSince(start)
  print("fuzz: \(fuzzer.operationCount) operations passed, seed \(seed), \(Int(seconds)) s")
} catch {
  print("fuzz: FAILED after \(fuzzer.operationCount) operations, seed \(seed): \(error)")
  exit(1)
}
