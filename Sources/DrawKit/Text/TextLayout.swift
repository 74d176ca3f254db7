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
/// ``lineBreakMode``, ``truncation``, ``maximumLineCount``, ``isSingleLine``, ``tabWidth``,
/// ``fixedLinePitch``).
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
  // The inputs and caches below are read and assigned whole, and a paint reads them for every
  // label drawn: they go without run-time exclusivity checks, which showed in profiles.
  /// The text to lay out; newlines start new paragraphs.
  @exclusivity(unchecked) public var text: String {
    didSet { if text != oldValue { invalidate() } }
  }
  /// The font for the whole text; characters it lacks fall back to other fonts.
  @exclusivity(unchecked) public var font: Font {
    didSet { if font != oldValue { invalidate() } }
  }
  /// The colour glyphs are drawn in (colour emoji keep their own colours).
  @exclusivity(unchecked) public var color: Color
  /// How lines sit within ``width``.
  @exclusivity(unchecked) public var alignment: TextAlignment = .natural {
    didSet { if alignment != oldValue { invalidate() } }
  }
  /// The width lines wrap at, or `nil` for lines as long as their paragraphs.
  @exclusivity(unchecked) public var width: CGFloat? {
    didSet { if width != oldValue { invalidate() } }
  }
  /// Where lines may break when wrapping.
  @exclusivity(unchecked) public var lineBreakMode: LineBreakMode = .wordOrCharacter {
    didSet { if lineBreakMode != oldValue { invalidate() } }
  }
  /// Whether each paragraph is cut to one line with an ellipsis, and where; needs a ``width``.
  @exclusivity(unchecked) public var truncation: TruncationMode = .none {
    didSet { if truncation != oldValue { invalidate() } }
  }
  /// At most how many lines each paragraph wraps to; `nil` (the default) for no limit.
  ///
  /// The last line shown is cut with an ellipsis where ``truncation`` says (at the end when
  /// it is ``TruncationMode/none``). Needs a ``width``; values below 1 count as 1.
  public var maximumLineCount: Int? {
    didSet {
      if let count = maximumLineCount, count < 1 { maximumLineCount = 1 }
      if maximumLineCount != oldValue { invalidate() }
    }
  }
  /// Whether newlines are shown as symbols on one line instead of starting paragraphs.
  @exclusivity(unchecked) public var isSingleLine = false {
    didSet { if isSingleLine != oldValue { invalidate() } }
  }
  /// The distance between tab stops, or `nil` for Pango's default of eight spaces.
  @exclusivity(unchecked) public var tabWidth: CGFloat? {
    didSet { if tabWidth != oldValue { invalidate() } }
  }
  /// The height of every line, or `nil` for each line's natural height.
  @exclusivity(unchecked) public var fixedLinePitch: CGFloat? {
    didSet { if fixedLinePitch != oldValue { invalidate() } }
  }
  /// The base direction of every paragraph when ``alignment`` follows the text's direction
  /// (natural or centred): `true` for right to left, `false` for left to right, `nil` (the
  /// default) for Pango's own choice, each paragraph's first strong character.
  ///
  /// A segment of a long paragraph is laid out in that paragraph's direction, which its own
  /// first strong character may not have: a Hebrew paragraph whose later line starts with an
  /// English word.
  @exclusivity(unchecked) var fixedRightToLeft: Bool? {
    didSet { if fixedRightToLeft != oldValue { invalidate() } }
  }

  /// Whether the text's last line ends where a longer text it was cut from wraps: its final
  /// white space then takes no width, as Pango gives it a line it wraps, so that the line
  /// measures, selects, hit-tests and aligns as in a layout of the longer text.
  @exclusivity(unchecked) var lastLineIsWrapped = false {
    didSet { if lastLineIsWrapped != oldValue { invalidate() } }
  }

  /// How many times the text has been laid out: for tests that check caching.
  package private(set) var layoutPassCount = 0

  /// How many times Pango was asked which way the text runs: once per layout, however often
  /// ``isRightToLeft`` is read (a label reads it in every paint), for tests that count.
  package internal(set) var directionQueryCount = 0

  /// How many times Pango measured a line's ink from left to right, which drawing asks for a
  /// line that ends just short of the clip, once per line and layout: for tests that count.
  package internal(set) var inkAcrossMeasurementCount = 0

  @exclusivity(unchecked) private var cachedLayout: PangoObject?
  /// The Pango layout of the inputs before they last changed, given the new ones at the next
  /// layout instead of a new layout being made.
  @exclusivity(unchecked) private var retiredLayout: PangoObject?
  /// The font the Pango layout (cached or retired) was last given, so that a layout reused
  /// in the same font is not given it again.
  @exclusivity(unchecked) private var pangoLayoutFont: Font?
  /// The Pango layout's serial (`pango_layout_get_serial`) when its final white space was
  /// given no width, or `nil` when it needs none: a layout Pango lays out again (its font
  /// map's caches were cleared) has it zeroed again before it is next read.
  @exclusivity(unchecked) var zeroedFinalWhiteSpaceSerial: UInt32?
  @exclusivity(unchecked) private var cachedLines: [TextLine]?
  @exclusivity(unchecked) private var cachedStartsRightToLeft: Bool?
  /// The caret rectangle last asked for and the UTF-8 offset it is for: a keystroke asks for
  /// the caret's several times (to scroll to it, to find what the frame repaints, to draw it),
  /// and each asks Pango three questions.
  @exclusivity(unchecked) var lastCaret: (offset: Int, rect: CGRect)?
  /// How many caret rectangles Pango was asked for, for tests that count.
  package internal(set) var caretQueryCount = 0
  /// How far each line measured so far reaches from left to right, ink and advance.
  @exclusivity(unchecked) var cachedReachAcross: [Int: ClosedRange<CGFloat>] = [:]

  /// Creates a layout of `text` in `font`.
  public init(_ text: String = "", font: Font = .system(size: 14), color: Color = .black) {
    self.text = text
    self.font = font
    self.color = color
  }

  private func invalidate() {
    if let cachedLayout { retiredLayout = cachedLayout }
    cachedLayout = nil
    cachedLines = nil
    cachedStartsRightToLeft = nil
    lastCaret = nil
    cachedReachAcross = [:]
  }

  /// The Pango layout for the current inputs, laid out on first use.
  var pangoLayout: PangoObject {
    if let cachedLayout {
      if zeroedFinalWhiteSpaceSerial != nil { keepFinalWhiteSpaceZeroed(in: cachedLayout) }
      return cachedLayout
    }
    layoutPassCount += 1
    // Reused only when this layout is its one holder: a caller still holding it keeps what it
    // read.
    let retired = isKnownUniquelyReferenced(&retiredLayout) ? retiredLayout : nil
    retiredLayout = nil
    let layout = makePangoLayout(reusing: retired, inFont: retired == nil ? nil : pangoLayoutFont)
    pangoLayoutFont = font
    cachedLayout = layout
    return layout
  }

  /// Whether the text is laid out and measured for the current inputs.
  package var isLaidOut: Bool { cachedLines != nil }

  /// Lays the text out, measures its lines and finds its direction now rather than on first
  /// use: the layout step, so that painting only reads.
  package func layOut() {
    _ = lines
    _ = isRightToLeft
  }

  /// The lines, measured once per layout.
  public var lines: [TextLine] {
    if let cachedLines { return cachedLines }
    let measured = measureLines()
    cachedLines = measured
    return measured
  }

  /// How many characters no installed font can show, drawn as boxes ("tofu"); zero when
  /// fallback found a font for everything.
  public var missingGlyphCount: Int { pangoUnknownGlyphCount }

  /// Whether the text's first paragraph runs right to left (it starts with Arabic or Hebrew,
  /// say), so natural alignment puts it on the right.
  ///
  /// Pango is asked once per layout; later reads return that answer.
  public var isRightToLeft: Bool {
    if let cachedStartsRightToLeft { return cachedStartsRightToLeft }
    let startsRightToLeft = pangoStartsRightToLeft
    cachedStartsRightToLeft = startsRightToLeft
    return startsRightToLeft
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
