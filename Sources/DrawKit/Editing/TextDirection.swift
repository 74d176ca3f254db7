/// Which way through the text a movement goes: toward its end or toward its start.
public struct TextDirection: Hashable, Sendable {
  private let isForward: Bool

  /// Toward the end of the text (down, right in left-to-right text).
  public static let forward = TextDirection(isForward: true)
  /// Toward the start of the text (up, left in left-to-right text).
  public static let backward = TextDirection(isForward: false)

  /// +1 forward, -1 backward.
  var sign: Int { isForward ? 1 : -1 }
}
