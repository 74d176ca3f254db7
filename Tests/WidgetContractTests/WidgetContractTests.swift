import DrawKit
import Foundation
import Testing

/// The widget-authoring contract, tested from outside DrawKit as a user's package would use
/// it: only public API, no `@testable`.
@Suite("A user's own widget: themed, stateful, focusable, laid out")
@MainActor
struct WidgetContractTests {
  private let purple = Color(hex: 0x7E22CE)

  /// The tree once its animations have run (the focus ring fades in over 0.15 s).
  private func render(_ root: DrawView) throws -> Image {
    try Renderer(scale: 1).image(of: root, afterAnimating: .seconds(1))
  }

  private func page(width: CGFloat = 200, height: CGFloat = 100) -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = .background
    return root
  }

  /// The sum of a pixel's channels: 0 for black, 765 for white.
  private func brightness(_ pixel: Pixel) -> Int {
    Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
  }

  /// The pixels of `image` in the rectangle from `x` and `y`.
  private func pixels(_ image: Image, x: Range<Int>, y: Range<Int>) -> [Pixel] {
    var found: [Pixel] = []
    for row in y {
      for column in x {
        found.append(image.pixel(x: column, y: row))
      }
    }
    return found
  }

  private func isClose(_ pixel: Pixel, _ color: Color, within tolerance: Int = 2) -> Bool {
    pixel.maximumChannelDifference(from: Pixel(color)) <= tolerance
  }

  /// The pixel at the middle of the switch's track, left of the knob when on.
  private func trackPixel(_ image: Image, of toggle: Toggle, in root: DrawView) -> Pixel {
    let origin = toggle.convert(CGPoint(x: toggle.isSelected ? 8 : 32, y: 10), to: root)
    return image.pixel(x: Int(origin.x), y: Int(origin.y))
  }

  @Test func aThemeAssignedToASubtreeRepaintsItInTheNewColours() throws {
    let root = page()
    let container = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let inside = Toggle(isOn: true)
    inside.frame.origin = CGPoint(x: 10, y: 10)
    let outside = Toggle(isOn: true)
    outside.frame.origin = CGPoint(x: 110, y: 10)
    container.addSubview(inside)
    root.addSubview(container)
    root.addSubview(outside)
    var image = try render(root)
    #expect(isClose(trackPixel(image, of: inside, in: root), ThemeTokens.light.accent))
    _ = root.takeDirtyRegion()

    container.theme = Theme.plain.with { $0.tokens.accent = purple }
    #expect(root.dirtyRegion.boundingBox.contains(inside.convert(inside.bounds, to: root)))
    #expect(!root.dirtyRegion.boundingBox.intersects(outside.frame))
    image = try render(root)
    #expect(isClose(trackPixel(image, of: inside, in: root), purple))
    #expect(isClose(trackPixel(image, of: outside, in: root), ThemeTokens.light.accent))
  }

  @Test func changingTheAccentRestylesCustomAndBuiltInWidgets() throws {
    let root = page(width: 300, height: 120)
    let toggle = Toggle(isOn: true)
    toggle.frame.origin = CGPoint(x: 10, y: 10)
    let field = TextField(frame: CGRect(x: 10, y: 50, width: 200, height: 40), text: "Ada")
    root.addSubview(toggle)
    root.addSubview(field)
    root.dispatch(KeyEvent(.tab))
    #expect(toggle.isFocused && toggle.isFocusVisible)

    func accentPixels(_ image: Image, _ color: Color, in rect: CGRect) -> Int {
      var count = 0
      for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) where isClose(image.pixel(x: x, y: y), color) {
          count += 1
        }
      }
      return count
    }
    let ringPoint = (x: 10 + 20, y: 10 - 2)
    var image = try render(root)
    let blueRing = image.pixel(x: ringPoint.x, y: ringPoint.y)
    #expect(blueRing.blue > blueRing.red, "the focus ring is the accent's blue over white")

    root.dispatch(KeyEvent(.tab))
    #expect(field.isFocused)
    image = try render(root)
    let caret = field.caretRect(for: field.storage.selection.head)
    let caretPixel = image.pixel(x: Int(10 + caret.midX), y: Int(50 + caret.midY))
    #expect(isClose(caretPixel, ThemeTokens.light.accent))
    #expect(accentPixels(image, ThemeTokens.light.accent, in: field.frame) > 200, "underline")

    root.theme = Theme.plain.with { $0.tokens.accent = purple }
    image = try render(root)
    #expect(isClose(image.pixel(x: Int(10 + caret.midX), y: Int(50 + caret.midY)), purple))
    #expect(accentPixels(image, purple, in: field.frame) > 200, "the focus underline follows")
    #expect(accentPixels(image, ThemeTokens.light.accent, in: field.frame) == 0)
    #expect(isClose(trackPixel(image, of: toggle, in: root), purple))

    root.dispatch(KeyEvent(.tab, modifiers: .shift))
    image = try render(root)
    let purpleRing = image.pixel(x: ringPoint.x, y: ringPoint.y)
    #expect(purpleRing.red > purpleRing.green && purpleRing != blueRing, "the ring follows")
  }

  @Test func aThemeEntryDeclaredOnceRestylesTheUsersWidget() throws {
    let root = page(width: 120, height: 80)
    let plain = Toggle(isOn: true)
    plain.frame.origin = CGPoint(x: 10, y: 10)
    let restyled = Toggle(isOn: true)
    restyled.frame.origin = CGPoint(x: 10, y: 40)
    restyled.theme = Theme.plain.with { $0[Toggle.themeEntry][.track] = .fill(.red) }
    root.addSubview(plain)
    root.addSubview(restyled)
    let image = try render(root)
    #expect(isClose(trackPixel(image, of: plain, in: root), ThemeTokens.light.accent))
    #expect(isClose(trackPixel(image, of: restyled, in: root), .red))
    #expect(Theme.plain[Toggle.themeEntry].slots == [.track, .knob, .highlight])
    #expect(restyled.effectiveTheme[Toggle.themeEntry].slots == [.track, .knob, .highlight])
  }

  @Test func theDarkThemeDrawsEveryWidgetDark() throws {
    let root = page(width: 220, height: 100)
    root.theme = .dark
    let toggle = Toggle(isOn: false)
    toggle.frame.origin = CGPoint(x: 10, y: 10)
    let field = TextField(frame: CGRect(x: 10, y: 40, width: 200, height: 40), text: "WWW")
    root.addSubview(toggle)
    root.addSubview(field)
    let image = try render(root)
    #expect(isClose(image.pixel(x: 150, y: 15), ThemeTokens.dark.background))
    #expect(isClose(trackPixel(image, of: toggle, in: root), ThemeTokens.dark.controlBackground))
    let brightest = pixels(image, x: 10..<60, y: 40..<70).map(brightness).max() ?? 0
    #expect(brightest > 600, "the text is light on dark")
  }

  @Test func hoverPressAndFocusStatesAreDrawn() throws {
    let root = page()
    let toggle = Toggle(isOn: false)
    toggle.frame.origin = CGPoint(x: 20, y: 20)
    root.addSubview(toggle)
    let atRest = try render(root)

    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 52, y: 30)))
    #expect(toggle.isHovered && toggle.state.contains(.hovered))
    let hovered = try render(root)
    #expect(hovered.pixel(x: 52, y: 30) != atRest.pixel(x: 52, y: 30))
    #expect(toggle.state.isDisjoint(with: [.pressed, .focused]))

    root.dispatch(PointerEvent(.down, at: CGPoint(x: 30, y: 30)))
    #expect(toggle.isPressed && toggle.isFocused)
    #expect(!toggle.isFocusVisible, "a click focuses without a ring")
    let pressed = try render(root)
    #expect(pressed.pixel(x: 30, y: 30) != hovered.pixel(x: 30, y: 30), "the knob darkens")
    #expect(isClose(pressed.pixel(x: 40, y: 18), ThemeTokens.light.background), "no ring")

    root.dispatch(PointerEvent(.exit, at: CGPoint(x: -1, y: -1)))
    #expect(!toggle.isHovered)
    root.dispatch(KeyEvent(.tab))
    root.dispatch(KeyEvent(.tab, modifiers: .shift))
    #expect(toggle.isFocused && toggle.state.contains(.focusVisible))
    let ringed = try render(root)
    #expect(!isClose(ringed.pixel(x: 40, y: 18), ThemeTokens.light.background), "the ring")
  }

  @Test func spaceReturnAndAClickToggleIt() {
    let root = page()
    let toggle = Toggle()
    toggle.frame.origin = CGPoint(x: 20, y: 20)
    var reported: [Bool] = []
    toggle.onToggle { reported.append($0.isSelected) }
    root.addSubview(toggle)
    root.dispatch(KeyEvent(.tab))
    #expect(root.dispatch(KeyEvent(.space, text: " ")))
    #expect(toggle.isSelected)
    #expect(root.dispatch(KeyEvent(.return)))
    #expect(!toggle.isSelected)
    #expect(!root.dispatch(KeyEvent(.space, modifiers: .control)), "Ctrl+Space is not a press")
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 30, y: 30)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 31, y: 30)))
    #expect(toggle.isSelected)
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 30, y: 30)))
    root.dispatch(PointerEvent(.move, at: CGPoint(x: 150, y: 90)))
    #expect(!toggle.isPressed, "dragged off, it no longer looks pressed")
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 150, y: 90)))
    #expect(toggle.isSelected, "a release outside does not toggle")
    #expect(reported == [true, false, true])

    toggle.isEnabled = false
    #expect(!toggle.isFocused, "disabling takes the focus")
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 30, y: 30)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 30, y: 30)))
    #expect(toggle.isSelected && toggle.state.contains(.disabled), "a disabled switch is inert")
  }

  @Test func typedClosuresReceiveTheWidgetsOwnType() {
    let root = page()
    let toggle = Toggle()
    root.addSubview(toggle)
    var layoutCounts: [Int] = []
    toggle.isFocusable = false
    toggle.onPointer { toggle, event in
      layoutCounts.append(toggle.layoutCount)
      return event.phase == .down
    }
    .onKey { toggle, _ in toggle.isSelected }
    #expect(root.dispatch(PointerEvent(.down, at: CGPoint(x: 5, y: 5))))
    #expect(layoutCounts.count == 2, "the enter event, then the press")
  }

  @Test func layoutRunsOnResizeAndAColumnReflows() throws {
    let field = TextField(text: "Name")
    let toggle = Toggle()
    let notes = TextView(text: "Notes")
    notes.layoutFlex = 1
    let column = Column(
      frame: CGRect(x: 0, y: 0, width: 200, height: 300), spacing: 10,
      padding: EdgeInsets(all: 10)
    ) {
      field
      toggle
      notes
    }
    _ = try render(column)
    let fieldHeight = field.frame.height
    #expect(fieldHeight > 10 && field.frame.width == 180, "a field's natural height, stretched")
    #expect(toggle.frame == CGRect(x: 10, y: 20 + fieldHeight, width: 180, height: 20))
    #expect(notes.frame.minY == toggle.frame.maxY + 10)
    #expect(notes.frame.maxY == 290, "the text view takes the rest")
    let layouts = toggle.layoutCount

    column.frame.size = CGSize(width: 300, height: 500)
    _ = try render(column)
    #expect(notes.frame.maxY == 490 && notes.frame.width == 280)
    #expect(toggle.layoutCount == layouts + 1, "a resized view lays out again")

    toggle.isHidden = true
    _ = try render(column)
    #expect(notes.frame.minY == field.frame.maxY + 10, "a hidden view takes no room")
    #expect(column.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)).height > fieldHeight)

    let row = Row(frame: CGRect(x: 0, y: 0, width: 1e300, height: .nan)) {
      Toggle()
      Toggle()
    }
    row.spacing = -.infinity
    row.layoutIfNeeded()
    #expect(row.subviews.allSatisfy { $0.frame.minX.isFinite && $0.frame.height == 0 })
  }

  @Test func aTextWidgetWrittenOutsideTheModuleComposes() throws {
    let root = page(width: 300, height: 60)
    let field = UppercaseField(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
    root.addSubview(field)
    var reasons: [TextChange.Reason] = []
    field.onChange { _, change in reasons.append(change.reason) }
    #expect(field.acceptsMarkedText)
    field.setMarkedText(MarkedText("kana"))
    #expect(field.isComposing && field.text == "kana")
    let runs = field.markedTextRuns
    #expect(runs.count == 1 && runs[0].style == .raw)
    #expect(abs(runs[0].rect.minX - field.caretRect(for: field.storage.startPosition).minX) < 0.5)
    let image = try render(root)
    let underline = Int(10 + runs[0].rect.maxY) - 1
    let below = pixels(
      image, x: Int(10 + runs[0].rect.minX + 1)..<Int(10 + runs[0].rect.maxX - 1),
      y: underline..<underline + 1)
    #expect(below.allSatisfy { brightness($0) < 200 }, "the theme's marked-text underline is drawn")
    field.insertText("かな")
    #expect(field.text == "かな" && !field.isComposing)
    #expect(reasons == [.composition, .typing])
    field.storage.undo()
    #expect(field.text.isEmpty)
  }

  @Test func aTextWidgetWrittenOutsideTheModuleEdits() throws {
    let root = page(width: 300, height: 60)
    let field = UppercaseField(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
    var reasons: [TextChange.Reason] = []
    field.onChange { _, change in reasons.append(change.reason) }
    root.addSubview(field)
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 20, y: 20)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 20, y: 20)))
    #expect(field.isFocused)
    for character in "hello" {
      root.dispatch(KeyEvent.typing(String(character)))
    }
    root.dispatch(KeyEvent(.left))
    root.dispatch(KeyEvent(.left))
    root.dispatch(KeyEvent(.backspace))
    root.dispatch(KeyEvent.typing("L"))
    #expect(field.text == "heLlo")
    root.dispatch(KeyEvent(.character("z"), modifiers: .control))
    #expect(field.text == "helo")
    #expect(reasons.first == .typing && reasons.last == .undo)
    root.dispatch(KeyEvent(.end))
    field.storage.paste("a\nb")
    #expect(field.text == "heloa b", "its own filter keeps one line")

    let image = try render(root)
    let caret = field.caretRect(for: field.storage.selection.head)
    #expect(isClose(image.pixel(x: Int(10 + caret.midX), y: Int(10 + caret.midY)), .accent))
    root.dispatch(KeyEvent(.character("a"), modifiers: .control))
    #expect(!field.selectionRects.isEmpty)
    #expect(field.state.isSuperset(of: [.focused]) && !field.state.contains(.empty))
  }

  @Test func aSlotAStyleLacksGoesWhereItsNameSays() throws {
    var style = Theme.plain[.textField]
    style[.background] = .fill(.yellow)
    style[.border] = .border(.red, width: 1)
    #expect(style.layers.slots.first == .background)
    #expect(style.layers.slots.last == .border)
    let root = page(width: 200, height: 50)
    root.theme = Theme.plain.with { $0[.textField] = style }
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 50), text: "███")
    root.addSubview(field)
    let image = try render(root)
    let darkest = pixels(image, x: 2..<40, y: 5..<40).map(brightness).min() ?? 765
    #expect(darkest < 100, "the text shows above the background")
    #expect(isClose(image.pixel(x: 150, y: 10), .yellow))
  }

  @Test func themeColoursResolveAndNeverLoop() {
    var tokens = ThemeTokens.light
    tokens.accent = .focusRing
    tokens.focusRing = Color.accent.withAlphaComponent(0.5)
    let resolved = Color.accent.resolved(in: tokens)
    #expect(!resolved.isThemeColor)
    #expect(Color.red.resolved(in: tokens) == .red)
    #expect(Color.label.resolved(in: ThemeTokens.dark) == ThemeTokens.dark.label)
    #expect(Color.accent.withAlphaComponent(0.3).resolved(in: .dark).alpha == 0.3)
    #expect(Color.accent.description == "accent")
  }

  @Test func selectionInCharactersAndUTF16AsUIKitCounts() {
    let field = TextView(text: "a😀b\ne\u{301}d")
    field.selectedRange = NSRange(location: 1, length: 2)
    #expect(field.selectedCharacterRange == 1..<2)
    #expect(field.storage.selectedText == "😀")
    field.selectedRange = NSRange(location: 2, length: 1)
    #expect(field.selectedRange == NSRange(location: 1, length: 2), "never half a surrogate pair")
    field.selectedRange = NSRange(location: 6, length: 1)
    #expect(field.storage.selectedText == "e\u{301}", "nor half a cluster")
    field.selectedCharacterRange = 4..<6
    #expect(field.selectedRange == NSRange(location: 5, length: 3))
    field.selectedCharacterRange = -5..<1000
    #expect(field.storage.selectedText == field.text)
    field.selectedRange = NSRange(location: Int.max, length: Int.max)
    #expect(field.selectedCharacterRange == 6..<6, "six characters, eight UTF-16 units")
    field.selectedRange = NSRange(location: NSNotFound, length: 0)
    #expect(field.selectedRange == NSRange(location: 8, length: 0))
  }

  @Test func aUsersInputFilterComposesWithTheFieldsOwnFolding() {
    let field = TextField(text: "two\nlines")
    #expect(field.text == "two lines" && field.storage.paragraphs.count == 1)
    field.storage.inputFilter = { $0.filter(\.isNumber) + "\n!" }
    field.storage.selection = .caret(field.storage.endPosition)
    field.storage.insertText("a1\nb2")
    #expect(field.text == "two lines12 !", "the user's filter ran, and newlines still fold")
    #expect(field.storage.paragraphs.count == 1)
    field.text = "x\r\ny"
    #expect(field.storage.paragraphs.count == 1)
  }

  @Test func typedClosuresDoNotKeepTheirWidgetAlive() {
    weak var released: TextField?
    weak var releasedToggle: Toggle?
    do {
      let field = TextField(text: "abc")
      field.onChange { field, _ in field.text = String(field.text.prefix(2)) }
      field.storage.insertText("d")
      #expect(field.text == "ab")
      let toggle = Toggle().onActivate { $0.layoutCount += 1 }.onKey { toggle, _ in
        toggle.isSelected
      }
      released = field
      releasedToggle = toggle
    }
    #expect(released == nil && releasedToggle == nil)
  }

  @Test func nestedThemesEachDrawWithTheirOwnTokens() throws {
    let root = page(width: 100, height: 20)
    func swatch(_ x: CGFloat) -> DrawView {
      DrawView(frame: CGRect(x: x, y: 0, width: 20, height: 20), drawings: [.fill(.accent)])
    }
    let dark = swatch(20)
    dark.theme = .dark
    let inner = swatch(0)
    inner.frame.origin.y = 10
    inner.frame.size.height = 10
    inner.theme = Theme.plain.with { $0.tokens.accent = purple }
    dark.addSubview(inner)
    let inheritsDark = DrawView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    inheritsDark.drawings = [.fill(.accent)]
    dark.addSubview(inheritsDark)
    for view in [swatch(0), dark, swatch(40)] {
      root.addSubview(view)
    }
    let image = try render(root)
    #expect(isClose(image.pixel(x: 5, y: 5), ThemeTokens.light.accent))
    #expect(isClose(image.pixel(x: 25, y: 5), ThemeTokens.dark.accent))
    #expect(isClose(image.pixel(x: 25, y: 15), purple))
    #expect(isClose(image.pixel(x: 35, y: 5), ThemeTokens.dark.accent), "after a nested theme")
    #expect(isClose(image.pixel(x: 45, y: 5), ThemeTokens.light.accent), "after a sibling's")
    #expect(isClose(image.pixel(x: 90, y: 5), ThemeTokens.light.background))
  }
}
