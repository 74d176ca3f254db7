import CDrawKitCairo
import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// Every Swift example in the README and the documentation articles, compiled and run here.
///
/// ``articleExamplesAppearHere()`` checks that each code block of the README and the catalog
/// occurs in this file (or, for the live window, in `DrawKitX11Tests/ReadmeExampleTests`; for
/// the widget articles, in a playground page or the widget gallery's tests; for the GTK and
/// SDL embedding examples, in `Examples`), so no document
/// can show code that does not build.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  @Test func gettingStarted() throws {
    try pinTestFonts()
    let bar = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 50)) { view, context in
      context.setStrokeColor(.gray)
      context.setLineWidth(1)
      context.move(to: CGPoint(x: 0, y: view.bounds.height - 0.5))
      context.addLine(to: CGPoint(x: view.bounds.width, y: view.bounds.height - 0.5))
      context.strokePath()
    }
    bar.backgroundColor = .white
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bar.png")
    try Renderer(scale: 2).writePNG(of: bar, to: url)
    #expect(
      try Image(contentsOf: url).pixel(x: 10, y: 99) == Pixel(red: 128, green: 128, blue: 128))
  }

  @Test func gettingStartedPagination() throws {
    try pinTestFonts()
    let longText = (1...200).map { "Line \($0) of a long note." }.joined(separator: "\n")
    let pdfURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("note-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: pdfURL) }
    let note = TextView(text: longText)
    let a4 = CGSize(width: 595.28, height: 841.89)
    try Renderer().writePDF(
      paginating: note, pageSize: a4, margins: EdgeInsets(all: 56), to: pdfURL)
    let text = try extractedText(of: Data(contentsOf: pdfURL))
    #expect(text.components(separatedBy: "\u{0C}").count > 3, "200 lines fill several A4 pages")
    #expect(text.contains("Line 200 of a long note."))
  }

  @Test func scrollingSection() throws {
    let saveButton = Button(title: "Save")
    let form = Column {
      DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
      saveButton
    }
    let scroller = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), content: form)
    scroller.scrollViewToVisible(saveButton)
    form.layoutIfNeeded()
    scroller.scrollViewToVisible(saveButton)
    #expect(scroller.contentOffset.y + 240 >= saveButton.frame.maxY)
    #expect(scroller.contentOffset.y > 300)
  }

  /// Building a Custom Widget's window-wide shortcut, pressed while a field has the focus.
  @Test func aShortcutOnTheRoot() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let field = TextField(text: "first")
    root.addSubview(field)
    field.becomeFirstResponder()
    root.onShortcut(KeyShortcut("n", modifiers: .control)) { root in
      root.addSubview(TextField(text: "New note"))
    }
    #expect(root.dispatch(KeyEvent(.character("n"), modifiers: .control, text: "n")))
    #expect(root.subviews.compactMap { ($0 as? TextField)?.text } == ["first", "New note"])
  }

  @Test func readmeExample() throws {
    try pinTestFonts()
    let bar = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 50)) { view, context in
      context.setStrokeColor(.gray)
      context.setLineWidth(1)
      context.move(to: CGPoint(x: 0, y: view.bounds.height - 0.5))
      context.addLine(to: CGPoint(x: view.bounds.width, y: view.bounds.height - 0.5))
      context.strokePath()
    }
    bar.drawings = [.fill(.white), .border(.blue, width: 2, cornerRadius: 8)]
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bar.png")
    try Renderer(scale: 2).writePNG(of: bar, to: url)
    let image = try Image(contentsOf: url)
    #expect(image.pixelWidth == 640)
    #expect(image.pixel(x: 320, y: 1) == Pixel(.blue))
    #expect(image.pixel(x: 320, y: 98) == Pixel(red: 128, green: 128, blue: 128), "draw runs last")
  }

  @Test func readmeWidgetExample() throws {
    try pinTestFonts()
    var saved = 0
    let form = Column(frame: CGRect(x: 0, y: 0, width: 320, height: 320)) {
      Label("Sign up", font: .system(size: 18, weight: .semibold))
      TextField(text: "Ada")
      Checkbox(title: "Email me updates", isChecked: true)
      ToggleSwitch(title: "Wi-Fi").onValueChange { toggle in print("Wi-Fi", toggle.isOn) }
      SegmentedControl(segments: ["Day", "Week", "Month"], selectedIndex: 1)
      Slider(value: 0.6)
      Button(title: "Save").onActivate { _ in saved += 1 }
    }
    form.dispatch(KeyEvent(.tab))  // focus the field; keys now edit it
    form.dispatch(.typing(" Lovelace"))
    let name = try #require(form.subviews[1] as? TextField)
    #expect(name.text == "Ada Lovelace")
    for _ in 0..<5 { form.dispatch(KeyEvent(.tab)) }
    #expect(form.focusedView is Button)
    form.dispatch(KeyEvent(.space))
    #expect(saved == 1)
    form.layoutIfNeeded()
    #expect(form.subviews.allSatisfy { $0.frame.width == 320 && $0.frame.height > 0 })
    #expect(try render(form).inkCount() > 1_000)
  }

  @Test func drawingWithClosures() throws {
    try pinTestFonts()
    let card = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    card.drawings = [
      .fill(.white, cornerRadius: 12),
      .border(.lightGray, width: 1, cornerRadius: 12),
      Drawing.text("Hello", font: .system(size: 18)).inset(16),
    ]
    let swatch = Drawing<Color>("swatch") { color, context in
      context.setFillColor(color)
      context.fill(context.rect)
    }
    let status: Drawing<DrawView> = swatch.pullback { view in view.isHidden ? .gray : .green }
    card.drawings.append(status.inset(40))
    #expect(try render(card).pixel(x: 100, y: 60) == Pixel(.green))
  }

  @Test func theming() throws {
    let form = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    form.theme = .notes
    form.addSubview(TextField(frame: CGRect(x: 10, y: 10, width: 300, height: 44), text: "Ada"))
    let loud = Theme.plain.with {
      $0[.textField][.underline] = .textUnderline(.red, width: 2)
      $0[.textField].font = Font(family: "DejaVu Sans", size: 18)
      $0[.textView].insert(.fill(.yellow), as: .background, before: .selection)
    }
    #expect(loud[.textView].layers.slots.first == .background)
    #expect(loud[.textField].font?.size == 18)
  }

  @Test func textAndEditing() throws {
    try pinTestFonts()
    let layout = TextLayout("プレースホルダー付きのTextView 👋🏽", font: Font(pangoDescription: "DejaVu Sans 16"))
    layout.width = 200
    let lines = layout.lineCount
    let caret = layout.caretRect(at: layout.text.endIndex)
    #expect(lines == 2 && caret.minY > 0)
    let storage = TextStorage("e\u{301} 👨‍👩‍👧‍👦")
    storage.deleteBackward()
    storage.moveCaret(.backward, by: .word)
    storage.undo()
    #expect(storage.text == "e\u{301} 👨‍👩‍👧‍👦")
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let field = TextField(frame: root.bounds)
    root.addSubview(field)
    root.dispatch(KeyEvent(.tab))
    root.dispatch(.typing("Hello"))
    #expect(field.text == "Hello")
  }

  @Test func embedding() throws {
    func drawTree(_ root: DrawView, into cairoContext: OpaquePointer, size: CGSize) throws {
      let context = GraphicsContext(
        borrowing: cairoContext, rect: CGRect(origin: .zero, size: size))
      try Renderer().draw(root, in: context)
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
    let cairo = cairo_create(surface)!
    defer {
      cairo_destroy(cairo)
      cairo_surface_destroy(surface)
    }
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.backgroundColor = .red
    try drawTree(root, into: cairo, size: CGSize(width: 10, height: 10))
    #expect(cairo_status(cairo) == CAIRO_STATUS_SUCCESS)
  }

  @Test func embeddingFrameLoop() throws {
    try pinTestFonts()
    /// The smallest host: a frame whenever the tree asks, into memory it owns.
    final class MemoryHost {
      let root: DrawView
      let scale: CGFloat = 2
      var pixels: UnsafeMutableRawBufferPointer
      var needsFrame = true
      let bytesPerRow: Int

      init(root: DrawView) {
        self.root = root
        bytesPerRow = Int(root.bounds.width * scale) * 4
        pixels = .allocate(
          byteCount: bytesPerRow * Int(root.bounds.height * scale), alignment: 16)
        // Called once when the tree first needs display or layout after a frame.
        root.onNeedsUpdate { [unowned self] _ in needsFrame = true }
      }

      deinit { pixels.deallocate() }

      /// The host's loop body: events in, then a frame only if something changed.
      func handle(_ events: [KeyEvent]) throws {
        for event in events { _ = root.dispatch(event) }
        guard needsFrame else { return }
        needsFrame = false
        try Renderer(scale: scale).render(
          root, into: pixels, pixelWidth: Int(root.bounds.width * scale),
          pixelHeight: Int(root.bounds.height * scale), bytesPerRow: bytesPerRow)
      }
    }
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    root.backgroundColor = .white
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
    root.addSubview(field)
    _ = field.becomeFirstResponder()
    let host = MemoryHost(root: root)
    try host.handle([])
    #expect(!host.needsFrame)
    try host.handle([.typing("Hi")])
    #expect(field.text == "Hi")
    #expect(!host.needsFrame, "the keystroke asked for a frame, and got it")
    try host.handle([])
    let corner = host.pixels.load(as: UInt32.self)
    #expect(corner == 0xFFFF_FFFF, "opaque white, as ARGB32")
  }

  @Test func headlessPDFServer() throws {
    try pinTestFonts()
    /// Renders one filled-in form per request, as a server without a display would.
    func formPDF(name: String, notes: String) throws -> Data {
      let page = DrawView(frame: CGRect(x: 0, y: 0, width: 595, height: 842))
      page.backgroundColor = .white
      page.theme = .notes
      let nameField = TextField(frame: CGRect(x: 40, y: 40, width: 515, height: 44))
      let notesView = TextView(frame: CGRect(x: 40, y: 100, width: 515, height: 700))
      page.addSubview(nameField)
      page.addSubview(notesView)
      // Each request gets its own tree and pasteboard: no shared state between requests.
      page.pasteboard = MemoryPasteboard(string: notes)
      // Fill the form through events, as a user would: focus, type, paste.
      _ = nameField.becomeFirstResponder()
      _ = page.dispatch(.typing(name))
      _ = page.dispatch(KeyEvent(.tab))
      _ = page.dispatch(KeyEvent(.character("v"), modifiers: .control))
      // No caret in a document: take the focus away before rendering.
      notesView.resignFirstResponder()
      return try Renderer().pdfData(of: page)
    }
    let pdf = try formPDF(name: "Ada Lovelace", notes: "Notes on the Analytical Engine")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("form-\(UUID()).pdf")
    try pdf.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let pdftotext = Process()
    pdftotext.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    pdftotext.arguments = ["pdftotext", url.path, "-"]
    let pipe = Pipe()
    pdftotext.standardOutput = pipe
    try pdftotext.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    pdftotext.waitUntilExit()
    #expect(text.contains("Ada Lovelace"))
    #expect(text.contains("Notes on the Analytical Engine"), "pasted into the text view")
  }

  @Test func testingYourDrawings() throws {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40), drawings: [.fill(.red)])
    let image = try Renderer().image(of: view)
    let centre = image.pixel(x: 20, y: 20)
    #expect(centre == Pixel(.red))
    let compiledNotRun = { (page: DrawView) in
      assertSnapshot(of: page, named: "Settings", tolerance: .standard)
    }
    _ = compiledNotRun
  }

  @Test func accessibility() throws {
    let checkbox = DrawView(frame: CGRect(x: 0, y: 0, width: 120, height: 26))
    checkbox.isFocusable = true
    checkbox.accessibilityElement = AccessibilityElement(
      role: .checkBox, label: "Bold", actions: [.press])
    checkbox.isSelected = true
    #expect(checkbox.accessibilityTree().element.states == [.focusable, .checked])

    let rating = Rating(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(rating.performAccessibilityAction(.increment))
    #expect(rating.accessibilityElement?.value == "4 stars")
    #expect(rating.accessibilityElement?.numericValue?.current == 4)

    let settingsReadWell = {
      let page = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
      let bold = DrawView(frame: CGRect(x: 10, y: 10, width: 120, height: 26))
      bold.accessibilityElement = AccessibilityElement(role: .checkBox, label: "Bold")
      page.addSubview(bold)
      #expect(accessibilityDescription(of: page).contains("checkBox \"Bold\""))
      assertAccessibilitySnapshot(of: page, named: "settings")
    }
    _ = settingsReadWell
  }

  @Test func timeAndAnimation() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let square = DrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.addSubview(square)
    let clock = ManualClock()
    let loop = FrameLoop(root: root, clock: clock)
    withAnimation(.linear(duration: 0.2)) { square.frame.origin.x = 100 }
    clock.advance(by: .milliseconds(100))
    loop.tick()
    #expect(abs(square.frame.origin.x - 50) < 1e-9)
    let knob = AnimatedValue(0.0, in: square)
    knob.animate(to: 1, with: .spring(duration: 0.5, bounce: 0.2))
    try loop.settle()
    #expect(knob.value == 1 && square.frame.origin.x == 100)
    let card = DrawView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    card.alpha = 0
    root.addSubview(card)
    withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
      card.frame.origin.y = 24
      card.alpha = 1
    }
    try loop.settle()
    #expect(card.frame.origin.y == 24 && card.alpha == 1)
  }

  @Test func layingOutViews() throws {
    let editor = TextView()
    let window = Row(
      frame: CGRect(x: 0, y: 0, width: 900, height: 600), spacing: 0, alignment: .fill
    ) {
      Column(padding: EdgeInsets(all: 12)) {
        TextField().frame(height: 28)
        Spacer()
      }
      .frame(width: 220)  // the sidebar stays 220 points, whatever the field holds
      editor.layoutFlex(1)  // the editor takes the rest
    }
    window.layoutIfNeeded()
    #expect(window.subviews[0].frame.width == 220)
    #expect(editor.frame == CGRect(x: 220, y: 0, width: 680, height: 600))

    let toolbar = Row {
      Button(title: "Cancel")
      Spacer()
      Button(title: "Save", isProminent: true)  // at the right edge
    }
    toolbar.frame = CGRect(x: 0, y: 0, width: 400, height: 40)
    toolbar.layoutIfNeeded()
    #expect(toolbar.subviews[2].frame.maxX == 400)

    let form = Grid(columns: [.fixed(80), GridColumn(flex: 1)]) {
      GridRow {
        Label("Name")
        TextField().layoutAlignment(horizontal: .fill)
      }
      GridRow {
        Label("Notes").layoutAlignment(vertical: .start)
        TextView().frame(height: 80).layoutAlignment(horizontal: .fill)
      }
    }
    form.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    form.layoutIfNeeded()
    #expect(form.subviews[1].frame.minX == 88 && form.subviews[1].frame.maxX == 300)
    #expect(form.subviews[3].frame.height == 80)
    #expect(form.subviews[2].frame.minY == form.subviews[3].frame.minY)

    let search = Row {
      let field = TextField()
      field.placeholder = "Search"
      field.layoutFlex(1)
    }
    #expect((search.subviews.first as? TextField)?.placeholder == "Search")
  }

  @Test func listsArticle() throws {
    try pinTestFonts()
    let files = ["Notes.txt", "Photo.jpg", "Report.pdf"]
    var opened: [String] = []
    let source = ListDataSource(
      rowCount: { files.count }, makeRow: { Label() },
      configureRow: { label, index in label.text = files[index] }, rowText: { files[$0] })
    let list = ListView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), dataSource: source,
      rowHeight: .fixed(28), selectionMode: .multiple
    )
    .onSelectionChange { list in print("selected", list.selectedIndices.map { files[$0] }) }
    .onRowActivate { _, index in opened.append(files[index]) }
    list.layoutIfNeeded()
    #expect((list.rowView(at: 1) as? Label)?.text == "Photo.jpg")
    list.dispatch(KeyEvent(.character("r"), text: "r"))
    list.dispatch(KeyEvent(.return))
    #expect(opened == ["Report.pdf"])
  }

  @Test func listsArticleTable() {
    var files = [("Report.pdf", 88_410), ("Notes.txt", 1_204), ("Photo.jpg", 524_288)]
    let table = TableView(
      frame: CGRect(x: 0, y: 0, width: 360, height: 300),
      columns: [
        TableColumn("Name", text: { files[$0].0 }),
        TableColumn("Size", width: .fixed(90), text: { "\(files[$0].1)" }),
      ],
      dataSource: ListDataSource(rowCount: { files.count }, rowText: { files[$0].0 }),
      selectionMode: .multiple
    )
    .onSortChange { table in
      let selected = Set(table.selectedIndices.map { files[$0].0 })
      let ascending = table.sortDescriptor?.isAscending ?? true
      if table.sortDescriptor?.columnID == "Size" {
        files.sort { ascending ? $0.1 < $1.1 : $0.1 > $1.1 }
      } else {
        files.sort { ascending ? $0.0 < $1.0 : $0.0 > $1.0 }
      }
      table.selectedIndices = IndexSet(files.indices.filter { selected.contains(files[$0].0) })
    }
    table.layoutIfNeeded()
    table.selectedIndex = 0
    // Size is 90 points at the right: 270..<360.
    table.dispatch(PointerEvent(.down, at: CGPoint(x: 300, y: 14)))
    table.dispatch(PointerEvent(.up, at: CGPoint(x: 300, y: 14)))
    #expect(files.map(\.0) == ["Notes.txt", "Report.pdf", "Photo.jpg"])
    #expect(table.selectedIndex == 1, "Report.pdf stays selected")
    table.layoutIfNeeded()
    #expect((table.cellView(row: 0, column: 0) as? Label)?.text == "Notes.txt")
  }

  @Test func articleExamplesAppearHere() throws {
    let here = URL(fileURLWithPath: #filePath)
    let catalog = here.deletingLastPathComponent().appendingPathComponent(
      "../../Sources/DrawKit/DrawKit.docc"
    ).standardized
    /// The code without white space or trailing commas, which the formatter may change.
    func normalized(_ text: String) -> String {
      let code = text.split(separator: "\n").filter { !$0.hasPrefix("import ") }
        .joined(separator: "\n")
      return String(
        code.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }
      )
      .replacingOccurrences(of: ",]", with: "]").replacingOccurrences(of: ",)", with: ")")
    }
    let liveWindowExample = here.deletingLastPathComponent().appendingPathComponent(
      "../DrawKitX11Tests/ReadmeExampleTests.swift"
    ).standardized
    let tests = normalized(
      try String(contentsOf: here, encoding: .utf8)
        + String(contentsOf: liveWindowExample, encoding: .utf8))
    // The playground pages, the library's controls and the gallery's tests, which the widget
    // articles quote.
    let quotedFolders = [
      "../../Playgrounds/Pages", "../../Sources/DrawKit/Controls", "../WidgetGalleryTests",
      "../../Examples",
    ].map {
      here.deletingLastPathComponent().appendingPathComponent($0).standardized
    }
    var quotedSources: [String] = []
    for folder in quotedFolders {
      let files =
        FileManager.default.enumerator(atPath: folder.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
      for file in files {
        quotedSources.append(
          normalized(
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
      }
    }
    #expect(quotedSources.count > 10, "the playground sources were not found")
    let readme = here.deletingLastPathComponent().appendingPathComponent("../../README.md")
      .standardized
    let documents =
      try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      .filter { $0.hasSuffix(".md") }.map { catalog.appendingPathComponent($0) } + [readme]
    var checked = 0
    for document in documents {
      let article = document.lastPathComponent
      let text = try String(contentsOf: document, encoding: .utf8)
      for block in text.components(separatedBy: "```swift\n").dropFirst() {
        let code = normalized(String(block.prefix { _ in true }.components(separatedBy: "```")[0]))
        let inPlaygrounds = quotedSources.contains { $0.contains(code) }
        #expect(
          tests.contains(code) || inPlaygrounds,
          "\(article) shows code that is not compiled here: \(code.prefix(80))")
        checked += 1
      }
    }
    #expect(checked >= 10)
  }
}

/// The custom widget of the Accessibility article.
final class Rating: DrawView {
  var stars = 3 {
    didSet { postAccessibilityNotification(.valueChanged) }
  }

  override var accessibilityElement: AccessibilityElement? {
    get {
      AccessibilityElement(
        role: .slider, label: "Rating", value: "\(stars) stars",
        actions: [.increment, .decrement],
        numericValue: AccessibilityRange(current: Double(stars), minimum: 0, maximum: 5, step: 1))
    }
    set { super.accessibilityElement = newValue }
  }

  override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
    switch action {
    case .increment: stars = min(stars + 1, 5)
    case .decrement: stars = max(stars - 1, 0)
    default: return super.performAccessibilityAction(action)
    }
    return true
  }
}

/// The Time and Animation article's work on another thread.
private func computeTotals() -> String { "42 items" }

/// The Time and Animation article's view carried across threads, compiled here.
@MainActor func showTotals(in field: TextField) {
  let bound = MainActorBound(field)
  DispatchQueue.global().async {
    let total = computeTotals()
    DispatchQueue.main.async { bound.value.text = total }
  }
}
