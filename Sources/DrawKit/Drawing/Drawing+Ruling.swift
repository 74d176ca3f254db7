import Foundation

extension Drawing where Node: TextField {
  /// A line under the field's first line of text, `width` thick: as far below the line box
  /// as half the font's descent, measured from the font, so it clears descenders at any font
  /// size.
  ///
  /// A field's natural size (``TextField/sizeThatFits(_:)``) leaves room for an underline up
  /// to ``TextField/underlineRoom`` thick there.
  public static func textUnderline(_ color: Color, width: CGFloat = 0.5) -> Drawing {
    Drawing("textUnderline") { field, context in
      let y = field.underlineTop
      let rect = context.rect
      context.setFillColor(color)
      context.fill(CGRect(x: rect.minX, y: y, width: rect.width, height: width))
    }
  }
}

extension Drawing where Node: TextView {
  /// Notes-style ruled lines: one per line pitch, each under a text baseline, from `inset`
  /// after the left edge to `inset` before the right edge, continuing below the text across
  /// the whole visible area at any scroll offset.
  ///
  /// `(contentSize.height + bounds.height) / pitch` lines make up the page, so the paper
  /// continues for a screenful below the last line; only those near the clip are stroked, and
  /// only across it (a scroll's strip or a scroll bar's column strokes a few short rules). The
  /// pitch is the view's ``TextView/linePitch``, which leaves room for a rule up
  /// to a point thick between one line's kanji and emoji and the next line's, and the baseline
  /// comes from the font's measured metrics. Each rule starts one device pixel row (one point) below the
  /// deepest ink of glyphs that stand on the baseline in any script (kanji and emoji reach
  /// lower than Latin letters; see `Font.baselineInkDepth`), counted from the pixel row the
  /// text's baseline snaps to, so rules clear the text's ink and keep the same gap to it at
  /// every scale and fractional scroll offset. Descenders cross the rules, as on paper.
  public static func ruledLines(_ color: Color, width: CGFloat = 1, inset: CGFloat = 10)
    -> Drawing
  {
    Drawing("ruledLines") { view, context in
      let font = view.font
      let pitch = view.linePitch ?? font.leading
      guard pitch > 0 else { return }
      let insets = view.effectiveTextInsets
      let baselineOffset = font.ascender + ((pitch - font.lineHeight) / 2).rounded(.down)
      let count = ((view.contentSize.height + view.bounds.height) / pitch).clampedIntegerBelow
      let rect = context.rect
      // Only the rules near the clip, only across it (with room for their caps and
      // smoothing): the strip a scroll brings in strokes a few short rules, not every one.
      let room = 2 * width + 8
      let clip = context.clipBoundingBox
      let left = max(rect.minX + inset, clip.minX - room)
      let right = min(rect.maxX - inset, clip.maxX + room)
      let top = max(rect.minY, clip.minY - pitch)
      let bottom = min(rect.maxY, clip.maxY + pitch)
      guard left < right, top < bottom else { return }
      let device = context.deviceRows
      let scale = max(abs(device.scale), 0.0001)
      let deviceWidth = width * scale
      // Rows from the snapped baseline to the rule's top edge: the ink's depth, then a row.
      let rowsBelowBaseline =
        (font.baselineInkDepth * scale).rounded(.up) + max(scale.rounded(), 1)
      let first = max(((top - insets.top - baselineOffset) / pitch).clampedIntegerBelow, 0)
      let last = min(((bottom - insets.top) / pitch).rounded(.up).clampedIntegerBelow, count &- 1)
      guard last &- first < 100_000 else { return }  // a pitch too fine to see in the rectangle
      guard first <= last else { return }
      context.setStrokeColor(color)
      context.setLineWidth(width)
      context.beginPath()
      for line in first...last {
        let baseline = insets.top + CGFloat(line) * pitch + baselineOffset
        // Cairo places glyph origins on the nearest device row, halves rounding down the page.
        let deviceBaseline = (baseline * device.scale + device.offset + 0.5).rounded(.down)
        let deviceCentre = deviceBaseline + rowsBelowBaseline + deviceWidth / 2
        let y = (deviceCentre - device.offset) / device.scale
        context.move(to: CGPoint(x: left, y: y))
        context.addLine(to: CGPoint(x: right, y: y))
      }
      context.strokePath()
    }
  }

  /// A vertical margin line `offset` to the left of the text, down the whole visible area,
  /// as on a legal pad.
  public static func marginLine(_ color: Color, offset: CGFloat = 8, width: CGFloat = 1)
    -> Drawing
  {
    Drawing("marginLine") { view, context in
      let rect = context.rect
      let x = rect.minX + view.effectiveTextInsets.left - offset
      context.setFillColor(color)
      context.fill(CGRect(x: x.rounded(.down), y: rect.minY, width: width, height: rect.height))
    }
  }
}
