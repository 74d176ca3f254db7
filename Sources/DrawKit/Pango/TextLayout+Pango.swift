internal import CDrawKitCairo
import Foundation

/// The Pango side of ``TextLayout``: making the Pango layout from the layout's inputs and
/// measuring its lines.
extension TextLayout {
  /// A Pango layout of ``text`` with every input that affects layout applied: `retired`
  /// (last given `retiredFont`) given the new inputs when it may be (see
  /// ``PangoMeasuringContext/canReuse(_:fixedRightToLeft:)``), else a new one.
  ///
  /// A list row that takes a new row's text sets the text of the layout it has, as a
  /// toolkit drawing with Pango directly would, rather than freeing one layout and making
  /// another. Every input is set, so nothing of the old inputs stays; the font only when it
  /// changed, since Pango keeps a copy of the description it was given.
  func makePangoLayout(reusing retired: PangoObject?, inFont retiredFont: Font?) -> PangoObject {
    let layout: PangoObject
    let keepsFont: Bool
    let (autoDirection, pangoAlignment) = alignment.pangoValue
    let fixedRightToLeft = autoDirection ? self.fixedRightToLeft : nil
    if let retired, PangoMeasuringContext.canReuse(retired, fixedRightToLeft: fixedRightToLeft) {
      layout = retired
      keepsFont = retiredFont == font
    } else {
      layout = PangoMeasuringContext.makeLayout(fixedRightToLeft: fixedRightToLeft)
      keepsFont = false
    }
    let pointer = layout.pointer
    if keepsFont {
      // Still a use of the font since the font map's caches were last cleared.
      FontMapBudget.current.willUse(font)
    } else {
      let description = font.makePangoDescription()
      pango_layout_set_font_description(pointer, description.pointer)
    }
    var wrap = PANGO_WRAP_WORD
    var ellipsis = PANGO_ELLIPSIZE_NONE
    var height: Int32 = -1
    var pangoWidth: Int32 = -1
    if let width, width.isFinite, width > 0 {
      pangoWidth = Self.pangoUnits(width)
      wrap = lineBreakMode.pangoValue
      ellipsis = truncation.pangoValue
      if let maximumLineCount {
        ellipsis = (truncation == .none ? TruncationMode.tail : truncation).pangoValue
        height = -Int32(clamping: maximumLineCount)
      }
    }
    pango_layout_set_width(pointer, pangoWidth)
    pango_layout_set_wrap(pointer, wrap)
    pango_layout_set_ellipsize(pointer, ellipsis)
    pango_layout_set_height(pointer, height)
    pango_layout_set_single_paragraph_mode(pointer, isSingleLine ? 1 : 0)
    // A fixed direction comes from the layout's context; Pango mirrors left and right only in
    // paragraphs whose automatic direction differs from the context's, so a fixed right-to-left
    // layout aligns its natural left edge on the right itself.
    pango_layout_set_auto_dir(pointer, autoDirection && fixedRightToLeft == nil ? 1 : 0)
    pango_layout_set_alignment(
      pointer,
      fixedRightToLeft == true && pangoAlignment == PANGO_ALIGN_LEFT
        ? PANGO_ALIGN_RIGHT : pangoAlignment)
    if let tabWidth, tabWidth.isFinite, tabWidth > 0 {
      let tabs = pango_tab_array_new(1, 0)!
      pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, Self.pangoUnits(tabWidth))
      pango_layout_set_tabs(pointer, tabs)
      pango_tab_array_free(tabs)
    } else {
      pango_layout_set_tabs(pointer, nil)
    }
    var text = self.text
    text.withUTF8 { bytes in
      guard let substituted = Self.substitutingUnshowable(bytes) else {
        return Self.setText(bytes, of: pointer)
      }
      substituted.withUnsafeBufferPointer { Self.setText($0, of: pointer) }
    }
    zeroedFinalWhiteSpaceSerial = nil
    if lastLineIsWrapped, pangoWidth > 0 {
      Self.zeroFinalWhiteSpace(of: pointer)
      zeroedFinalWhiteSpaceSerial = pango_layout_get_serial(pointer)
    }
    return layout
  }

  /// Gives `layout`'s final white space no width again when Pango laid the layout out anew
  /// since it was last given none (as it does once its font map's caches are cleared, see
  /// ``FontMapBudget``), which undid the change to its glyphs.
  func keepFinalWhiteSpaceZeroed(in layout: PangoObject) {
    guard let zeroed = zeroedFinalWhiteSpaceSerial else { return }
    let pointer = layout.pointer
    guard pango_layout_get_serial(pointer) != zeroed else { return }
    Self.zeroFinalWhiteSpace(of: pointer)
    zeroedFinalWhiteSpaceSerial = pango_layout_get_serial(pointer)
  }

  /// Gives the final character of `layout`'s text no width when it is white space of a cluster
  /// of its own (not a line or paragraph separator), as Pango gives the final white space of a
  /// line it wraps: its logically last glyph in the run that ends the text becomes an empty one.
  ///
  /// Calls `pango_layout_get_lines`, whose lines Pango lets its caller change glyph widths in
  /// (it then measures them anew at every query rather than caching their extents).
  private static func zeroFinalWhiteSpace(of layout: OpaquePointer) {
    var attributeCount: Int32 = 0
    guard let text = pango_layout_get_text(layout),
      let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount),
      attributeCount >= 2, attributes[Int(attributeCount) - 2].is_white != 0
    else { return }
    let length = Int(strlen(text))
    let isSeparator =
      length >= 3 && UInt8(bitPattern: text[length - 3]) == 0xE2
      && UInt8(bitPattern: text[length - 2]) == 0x80
      && (0xA8...0xA9).contains(UInt8(bitPattern: text[length - 1]))
    guard !isSeparator, let lines = pango_layout_get_lines(layout),
      let line = g_slist_last(lines)?.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self)
    else { return }
    var node = line.pointee.runs
    while let current = node {
      node = current.pointee.next
      guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
        let glyphs = run.pointee.glyphs, let item = run.pointee.item,
        Int(item.pointee.offset + item.pointee.length) == length, glyphs.pointee.num_glyphs > 0
      else { continue }
      let count = Int(glyphs.pointee.num_glyphs)
      let rightToLeft = item.pointee.analysis.level % 2 == 1
      let index = rightToLeft ? 0 : count - 1
      let neighbour = rightToLeft ? 1 : count - 2
      // White space that shares its cluster with the character before it keeps its width.
      if count >= 2, glyphs.pointee.log_clusters[index] == glyphs.pointee.log_clusters[neighbour] {
        return
      }
      glyphs.pointee.glyphs[index].geometry.width = 0
      glyphs.pointee.glyphs[index].glyph = emptyGlyph
      return
    }
  }

  /// Pango's glyph that draws nothing (`PANGO_GLYPH_EMPTY`).
  private static let emptyGlyph: PangoGlyph = 0x0FFF_FFFF

  /// `bytes` with what Pango or cairo cannot take replaced by characters of the same UTF-8
  /// length, or `nil` when there is nothing to replace.
  ///
  /// A NUL becomes U+001A SUBSTITUTE (Pango stops reading at a NUL). A noncharacter
  /// (U+FDD0–U+FDEF, and U+FFFE and U+FFFF in every plane) is valid Unicode, but cairo's PDF
  /// and SVG output rejects it as invalid UTF-8 and fails the whole document: the BMP ones
  /// become U+FFFD REPLACEMENT CHARACTER, those of the other planes U+nFFFD. Offsets into the
  /// text stay offsets into the layout.
  static func substitutingUnshowable(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var result: [UInt8]?
    func replace(_ index: Int, with byte: UInt8) {
      if result == nil { result = Array(bytes) }
      result![index] = byte
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let remaining = bytes.count - index
      if byte == 0 {
        replace(index, with: substituteByte)
      } else if byte == 0xEF, remaining >= 3 {
        if bytes[index + 1] == 0xB7, (0x90...0xAF).contains(bytes[index + 2]) {
          replace(index + 1, with: 0xBF)
          replace(index + 2, with: 0xBD)
        } else if bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
          replace(index + 2, with: 0xBD)
        }
      } else if (0xF0...0xF4).contains(byte), remaining >= 4, bytes[index + 1] & 0x0F == 0x0F,
        bytes[index + 2] == 0xBF, bytes[index + 3] >= 0xBE
      {
        replace(index + 3, with: 0xBD)
      }
      index += 1
    }
    return result
  }

  /// Hands `bytes` (UTF-8 without NUL) to a Pango layout as its text.
  private static func setText(_ bytes: UnsafeBufferPointer<UInt8>, of layout: OpaquePointer) {
    bytes.withMemoryRebound(to: CChar.self) { chars in
      pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count))
    }
  }

  /// What a NUL character is handed to Pango as: U+001A SUBSTITUTE.
  ///
  /// Pango stops reading text at a NUL, which would leave the rest of the text out of the
  /// layout; the substitute is also one byte, so offsets into the text stay offsets into the
  /// layout.
  static let substituteByte: UInt8 = 0x1A

  /// `value` in Pango units (1/1024 of a user-space unit), clamped to Pango's range.
  static func pangoUnits(_ value: CGFloat) -> Int32 {
    let units = (value * CGFloat(PANGO_SCALE)).rounded(.down)
    guard !units.isNaN else { return 0 }
    return Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
  }

  /// The lines of ``pangoLayout``, measured, and placed on ``fixedLinePitch`` when there is one.
  ///
  /// The font's metrics are fetched before the walk over the lines starts: measuring them
  /// may clear the thread's font map (``FontMapBudget``), which would invalidate an iterator
  /// over this layout.
  func measureLines() -> [TextLine] {
    let layout = pangoLayout.pointer
    let scale = CGFloat(PANGO_SCALE)
    let metrics = FontMetrics.of(font)
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    var stops = LineBoundaryStops(of: self, in: layout)
    var lines: [TextLine] = []
    repeat {
      let line = pango_layout_iter_get_line_readonly(iterator)!
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
      let top = CGFloat(logical.y) / scale
      let height = CGFloat(logical.height) / scale
      let start = Int(line.pointee.start_index)
      let end = start + Int(line.pointee.length)
      let range = stops.index(atOrBefore: start)..<stops.index(atOrBefore: end)
      var lineLogical = PangoRectangle()
      pango_layout_line_get_extents(line, nil, &lineLogical)
      let natural = TextLine(
        range: range, top: top, height: height, baseline: baseline, ascent: baseline - top,
        descent: top + height - baseline, x: CGFloat(logical.x) / scale,
        width: width(of: line, measured: logical.width) / scale, layoutMiddle: top + height / 2,
        drawX: CGFloat(logical.x - lineLogical.x) / scale)
      lines.append(natural.placed(onPitch: fixedLinePitch, index: lines.count, metrics: metrics))
    } while pango_layout_iter_next_line(iterator) != 0
    return lines
  }

  /// How far line `index`'s ink (its glyphs' pixels, marks stacked over or under them
  /// included) reaches, top to bottom, in the layout's coordinates; `nil` for a line without
  /// ink or an index out of range.
  ///
  /// Asked for the few lines an edit changed, so that their repaint covers their ink and
  /// nothing more; measuring it for every line would slow every layout.
  func inkSpan(ofLine index: Int) -> ClosedRange<CGFloat>? {
    let lines = self.lines
    guard lines.indices.contains(index),
      let line = pango_layout_get_line_readonly(pangoLayout.pointer, Int32(index))
    else { return nil }
    var ink = PangoRectangle()
    pango_layout_line_get_extents(line, &ink, nil)
    guard ink.height > 0 else { return nil }
    let scale = CGFloat(PANGO_SCALE)
    let top = lines[index].baseline + CGFloat(ink.y) / scale
    return top...(top + CGFloat(ink.height) / scale)
  }

  /// How far line `index` reaches from left to right in the layout's coordinates.
  ///
  /// Its ink (an italic's overhang, a mark past the last advance) together with its advance
  /// (where backgrounds are drawn). Pango measures the ink once per line and layout.
  func reachAcross(ofLine index: Int) -> ClosedRange<CGFloat> {
    if let reach = cachedReachAcross[index] { return reach }
    let line = lines[index]
    var reach = line.x...(line.x + line.width)
    if let pangoLine = pango_layout_get_line_readonly(pangoLayout.pointer, Int32(index)) {
      inkAcrossMeasurementCount += 1
      var ink = PangoRectangle()
      pango_layout_line_get_extents(pangoLine, &ink, nil)
      if ink.width > 0 {
        let scale = CGFloat(PANGO_SCALE)
        let left = line.drawX + CGFloat(ink.x) / scale
        let right = left + CGFloat(ink.width) / scale
        reach = min(reach.lowerBound, left)...max(reach.upperBound, right)
      }
    }
    cachedReachAcross[index] = reach
    return reach
  }

  /// The width of `line` in Pango units: `measured`, Pango's own figure, unless the line may
  /// be wider than Pango's 32-bit units hold (about 2 million units), in which case the sum
  /// of its glyphs' advances, added up in 64 bits.
  ///
  /// Pango's extents of a 300,000-character line overflow and come out as 0.
  private func width(of line: UnsafeMutablePointer<PangoLayoutLine>, measured: Int32) -> CGFloat {
    guard mayOverflowPangoUnits(line) else { return CGFloat(measured) }
    var total: Int64 = 0
    var node = line.pointee.runs
    while let current = node {
      if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
        let glyphs = run.pointee.glyphs
      {
        for index in 0..<Int(glyphs.pointee.num_glyphs) {
          total += Int64(glyphs.pointee.glyphs[index].geometry.width)
        }
      }
      node = current.pointee.next
    }
    return CGFloat(total)
  }

  /// Whether `line` may be wider than Pango's 32-bit units hold, as no character advances
  /// more than four times the font size per byte.
  func mayOverflowPangoUnits(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
    let mostUnitsPerByte = Double(font.size) * 4 * Double(PANGO_SCALE)
    return Double(line.pointee.length) * mostUnitsPerByte > Double(Int32.max)
  }

  /// How many characters Pango found no font for.
  var pangoUnknownGlyphCount: Int {
    Int(pango_layout_get_unknown_glyphs_count(pangoLayout.pointer))
  }

  /// Whether Pango laid the first paragraph out right to left.
  var pangoStartsRightToLeft: Bool {
    directionQueryCount += 1
    return pango_layout_get_direction(pangoLayout.pointer, 0) == PANGO_DIRECTION_RTL
  }
}
