import Foundation
import Testing

@testable import DrawKit

/// A tall view written as PDF pages: cut between lines and above what cannot be cut, every
/// line of text on exactly one page, bad page sizes refused.
@Suite("Pagination: tall views into PDF pages")
struct PaginationTests {
  /// A page a little taller than ten lines of the default font, with room around it.
  private let pageSize = CGSize(width: 320, height: 260)
  private let margins = EdgeInsets(all: 20)

  /// The text `pdftotext` reads from each page of `data`, page by page.
  private func pageTexts(of data: Data) throws -> [String] {
    var pages = try extractedText(of: data).components(separatedBy: "\u{0C}")
    if pages.last?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == true {
      pages.removeLast()
    }
    return pages
  }

  /// The words of `texts` that start with `prefix`, in reading order.
  private func words(_ texts: [String], startingWith prefix: String) -> [String] {
    texts.joined(separator: "\n").split(whereSeparator: \.isWhitespace).map(String.init)
      .filter { $0.hasPrefix(prefix) }
  }

  /// How many lines of text the recorded drawing operations `calls` drew.
  private func linesDrawn(_ calls: [String]) -> Int {
    calls.compactMap { call -> Int? in
      guard call.hasPrefix("drawText lines ") else { return nil }
      let bounds = call.dropFirst("drawText lines ".count).components(separatedBy: "...")
      guard bounds.count == 2, let first = Int(bounds[0]), let last = Int(bounds[1]) else {
        return nil
      }
      return last - first + 1
    }.reduce(0, +)
  }

  /// Short lines and long wrapped paragraphs, each word numbered so that a repeated or lost
  /// line shows.
  private func numberedNote() -> (text: String, words: [String]) {
    var paragraphs: [String] = []
    var words: [String] = []
    for index in 0..<120 {
      let count = index % 7 == 3 ? 40 : 2
      let paragraph = (0..<count).map { _ in
        words.append(String(format: "w%05d", words.count))
        return words[words.count - 1]
      }
      paragraphs.append(paragraph.joined(separator: " "))
    }
    return (paragraphs.joined(separator: "\n"), words)
  }

