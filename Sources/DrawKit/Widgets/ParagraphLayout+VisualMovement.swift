extension ParagraphLayout {
  /// One caret step to the right (or left) on screen from the paragraph offset `offset`,
  /// across segments: past a segment's end to the next one's start, past its start to the
  /// previous one's last caret stop.
  func visualStep(fromOffset offset: Int, towardRight: Bool) -> VisualStep {
    let index = segmentIndex(containing: offset)
    let segment = segments[index]
    switch segment.layout.visualStep(from: offset - segment.start, towardRight: towardRight) {
    case .offset(let local):
      return .offset(segment.start + local)
    case .offEnd:
      return index + 1 < segments.count ? .offset(segments[index + 1].start) : .offEnd
    case .offStart:
      guard index > 0 else { return .offStart }
      if offset > segment.start { return .offset(segment.start) }
      let previous = segments[index - 1]
      let length = previous.layout.text.utf8.count
      return .offset(previous.start + (previous.layout.text.cursorPosition(before: length) ?? 0))
    }
  }
}
