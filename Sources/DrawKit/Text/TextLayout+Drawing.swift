import Foundation

extension TextLayout {
  /// Draws the text with the layout's top-left at `origin`, in ``color`` faded by the context's
  /// alpha.
  ///
  /// Lines that end more than a line's height away from the context's clip, above, below or
  /// to either side, are skipped (the slack keeps ink that reaches past a line, such as
  /// stacked marks or an italic's overhang, drawn where the clip meets it; to the side, a
  /// line that ends within the slack is drawn when Pango finds its ink there; on a page of a
  /// paginated PDF there is no slack above and below, so each line is on one page only), and
  /// so is the whole text when `origin` is NaN, infinite or millions of pixels away, where no
  /// surface reaches: redrawing one edited line of a window full of text shapes and draws a
  /// few lines, not every line in view, and redrawing a scroll bar's column at the right
  /// edge draws only the lines that reach it. In a PDF the text is tagged as a
  /// paragraph, so screen readers and text extraction find it in drawing order.
  public func draw(in context: GraphicsContext, at origin: CGPoint) {
    draw(in: context, at: origin, color: color)
  }

  /// Draws the text as ``draw(in:at:)`` does, in `color` instead of the layout's own: a
  /// widget whose title changes colour with its state (pressed, selected, disabled) draws
  /// one layout in each, without laying it out again.
  public func draw(in context: GraphicsContext, at origin: CGPoint, color: Color) {
    guard !context.isInert, context.fitsWithinLimit(origin) else { return }
    let lines = self.lines
    // Lines run top to bottom, so those near the clip (or on the page) are one run of them.
    let clip = context.clipBoundingBox.offsetBy(dx: -origin.x, dy: -origin.y)
    let range: (first: Int, last: Int)?
    if let window = context.pageWindow.map(context.userSpan(ofDevice:)) {
      let tolerance = Self.pageEdgeTolerance
      range = Self.lines(
        lines, from: window.lowerBound - origin.y + tolerance,
        to: window.upperBound - origin.y - tolerance)
    } else {
      range = Self.lines(lines, near: clip)
    }
    guard let (first, last) = range else { return }
    let shown = (first...last).filter { reaches(line: $0, of: lines, across: clip) }
    guard !shown.isEmpty else { return }
    let layout = pangoLayout
    context.record("drawText lines \(Self.runs(of: shown))")
    context.setSource(color)
    context.preservingPath {
      context.withStructureTag("P") {
        for number in shown {
          let line = lines[number]
          context.showLine(
            number, of: layout, at: CGPoint(x: origin.x + line.drawX, y: origin.y + line.baseline))
        }
      }
    }
  }

  /// Whether line `number` meets the span of `clip` from left to right: its advance does, or
  /// else its ink, asked of Pango (once) only for a line that ends within a line's height of
  /// the clip, the most ink reaches past an advance.
  private func reaches(line number: Int, of lines: [TextLine], across clip: CGRect) -> Bool {
    let line = lines[number]
    let left = line.x
    let right = line.x + line.width
    if right > clip.minX, left < clip.maxX { return true }
    guard right + line.height > clip.minX, left - line.height < clip.maxX else { return false }
    let reach = reachAcross(ofLine: number)
    return reach.upperBound > clip.minX && reach.lowerBound < clip.maxX
  }

  /// `numbers` (ascending) as runs of consecutive numbers, such as `2...4, 7...7`.
  private static func runs(of numbers: [Int]) -> String {
    var runs: [ClosedRange<Int>] = []
    for number in numbers {
      if let last = runs.last, last.upperBound == number - 1 {
        runs[runs.count - 1] = last.lowerBound...number
      } else {
        runs.append(number...number)
      }
    }
    return runs.map { "\($0.lowerBound)...\($0.upperBound)" }.joined(separator: ", ")
  }

  /// How far, in points, a line may reach past a page's edge and still count as on the page:
  /// the rounding of the offsets that put the line and the page's edge where they are.
  private static let pageEdgeTolerance: CGFloat = 0.01

  /// The first and last of `lines` that end within a line's height of `clip` (the slack
  /// keeps stacked marks drawn where a clip edge meets them), or `nil` for none.
  private static func lines(_ lines: [TextLine], near clip: CGRect) -> (Int, Int)? {
    guard let first = lines.firstIndex(where: { $0.bottom + $0.height > clip.minY }),
      let last = lines.lastIndex(where: { $0.top - $0.height < clip.maxY }), first <= last
    else { return nil }
    return (first, last)
  }

  /// The first and last of `lines` that reach between `top` and `bottom`, or `nil` for none.
  private static func lines(_ lines: [TextLine], from top: CGFloat, to bottom: CGFloat) -> (
    Int, Int
  )? {
    guard let first = lines.firstIndex(where: { $0.bottom > top }),
      let last = lines.lastIndex(where: { $0.top < bottom }), first <= last
    else { return nil }
    return (first, last)
  }
}
