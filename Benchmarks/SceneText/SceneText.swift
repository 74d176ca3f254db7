/// The scenes' deterministic text generator (`shared/bench/peers/scenes.md`, section 0.3),
/// shared by the benchmark and the tests that check layout against the scenes' geometry.
public struct SceneText {
  private static let vocabulary = """
    lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut \
    labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris \
    nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse \
    cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui \
    officia deserunt mollit anim id est laborum notes page
    """.split(separator: " ").map(String.init)

  private var state: UInt32 = 12345

  /// A generator at the start of its sequence.
  public init() {}

  /// The next number, 0...65535.
  public mutating func next() -> Int {
    state = state &* 1_664_525 &+ 1_013_904_223
    return Int(state >> 16)
  }

  /// The next line: 8 to 14 words and a full stop.
  public mutating func line() -> String {
    let count = 8 + next() % 7
    return (0..<count).map { _ in Self.vocabulary[next() % 64] }.joined(separator: " ") + "."
  }

  /// The first `lines` lines of a fresh generator, joined with newlines, built in one string
  /// (as the C peers build theirs in one buffer).
  public static func document(lines: Int) -> String {
    var generator = SceneText()
    var document = ""
    document.reserveCapacity(lines * 80)
    for index in 0..<lines {
      if index > 0 { document += "\n" }
      document += generator.line()
    }
    return document
  }
}
