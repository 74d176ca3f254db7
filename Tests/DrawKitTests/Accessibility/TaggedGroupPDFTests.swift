import DrawKit
import Foundation
import Testing

/// Text and links drawn inside a transparency group (a faded view, a rounded clipping view,
/// `withTransparencyLayer`, `opacity`) stay tagged in a PDF, and never crash it: cairo 1.16
/// copies a group holding a structure tag from the wrong member of a union (valgrind saw
/// reads of freed memory, and `cairo_show_page` crashed in 10 of 12 runs), so DrawKit opens
/// no tag inside a group and tags the group's composite instead.
@Suite("Tagged PDF: text and links inside groups")
struct TaggedGroupPDFTests {
  /// A white page holding `content`.
  private func page(_ content: DrawView, width: CGFloat = 300, height: CGFloat = 120) -> DrawView {
    let page = DrawView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    page.backgroundColor = .white
    page.addSubview(content)
    return page
  }

  /// A view whose draw closure draws `text` at (10, 10).
  private func textView(_ text: String, frame: CGRect) -> DrawView {
    DrawView(frame: frame) { _, context in
      TextLayout(text).draw(in: context, at: CGPoint(x: 10, y: 10))
    }
  }

  /// Every way a group is opened around text, each named by the text it shows.
  private func groupedPages() -> [(text: String, page: DrawView)] {
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30), text: "Faded entry")
    field.alpha = 0.5
    let notes = PlaceholderTextView(
      frame: CGRect(x: 10, y: 10, width: 200, height: 80), text: "Rounded notes")
    notes.cornerRadius = 10
    let rounded = textView("Rounded clip", frame: CGRect(x: 10, y: 10, width: 200, height: 60))
    rounded.clipsToBounds = true
    rounded.cornerRadius = 12
    rounded.alpha = 0.75
    let layered = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 120)) { _, context in
      context.withTransparencyLayer(opacity: 0.8) {
        TextLayout("Layered text").draw(in: context, at: CGPoint(x: 10, y: 10))
      }
    }
    let opaque = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 120)) { _, context in
      context.withTransparencyLayer {
        TextLayout("Opaque layer").draw(in: context, at: CGPoint(x: 10, y: 10))
      }
    }
    let faded = DrawView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 120),
      drawings: [
        Drawing<DrawView>("text") { _, context in
          TextLayout("Opacity drawing").draw(in: context, at: CGPoint(x: 10, y: 10))
        }.opacity(0.5)
      ])
    let outer = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
    outer.alpha = 0.9
    let middle = DrawView(frame: CGRect(x: 5, y: 5, width: 280, height: 100))
    middle.clipsToBounds = true
    middle.cornerRadius = 8
    let inner = textView("Nested groups", frame: CGRect(x: 5, y: 5, width: 260, height: 80))
    inner.alpha = 0.5
    middle.addSubview(inner)
    outer.addSubview(middle)
    return [
      ("Faded entry", page(field)), ("Rounded notes", page(notes)),
      ("Rounded clip", page(rounded)), ("Layered text", page(layered)),
      ("Opaque layer", page(opaque)), ("Opacity drawing", page(faded)),
      ("Nested groups", page(outer)),
    ]
  }

  /// The text of each `P` element of `structure` (as `structureText(of:)` prints it), joined.
  private func paragraphs(in structure: String) -> [String] {
    var paragraphs: [String] = []
    var current: String?
    for line in structure.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("\"") {
        current? += trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        continue
      }
      if let finished = current { paragraphs.append(finished) }
      current = trimmed.hasPrefix("P ") || trimmed == "P" ? "" : nil
    }
    if let finished = current { paragraphs.append(finished) }
    return paragraphs
  }

  @Test func textInsideEveryKindOfGroupIsTaggedAndExtractedInFiftyRenders() throws {
    try pinTestFonts()
    for (text, page) in groupedPages() {
      var data = Data()
      for _ in 0..<50 {
        data = try Renderer().pdfData(of: page)
      }
      #expect(try extractedText(of: data).contains(text), "\(text) is selectable text")
      let structure = try structureText(of: data)
      #expect(
        paragraphs(in: structure).contains { $0.contains(text) },
        "\(text) is inside a P element: \(structure)")
    }
  }

  @Test func noStructureTagIsOpenedWhileAGroupIsOpen() throws {
    try pinTestFonts()
    for (text, page) in groupedPages() {
      let calls = try Renderer().recordedPDFCalls(of: page)
      var depth = 0
      var tags = 0
      for call in calls {
        if call.hasPrefix("beginTransparencyLayer") { depth += 1 }
        if call == "endTransparencyLayer" { depth -= 1 }
        if call.hasPrefix("beginTag") {
          tags += 1
          #expect(depth == 0, "\(text): \(call) inside \(depth) groups")
        }
      }
      #expect(tags >= 1, "\(text): the group's text is tagged once the group is composited")
    }
  }

  @Test func aLinkInsideAFadedViewCoversItsTextAndIsTagged() throws {
    try pinTestFonts()
    let view = DrawView(frame: CGRect(x: 40, y: 30, width: 200, height: 60)) { _, context in
      context.link(to: URL(string: "https://example.com/faded")!) {
        TextLayout("Faded link").draw(in: context, at: CGPoint(x: 10, y: 10))
      }
    }
    view.alpha = 0.5
    let reference = DrawView(frame: view.frame) { _, context in
      context.link(to: URL(string: "https://example.com/faded")!) {
        TextLayout("Faded link").draw(in: context, at: CGPoint(x: 10, y: 10))
      }
    }
    let rects = try [view, reference].map { view -> [Double] in
      let raw = String(decoding: try Renderer().pdfData(of: page(view)), as: UTF8.self)
      #expect(raw.contains("/URI (https://example.com/faded)"))
      let rect = raw.components(separatedBy: "/Rect [").dropFirst().first?.prefix { $0 != "]" }
      return (rect ?? "").split(separator: " ").compactMap { Double($0) }
    }
    #expect(rects[0].count == 4)
    // The faded link's area is the text's ink rounded out to whole points; the plain link's
    // is cairo's own extent of the same text.
    for (faded, plain) in zip(rects[0], rects[1]) {
      #expect(abs(faded - plain) <= 2, "faded \(rects[0]), plain \(rects[1])")
    }
    let structure = try structureText(of: try Renderer().pdfData(of: page(view)))
    #expect(structure.contains("Link"), "\(structure)")
    #expect(paragraphs(in: structure).contains { $0.contains("Faded link") }, "\(structure)")
  }

  @Test func textInACachedDrawingIsTaggedWhenReplayedIntoAPDF() throws {
    try pinTestFonts()
    let cached = Drawing<DrawView>("cachedText") { _, context in
      TextLayout("Cached words").draw(in: context, at: CGPoint(x: 10, y: 10))
    }.cached(by: { _ in 0 })
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 60), drawings: [cached])
    let first = try Renderer().pdfData(of: page(view))
    let replayed = try Renderer().pdfData(of: page(view))
    for data in [first, replayed] {
      #expect(try extractedText(of: data).contains("Cached words"))
      #expect(paragraphs(in: try structureText(of: data)).contains { $0.contains("Cached words") })
    }
  }

  @Test func anOpaqueRoundedViewIsStillClippedToItsCornersInAPDF() throws {
    let rounded = DrawView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
    rounded.backgroundColor = .red
    rounded.clipsToBounds = true
    rounded.cornerRadius = 20
    let data = try Renderer().pdfData(of: page(rounded, width: 140, height: 100))
    let image = try rasterized(data)
    #expect(image.pixel(x: 21, y: 21).isClose(to: .white, tolerance: 8), "outside the corner arc")
    #expect(image.pixel(x: 70, y: 50).isClose(to: Pixel(.red), tolerance: 8), "inside")
    #expect(image.pixel(x: 70, y: 21).isClose(to: Pixel(.red), tolerance: 8), "along the top edge")
  }

  /// The first page of `data` rasterised by `pdftoppm` at 72 pixels per inch: one pixel a
  /// point.
  private func rasterized(_ data: Data) throws -> Image {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("raster-\(UUID().uuidString)")
    _ = try popplerOutput(
      "pdftoppm", ["-png", "-r", "72", "-singlefile"], of: data, trailing: [base.path])
    let file = base.appendingPathExtension("png")
    defer { try? FileManager.default.removeItem(at: file) }
    return try Image(contentsOf: file)
  }
}
