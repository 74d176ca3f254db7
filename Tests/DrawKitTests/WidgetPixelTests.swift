import DrawKit
import Foundation
import PlaygroundPages
import Testing

@Suite("Text widgets: pixels of every seed behaviour")
struct WidgetPixelTests {
  /// Rows in column range `columns` holding any pixel darker than `threshold`.
  private func inkRows(_ image: Image, columns: Range<Int>, threshold: Int = 160) -> [Int] {
    (0..<image.pixelHeight).filter { y in
      columns.contains { x in
        let pixel = image.pixel(x: x, y: y)
        return Int(pixel.red) < threshold && pixel.alpha > 0
      }
    }
  }

  @Test(arguments: [10, 14, 18, 24, 32, 40])
  func underlineClearsTheTextAtEverySize(points: Int) throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 120))
    root.backgroundColor = .white
    root.theme = .notes
    let field = TextField(frame: root.bounds, text: "gjpqy")
    field.font = Font(family: "DejaVu Sans", size: CGFloat(points) * 96 / 72)
    root.addSubview(field)
    let image = try render(root)
    let textColumns = 0..<Int(field.textFragments[0].layout.size.width)
    let underlineRows = (0..<image.pixelHeight).filter { y in
      image.pixel(x: 390, y: y) != .white
    }
    #expect(underlineRows.count == 1, "one underline row, away from the text")
    let underline = try #require(underlineRows.first)
    let inkBottom = try #require(
      inkRows(image, columns: textColumns).filter { $0 != underline }.max())
    let descent = Int((-field.font.descender).rounded(.up))
    #expect(underline > inkBottom, "below the descenders")
    #expect(
      underline <= inkBottom + descent, "not floating far below (\(underline) vs \(inkBottom))")
  }

  /// Renders a notes text view and returns the rule rows seen in a column right of the text.
  private func notesRendering(
    text: String, points: CGFloat, offset: CGFloat = 0, scale: CGFloat = 1
  ) throws -> (view: TextView, image: Image, rules: [Int]) {
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), text: text)
    view.theme = .notes
    view.font = Font(family: "DejaVu Sans", size: points * 96 / 72)
    view.contentOffset = CGPoint(x: 0, y: offset)
    let image = try render(view, scale: scale)
    let column = Int(280 * scale)
    let rules = (0..<image.pixelHeight).filter { image.pixel(x: column, y: $0) != .white }
    return (view, image, rules)
  }

  /// Rules sit at the same distance under every line's baseline, whatever its script: below
  /// the ink of the glyphs that stand on the baseline in any script (kanji and emoji reach
  /// lower than Latin letters, see RuledLineClearanceTests), within the font's descent.
  @Test(arguments: [CGFloat(12), 16, 24])
  func rulesSitUnderTheBaselines(points: CGFloat) throws {
    let text = "HH Latin\nHH 日本語\nHH 😀 emoji\nHH"
    let (view, image, rules) = try notesRendering(text: text, points: points)
    let pitch = try #require(view.linePitch)
    var gaps: Set<Int> = []
    for (line, fragment) in view.textFragments.enumerated() {
      let lineRect = CGRect(
        x: fragment.origin.x, y: fragment.origin.y, width: 20, height: fragment.layout.size.height)
      let hColumns = Int(lineRect.minX)..<Int(lineRect.minX) + Int(view.font.size)
      let band = Int(lineRect.minY)..<Int(lineRect.maxY)
      let inkBottom = try #require(inkRows(image, columns: hColumns).filter(band.contains).max())
      let rule = try #require(rules.first { $0 > inkBottom - 2 }, "a rule under line \(line)")
      #expect(
        rule > inkBottom + 1
          && CGFloat(rule - inkBottom) <= -view.font.descender.rounded(.down) + 2,
        "line \(line): rule \(rule), H's baseline row \(inkBottom)")
      gaps.insert(rule - inkBottom)
      #expect(fragment.layout.lines.allSatisfy { $0.height == pitch })
    }
    #expect(gaps.count == 1, "the same gap under every line: \(gaps.sorted())")
  }

  @Test func rulesContinueBelowTheTextEvenlyPitched() throws {
    let (view, image, rules) = try notesRendering(text: "one line", points: 16)
    let pitch = Int(try #require(view.linePitch))
    #expect(rules.count == (400 - rules[0]) / pitch + 1, "every pitch down to the bottom edge")
    #expect(rules.count >= 400 / pitch - 1)
    #expect(zip(rules, rules.dropFirst()).allSatisfy { $1 - $0 == pitch })
    #expect(rules.last! > 400 - pitch, "down to the bottom edge")
    #expect(image.pixel(x: 5, y: rules[3]) == .white, "rules start 10 px in")
  }

  @Test func rulesStayCrispAfterAFractionalScroll() throws {
    let text = (1...40).map { "line \($0)" }.joined(separator: "\n")
    let (view, image, rules) = try notesRendering(text: text, points: 16, offset: 13.5)
    let pitch = Int(try #require(view.linePitch))
    #expect(rules.count >= 400 / pitch)
    #expect(zip(rules, rules.dropFirst()).allSatisfy { $1 - $0 == pitch })
    let gray = Pixel(Color.lightGray)
    #expect(rules.allSatisfy { image.pixel(x: 280, y: $0) == gray }, "each rule is one solid row")
  }

  @Test func placeholderFollowsTheTextWhateverChangesIt() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 220, height: 120))
    root.backgroundColor = .white
    let view = PlaceholderTextView(frame: root.bounds)
    view.placeholder = "Write something"
    view.placeholderColor = .red
    root.addSubview(view)
    view.becomeFirstResponder()
    func showsPlaceholder() throws -> Bool {
      let image = try render(root)
      let red = (0..<120).contains { y in
        (0..<220).contains { x in
          let pixel = image.pixel(x: x, y: y)
          return Int(pixel.red) - Int(pixel.green) > 100
        }
      }
      #expect(red == !view.placeholderFragments.isEmpty)
      return red
    }
    #expect(try showsPlaceholder())
    root.dispatch(.typing("a"))
    #expect(try !showsPlaceholder(), "typing")
    root.dispatch(KeyEvent(.character("z"), modifiers: .control))
    #expect(try showsPlaceholder(), "undo")
    view.effectivePasteboard.string = "pasted"
    root.dispatch(KeyEvent(.character("v"), modifiers: .control))
    #expect(try !showsPlaceholder(), "paste")
    root.dispatch(KeyEvent(.character("a"), modifiers: .control))
    root.dispatch(KeyEvent(.character("x"), modifiers: .control))
    #expect(try showsPlaceholder(), "cut")
    view.text = "set in code"
    #expect(try !showsPlaceholder(), "assignment")
    view.text = ""
    #expect(try showsPlaceholder(), "emptied in code")
  }

  @Test func placeholderSitsWhereTheFirstCharacterGoes() throws {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.placeholder = "A placeholder long enough to wrap onto a second line"
    view.borderWidth = 5
    let placeholder = try #require(view.placeholderFragments.first)
    view.text = "A"
    let text = try #require(view.textFragments.first)
    #expect(placeholder.origin == text.origin)
    #expect(placeholder.origin == CGPoint(x: 10, y: 10), "inset 5 plus the 5 px border")
    #expect(placeholder.layout.lineCount > 1, "long placeholders wrap")
  }

  @Test func seedPlaceholderPageHasTheBorderBoxAndRoundCorners() throws {
    let page = try #require(PlaygroundPage.named("PlaceholderTextView"))
    let image = try render(page.build())
    let blue = Pixel(.blue)
    for (x, y) in [
      (100, 150), (104, 150), (299, 150), (295, 150), (200, 100), (200, 104), (200, 299),
    ] {
      #expect(image.pixel(x: x, y: y) == blue, "border at (\(x), \(y))")
    }
    #expect(image.pixel(x: 105, y: 150) == .white, "the border is 5 px")
    #expect(image.pixel(x: 99, y: 150) == .white)
    for (x, y) in [(100, 100), (299, 100), (100, 299), (299, 299)] {
      #expect(image.pixel(x: x, y: y) == .white, "outside the rounded corner (\(x), \(y))")
    }
    let placeholderInk = image.inkCount(in: CGRect(x: 108, y: 108, width: 120, height: 20))
    #expect(placeholderInk > 40, "the gray placeholder is inside")
    let grayish = (108..<128).flatMap { y in (108..<228).map { image.pixel(x: $0, y: y) } }
      .filter { $0 != .white }
    #expect(grayish.allSatisfy { abs(Int($0.red) - Int($0.blue)) < 12 }, "gray, not blue")
  }

  @Test func cornerRadiusClipsTheContent() throws {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.cornerRadius = 20
    view.theme = Theme.plain.with {
      $0[.placeholderTextView].insert(.fill(.red), as: .background, before: .selection)
    }
    let image = try render(view)
    #expect(image.pixel(x: 1, y: 1).alpha == 0, "clipped at the corner")
    #expect(image.pixel(x: 50, y: 50) == Pixel(.red))
  }

  @Test func themeDrawingsRunInTheDocumentedOrder() throws {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.placeholder = "hint"
    view.borderColor = .blue
    view.borderWidth = 2
    view.drawings = [Drawing.empty.named("extra")]
    view.theme = Theme.plain.with {
      $0[.placeholderTextView].insert(.fill(.white), as: .background, before: .selection)
    }
    let drawingNames = try recordedCalls(view).filter { $0.hasPrefix("drawing(") }
    #expect(
      drawingNames == [
        "drawing(fill)", "drawing(selection)", "drawing(placeholder)", "drawing(text)",
        "drawing(markedText)", "drawing(caret)", "drawing(border)", "drawing(extra)",
      ])
    #expect(
      Theme.notes[.textView].layers.slots == [
        .background, .rules, .selection, .placeholder, .text, .markedText, .caret,
      ])
  }

  @Test func secureEntryNeverShowsThePlaintext() throws {
    let secret = "hunter2 秘密"
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    root.backgroundColor = .white
    let field = TextField(frame: root.bounds, text: secret)
    field.isSecureTextEntry = true
    root.addSubview(field)
    let bullets = DrawView(frame: root.bounds)
    bullets.backgroundColor = .white
    let reference = TextField(
      frame: root.bounds, text: String(repeating: "\u{2022}", count: secret.count))
    bullets.addSubview(reference)
    let shown = try render(root)
    let expected = try render(bullets)
    #expect(
      (0..<44).allSatisfy { y in
        (0..<300).allSatisfy { shown.pixel(x: $0, y: y) == expected.pixel(x: $0, y: y) }
      })
    let pdf = try Renderer().pdfData(of: root)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("secure-\(UUID()).pdf")
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
    #expect(text.contains("\u{2022}"))
    #expect(!text.contains("hunter") && !text.contains("秘密"))
    let svg = String(decoding: try Renderer().svgData(of: root), as: UTF8.self)
    #expect(!svg.contains("hunter"))
    field.becomeFirstResponder()
    field.perform(.selectAll)
    field.effectivePasteboard.string = "before"
    field.perform(.copy)
    field.perform(.cut)
    #expect(field.effectivePasteboard.string == "before", "copy and cut are disabled")
    #expect(field.text == secret)
    field.perform(.insertText("x"))
    #expect(!field.storage.canUndo, "nothing kept for undo")
  }

  @Test func widgetSourcesMakeNoCairoOrPangoCalls() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/DrawKit/Widgets").standardized
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count >= 5)
    for file in files {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      #expect(!source.contains("import CDrawKitCairo"), "\(file) imports cairo")
      #expect(
        !source.contains("cairo_") && !source.contains("pango_"), "\(file) calls cairo or Pango")
    }
  }
}

@Suite("Secure entry guarantees")
struct SecureEntryTests {
  @Test func descriptionsAndMirrorsNeverShowTheSecret() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30), text: "hunter2")
    field.isSecureTextEntry = true
    var dumped = ""
    dump(field, to: &dumped)
    for shown in [field.description, field.debugDescription, String(reflecting: field), dumped] {
      #expect(!shown.contains("hunter2"), "\(shown)")
    }
    #expect(field.description.contains("7 hidden characters"))
    field.isSecureTextEntry = false
    #expect(field.description.contains("hunter2"), "a plain field shows its text")
  }

  @Test func turningSecureEntryOnForgetsTheUndoHistory() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    field.storage.insertText("old secret")
    #expect(field.storage.canUndo)
    field.isSecureTextEntry = true
    #expect(!field.storage.canUndo && !field.storage.canRedo)
  }
}
