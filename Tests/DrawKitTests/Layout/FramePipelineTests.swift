import Foundation
import SceneText
import Testing

@testable import DrawKit

/// One frame flows one way: update (widgets push changes into their layouts), prepare (the
/// visible views hand their pending layouts to the frame pass), lay out (the renderer's
/// layouter), paint (reads only).
@Suite("Frame pipeline")
struct FramePipelineTests {
  private static func makeTree() -> (root: DrawView, fields: [TextField], notes: TextView) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    root.backgroundColor = .white
    root.theme = .notes
    var fields: [TextField] = []
    for index in 0..<12 {
      let field = TextField(
        frame: CGRect(x: 10, y: 10 + 30 * index, width: 250, height: 28),
        text: index % 4 == 3 ? "" : "Field \(index) مرحبا 日本語")
      field.placeholder = "Placeholder \(index)"
      root.addSubview(field)
      fields.append(field)
    }
    let notes = TextView(
      frame: CGRect(x: 280, y: 10, width: 300, height: 380), text: SceneText.document(lines: 40))
    root.addSubview(notes)
    return (root, fields, notes)
  }

  @Test func layoutThreadsDrawWhatOneThreadDraws() throws {
    try pinTestFonts()
    let oneThread = try Renderer().pngData(of: Self.makeTree().root)
    let threads = LayoutThreads(count: 3)
    let tree = Self.makeTree()
    let shared = try Renderer(layoutThreads: threads).pngData(of: tree.root)
    #expect(shared == oneThread)
    #expect(tree.fields.allSatisfy { $0.textLayout.isLaidOut }, "the frame pass laid them out")
  }

  @Test func layoutThreadCountsAreClamped() throws {
    #expect(LayoutThreads(count: Int.min).count == 0)
    #expect(LayoutThreads(count: -1).count == 0)
    #expect(LayoutThreads(count: 0).count == 0)
    #expect(LayoutThreads(count: Int.max).count == LayoutThreads.maximumCount)
    #expect(LayoutThreads.recommendedCount >= 0 && LayoutThreads.recommendedCount <= 3)
    try pinTestFonts()
    let tree = Self.makeTree()
    let serial = try Renderer().pngData(of: Self.makeTree().root)
    #expect(
      try Renderer(layoutThreads: LayoutThreads(count: Int.min)).pngData(of: tree.root) == serial)
  }

  /// After a frame, painting again and reading what painting reads lays out nothing: the
  /// prepare and lay-out steps did it all before the first paint.
  @Test func paintingReadsLayoutsThePrepareStepMade() throws {
    try pinTestFonts()
    let view = TextView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), text: SceneText.document(lines: 5_000))
    view.contentOffset = CGPoint(x: 0, y: 40_000)
    let renderer = Renderer(layoutThreads: LayoutThreads(count: 2))
    let image = try renderer.image(of: view)
    let afterFrame = view.paragraphLayoutCount
    #expect(afterFrame > 0)
    _ = view.textFragments
    _ = view.selectionRects
    try renderer.render(view, into: image)
    #expect(view.paragraphLayoutCount == afterFrame)
    let serial = try Renderer().image(of: view)
    #expect(try serial.pngData() == image.pngData())
  }

  /// Reading a text field's layout changes nothing; changes reach the layout when they happen.
  @Test func textFieldLayoutsAreUpdatedWhenInputsChangeNotWhenRead() throws {
    try pinTestFonts()
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30), text: "abc")
    let layout = field.textLayout
    layout.layOut()
    let passes = layout.layoutPassCount
    _ = field.textLayout
    _ = field.textFragments
    _ = field.caretRect(for: field.storage.endPosition)
    #expect(layout.layoutPassCount == passes)
    #expect(layout.isLaidOut)
    field.font = Font(family: "DejaVu Sans", size: 30)
    #expect(layout.font.size == 30, "the update step pushed the font")
    field.storage.insertText("d")
    #expect(layout.text == "abcd", "the update step pushed the text")
    field.isSecureTextEntry = true
    #expect(layout.text == String(repeating: "\u{2022}", count: 4))
  }

  /// A width change reaches a text view's paragraphs when it happens.
  @Test func textViewWidthIsPushedOnResize() throws {
    try pinTestFonts()
    let view = TextView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200),
      text: String(repeating: "word ", count: 200))
    let tall = view.contentSize.height
    view.frame.size.width = 600
    #expect(view.layouts.style.width == 600 - view.effectiveTextInsets.horizontal)
    #expect(view.contentSize.height < tall)
  }
}
