import Foundation

/// What a ``TextStorage`` asks a laid-out view to move the caret by visual lines: up and down
/// keeping a horizontal goal, and to the start or end of the line on screen.
///
/// Text views implement it over their ``TextLayout``s; without one, "line" means paragraph.
public protocol TextLineNavigating {
  /// The caret's x position for `position`, in the layout's coordinates.
  func caretX(at position: TextPosition) -> CGFloat

  /// The position nearest to `goalX` on the visual line `lines` lines below `position`
  /// (above when negative), clamped to the first and last lines.
  func position(from position: TextPosition, movingLines lines: Int, goalX: CGFloat)
    -> TextPosition

  /// The end (`.forward`) or start (`.backward`) of the visual line holding `position`.
  func lineBoundary(of position: TextPosition, direction: TextDirection) -> TextPosition
  /// Whether the paragraph holding `position` runs right to left on screen, so Left moves
  /// toward its end.
  func isRightToLeft(at position: TextPosition) -> Bool

  /// The caret position one step to the right (`towardRight`) or left on screen from
  /// `position`, or `nil` when the layout cannot tell (then Left and Right move logically,
  /// by the paragraph's direction).
  ///
  /// In lines that mix directions the step follows the display order of the runs, as GTK's
  /// `pango_layout_move_cursor_visually` does: from a line's visual end it goes on to the next
  /// line, past a paragraph's logical end to the next paragraph's start, past its logical
  /// start to the previous paragraph's end; at the ends of the text it stays.
  func visualPosition(from position: TextPosition, towardRight: Bool) -> TextPosition?
}

extension TextLineNavigating {
  /// Left to right: a layout that knows no directions.
  public func isRightToLeft(at position: TextPosition) -> Bool { false }

  /// `nil`: a layout that knows no display order, so Left and Right move logically.
  public func visualPosition(from position: TextPosition, towardRight: Bool) -> TextPosition? {
    nil
  }
}
