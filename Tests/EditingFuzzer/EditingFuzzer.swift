import DrawKit
import Foundation

/// Drives a text field, a text view and a placeholder text view with random keys, clicks,
/// drags, scrolls, typing, pastes and raw bytes, and checks after every step that nothing
/// the user typed is lost or corrupted.
///
/// Invariants checked after every step, for every widget: its text equals a reference built
/// only from the changes it reported; both ends of the selection lie on caret stops;
/// a focused widget's caret lies inside its content. Every 50 steps the tree renders without
/// error; every 200 steps (an episode) undoing everything restores the episode's starting
/// text and redoing everything restores its end, and a text view's height equals a fresh
/// layout's.
public struct EditingFuzzer {
  /// A broken invariant, with the operations that led to it.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    /// The operations of the episode up to the failure, in order.
    public let operations: [FuzzOperation]

    /// The message and the operations, one per line.
    public var description: String {
      "\(message)\n" + operations.map { "  \($0)" }.joined(separator: "\n")
    }
  }

  /// The seed of the random sequence.
  public let seed: UInt64
  /// How many operations were run so far.
  public private(set) var operationCount = 0

  private var generator: SplitMix64

  /// Creates a fuzzer whose operations follow from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    self.generator = SplitMix64(seed: seed)
  }

  static let alphabet = [
    "a", "Z", " ", "word ", "\n", "e", "\u{301}", "\u{308}", "👨‍👩‍👧‍👦", "👋🏽", "🏽", "🇯", "🇵",
    "🇯🇵🇺🇸", "日本語", "か", "カタカナ", "مرحبا", "שלום", "ไทย", "हिन्दी", "\u{200D}", "\t", "\r\n",
    "\u{7}", "don't",
  ]

  static let keys: [Key] = [
    .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .backspace, .delete, .return,
    .tab, .escape, .character("a"), .character("c"), .character("x"), .character("v"),
    .character("z"), .character("y"),
  ]

  /// Runs `count` operations in episodes of 200, each on a fresh widget tree; throws the
  /// first failure, shrunk to the shortest sequence that still fails.
  public mutating func run(operations count: Int) throws(Failure) {
    while operationCount < count {
      let length = min(200, count - operationCount)
      let episode = (0..<length).map { _ in randomOperation() }
      if let failure = Self.replay(episode) {
        throw Self.shrink(failure, episode: episode)
      }
      operationCount += length
    }
  }

  private mutating func randomText() -> String {
    (0..<Int.random(in: 1...3, using: &generator)).map { _ in
      Self.alphabet.randomElement(using: &generator)!
    }.joined()
  }

  private mutating func randomPoint() -> CGPoint {
    CGPoint(
      x: CGFloat(Int.random(in: -10...330, using: &generator)),
      y: CGFloat(Int.random(in: -10...330, using: &generator)))
  }

  private mutating func randomOperation() -> FuzzOperation {
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<35: return .type(randomText())
    case 35..<38:
      var bytes = Array(randomText().utf8)
      bytes.insert(
        UInt8.random(in: 0x80...0xFF, using: &generator),
        at: Int.random(in: 0...bytes.count, using: &generator))
      return .typeBytes(bytes)
    case 38..<70:
      let key = Self.keys.randomElement(using: &generator)!
      let modifiers = KeyModifiers(rawValue: Int.random(in: 0...3, using: &generator))
      return .key(key, modifiers)
    case 70..<80: return .click(randomPoint(), count: Int.random(in: 1...3, using: &generator))
    case 80..<86: return .drag(from: randomPoint(), to: randomPoint())
    case 86..<89:
      return .scroll(randomPoint(), dy: CGFloat(Int.random(in: -80...80, using: &generator)))
    case 89:
      return .editingCallback(
        widget: Int.random(in: 0..<3, using: &generator),
        rule: Int.random(in: 0..<4, using: &generator))
    default: return .paste(randomText() + randomText())
    }
  }

  /// Runs `operations` on a fresh tree.
  ///
  /// Returns the first broken invariant, if any. Use it to replay a sequence a failure printed.
  public static func replay(_ operations: [FuzzOperation]) -> Failure? {
    let tree = FuzzTree()
    let start = tree.texts
    for (index, operation) in operations.enumerated() {
      tree.perform(operation)
      let done = Array(operations[...index])
      if let problem = tree.brokenInvariant() {
        return Failure(message: problem, operations: done)
      }
      if index % 50 == 49, let problem = tree.renderProblem() {
        return Failure(message: problem, operations: done)
      }
    }
    if let problem = tree.undoRedoProblem(start: start) {
      return Failure(message: problem, operations: operations)
    }
    return nil
  }

  /// Removes operations while the failure persists (delta debugging), so the printed
  /// sequence is as short as this search finds.
  static func shrink(_ failure: Failure, episode: [FuzzOperation]) -> Failure {
    var current = failure
    var chunk = max(current.operations.count / 2, 1)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < current.operations.count {
        var candidate = current.operations
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        if let smaller = replay(candidate) {
          current = smaller
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }
}

/// A small, fast, seedable random number generator (SplitMix64), so that a failing run can be
/// replayed from its seed.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose sequence follows from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
