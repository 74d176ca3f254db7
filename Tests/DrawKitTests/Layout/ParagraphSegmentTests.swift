import Foundation
import Testing

@testable import DrawKit

/// A paragraph a keystroke edits is cut into one segment per line, so that the keystroke lays
/// out its line only, and what the segments show is what one layout of the paragraph shows:
/// pixels, line breaks, carets, hit tests, selections and accessibility, in left-to-right,
/// right-to-left and mixed text, after edits that push a word to the next line and pull it
/// back.
@Suite("Paragraph segments")
struct ParagraphSegmentTests {
  /// Words for paragraphs of a few lines: the scene generator's, as in the benchmarks.
  static let latin = LongLineLayoutTests.paragraph(length: 2_000)

  /// A paragraph of `count` words, alternating `every` of `words` with the others in turn.
  static func mixed(_ first: [String], _ second: [String], count: Int, every: Int) -> String {
    (0..<count).map { index in
      index % every == every - 1
        ? second[(index / every) % second.count] : first[(index * 7 + index / 3) % first.count]
    }.joined(separator: " ")
  }

  static let hebrew = ["שלום", "עולם", "ספר", "בית", "מים", "אור", "ירושלים", "תודה", "לילה"]
  static let english = ["hello", "world", "book", "house", "water", "light", "thanks"]

  /// Every grapheme boundary of `text` as a UTF-8 offset.
  static func offsets(of text: String) -> [Int] {
    text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [text.utf8.count]
  }

