extension ParagraphLayout {
  /// How many segments the calling thread has looked at in paragraph layouts.
  ///
  /// The segments whose lines ``changedSpan(since:)`` compared, and those that
  /// ``segments(fromY:toY:)`` and ``selectionRects(from:to:)`` walked: for tests that check
  /// that a keystroke or a frame in a long paragraph looks at the segments it touches or
  /// shows, not at the whole paragraph.
  ///
  /// Counted per thread, so that tests running side by side do not see each other's work.
  package static var segmentsVisitedOnThisThread: Int { threadCount.value.segments }

  /// Adds `segments` visited segments to the calling thread's count.
  static func countVisits(ofSegments segments: Int) {
    threadCount.value.segments += segments
  }

  /// One thread's count.
  private final class Count {
    var segments = 0
  }

  private static let threadCount = ThreadLocal { Count() }
}
