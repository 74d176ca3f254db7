import Foundation

extension Renderer {
  /// The most pages ``pdfData(paginating:pageSize:margins:)`` writes: past it, it throws
  /// rather than write a document no viewer opens.
  public static let maximumPageCount = 100_000

  /// Renders a tall view, such as a long ``TextView`` or a ``Column`` of sections, as a PDF of
  /// as many pages of `pageSize` as its content needs, cutting it between pages only where
  /// nothing is cut in two.
  ///
  /// The view is laid out as wide as the page inside its `margins` and as tall as its natural
  /// size at that width (``DrawView/sizeThatFits(_:)``; a text view its whole text, from its
  /// top whatever it was scrolled to), and each page shows the next stretch of it inside the
  /// margins. A page ends at the lowest place that no view it crosses objects to
  /// (``DrawView/pageBreak(atOrAbove:)``): between two lines of text, never through one, and
  /// above a picture or a control that would not fit; so no line is cut or repeated, in the
  /// picture or in the text a reader extracts. The view's frame and scroll offset are put
  /// back afterwards.
  ///
  /// An A4 page is 595.28 × 841.89 points, US Letter 612 × 792.
  ///
  /// - Parameters:
  ///   - root: The view to paginate.
  ///   - pageSize: Each page's size in points, at most ``maximumPDFPageDimension`` a side.
  ///   - margins: The space around each page's content, in points (NaN counts as zero, as
  ///     in any ``EdgeInsets``).
  /// - Throws: ``DrawKitError`` with ``DrawKitError/Code/invalidSize`` for a page size that
  ///   is not finite and positive, margins that are negative or leave no room for content, for content
  ///   whose natural height is not finite, and when a line of text or a view that is not cut
  ///   is taller than a page's content (the message says where); with
  ///   ``DrawKitError/Code/surfaceTooLarge`` for a page past the PDF format's limit or more
  ///   than ``maximumPageCount`` pages; or when cairo fails.
  public func pdfData(
    paginating root: DrawView, pageSize: CGSize, margins: EdgeInsets = EdgeInsets(all: 36)
  ) throws(DrawKitError) -> Data {
    try pdfData(paginating: root, pageSize: pageSize, margins: margins, recorder: nil)
  }

  /// Paginates `root` as ``pdfData(paginating:pageSize:margins:)`` does and returns the
  /// drawing operations of all its pages, in order: the recording tier for paginated PDFs.
  package func recordedPaginatedPDFCalls(
    of root: DrawView, pageSize: CGSize, margins: EdgeInsets
  ) throws(DrawKitError) -> [String] {
    let recorder = DrawCallRecorder()
    _ = try pdfData(paginating: root, pageSize: pageSize, margins: margins, recorder: recorder)
    return recorder.calls
  }

  /// Paginates `root`, logging every page's drawing operations to `recorder`.
  private func pdfData(
    paginating root: DrawView, pageSize: CGSize, margins: EdgeInsets,
    recorder: DrawCallRecorder?
  ) throws(DrawKitError) -> Data {
    try paginated(root, pageSize: pageSize, margins: margins) { tops throws(DrawKitError) in
      let origin = CGPoint(x: margins.left, y: margins.top)
      let pages = tops.indices.map { index in
        let bottom = index + 1 < tops.count ? tops[index + 1] : root.bounds.maxY
        let area = CGRect(
          x: root.bounds.minX, y: tops[index], width: root.bounds.width,
          height: bottom - tops[index])
        return PDFPage(area, of: root, size: pageSize, at: origin)
      }
      return try pdfData(of: pages, recorder: recorder)
    }
  }

  /// Renders a tall view as the pages of a PDF file at `url`; see
  /// ``pdfData(paginating:pageSize:margins:)``.
  public func writePDF(
    paginating root: DrawView, pageSize: CGSize, margins: EdgeInsets = EdgeInsets(all: 36),
    to url: URL
  ) throws(DrawKitError) {
    try OutputFile.write(pdfData(paginating: root, pageSize: pageSize, margins: margins), to: url)
  }

  /// Where each page of ``pdfData(paginating:pageSize:margins:)`` would begin, measured from
  /// the top of the view's content laid out for those pages: for a preview's "page 3 of 12",
  /// or to put page numbers beside a document.
  ///
  /// The first is 0; page `n` shows the content from its top to the next one's (the last to
  /// the content's end). Throws as `pdfData(paginating:pageSize:margins:)` does.
  public func pageTops(
    paginating root: DrawView, pageSize: CGSize, margins: EdgeInsets = EdgeInsets(all: 36)
  ) throws(DrawKitError) -> [CGFloat] {
    try paginated(root, pageSize: pageSize, margins: margins) { tops in
      tops.map { $0 - root.bounds.minY }
    }
  }

  /// Lays `root` out for pages of `pageSize` inside `margins`, runs `body` with the tops of
  /// its pages (in its bounds coordinates), and puts its frame and scroll offset back.
  private func paginated<Result>(
    _ root: DrawView, pageSize: CGSize, margins: EdgeInsets,
    _ body: ([CGFloat]) throws(DrawKitError) -> Result
  ) throws(DrawKitError) -> Result {
    try Self.validatePDFPage(pageSize, number: 1)
    let content = CGSize(
      width: pageSize.width - margins.horizontal, height: pageSize.height - margins.vertical)
    let edges = [margins.top, margins.left, margins.bottom, margins.right]
    guard edges.allSatisfy({ $0 >= 0 }), content.width > 0, content.height > 0
    else {
      throw DrawKitError(
        .invalidSize,
        "Margins \(margins) must not be negative and must leave room for content on a "
          + "\(pageSize.width)×\(pageSize.height) page")
    }
    let saved = root.bounds.origin
    let savedFrame = root.frame
    defer {
      root.frame = savedFrame
      root.bounds.origin = saved
    }
    root.bounds.origin = .zero
    try layOut(root, width: content.width, pageHeight: content.height)
    return try body(PageCutter(root: root, pageHeight: content.height).pageTops())
  }

  /// Sets `root` to `width` and its natural height at that width, laying it out and its text
  /// until that height holds (a long text view's first height is an estimate, made exact by
  /// laying its paragraphs out).
  private func layOut(_ root: DrawView, width: CGFloat, pageHeight: CGFloat) throws(DrawKitError) {
    var height = CGFloat.nan
    for _ in 0..<4 {
      let natural = root.sizeThatFits(CGSize(width: width, height: .infinity)).height
      guard !natural.isInfinite else {
        throw DrawKitError(
          .invalidSize, "The view's natural height at a width of \(width) points is infinite")
      }
      let measured = natural.isNaN ? 0 : max(natural, 0)
      guard (measured / pageHeight).rounded(.up) <= CGFloat(Self.maximumPageCount) else {
        throw DrawKitError(
          .surfaceTooLarge,
          "The view's \(measured) points would need more than \(Self.maximumPageCount) pages "
            + "of \(pageHeight) points")
      }
      guard abs(measured - height) > PageCutter.tolerance || height.isNaN else { return }
      height = measured
      root.frame.size = CGSize(width: width, height: height)
      root.layoutIfNeeded()
      framePass.prepareAndLayOut(root, visible: root.bounds)
    }
  }
}