  /// `view`, after its edits, shows, measures, places and moves carets, hit-tests, selects and
  /// reads out to accessibility what `reference` (the same text laid out afresh) does.
  static func expectSame(_ view: TextView, as reference: TextView, _ note: String) throws {
    #expect(view.text == reference.text, "\(note)")
    #expect(view.contentSize == reference.contentSize, "\(note)")
    #expect(try render(view).pngData() == render(reference).pngData(), "\(note)")
    let paragraphs = view.text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, paragraph) in paragraphs.enumerated() {
      for offset in offsets(of: String(paragraph)) {
        let position = TextPosition(paragraph: index, offset: offset)
        #expect(
          view.caretRect(for: position) == reference.caretRect(for: position),
          "\(note): caret at \(index):\(offset)")
        for towardRight in [true, false] {
          #expect(
            view.visualPosition(from: position, towardRight: towardRight)
              == reference.visualPosition(from: position, towardRight: towardRight),
            "\(note): step \(towardRight ? "right" : "left") from \(index):\(offset)")
        }
      }
    }
    for y in stride(from: 2.0, to: min(view.contentSize.height, 300), by: 7) {
      for x in stride(from: 0.0, to: 400, by: 23) {
        let point = CGPoint(x: x, y: y)
        #expect(
          view.textPosition(at: point) == reference.textPosition(at: point), "\(note): \(point)")
        #expect(
          view.accessibleOffset(at: point) == reference.accessibleOffset(at: point),
          "\(note): accessible \(point)")
      }
    }
    let length = view.accessibleText.count
    for offset in stride(from: 0, to: length, by: 3) {
      #expect(
        view.accessibleCharacterRect(at: offset) == reference.accessibleCharacterRect(at: offset),
        "\(note): accessible rect \(offset)")
    }
    for (start, end) in [(3, 40), (10, 95), (0, length)] where end <= length {
      let selection = TextSelection(
        anchor: view.position(atAccessibleOffset: start),
        head: view.position(atAccessibleOffset: end))
      view.storage.selection = selection
      reference.storage.selection = selection
      #expect(view.selectionRects == reference.selectionRects, "\(note): \(start)..<\(end)")
    }
  }

  /// Replaces `count` bytes at `offset` of `view`'s paragraph `paragraph` with `text`, as a
  /// keystroke does, and draws a frame.
  static func type(
    _ text: String, in view: TextView, paragraph: Int = 0, at offset: Int, deleting count: Int = 0
  ) throws {
    view.storage.selection = TextSelection(
      anchor: TextPosition(paragraph: paragraph, offset: offset),
      head: TextPosition(paragraph: paragraph, offset: offset + count))
    view.storage.insertText(text)
    _ = try render(view)
  }

  /// Edits that move words between lines show what a fresh view of the text shows.
  ///
  /// Letters typed into the last word of a paragraph's first line push it to the next line,
  /// and BackSpaces pull it back; a space, a letter at a line start and a deletion across two
  /// lines follow. After every keystroke the view draws and answers as a fresh view of its
  /// text, in left-to-right text, in a Hebrew paragraph with English words and in an English
  /// one with Hebrew words (both under ``ParagraphLayout/lineCutLimit`` bytes, and both over).
  @Test(arguments: [
    "latin", "hebrew", "english with hebrew", "long hebrew", "long latin", "latin on ruled lines",
  ])
  func editsThatMoveWordsBetweenLinesShowWhatAFreshViewShows(text kind: String) throws {
    try pinTestFonts()
    let paragraph: String
    switch kind {
    case "latin", "latin on ruled lines": paragraph = String(Self.latin.prefix(150))
    case "hebrew": paragraph = Self.mixed(Self.hebrew, Self.english, count: 30, every: 4)
    case "english with hebrew":
      paragraph = Self.mixed(Self.english, Self.hebrew, count: 30, every: 4)
    case "long hebrew": paragraph = Self.mixed(Self.hebrew, Self.english, count: 160, every: 3)
    default: paragraph = String(Self.latin.prefix(900))
    }
    let text = "first paragraph\n" + paragraph + "\nlast paragraph"
    /// A view of `text` in the theme of this case: the notes theme puts lines on a fixed pitch.
    func makeView(_ text: String) -> TextView {
      let view = LongLineLayoutTests.view(text, offset: 0)
      if kind == "latin on ruled lines" { view.theme = .notes }
      return view
    }
    let view = makeView(text)
    _ = try render(view)
    let firstLine = try #require(view.layoutSegmentRanges(ofParagraph: 1).first)
    #expect(
      view.caretRect(for: TextPosition(paragraph: 1, offset: paragraph.utf8.count)).minY
        > view.caretRect(for: TextPosition(paragraph: 1, offset: 0)).maxY - 1, "two lines or more")
    // The end of the first line's last word, before the space the line wraps after: its
    // caret moves down once the word is pushed to the next line.
    let secondLine = Self.offsets(of: paragraph).first {
      view.caretRect(for: TextPosition(paragraph: 1, offset: $0)).minY
        > view.caretRect(for: TextPosition(paragraph: 1, offset: 0)).minY
    }
    let wordEnd = try #require(secondLine) - 1
    #expect(Array(paragraph.utf8)[wordEnd] == 32)
    #expect(firstLine.lowerBound == 0)
    let firstLineTop = view.caretRect(for: TextPosition(paragraph: 1, offset: 0)).minY
    var pushed = false
    var inserted = 0
    for step in 0..<30 where !pushed || inserted < 3 {
      try Self.type("w", in: view, paragraph: 1, at: wordEnd)
      inserted += 1
      pushed =
        pushed
        || view.caretRect(for: TextPosition(paragraph: 1, offset: wordEnd)).minY > firstLineTop
      try Self.expectSame(view, as: makeView(view.text), "w \(step)")
    }
    #expect(pushed, "the letters pushed the word to the next line")
    for step in 0..<inserted {
      try Self.type("", in: view, paragraph: 1, at: wordEnd, deleting: 1)
      try Self.expectSame(view, as: makeView(view.text), "⌫ \(step)")
    }
    #expect(view.text == text)
    try Self.type(" ", in: view, paragraph: 1, at: wordEnd - 2)
    try Self.expectSame(view, as: makeView(view.text), "space")
    try Self.type("q", in: view, paragraph: 1, at: wordEnd + 2)
    try Self.expectSame(view, as: makeView(view.text), "line start")
    try Self.type("", in: view, paragraph: 1, at: wordEnd - 8, deleting: 14)
    try Self.expectSame(view, as: makeView(view.text), "across")
    try Self.type("zz", in: view, paragraph: 1, at: 1, deleting: 1)
    try Self.expectSame(view, as: makeView(view.text), "replace")
  }

  /// A long Hebrew paragraph cut at its line starts keeps its direction in every segment.
  ///
  /// A Hebrew paragraph longer than ``ParagraphLayout/lineCutLimit`` bytes keeps its
  /// right-to-left direction also in segments whose line starts with a number; paragraphs of
  /// Hebrew and English words (two scripts) are not cut. Each draws and places carets as one
  /// layout of the paragraph.
  @Test(arguments: ["hebrew with numbers", "hebrew with english", "english with hebrew"])
  func aParagraphCutAtLineStartsKeepsItsDirection(text kind: String) throws {
    try pinTestFonts()
    let text: String
    switch kind {
    case "hebrew with numbers":
      text = Self.mixed(Self.hebrew, ["42", "2026", "7.5", "1,000"], count: 600, every: 2)
    case "hebrew with english": text = Self.mixed(Self.hebrew, Self.english, count: 600, every: 2)
    default: text = Self.mixed(Self.english, Self.hebrew, count: 600, every: 2)
    }
    let view = LongLineLayoutTests.view(text, offset: 0)
    _ = try render(view)
    let segments = view.layoutSegmentRanges(ofParagraph: 0)
    let utf8 = Array(text.utf8)
    let startsWithANumber = segments.dropFirst().filter {
      (0x30...0x39).contains(utf8[$0.lowerBound])
    }
    if kind == "hebrew with numbers" {
      #expect(!startsWithANumber.isEmpty, "a segment starts with a number")
    } else {
      #expect(segments.count == 1, "text of two scripts is not cut")
    }
    let (one, layout) = LongLineLayoutTests.oneLayout(of: view)
    #expect(layout.isRightToLeft == kind.hasPrefix("hebrew"))
    #expect(try render(view).pngData() == render(one).pngData())
    for segment in segments {
      let position = TextPosition(paragraph: 0, offset: segment.lowerBound + 2)
      let insets = view.effectiveTextInsets
      let expected = layout.caretRect(
        at: text.utf8.index(text.startIndex, offsetBy: position.offset)
      )
      .offsetBy(dx: insets.left, dy: insets.top)
      #expect(view.caretRect(for: position) == expected, "\(segment)")
    }
  }

  /// Edits that change a paragraph's direction lay it out anew in its new direction: the first
  /// Hebrew word of a long Hebrew paragraph replaced by an English one, then a Hebrew word
  /// typed before it, and a Hebrew letter typed into a Latin paragraph cut into lines; the view
  /// shows and answers as a fresh view of the text after each.
  @Test func editsThatChangeTheDirectionShowWhatAFreshViewShows() throws {
    try pinTestFonts()
    let hebrew = Self.mixed(Self.hebrew, Self.english, count: 160, every: 3)
    let view = LongLineLayoutTests.view(hebrew, offset: 0)
    _ = try render(view)
    #expect(view.isRightToLeft(at: view.storage.startPosition))
    let firstWord = try #require(hebrew.split(separator: " ").first).utf8.count
    try Self.type("hello", in: view, at: 0, deleting: firstWord)
    #expect(!view.isRightToLeft(at: view.storage.startPosition))
    try Self.expectSame(view, as: LongLineLayoutTests.view(view.text, offset: 0), "to English")
    try Self.type("שלום ", in: view, at: 0)
    #expect(view.isRightToLeft(at: view.storage.startPosition))
    try Self.expectSame(view, as: LongLineLayoutTests.view(view.text, offset: 0), "to Hebrew")
    let latin = LongLineLayoutTests.view(String(Self.latin.prefix(150)), offset: 0)
    _ = try render(latin)
    try Self.type("q", in: latin, at: 145)
    #expect(latin.layoutSegmentRanges(ofParagraph: 0).count > 1, "cut into lines")
    try Self.type("ש", in: latin, at: 60)
    try Self.expectSame(latin, as: LongLineLayoutTests.view(latin.text, offset: 0), "a letter")
  }

  /// Text with characters of no script of their own between Latin and Japanese shows what a
  /// fresh view shows after every chunk typed.
  ///
  /// Flags, emoji and a combining mark sit between the scripts, typed chunk by chunk at the
  /// end of a view in the notes theme, 300 wide (a sequence the editing fuzzer found). Pango
  /// gives such characters the script of the text before them: a segment cut at a line
  /// starting with "🇯̈" gave them the script of the kanji after them in the segment, a
  /// Japanese font and a line 0.16 px taller.
  @Test func charactersOfNoScriptBetweenScriptsShapeAsInOneLayout() throws {
    try pinTestFonts()
    func makeView(_ text: String) -> TextView {
      let view = LongLineLayoutTests.view(text, offset: 0)
      view.theme = .notes
      view.frame.size.width = 300
      return view
    }
    let view = makeView("")
    _ = try render(view)
    let chunks = [
      "word 🇵Z👋🏽  ", "\u{1F3FD}\u{200D}か", "🇯a🇯", "\u{0308}👋🏽🇵\t日本語", "カタカナ", "🇯",
      "🇯🇵🇺🇸",
    ]
    for (step, chunk) in chunks.enumerated() {
      try Self.type(chunk, in: view, at: view.text.utf8.count)
      try Self.expectSame(view, as: makeView(view.text), "chunk \(step)")
    }
    #expect(view.contentSize.height > 70, "three lines of the notes theme's pitch or more")
  }

  /// A Return, a BackSpace joining two paragraphs and a paste of lines re-lay out the first
  /// paragraph from the edit's line on, as a letter does, and show what a fresh view shows.
  ///
  /// The first new paragraph is the first old one with its tail from the edit replaced, so
  /// its layout is edited rather than made anew: its lines above the edit are kept as
  /// segments of their own (one layout of a paragraph this short is one segment).
  @Test func editsAcrossParagraphsKeepTheLinesAboveThem() throws {
    try pinTestFonts()
    let long = String(Self.latin.prefix(300))
    let text = "first paragraph\n" + long + "\nshort one\nlast paragraph"
    let view = LongLineLayoutTests.view(text, offset: 0)
    _ = try render(view)
    #expect(view.layoutSegmentRanges(ofParagraph: 1).count == 1, "one layout")
    let end = long.utf8.count
    // A BackSpace at the start of "short one" joins it to the long paragraph.
    view.storage.selection = TextSelection(
      anchor: TextPosition(paragraph: 1, offset: end), head: TextPosition(paragraph: 2, offset: 0))
    view.storage.insertText("")
    _ = try render(view)
    #expect(view.layoutSegmentRanges(ofParagraph: 1).count > 1, "the lines above kept")
    try Self.expectSame(view, as: LongLineLayoutTests.view(view.text, offset: 0), "join")
    try Self.type("\n", in: view, paragraph: 1, at: end)
    #expect(view.layoutSegmentRanges(ofParagraph: 1).count > 1, "the lines above kept")
    try Self.expectSame(view, as: LongLineLayoutTests.view(view.text, offset: 0), "Return")
    #expect(view.text == text)
    try Self.type("one\ntwo\nthree", in: view, paragraph: 1, at: 200, deleting: 10)
    try Self.expectSame(view, as: LongLineLayoutTests.view(view.text, offset: 0), "paste")
    view.storage.selection = TextSelection(
      anchor: TextPosition(paragraph: 0, offset: 5), head: TextPosition(paragraph: 1, offset: 10))
    view.storage.insertText("")
    #expect(view.text.hasPrefix("first") && !view.text.hasPrefix("first paragraph"))
    try Self.expectSame(view, as: LongLineLayoutTests.view(view.text, offset: 0), "across")
  }

  /// A paragraph longer than ``ParagraphLayout/lineCutLimit`` bytes, cut at its line starts
  /// and not edited, hit-tests right of its lines and selects their final spaces as one layout
  /// of it does: the line a segment ends with is a wrapped line there, whose final space takes
  /// no width and whose end a click does not reach past.
  @Test func aParagraphCutAtLineStartsHitTestsAndSelectsAsOneLayout() throws {
    try pinTestFonts()
    let text = String(Self.latin.prefix(900))
    let view = LongLineLayoutTests.view(text, offset: 0)
    _ = try render(view)
    #expect(view.layoutSegmentRanges(ofParagraph: 0).count > 2)
    let (_, layout) = LongLineLayoutTests.oneLayout(of: view)
    let insets = view.effectiveTextInsets
    for line in layout.lines {
      let point = CGPoint(x: 395, y: line.layoutMiddle)
      let expected = text.utf8.distance(from: text.startIndex, to: layout.index(at: point))
      let position = view.textPosition(
        at: CGPoint(x: point.x + insets.left, y: point.y + insets.top))
      #expect(position.offset == expected, "right of \(text[line.range])")
    }
    view.storage.selection = TextSelection(
      anchor: view.storage.startPosition, head: view.storage.endPosition)
    #expect(
      view.selectionRects
        == layout.selectionRects(for: text.startIndex..<text.endIndex).map {
          $0.offsetBy(dx: insets.left, dy: insets.top)
        })
  }

  /// Typing letters in a line of a two-line paragraph, and BackSpaces that pull no word back,
  /// lay out that line only, once its paragraph is cut into lines by the first keystroke, where one layout of the paragraph
  /// laid out all of it (and Pango shaped it twice over, whole and then line by line); what
  /// the segments show is what one layout shows.
  @Test func lettersAndBackSpacesInAParagraphOfTwoLinesLayOutTheirLineOnly() throws {
    try pinTestFonts()
    var made: [TextLayout] = []
    func make(_ text: String) -> TextLayout {
      let layout = TextLayout(text, font: .system(size: 14))
      layout.width = 300
      made.append(layout)
      return layout
    }
    /// The bytes laid out since `start` of the layouts made, once every segment of `layout`
    /// is laid out, as a frame showing it does.
    func bytesLaidOut(by layout: ParagraphLayout, since start: Int) -> Int {
      for segment in layout.segments { _ = segment.layout.lines }
      return made[start...].filter { $0.layoutPassCount > 0 }.map(\.text.utf8.count).reduce(0, +)
    }
    var text = String(Self.latin.prefix(70))
    var layout = ParagraphLayout(text: text, make: make)
    #expect(layout.segments.count == 1)
    let lines = layout.segments[0].layout.lines
    #expect(lines.count == 2)
    var perKey: [Int] = []
    /// Types letter `letter` at `offset`, counting what it lays out and checking the lines
    /// against one layout of the new text.
    func type(_ letter: UInt8, at offset: Int) {
      let start = made.count
      var bytes = Array(text.utf8)
      bytes.insert(letter, at: offset)
      text = String(decoding: bytes, as: UTF8.self)
      layout = layout.edited(
        replacing: offset..<offset, insertedLength: 1, giving: text, make: make)
      perKey.append(bytesLaidOut(by: layout, since: start))
      let whole = make(text)
      #expect(layout.height == whole.size.height)
      #expect(
        layout.segments.flatMap { segment in
          segment.layout.lines.map { String(segment.layout.text[$0.range]) }
        } == whole.lines.map { String(text[$0.range]) })
    }
    for step in 0..<4 { type(UInt8(ascii: "a") + UInt8(step), at: 10 + step) }
    let firstLine = text.utf8Offset(of: lines[0].range.upperBound) + 4
    #expect(layout.segments.count == 2, "\(layout.segments.map(\.start))")
    #expect(perKey[0] <= text.utf8.count, "the first key lays out each line once: \(perKey)")
    #expect(perKey[1...].allSatisfy { $0 <= firstLine }, "\(perKey), line \(firstLine)")
    // Letters typed into the first word of the second line only lengthen it: the first line
    // cannot take it now, and is not laid out again.
    for step in 0..<3 { type(UInt8(ascii: "k") + UInt8(step), at: firstLine + 2 + step) }
    let secondLine = text.utf8.count - firstLine
    #expect(layout.segments.count == 2, "\(layout.segments.map(\.start))")
    #expect(perKey[4...].allSatisfy { $0 <= secondLine }, "\(perKey), line \(secondLine)")
    // A BackSpace in the first line that pulls no word back lays out that line only.
    let keys = perKey.count
    for step in 0..<3 {
      let start = made.count
      let offset = 13 - step
      var bytes = Array(text.utf8)
      bytes.remove(at: offset)
      text = String(decoding: bytes, as: UTF8.self)
      layout = layout.edited(
        replacing: offset..<(offset + 1), insertedLength: 0, giving: text, make: make)
      perKey.append(bytesLaidOut(by: layout, since: start))
      #expect(
        layout.segments.flatMap { segment in
          segment.layout.lines.map { String(segment.layout.text[$0.range]) }
        } == make(text).lines.map { String(text[$0.range]) })
    }
    #expect(layout.segments.count == 2, "\(layout.segments.map(\.start))")
    #expect(perKey[keys...].allSatisfy { $0 < firstLine }, "\(perKey), line \(firstLine)")
  }
}
