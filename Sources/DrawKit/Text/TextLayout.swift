import CCairo
import Foundation

/// A block of text laid out by Pango: shaped, wrapped, measured and ready to draw.
///
/// Pango shapes the text with HarfBuzz, falls back to other fonts for characters the font
/// lacks (Japanese, emoji), orders right-to-left runs (Arabic, Hebrew) and stacks combining
/// marks. The layout answers the questions a text widget asks: how many lines and where they
/// sit, which text index is under a point, where the caret goes for an index, which rectangles
/// a selection covers. Every index it takes or returns lies where Pango lets a caret stop in
/// ``text`` (its cursor positions, nearly always grapheme-cluster boundaries); indices inside a
/// cluster are rounded down.
///
/// Layout is lazy and remembered: it happens when a question first needs it, and again only
/// after an input that affects it changes (``text``, ``font``, ``width``, ``alignment``,
/// ``lineBreakMode``, ``truncation``, ``isSingleLine``, ``tabWidth``, ``fixedLinePitch``).
/// Changing ``color`` only changes the next drawing.
///
/// With a ``fixedLinePitch`` every line gets the same height whatever fonts its characters
/// fall back to, and its baseline sits at the same offset within it, so lines stay on a
/// ruled grid.
///
/// A layout is used on one thread at a time: the thread that created it. (On the main thread,
/// the renderer lays a frame's new layouts out in one batch that helper threads share; see
/// <doc:Threads>.)
public final class TextLayout {
  /// The text to lay out; newlines start new paragraphs.
  public var text: String {
    didSet { if text != oldValue { invalidate() } }
  }
  /// The font for the whole text; characters it lacks fall back to other fonts.
  public var font: Font {
    didSet { if font != oldValue { invalidate() } }
  }
  /// The colour glyphs are drawn in (colour emoji keep their own colours).
  public var color: Color
  /// How lines sit within ``width``.
  public var alignment: TextAlignment = .natural {
    didSet { if alignment != oldValue { invalidate() } }
  }
  /// The width lines wrap at, or `nil` for lines as long as their paragraphs.
  public var width: CGFloat? {
    didSet { if width != oldValue { invalidate() } }
  }
  /// Where lines may break when wrapping.
  public var lineBreakMode: LineBreakMode = .wordOrCharacter {
    didSet { if lineBreakMode != oldValue { invalidate() } }
  }
  /// Whether each paragraph is cut to one line with an ellipsis, and where; needs a ``width``.
  public var truncation: TruncationMode = .none {
    didSet { if truncation != oldValue { invalidate() } }
  }
  /// Whether newlines are shown as symbols on one line instead of starting paragraphs.
  public var isSingleLine = false {
    didSet { if isSingleLine != oldValue { invalidate() } }
  }
  /// The distance between tab stops, or `nil` for Pango's default of eight spaces.
  public var tabWidth: CGFloat? {
    didSet { if tabWidth != oldValue { invalidate() } }
  }
  /// The height of every line, or `nil` for each line's natural height.
  public var fixedLinePitch: CGFloat? {
    didSet { if fixedLinePitch != oldValue { invalidate() } }
  }

  /// How many times the text has been laid out: for tests that check caching.
  package private(set) var layoutPassCount = 0

  private var cachedLayout: PangoObject?
  private var cachedLines: [TextLine]?

  /// Creates a layout of `text` in `font`.
  public init(_ text: String = "", font: Font = .system(size: 14), color: Color = .black) {
    self.text = text
    self.font = font
    self.color = color
  }

  private func invalidate() {
    cachedLayout = nil
    cachedLines = nil
  }

  /// The Pango layout for the current inputs, laid out on first use.
  var pangoLayout: PangoObject {
    if let cachedLayout { return cachedLayout }
    let layout = makePangoLayout()
    cachedLayout = layout
    return layout
  }

  private func makePangoLayout() -> PangoObject {
    layoutPassCount += 1
    let layout = PangoObject(owning: pango_layout_new(PangoMeasuringContext.current.pointer)!)
    let pointer = layout.pointer
    let description = font.makePangoDescription()
    pango_layout_set_font_description(pointer, description.pointer)
    if let width, width.isFinite, width > 0 {
      pango_layout_set_width(pointer, Self.pangoUnits(width))
      pango_layout_set_wrap(pointer, lineBreakMode.pangoValue)
      pango_layout_set_ellipsize(pointer, truncation.pangoValue)
    }
    pango_layout_set_single_paragraph_mode(pointer, isSingleLine ? 1 : 0)
    alignment.apply(to: pointer)
    if let tabWidth, tabWidth.isFinite, tabWidth > 0 {
      let tabs = pango_tab_array_new(1, 0)!
      pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, Self.pangoUnits(tabWidth))
      pango_layout_set_tabs(pointer, tabs)
      pango_tab_array_free(tabs)
    }
    var text = self.text
    text.withUTF8 { bytes in
      guard let substituted = Self.substitutingUnshowable(bytes) else {
        return Self.setText(bytes, of: pointer)
      }
      substituted.withUnsafeBufferPointer { Self.setText($0, of: pointer) }
    }
    return layout
  }

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

  /// Whether the text is laid out and measured for the current inputs.
  package var isLaidOut: Bool { cachedLines != nil }

  /// Lays the text out and measures its lines now rather than on first use.
  package func layOut() {
    _ = lines
  }

  /// The lines, measured once per layout.
  public var lines: [TextLine] {
    if let cachedLines { return cachedLines }
    let measured = measureLines()
    cachedLines = measured
    return measured
  }

  private func measureLines() -> [TextLine] {
    let layout = pangoLayout.pointer
    let scale = CGFloat(PANGO_SCALE)
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    let metrics = FontMetrics.of(font)
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
      let range = text.characterIndex(utf8Offset: start)..<text.characterIndex(utf8Offset: end)
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

  /// The width of `line` in Pango units: `measured`, Pango's own figure, unless the line may
  /// be wider than Pango's 32-bit units hold (about 2 million units), in which case the sum
  /// of its glyphs' advances, added up in 64 bits.
  ///
  /// Pango's extents of a 300,000-character line overflow and come out as 0.
  private func width(of line: UnsafeMutablePointer<PangoLayoutLine>, measured: Int32) -> CGFloat {
    let mostUnitsPerByte = Double(font.size) * 4 * Double(PANGO_SCALE)
    guard Double(line.pointee.length) * mostUnitsPerByte > Double(Int32.max) else {
      return CGFloat(measured)
    }
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

  /// How many characters no installed font can show, drawn as boxes ("tofu"); zero when
  /// fallback found a font for everything.
  public var missingGlyphCount: Int {
    Int(pango_layout_get_unknown_glyphs_count(pangoLayout.pointer))
  }

  /// Whether the text's first paragraph runs right to left (it starts with Arabic or Hebrew,
  /// say), so natural alignment puts it on the right.
  public var isRightToLeft: Bool {
    pango_layout_get_direction(pangoLayout.pointer, 0) == PANGO_DIRECTION_RTL
  }

  /// The number of lines.
  public var lineCount: Int { lines.count }

  /// The size of the laid-out text: the widest line (or ``width`` when wrapping) by the
  /// bottom of the last line.
  public var size: CGSize {
    let lines = self.lines
    let widest = lines.reduce(0) { max($0, $1.x + $1.width) }
    return CGSize(width: max(width ?? 0, widest), height: lines.last?.bottom ?? 0)
  }
}
