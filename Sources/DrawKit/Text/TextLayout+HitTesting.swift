import Foundation

extension TextLayout {
  /// The caret position nearest to `point` (in the layout's coordinates).
  ///
  /// It is the caret stop (Pango cursor position) closest to it on the line under it. Points above the text map to the
  /// first line, points below to the last.
  public func index(at point: CGPoint) -> String.Index {
    let lines = self.lines
    let lineIndex = self.lineIndex(atY: point.y)
    let line = lines[lineIndex]
    let hit = pangoHit(x: point.x.finiteOrZero, y: line.layoutMiddle)
    let offset = text.cursorPosition(atOrBefore: hit.utf8Offset)
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    guard hit.isTrailing, let nextOffset = text.cursorPosition(after: offset) else { return index }
    let next = text.utf8.index(text.utf8.startIndex, offsetBy: nextOffset)
    let wrapsAfter =
      lineIndex + 1 < lines.count
      ? lines[lineIndex + 1].range.lowerBound == next : lastLineIsWrapped
    let isWrappedLineEnd = next == line.range.upperBound && wrapsAfter && text[index] != "\n"
    return isWrappedLineEnd ? index : next
  }

  /// The index of the line whose box contains `y`, clamped to the first and last lines.
  public func lineIndex(atY y: CGFloat) -> Int {
    let lines = self.lines
    guard let found = lines.firstIndex(where: { y < $0.bottom }) else {
      return lines.count - 1
    }
    return found
  }

  /// The index of the line that holds the caret at `index`.
  public func lineIndex(containing index: String.Index) -> Int {
    let lineNumber = pangoLineNumber(atUTF8Offset: text.utf8Offset(of: clamped(index)))
    return min(max(lineNumber, 0), lines.count - 1)
  }

  /// The caret for `index`: a zero-width rectangle as tall as its line, at the edge where
  /// the next typed character would appear (for mixed-direction text, Pango's strong cursor).
  public func caretRect(at index: String.Index) -> CGRect {
    let index = clamped(index)
    let offset = text.utf8Offset(of: index)
    if let lastCaret, lastCaret.offset == offset { return lastCaret.rect }
    caretQueryCount += 1
    let x = pangoStrongCaretX(atUTF8Offset: offset)
    let line = lines[lineIndex(containing: index)]
    let rect = CGRect(x: x, y: line.top, width: 0, height: line.height)
    lastCaret = (offset, rect)
    return rect
  }

  /// The box of the grapheme that starts at `index`, as tall as its line.
  ///
  /// For a right-to-left grapheme its leading edge is the box's right side. Empty at the end of the
  /// text.
  public func characterRect(at index: String.Index) -> CGRect {
    let index = clamped(index)
    guard index < text.endIndex else { return caretRect(at: index) }
    let span = pangoCharacterSpan(atUTF8Offset: text.utf8Offset(of: index))
    let line = lines[lineIndex(containing: index)]
    return CGRect(x: span.x, y: line.top, width: span.width, height: line.height)
  }

  /// The rectangles that highlight `range`, one or more per line it touches (more where a
  /// right-to-left run splits it), each as tall as its line.
  ///
  /// A selection that runs past the end of a paragraph also covers a sliver for the newline,
  /// so selected empty lines show.
  public func selectionRects(for range: Range<String.Index>) -> [CGRect] {
    let lower = clamped(range.lowerBound)
    let upper = clamped(range.upperBound)
    guard lower < upper else { return [] }
    var rects: [CGRect] = []
    for (number, line) in lines.enumerated() {
      let lineEndsParagraph =
        line.range.upperBound < text.endIndex
        && text[line.range.upperBound] == "\n"
      let reach =
        lineEndsParagraph ? text.index(after: line.range.upperBound) : line.range.upperBound
      guard lower < reach, upper > line.range.lowerBound else { continue }
      let start = max(lower, line.range.lowerBound)
      let end = min(upper, line.range.upperBound)
      if start < end {
        let spans = pangoSpans(
          ofLine: number, from: text.utf8Offset(of: start), to: text.utf8Offset(of: end))
        for span in spans {
          rects.append(
            CGRect(x: span.left, y: line.top, width: span.right - span.left, height: line.height))
        }
      }
      if lineEndsParagraph, upper > line.range.upperBound {
        let x = line.x + line.width
        rects.append(CGRect(x: x, y: line.top, width: font.size / 3, height: line.height))
      }
    }
    return rects
  }

  /// `index` rounded down to a caret stop and clamped into the text.
  func clamped(_ index: String.Index) -> String.Index {
    guard index <= text.endIndex else { return text.endIndex }
    return text.roundedDownToCharacter(index)
  }
}