  @Test(arguments: ["plain", "notes"])
  func everyLineOfALongTextViewIsOnExactlyOnePageInOrder(themeName: String) throws {
    try pinTestFonts()
    let note = numberedNote()
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 150), text: note.text)
    view.theme = themeName == "notes" ? .notes : .plain
    let data = try Renderer().pdfData(paginating: view, pageSize: pageSize, margins: margins)
    let pages = try pageTexts(of: data)
    #expect(pages.count > 5, "\(note.words.count) words need many pages: \(pages.count)")
    #expect(words(pages, startingWith: "w") == note.words, "each word once, in order")
    for (number, page) in pages.enumerated() {
      #expect(!words([page], startingWith: "w").isEmpty, "page \(number + 1) holds text")
    }
    let tops = try Renderer().pageTops(paginating: view, pageSize: pageSize, margins: margins)
    #expect(tops.count == pages.count)
    // The lines drawn, page by page, are as many as in one page showing the whole text: a line
    // clipped away at a page's edge is not drawn there at all, or it would be in the text a
    // screen reader or an extractor reads twice.
    let drawnOnPages = try linesDrawn(
      Renderer().recordedPaginatedPDFCalls(of: view, pageSize: pageSize, margins: margins))
    let frame = view.frame
    view.frame.size = view.sizeThatFits(CGSize(width: 280, height: CGFloat.infinity))
    let drawnWhole = try linesDrawn(Renderer().recordedPDFCalls(of: view))
    view.frame = frame
    #expect(drawnOnPages == drawnWhole, "\(drawnOnPages) lines on pages, \(drawnWhole) in all")
    let contentHeight = pageSize.height - margins.vertical
    for (top, next) in zip(tops, tops.dropFirst()) {
      #expect(next - top <= contentHeight + 0.01, "a page holds at most its content height")
      #expect(
        next - top > contentHeight - 2 * view.font.lineHeight,
        "a page ends at most a line or so above its bottom: \(top)...\(next)")
    }
  }

  @Test func aPageEndsAboveAPictureThatWouldNotFitAndLabelsAreCutBetweenLines() throws {
    try pinTestFonts()
    var expected: [String] = []
    var labels: [Label] = []
    for index in 0..<12 {
      let words = (0..<(index % 3 == 0 ? 30 : 3)).map { String(format: "l%02d%03d", index, $0) }
      expected += words
      let label = Label(words.joined(separator: " "))
      label.numberOfLines = 0
      labels.append(label)
    }
    let boxes = labels.map { _ in
      DrawView(frame: CGRect(x: 0, y: 0, width: 80, height: 90)) { _, context in
        context.setFillColor(.black)
        context.fill(context.rect)
      }
    }
    let column = Column(spacing: 6) {
      for (label, box) in zip(labels, boxes) {
        label
        box
      }
    }
    let width = pageSize.width - margins.horizontal
    let tops = try Renderer().pageTops(paginating: column, pageSize: pageSize, margins: margins)
    let data = try Renderer().pdfData(paginating: column, pageSize: pageSize, margins: margins)
    #expect(words(try pageTexts(of: data), startingWith: "l") == expected)
    #expect(tops.count == (try pageTexts(of: data)).count)
    // The boxes where pagination laid them out: the same width gives the same layout.
    column.frame = CGRect(
      x: 0, y: 0, width: width,
      height: column.sizeThatFits(CGSize(width: width, height: .infinity)).height)
    column.layoutIfNeeded()
    for top in tops {
      for box in boxes {
        #expect(
          !(box.frame.minY + 0.01 < top && top < box.frame.maxY - 0.01),
          "the page starting at \(top) cuts no box (\(box.frame.minY)...\(box.frame.maxY))")
      }
    }
  }

  @Test func aWidgetsOwnBreaksAreWherePagesEnd() throws {
    let chart = ChartRows(frame: CGRect(x: 0, y: 0, width: 100, height: 1_000))
    let tops = try Renderer().pageTops(
      paginating: chart, pageSize: CGSize(width: 200, height: 200), margins: .zero)
    #expect(tops == [0, 180, 360, 540, 720, 900], "the lowest row edge above each page's end")
  }

  @Test func onlyTheViewsAPageEdgeCrossesAreAsked() throws {
    let rows = (0..<2_000).map { _ in CountingBox(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    }
    let column = Column(spacing: 0) { for row in rows { row } }
    let tops = try Renderer().pageTops(
      paginating: column, pageSize: CGSize(width: 100, height: 250), margins: .zero)
    #expect(tops.count == (2_000 + 11) / 12, "each page of 250 points holds 12 rows of 20")
    let asked = rows.map(\.asked).reduce(0, +)
    #expect(asked <= tops.count, "one row asked a page at most, \(asked) for \(tops.count)")
  }

  @Test func theViewsFrameAndScrollOffsetArePutBack() throws {
    try pinTestFonts()
    let frame = CGRect(x: 5, y: 7, width: 200, height: 150)
    let view = TextView(frame: frame, text: numberedNote().text)
    view.contentOffset = CGPoint(x: 0, y: 400)
    let offset = view.contentOffset
    _ = try Renderer().pdfData(paginating: view, pageSize: pageSize, margins: margins)
    #expect(view.frame == frame)
    #expect(view.contentOffset == offset)
    #expect(offset.y > 0)
  }

  @Test func badPageSizesAndMarginsAreRefused() throws {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let renderer = Renderer()
    let cases: [(CGSize, EdgeInsets, DrawKitError.Code)] = [
      (CGSize(width: CGFloat.nan, height: 200), .zero, .invalidSize),
      (CGSize(width: 200, height: -1), .zero, .invalidSize),
      (CGSize(width: 200, height: 1e300), .zero, .surfaceTooLarge),
      (CGSize(width: 200, height: 200), EdgeInsets(all: -5), .invalidSize),
      (CGSize(width: 200, height: 200), EdgeInsets(all: 100), .invalidSize),
    ]
    for (size, margins, code) in cases {
      #expect(throws: DrawKitError.self, "\(size) \(margins)") {
        try renderer.pdfData(paginating: view, pageSize: size, margins: margins)
      }
      do {
        _ = try renderer.pdfData(paginating: view, pageSize: size, margins: margins)
      } catch {
        #expect(error.code == code, "\(size) \(margins): \(error)")
      }
    }
    // NaN insets are zero insets (as everywhere insets are used).
    #expect(
      try renderer.pageTops(
        paginating: view, pageSize: CGSize(width: 200, height: 150), margins: EdgeInsets(all: .nan))
        == [0])
  }

  @Test func aPageShorterThanALineIsRefusedNamingWhere() throws {
    try pinTestFonts()
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), text: "one\ntwo")
    do {
      _ = try Renderer().pdfData(
        paginating: view, pageSize: CGSize(width: 200, height: 24), margins: EdgeInsets(all: 6))
      Issue.record("a 12-point page cannot hold a line of 16-point text")
    } catch {
      #expect(error.code == .invalidSize)
      #expect(error.description.contains("taller than a page"), "\(error)")
    }
  }

  @Test func emptyEndlessAndHugeContent() throws {
    let renderer = Renderer()
    let size = CGSize(width: 200, height: 200)
    let empty = Column {}
    let pages = try pageTexts(of: renderer.pdfData(paginating: empty, pageSize: size))
    #expect(pages.count == 1, "no content is one blank page")
    #expect(try renderer.pageTops(paginating: empty, pageSize: size) == [0])
    for height in [CGFloat.infinity, 1e9, .nan] {
      let view = SizedView(natural: height)
      if height.isNaN {
        #expect(try renderer.pageTops(paginating: view, pageSize: size) == [0], "NaN is 0")
      } else {
        #expect(throws: DrawKitError.self, "a natural height of \(height)") {
          try renderer.pdfData(paginating: view, pageSize: size)
        }
      }
    }
  }

  @Test func absurdAnswersFromAWidgetDoNotCutOrLoop() throws {
    for answer in [CGFloat.nan, 1e300, -1e300, .infinity, -.infinity] {
      let view = AnsweringView(answer: answer, frame: CGRect(x: 0, y: 0, width: 100, height: 600))
      let column = Column(spacing: 0) {
        DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view
      }
      let cut = { () throws -> [CGFloat] in
        try Renderer().pageTops(
          paginating: column, pageSize: CGSize(width: 100, height: 300), margins: .zero)
      }
      if answer > 0 {
        // An answer past the page's edge lets the edge be: the view is cut there.
        #expect(try cut() == [0, 300, 600], "answer \(answer)")
      } else {
        // NaN, or above the view, is its top: it starts the second page, too tall for it.
        #expect(throws: DrawKitError.self, "answer \(answer)") { try cut() }
      }
    }
  }
}

/// A view whose rows, 30 points apart, are the places it may be cut.
private final class ChartRows: DrawView {
  override func pageBreak(atOrAbove y: CGFloat) -> CGFloat {
    (y / 30).rounded(.down) * 30
  }
}

/// A box that counts how often pagination asks it where it may be cut.
private final class CountingBox: DrawView {
  var asked = 0

  override func pageBreak(atOrAbove y: CGFloat) -> CGFloat {
    asked += 1
    return super.pageBreak(atOrAbove: y)
  }
}

/// A view of a fixed natural height.
private final class SizedView: DrawView {
  let natural: CGFloat

  init(natural: CGFloat) {
    self.natural = natural
    super.init(frame: .zero)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: natural)
  }
}

/// A view that answers every question about page breaks with the same value.
private final class AnsweringView: DrawView {
  let answer: CGFloat

  init(answer: CGFloat, frame: CGRect) {
    self.answer = answer
    super.init(frame: frame)
  }

  override func pageBreak(atOrAbove y: CGFloat) -> CGFloat { answer }
}
