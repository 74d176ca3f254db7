import DrawKit
import Foundation
import SceneText
import Testing

@Suite("Text widgets: editing, pointer, focus and scrolling")
struct WidgetBehaviourTests {
  private func type(_ text: String, into root: DrawView) {
    for character in text {
      root.dispatch(KeyEvent(.character(character), text: String(character)))
    }
  }

  @Test func fieldTypesSubmitsAndReportsChanges() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let field = TextField(frame: root.bounds)
    root.addSubview(field)
    var changes: [String] = []
    var submitted: String?
    field.onChange { field, _ in changes.append(field.text) }
    field.onSubmit { _, text in submitted = text }
    root.dispatch(KeyEvent(.tab))
    #expect(field.isFocused)
    type("héllo", into: root)
    root.dispatch(KeyEvent(.backspace))
    root.dispatch(KeyEvent(.left, modifiers: .control))
    root.dispatch(.typing("¡"))
    root.dispatch(KeyEvent(.return))
    #expect(field.text == "¡héll")
    #expect(submitted == "¡héll")
    #expect(changes.last == "¡héll" && changes.count == 7)
    root.dispatch(KeyEvent(.character("z"), modifiers: .control))
    #expect(field.text == "héll")
  }

  @Test func fieldPastesNewlinesAsSpacesAndHonoursMaximumLength() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.maximumLength = 8
    field.effectivePasteboard.string = "one\ntwo\nthree"
    field.perform(.paste)
    #expect(field.text == "one two ")
  }

  @Test func clicksPlaceTheCaretAndSelectWordsAndAll() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let field = TextField(frame: root.bounds, text: "alpha beta gamma")
    root.addSubview(field)
    let betaX = field.textFragments[0].layout.caretRect(
      at: field.text.range(of: "beta")!.lowerBound
    ).minX
    root.dispatch(PointerEvent(.down, at: CGPoint(x: betaX + 1, y: 15)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: betaX + 1, y: 15)))
    #expect(field.isFocused)
    #expect(field.storage.selection.head == TextPosition(paragraph: 0, offset: 6))
    root.dispatch(PointerEvent(.down, at: CGPoint(x: betaX + 10, y: 15), clickCount: 2))
    #expect(field.storage.selectedText == "beta")
    root.dispatch(PointerEvent(.down, at: CGPoint(x: betaX + 10, y: 15), clickCount: 3))
    #expect(field.storage.selectedText == "alpha beta gamma")
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 1, y: 15)))
    root.dispatch(PointerEvent(.move, at: CGPoint(x: betaX - 1, y: 15)))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: betaX - 1, y: 15)))
    #expect(field.storage.selectedText == "alpha ")
  }

  @Test func selectingOffersThePrimarySelectionAndMiddleClickPastesIt() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 88))
    let primary = MemoryPasteboard()
    root.selectionPasteboard = primary
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44), text: "alpha beta")
    let secret = TextField(frame: CGRect(x: 0, y: 44, width: 300, height: 44), text: "hunter2")
    secret.isSecureTextEntry = true
    root.addSubview(field)
    root.addSubview(secret)
    let betaX = field.textFragments[0].layout.caretRect(
      at: field.text.range(of: "beta")!.lowerBound
    ).minX
    root.dispatch(PointerEvent(.down, at: CGPoint(x: betaX + 10, y: 15), clickCount: 2))
    #expect(primary.string == nil, "offered when the selection is finished")
    root.dispatch(PointerEvent(.up, at: CGPoint(x: betaX + 10, y: 15), clickCount: 2))
    #expect(primary.string == "beta")
    root.dispatch(KeyEvent(.home, modifiers: .shift))
    #expect(primary.string == "alpha ")
    #expect(field.effectivePasteboard.string == nil, "the clipboard is left alone")

    root.dispatch(PointerEvent(.down, at: CGPoint(x: 1, y: 15), button: .middle))
    root.dispatch(PointerEvent(.up, at: CGPoint(x: 1, y: 15), button: .middle))
    #expect(field.text == "alpha alpha beta")
    root.dispatch(KeyEvent(.character("z"), modifiers: .control))
    #expect(field.text == "alpha beta", "a middle-click paste undoes in one step")

    secret.becomeFirstResponder()
    secret.perform(.selectAll)
    #expect(primary.string == "alpha ", "secure entry never offers its text")
    root.selectionPasteboard = nil
    #expect(!root.dispatch(PointerEvent(.down, at: CGPoint(x: 1, y: 15), button: .middle)))
    #expect(field.text == "alpha beta")
  }

  @Test func longTextScrollsToKeepTheCaretVisible() throws {
    try pinTestFonts()
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    let root = DrawView(frame: field.frame)
    root.addSubview(field)
    field.becomeFirstResponder()
    type(String(repeating: "wide text ", count: 6), into: root)
    let caret = try #require(field.visibleCaretRect)
    #expect(field.bounds.minX > 0)
    #expect(caret.minX >= field.bounds.minX && caret.maxX <= field.bounds.maxX)
    root.dispatch(KeyEvent(.home))
    #expect(field.bounds.minX == 0)
  }

  @Test func disabledFieldIgnoresInput() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let field = TextField(frame: root.bounds, text: "fixed")
    root.addSubview(field)
    field.isEnabled = false
    #expect(!field.becomeFirstResponder())
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 5, y: 5)))
    #expect(!field.isFocused)
    #expect(!field.keyDown(.typing("x")))
    #expect(field.text == "fixed")
  }

  @Test func textViewInsertsNewlinesScrollsAndPages() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let view = TextView(frame: root.bounds)
    root.addSubview(view)
    view.becomeFirstResponder()
    for line in 1...12 {
      type("line \(line)", into: root)
      root.dispatch(KeyEvent(.return))
    }
    #expect(view.storage.paragraphs.count == 13)
    #expect(view.contentSize.height > 200)
    let caret = try #require(view.visibleCaretRect)
    #expect(caret.maxY <= view.bounds.maxY && caret.minY >= view.bounds.minY, "caret kept visible")
    root.dispatch(KeyEvent(.home, modifiers: .control))
    #expect(view.contentOffset.y == 0)
    root.dispatch(
      PointerEvent(.scroll, at: CGPoint(x: 50, y: 50), scrollDelta: CGSize(width: 0, height: 40)))
    #expect(view.contentOffset.y == 40)
    root.dispatch(
      PointerEvent(
        .scroll, at: CGPoint(x: 50, y: 50), scrollDelta: CGSize(width: 0, height: 10_000)))
    #expect(view.contentOffset.y == view.contentSize.height - 100, "clamped to the end")
    view.contentOffset = .zero
    root.dispatch(KeyEvent(.pageDown))
    #expect(view.storage.selection.head.paragraph >= 3)
    #expect(view.contentOffset.y > 0)
    view.scrollRangeToVisible(view.storage.startPosition..<view.storage.startPosition)
    #expect(view.contentOffset.y == 0)
  }

  @Test func upAndDownKeepTheGoalColumnAcrossWrappedLines() throws {
    try pinTestFonts()
    let view = TextView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 300),
      text: "short\nthis paragraph is long enough to wrap onto several lines\nx")
    let root = DrawView(frame: view.frame)
    root.addSubview(view)
    view.becomeFirstResponder()
    view.storage.selection = .caret(TextPosition(paragraph: 0, offset: 4))
    let startX = view.caretX(at: view.storage.selection.head)
    root.dispatch(KeyEvent(.down))
    #expect(view.storage.selection.head.paragraph == 1)
    #expect(abs(view.caretX(at: view.storage.selection.head) - startX) < 8)
    root.dispatch(KeyEvent(.down))
    #expect(
      view.storage.selection.head.paragraph == 1, "the second visual line of the wrapped paragraph")
    root.dispatch(KeyEvent(.down, modifiers: .shift))
    root.dispatch(KeyEvent(.down))
    root.dispatch(KeyEvent(.down))
    root.dispatch(KeyEvent(.down))
    #expect(view.storage.selection.head.paragraph == 2)
    root.dispatch(KeyEvent(.up))
    #expect(view.storage.selection.head.paragraph == 1)
    root.dispatch(KeyEvent(.end))
    let lineEnd = view.storage.selection.head
    #expect(
      lineEnd.offset == view.storage.paragraphs[1].utf8.count, "End goes to the visual line's end")
  }

  @Test func editingOneParagraphLaysOutOnlyThatParagraph() throws {
    try pinTestFonts()
    let view = TextView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), text: SceneText.document(lines: 200))
    _ = view.textFragments
    let before = view.paragraphLayoutCount
    view.storage.selection = .caret(TextPosition(paragraph: 3, offset: 5))
    view.storage.insertText("x")
    #expect(view.paragraphLayoutCount == before + 1)
    view.storage.insertText("\n")
    #expect(view.paragraphLayoutCount == before + 3)
  }

  @Test func themeSwitchRedrawsTheSubtreeAndLeavesViewsWithTheirOwnTheme() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let plain = DrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let field = TextField(frame: CGRect(x: 100, y: 0, width: 100, height: 40))
    let ownTheme = TextField(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    ownTheme.theme = .legalPad
    root.addSubview(plain)
    root.addSubview(field)
    root.addSubview(ownTheme)
    let container = DrawView(frame: CGRect(x: 0, y: 200, width: 80, height: 60))
    root.addSubview(container)
    _ = try Renderer().image(of: root)
    _ = root.takeDirtyRegion()
    let ownGeneration = ownTheme.styleGeneration
    container.theme = .dark
    #expect(root.dirtyRegion.rects == [container.frame], "only the subtree it reaches")
    _ = root.takeDirtyRegion()
    root.theme = .notes
    #expect(root.dirtyRegion.rects == [root.bounds], "a root theme may change the page")
    #expect(field.font == Theme.notes.font)
    #expect(ownTheme.font == Theme.legalPad.font)
    #expect(ownTheme.styleGeneration == ownGeneration, "a view with its own theme is not told")
    #expect(container.effectiveTheme.name == "dark")
  }
}
