import Foundation

extension Drawing where Node: TextInputView {
  /// The input method's composition: a `width` thick underline in `color` under the marked
  /// text, twice as thick under the clause being converted, at the foot of each line.
  public static func markedText(_ color: Color = .label, width: CGFloat = 1) -> Drawing {
    Drawing("markedText") { view, context in
      let runs = view.markedTextRuns
      guard !runs.isEmpty else { return }
      let thin = width.isFinite ? max(width, 0) : 1
      context.setFillColor(color)
      for run in runs {
        let height = run.style == .converting ? thin * 2 : thin
        context.fill(
          CGRect(x: run.rect.minX, y: run.rect.maxY - height, width: run.rect.width, height: height)
        )
      }
    }
  }
}
