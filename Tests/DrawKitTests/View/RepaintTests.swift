import DrawKit
import EditingFuzzer
import Foundation
import SceneText
import Testing

@Suite("What a change repaints and re-lays out")
struct RepaintTests {
  private func notes(_ text: String, height: CGFloat = 300) -> (DrawView, TextView) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    root.backgroundColor = .white
    root.theme = .notes
    let view = TextView(frame: root.bounds, text: text)
    root.addSubview(view)
    return (root, view)
  }

  private func samePixels(_ first: Image, _ second: Image) -> Bool {
    (0..<first.pixelHeight).allSatisfy { y in
      (0..<first.pixelWidth).allSatisfy { first.pixel(x: $0, y: y) == second.pixel(x: $0, y: y) }
    }
  }

  @Test func caretBlinkRepaintsOnlyTheCaret() throws {
    try pinTestFonts()
    let (root, view) = notes("first line\nsecond line")
    view.becomeFirstResponder()
    let image = try render(root)
    _ = root.takeDirtyRegion()
    view.blinkCaret()
    let region = root.dirtyRegion
    let caret = try #require(view.caretRect(for: view.storage.selection.head) as CGRect?)
    #expect(region.rects.count == 1)
    let box = region.boundingBox
    #expect(box.width <= 8 && box.height <= caret.height + 2, "only the caret: \(box)")
    #expect(box.contains(CGPoint(x: caret.midX, y: caret.midY)))
    let calls = try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(calls.boundingBox == box)
    #expect(samePixels(image, try render(root)), "the partial repaint equals a full one")
  }

  @Test func keystrokeRepaintsItsParagraphAndMatchesAFullRepaint() throws {
    try pinTestFonts()
    let (root, view) = notes(SceneText.document(lines: 30))
    view.becomeFirstResponder()
    view.storage.selection = .caret(TextPosition(paragraph: 2, offset: 3))
    let image = try render(root)
    _ = root.takeDirtyRegion()
    root.dispatch(.typing("x"))
    let box = root.dirtyRegion.boundingBox
    let paragraphTop = view.caretRect(for: TextPosition(paragraph: 2, offset: 0)).minY
    let nextTop = view.caretRect(for: TextPosition(paragraph: 3, offset: 0)).minY
    #expect(box.minY >= paragraphTop - 1 && box.maxY <= nextTop + 1, "one paragraph: \(box)")
    #expect(box.height < view.bounds.height / 2)
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(samePixels(image, try render(root)))
  }

  /// The text drawing of a keystroke's redraw gathers the edited paragraph and its
  /// neighbours (`textFragments(in:)`), not the dozen paragraphs in view.
  @Test func aKeystrokeRedrawGathersOnlyTheParagraphsNearIt() throws {
    try pinTestFonts()
    let (root, view) = notes(SceneText.document(lines: 30), height: 1200)
    view.becomeFirstResponder()
    view.storage.selection = .caret(TextPosition(paragraph: 5, offset: 3))
    _ = try render(root)
    _ = root.takeDirtyRegion()
    root.dispatch(.typing("x"))
    let box = root.dirtyRegion.boundingBox
    let all = view.textFragments
    let near = view.textFragments(in: box)
    #expect(all.count >= 8, "a view full of paragraphs: \(all.count)")
    #expect((1...3).contains(near.count), "the edited paragraph and its neighbours: \(near.count)")
    let edited = view.caretRect(for: TextPosition(paragraph: 5, offset: 0)).minY
    #expect(
      near.contains {
        $0.origin.y <= edited + 1 && $0.origin.y + $0.layout.size.height > edited + 1
      },
      "the edited paragraph is among them")
    #expect(near.allSatisfy { fragment in all.contains { $0.origin == fragment.origin } })
    #expect(view.textFragments(in: CGRect(x: 0, y: 5_000, width: 10, height: 10)).isEmpty)
    #expect(view.textFragments(in: .null).isEmpty)
    let nan = CGFloat.nan
    #expect(view.textFragments(in: CGRect(x: nan, y: nan, width: 10, height: nan)).isEmpty)
    #expect(view.textFragments(in: .infinite).count == all.count, "everything in view")
    let huge = view.textFragments(in: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
    #expect(huge.count == all.count, "everything in view")
  }

  /// Typing into the middle line of a paragraph that wraps over many lines repaints that line
  /// (its box and ink, with a point of room), not the paragraph, and the partial repaint
  /// equals a full one.
  @Test func typingInOneLineOfAWrappedParagraphRepaintsThatLine() throws {
    try pinTestFonts()
    let paragraph = String(repeating: "one two three four five six seven eight nine ten ", count: 8)
    let (root, view) = notes("before\n" + paragraph + "\nafter", height: 600)
    view.becomeFirstResponder()
    let middle = TextPosition(paragraph: 1, offset: paragraph.utf8.count / 2)
    view.storage.selection = .caret(middle)
    let image = try render(root)
    _ = root.takeDirtyRegion()
    root.dispatch(.typing("x"))
    let box = root.dirtyRegion.boundingBox
    let line = view.caretRect(for: view.storage.selection.head)
    let paragraphHeight =
      view.caretRect(for: TextPosition(paragraph: 2, offset: 0)).minY
      - view.caretRect(for: TextPosition(paragraph: 1, offset: 0)).minY
    #expect(paragraphHeight > 5 * line.height, "the paragraph wraps over many lines")
    #expect(box.height <= 2.5 * line.height, "about one line: \(box) for a line \(line)")
    #expect(box.minY <= line.minY && box.maxY >= line.maxY, "the edited line: \(box), \(line)")
    try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(samePixels(image, try render(root)))
  }

  /// A letter typed into a line of plain text repaints that line and the caret: one line's
  /// height and a point of room, the pixels a keystroke paints, composes for the screen and
  /// has the X server copy (two lines' height before, with half a line of room above and
  /// below for ink that might reach past the line).
  @Test func aTypedLetterRepaintsOneLineHigh() throws {
    try pinTestFonts()
    let paragraph = String(repeating: "one two three four five six seven eight nine ten ", count: 8)
    let (root, view) = notes("before\n" + paragraph + "\nafter", height: 600)
    view.becomeFirstResponder()
    view.storage.selection = .caret(TextPosition(paragraph: 1, offset: paragraph.utf8.count / 2))
    _ = try render(root)
    _ = root.takeDirtyRegion()
    root.dispatch(.typing("x"))
    let box = root.dirtyRegion.boundingBox
    let line = view.caretRect(for: view.storage.selection.head)
    #expect(box.height <= line.height + 2, "one line: \(box) for a line \(line)")
    #expect(box.minY <= line.minY && box.maxY >= line.maxY, "the edited line: \(box), \(line)")
  }

  /// Marks stacked over a capital and under a letter reach far past their line's box: typing
  /// beside them repaints their ink as well, so the partial repaint equals a full render.
  @Test func typingBesideStackedMarksRepaintsTheirInk() throws {
    try pinTestFonts()
    let stacked = "A\u{302}\u{303}\u{304}\u{306}\u{307}\u{308}g\u{323}\u{324}\u{325}\u{326}\u{327}"
    let (root, view) = notes("above\nword " + stacked + " word\nbelow", height: 300)
    view.becomeFirstResponder()
    let image = try render(root)
    for offset in [5, 5 + stacked.utf8.count, 0] {
      view.storage.selection = .caret(TextPosition(paragraph: 1, offset: offset))
      try Renderer().redrawDirtyRegion(of: root, in: image)
      root.dispatch(.typing("x"))
      let box = root.dirtyRegion.boundingBox
      let line = view.caretRect(for: view.storage.selection.head)
      #expect(box.height > line.height + 2, "the marks reach past the line: \(box), \(line)")
      try Renderer().redrawDirtyRegion(of: root, in: image)
      #expect(samePixels(image, try render(root)), "typing at \(offset)")
    }
  }

  /// Edits that reflow a wrapped paragraph (words pushed to the next lines, pulled back,
  /// wide and combining characters) repaint what changed: after each one the partially
  /// repainted image equals a full render.
  @Test func partialRepaintsAfterReflowingEditsEqualFullRenders() throws {
    try pinTestFonts()
    var generator = SplitMix64(seed: 11)
    let paragraph = String(repeating: "alpha beta gamma delta epsilon zeta eta theta ", count: 6)
    let (root, view) = notes(paragraph + "\nshort\n" + paragraph, height: 500)
    view.becomeFirstResponder()
    let pieces = ["x", "wide ", "日本語", "e\u{301}", "a longer run of words "]
    let image = try render(root)
    for step in 0..<40 {
      _ = root.takeDirtyRegion()
      let index = Int.random(in: 0..<view.storage.paragraphs.count, using: &generator)
      let length = view.storage.paragraphs[index].utf8.count
      let offset = Int.random(in: 0...length, using: &generator)
      view.storage.selection = .caret(TextPosition(paragraph: index, offset: offset))
      if step.isMultiple(of: 3) {
        view.storage.deleteBackward()
      } else {
        view.storage.insertText(pieces.randomElement(using: &generator)!)
      }
      try Renderer().redrawDirtyRegion(of: root, in: image)
      guard samePixels(image, try render(root)) else {
        Issue.record("step \(step): the partial repaint differs from a full render")
        return
      }
    }
  }

  /// A caret or selection a program sets on the storage is repainted where it was and where
  /// it is, as one the user makes.
  @Test func aSelectionSetFromCodeRepaintsTheOldAndNewCaret() throws {
    try pinTestFonts()
    let (root, view) = notes("first line\nsecond line\nthird line")
    view.becomeFirstResponder()
    let image = try render(root)
    for selection in [
      TextSelection.caret(TextPosition(paragraph: 2, offset: 4)),
      TextSelection(
        anchor: TextPosition(paragraph: 0, offset: 2), head: TextPosition(paragraph: 1, offset: 3)),
      TextSelection.caret(TextPosition(paragraph: 0, offset: 0)),
    ] {
      _ = root.takeDirtyRegion()
      view.storage.selection = selection
      #expect(!root.dirtyRegion.isEmpty, "setting \(selection) asks for a repaint")
      try Renderer().redrawDirtyRegion(of: root, in: image)
      #expect(samePixels(image, try render(root)), "after \(selection)")
    }
  }

  /// Arrow keys, with and without Shift, and Select All repaint the caret and selection where
  /// they were and where they are (through the storage's selection, as code setting it does).
  @Test func movingAndSelectingWithKeysRepaintsWhatMoved() throws {
    try pinTestFonts()
    let (root, view) = notes("first line\nsecond line\nthird line")
    view.becomeFirstResponder()
    let image = try render(root)
    let keys = [
      KeyEvent(.right), KeyEvent(.down), KeyEvent(.right, modifiers: .shift),
      KeyEvent(.down, modifiers: .shift), KeyEvent(.left),
      KeyEvent(.character("a"), modifiers: .control),
      KeyEvent(.up),
    ]
    for key in keys {
      _ = root.takeDirtyRegion()
      root.dispatch(key)
      try Renderer().redrawDirtyRegion(of: root, in: image)
      #expect(samePixels(image, try render(root)), "after \(key)")
    }
  }

  @Test func layoutAfterRandomEditsEqualsAFreshLayout() throws {
    try pinTestFonts()
    var generator = SplitMix64(seed: 7)
    let (root, view) = notes(SceneText.document(lines: 60), height: 200)
    let pieces = ["a", " ", "word ", "\n", "日本語", "👋🏽", "longer phrase that wraps around the line "]
    for _ in 0..<200 {
      let paragraph = Int.random(in: 0..<view.storage.paragraphs.count, using: &generator)
      let length = view.storage.paragraphs[paragraph].utf8.count
      let offset = Int.random(in: 0...length, using: &generator)
      view.storage.selection = .caret(TextPosition(paragraph: paragraph, offset: offset))
      if Bool.random(using: &generator) {
        view.storage.insertText(pieces.randomElement(using: &generator)!)
      } else {
        view.storage.deleteBackward()
      }
      _ = view.textFragments
    }
    let fresh = TextView(frame: view.frame, text: view.text)
    fresh.theme = root.theme
    #expect(fresh.contentSize == view.contentSize)
    for paragraph in stride(from: 0, to: view.storage.paragraphs.count, by: 5) {
      let position = TextPosition(paragraph: paragraph, offset: 0)
      #expect(fresh.caretRect(for: position) == view.caretRect(for: position))
    }
  }
}

