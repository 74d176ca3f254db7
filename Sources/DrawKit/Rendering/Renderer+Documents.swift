import Foundation

extension Renderer {
  /// The largest width or height of a PDF page, in points: the PDF format's limit of 14,400
  /// user units (200 inches), past which viewers refuse or clip the page.
  public static let maximumPDFPageDimension: CGFloat = 14_400

  /// Renders each tree as one page of a PDF document, in order, each page the size of its
  /// root's bounds in points.
  ///
  /// The output is vector: paths stay paths and text stays selectable, searchable text with
  /// its fonts embedded.
  ///
  /// - Throws: ``DrawKitError`` when `pages` is empty, a page size is invalid
  ///   (``DrawKitError/Code/surfaceTooLarge`` past ``maximumPDFPageDimension``), or cairo
  ///   fails.
  public func pdfData(of pages: [DrawView]) throws(DrawKitError) -> Data {
    try pdfData(of: pages, recorder: nil)
  }

  /// Renders `root` as a one-page PDF and returns the drawing operations it performed, in
  /// order, structure tags included: the recording tier for PDF output.
  package func recordedPDFCalls(of root: DrawView) throws(DrawKitError) -> [String] {
    let recorder = DrawCallRecorder()
    _ = try pdfData(of: [root], recorder: recorder)
    return recorder.calls
  }

  /// Renders each tree as a page, logging every page's drawing operations to `recorder`.
  private func pdfData(of pages: [DrawView], recorder: DrawCallRecorder?) throws(DrawKitError)
    -> Data
  {
    guard !pages.isEmpty else {
      throw DrawKitError(.invalidSize, "A PDF needs at least one page")
    }
    for (index, page) in pages.enumerated() {
      try Self.validatePDFPage(page.bounds.size, number: index + 1)
    }
    return try pdfData(of: pages.map(PDFPage.init(whole:)), recorder: recorder)
  }

  /// Checks that a PDF page of `size` can be written: positive, finite and within
  /// ``maximumPDFPageDimension``.
  static func validatePDFPage(_ size: CGSize, number: Int) throws(DrawKitError) {
    try validate(size)
    guard max(size.width, size.height) <= maximumPDFPageDimension else {
      throw DrawKitError(
        .surfaceTooLarge,
        "PDF page \(number) of \(size.width)×\(size.height) points exceeds the PDF "
          + "format's limit of 14,400 points per side")
    }
  }

  /// Renders the pages, checked already, as one PDF document, logging every page's drawing
  /// operations to `recorder`.
  func pdfData(of pages: [PDFPage], recorder: DrawCallRecorder?) throws(DrawKitError) -> Data {
    // Every page's handler waits for the whole document, as for any render.
    var roots: [DrawView] = []
    for page in pages where roots.last !== page.root { roots.append(page.root) }
    let holds = roots.map { $0.holdUpdateNotifications() }
    defer {
      for hold in holds.reversed() { hold?.release() }
    }
    let sink = ByteSink()
    return try withExtendedLifetime(sink) { () throws(DrawKitError) -> Data in
      let surface = CairoSurface.pdf(writingTo: sink, size: pages[0].size)
      try surface.checkStatus(during: "Creating a PDF document")
      let document = DocumentElement()
      for (index, page) in pages.enumerated() {
        surface.setPDFPageSize(page.size)
        let context = GraphicsContext(
          drawingOn: surface, rect: CGRect(origin: .zero, size: page.size))
        context.documentElement = document
        context.recorder = recorder
        page.root.layoutIfNeeded()
        page.paint(in: context, framePass: framePass)
        if index == pages.count - 1 { context.closeDocumentElement() }
        context.showPage()
        try context.checkStatus(during: "Rendering PDF page \(index + 1)")
      }
      try surface.finish(during: "Finishing the PDF document")
      return sink.data
    }
  }

  /// Renders one tree as a one-page PDF document; see ``pdfData(of:)-([DrawView])``.
  public func pdfData(of root: DrawView) throws(DrawKitError) -> Data {
    try pdfData(of: [root])
  }

  /// Renders the trees as the pages of a PDF file at `url`.
  public func writePDF(of pages: [DrawView], to url: URL) throws(DrawKitError) {
    try OutputFile.write(pdfData(of: pages), to: url)
  }

  /// Renders one tree as a one-page PDF file at `url`.
  public func writePDF(of root: DrawView, to url: URL) throws(DrawKitError) {
    try writePDF(of: [root], to: url)
  }

  /// Renders the tree as an SVG document the size of the root's bounds.
  ///
  /// Paths stay vector paths; text is drawn as glyph outlines, which every SVG viewer shows
  /// the same way.
  public func svgData(of root: DrawView) throws(DrawKitError) -> Data {
    let size = root.bounds.size
    try Self.validate(size)
    let sink = ByteSink()
    return try withExtendedLifetime(sink) { () throws(DrawKitError) -> Data in
      let surface = CairoSurface.svg(writingTo: sink, size: size)
      try surface.checkStatus(during: "Creating an SVG document")
      try render(
        root, onto: surface, clip: nil, operation: "Rendering an SVG document", laysOutTree: true)
      try surface.finish(during: "Finishing the SVG document")
      return sink.data
    }
  }

  /// Renders the tree as an SVG file at `url`.
  public func writeSVG(of root: DrawView, to url: URL) throws(DrawKitError) {
    try OutputFile.write(svgData(of: root), to: url)
  }
}