@Suite("Large inputs stay responsive")
struct LargeInputTests {
  @Test func tenMillionCharacterPasteLaysOutOnlyAroundTheCaret() throws {
    try pinTestFonts()
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), text: "start")
    _ = view.textFragments
    let line = String(repeating: "0123456789 ", count: 9) + "\n"
    let paste = String(repeating: line, count: 10_000_000 / line.utf8.count)
    let before = view.paragraphLayoutCount
    view.becomeFirstResponder()
    view.effectivePasteboard.string = paste
    view.perform(.paste)
    #expect(view.storage.paragraphs.count > 100_000)
    #expect(view.paragraphLayoutCount - before < 200, "not one layout per pasted paragraph")
    #expect(!view.isLayoutComplete)
    let caret = try #require(view.visibleCaretRect)
    #expect(view.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)), "the caret is shown")
    #expect(view.text.utf8.count == paste.utf8.count + 5)
  }
}

@Suite("Very long paragraphs")
struct LongParagraphTests {
  @Test func editsInALongParagraphRelayOutOnlyTheirSegment() throws {
    try pinTestFonts()
    var model = String(repeating: "lorem ipsum dolor sit amet ", count: 2_000)
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), text: model)
    let before = view.layoutSegmentRanges(ofParagraph: 0)
    #expect(before.count > 4, "a 54 KB paragraph is laid out in pieces")
    view.storage.selection = .caret(TextPosition(paragraph: 0, offset: 30_000))
    view.storage.insertText("new words x")
    model.insert(
      contentsOf: "new words x", at: model.utf8.index(model.utf8.startIndex, offsetBy: 30_000))
    let after = view.layoutSegmentRanges(ofParagraph: 0)
    let untouchedBefore = before.filter { $0.upperBound < 30_000 - 8_192 }
    #expect(Array(after.prefix(untouchedBefore.count)) == untouchedBefore, "earlier pieces kept")
    #expect(after.last?.upperBound == model.utf8.count)
    #expect(zip(after, after.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    #expect(after.allSatisfy { $0.count <= 2 * 8_192 })
    #expect(view.text == model)
    let caret = view.caretRect(for: view.storage.selection.head)
    #expect(caret.minY > 0 && caret.minY < view.contentSize.height)
    // A word of another script makes the paragraph one of two scripts, which is laid out anew
    // in its pieces of about 8 KB, not cut at its line starts (ParagraphScript).
    view.storage.insertText("日本語")
    model.insert(contentsOf: "日本語", at: model.utf8.index(model.utf8.startIndex, offsetBy: 30_011))
    let mixed = view.layoutSegmentRanges(ofParagraph: 0)
    #expect(view.text == model)
    #expect(mixed.count <= model.utf8.count / 8_192 + 1, "\(mixed.count) pieces")
    #expect(mixed.last?.upperBound == model.utf8.count)
    #expect(zip(mixed, mixed.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
  }

  @Test func aKeystrokeInAOneMegabyteLineRelaysOutOneSegment() throws {
    try pinTestFonts()
    var model = String(repeating: "lorem ipsum dolor sit amet ", count: 38_837)
    #expect(model.utf8.count > 1_048_000)
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), text: model)
    let before = view.layoutSegmentRanges(ofParagraph: 0)
    #expect(before.count > 100, "a 1 MB line is laid out in pieces of about 8 KB")
    view.becomeFirstResponder()
    view.storage.selection = .caret(TextPosition(paragraph: 0, offset: 524_288))
    view.dispatch(.typing("x"))
    model.insert("x", at: model.utf8.index(model.utf8.startIndex, offsetBy: 524_288))
    let after = view.layoutSegmentRanges(ofParagraph: 0)
    let kept = Set(after).intersection(
      before.map { $0.lowerBound < 524_288 ? $0 : $0.lowerBound + 1..<$0.upperBound + 1 })
    // The edit cuts the segment it lands in into its lines and lays out the caret's line
    // again: every segment it made lies in that segment (or its neighbour, when the edit
    // reflows across them), a few lines of at most two segments' bytes (cut at about 160).
    let made = after.filter { !kept.contains($0) }
    #expect(!made.isEmpty && made.count <= 8, "\(made)")
    let madeBytes = made.map(\.count).reduce(0, +)
    #expect(madeBytes <= 641, "only the edited segment was made again: \(made)")
    #expect(view.text == model)
    let image = try render(view)
    #expect(image.pixelWidth == 400)
    let caret = try #require(view.visibleCaretRect)
    #expect(
      view.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)), "the caret is scrolled into view"
    )
  }
}
