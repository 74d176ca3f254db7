#if Hosts

import CDrawKitXCB
import Foundation
import DrawKitTesting
import Testing

@testable import DrawKit
@testable import DrawKitX11

/// A scroll by whole pixels has the X server copy the window's own pixels and the window send
/// only the strip that came in; the window still shows, after every step, what a full
/// rendering of the tree at that offset shows.
@Suite(.serialized)
struct ScrollCopyTests {
  /// One step of a test: what it changes, and whether the window should copy for it (`nil`:
  /// either is right).
  struct Step {
    let change: () -> Void
    let copies: Bool?
  }

  /// Shows `root` in a window at `scale`, then runs each step as one frame and checks the
  /// window's pixels (read back from the server) against the renderer's image of the tree,
  /// pixel for pixel, and what the window sent: under half the window for a copied
  /// step, and whether a copy was made at all.
  private func check(
    _ root: DrawView, scale: CGFloat = 1, usesSharedMemory: Bool = true,
    clock: any FrameClock = SystemFrameClock(), screen: String = "1280x1024x24",
    tolerance: Int = 0, steps: [Step], afterSteps: ((Window) -> Void)? = nil
  ) throws {
    let server = try XvfbServer(screen: screen)
    let window = try Window(
      title: "scroll", size: root.bounds.size, root: root, display: server.display,
      clock: clock, scale: scale, usesSharedMemory: usesSharedMemory)
    var failures: [String] = []
    window.onShow { window in
      let renderer = Renderer(scale: window.scale)
      let full = Int(root.bounds.width * window.scale) * Int(root.bounds.height * window.scale)
      func compare(_ label: String) {
        window.x.roundTrip()
        guard let capture = try? server.capture(window: window.windowID),
          let expected = try? renderer.image(of: root)
        else { return failures.append("\(label): no capture") }
        var wrong = 0
        for y in 0..<expected.pixelHeight {
          for x in 0..<expected.pixelWidth {
            let want = expected.pixel(x: x, y: y)
            let got = capture.rgb(x: x, y: y)
            if abs(Int(got.red) - Int(want.red)) > tolerance
              || abs(Int(got.green) - Int(want.green)) > tolerance
              || abs(Int(got.blue) - Int(want.blue)) > tolerance
            {
              wrong += 1
            }
          }
        }
        if wrong > 0 { failures.append("\(label): \(wrong) pixels differ") }
      }
      for (index, step) in steps.enumerated() {
        let sent = window.sentPixelCount
        let copies = window.copiedAreaCount
        step.change()
        window.presentFrame()
        let didCopy = window.copiedAreaCount > copies
        if let expected = step.copies, didCopy != expected {
          failures.append("step \(index): copied \(didCopy)")
        }
        if didCopy, window.sentPixelCount - sent >= full / 2 {
          failures.append("step \(index): sent \(window.sentPixelCount - sent) of \(full) pixels")
        }
        compare("step \(index)")
      }
      if let afterSteps {
        afterSteps(window)
        window.presentFrame()
        compare("after the steps")
      }
      window.close()
    }
    #expect(try window.run() == .closed)
    #expect(failures.isEmpty, "\(failures)")
  }

  private func notes(lines: Int = 200) -> TextView {
    let text = (1...lines).map { "Line \($0) of the notes, scrolled by copy" }.joined(
      separator: "\n")
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 240, height: 160), text: text)
    view.theme = .notes
    return view
  }

  private func scroll(_ view: TextView, by dy: CGFloat) -> Step {
    Step(change: { view.contentOffset.y += dy }, copies: true)
  }

  @Test func aTextViewScrolledByWholePixelsWithItsBarShowingIsCopied() throws {
    let view = notes()
    view.scrollBars.flash(in: view)
    try check(view, steps: [scroll(view, by: 10), scroll(view, by: 7), scroll(view, by: -3)])
  }

  /// Without shared memory the strip goes in `PutImage` requests, after the copy.
  @Test func aScrollWithoutSharedMemoryIsCopiedToo() throws {
    let view = notes()
    view.scrollBars.flash(in: view)
    try check(
      view, usesSharedMemory: false,
      steps: [scroll(view, by: 10), scroll(view, by: 7), scroll(view, by: -3)])
  }

  @Test func aFractionalScrollIsDrawnWhole() throws {
    let view = notes()
    try check(
      view,
      steps: [
        scroll(view, by: 10), Step(change: { view.contentOffset.y += 0.5 }, copies: false),
        scroll(view, by: 4),
      ])
  }

  @Test func atScaleTwoAHalfPointScrollIsCopied() throws {
    let view = notes()
    try check(
      view, scale: 2,
      steps: [scroll(view, by: 10), scroll(view, by: 0.5), scroll(view, by: -6)])
  }

  /// A fling's offsets land on whole device pixels while it glides, so every frame between
  /// its first (the bar comes in) and its last (the exact end, 306.65 points) is a copy.
  @Test(arguments: [1, 2] as [CGFloat])
  func aFlingGlidesByCopies(scale: CGFloat) throws {
    let view = notes()
    let clock = ManualClock()
    let frame = Step(change: { clock.advance(by: .nanoseconds(16_666_667)) }, copies: true)
    let either = Step(change: frame.change, copies: nil)
    let start = Step(change: { view.fling(velocity: CGSize(width: 0, height: 613.3)) }, copies: nil)
    try check(
      view, scale: scale, clock: clock,
      steps: [start, either] + Array(repeating: frame, count: 40) + [
        Step(change: { clock.advance(by: .seconds(2)) }, copies: false)
      ])
    #expect(view.contentOffset.y == CGFloat(613.3) * 0.5)
  }

  @Test func aTranslucentSiblingOverAScrollViewStaysInPlace() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
    root.backgroundColor = Color(red: 1, green: 1, blue: 1)
    let content = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 1000))
    for index in 0..<25 {
      let stripe = DrawView(frame: CGRect(x: 10, y: CGFloat(index) * 40, width: 150, height: 20))
      stripe.backgroundColor = Color(red: 0.1 * CGFloat(index % 10), green: 0.3, blue: 0.6)
      content.addSubview(stripe)
    }
    let scroller = ScrollView(
      frame: CGRect(x: 20, y: 10, width: 200, height: 140), content: content)
    scroller.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.8)
    root.addSubview(scroller)
    let badge = DrawView(frame: CGRect(x: 60, y: 50, width: 80, height: 30))
    badge.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    root.addSubview(badge)
    let steps = [12, 5, -9].map { dy in
      Step(change: { scroller.contentOffset.y += CGFloat(dy) }, copies: true)
    }
    try check(root, steps: steps)
  }

  /// A copy whose source another window covers (no compositor keeps the covered pixels)
  /// brings `GraphicsExpose` events for what it could not copy, and the window draws the page
  /// whole again: once the cover goes, the window shows the current page everywhere, also
  /// where the copy landed outside the covered area.
  @Test func aCopyFromUnderAnotherWindowIsDrawnAgain() throws {
    let view = notes()
    try check(view, steps: [scroll(view, by: 10)]) { window in
      let connection = window.x.connection
      let screen = xcb_setup_roots_iterator(xcb_get_setup(connection)).data!
      let origin = xcb_translate_coordinates_reply(
        connection,
        xcb_translate_coordinates(connection, window.windowID, screen.pointee.root, 0, 0), nil)
      defer { free(origin) }
      let cover = xcb_generate_id(connection)
      let values: [UInt32] = [screen.pointee.black_pixel, 1]
      xcb_create_window(
        connection, UInt8(XCB_COPY_FROM_PARENT), cover, screen.pointee.root,
        (origin?.pointee.dst_x ?? 0), (origin?.pointee.dst_y ?? 0) + 100, 240, 60, 0,
        UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), screen.pointee.root_visual,
        XCB_CW_BACK_PIXEL.rawValue | XCB_CW_OVERRIDE_REDIRECT.rawValue, values)
      xcb_map_window(connection, cover)
      window.x.roundTrip()
      let copies = window.copiedAreaCount
      // Down 30 points: the copy takes rows 30 to 160, of which 100 to 160 are under the
      // cover, and puts them at 0 to 130; rows 70 to 100 come from under it.
      view.contentOffset.y += 30
      window.presentFrame()
      window.presentFrame()
      #expect(window.copiedAreaCount == copies + 1, "the scroll is a copy")
      xcb_unmap_window(connection, cover)
      xcb_destroy_window(connection, cover)
      window.x.roundTrip()
    }
  }

  /// The back buffer is older than the screen after a copy, and current again once a frame
  /// draws the whole window; an Expose then shows the current page either way.
  @Test func aWholeFrameAfterCopiesMakesTheBackBufferCurrent() throws {
    let view = notes()
    try check(view, steps: [scroll(view, by: 10)]) { window in
      #expect(window.hasStaleBackBuffer, "the copy moved the screen's pixels only")
      view.theme = .notes.with { $0.tokens = .dark }
      window.presentFrame()
      #expect(!window.hasStaleBackBuffer, "the whole window was drawn")
      xcb_clear_area(window.x.connection, 1, window.windowID, 0, 0, 0, 0)
      window.x.roundTrip()
    }
  }

  /// On a 16-bit screen the window paints through cairo-xcb, which keeps no graphics
  /// context to copy with: every scroll is drawn whole, and the window shows each page (to
  /// the 5 or 6 bits a channel keeps there).
  @Test func onASixteenBitScreenScrollsAreDrawnWhole() throws {
    let view = notes()
    view.scrollBars.flash(in: view)
    let whole = { (dy: CGFloat) in Step(change: { view.contentOffset.y += dy }, copies: false) }
    try check(
      view, screen: "1280x1024x16", tolerance: 9, steps: [whole(10), whole(7), whole(-3)])
  }

  /// Replaces `view`'s text from `start` to `end` (the end of paragraph `start.paragraph`
  /// when `toEnd`, or of the paragraph after it when `joining`) with `text`, as typing does.
  private func edit(
    _ view: TextView, at start: TextPosition, to end: TextPosition? = nil, atEnd: Bool = false,
    joining: Bool = false, with text: String, copies: Bool?
  ) -> Step {
    Step(
      change: {
        let length = view.storage.paragraphs[start.paragraph].utf8.count
        let from =
          atEnd || joining ? TextPosition(paragraph: start.paragraph, offset: length) : start
        let to = joining ? TextPosition(paragraph: start.paragraph + 1, offset: 0) : end ?? from
        view.storage.selection = TextSelection(anchor: from, head: to)
        view.storage.insertText(text)
      }, copies: copies)
  }

  /// Edits that change a paragraph's height move the lines below them by a copy.
  ///
  /// A Return, a BackSpace joining two paragraphs and a pasted paragraph move the lines below
  /// the edit by a copy, and the window draws only the edited paragraphs: what it shows is
  /// the renderer's image of the tree after every step, in the notes theme and the plain one
  /// (lines not on a fixed pitch), with the scroll bar showing over the moved lines, scrolled
  /// and at scale 2. A letter, which moves nothing, is drawn as before, and so is an edit
  /// and a scroll in one frame (two moves, which one copy cannot show).
  @Test(arguments: [("notes", 1), ("plain", 1), ("notes", 2), ("plain", 2)] as [(String, CGFloat)])
  func editsThatChangeAParagraphsHeightMoveTheLinesBelowByCopies(
    theme: String, scale: CGFloat
  ) throws {
    let text = (1...60).map { "Paragraph \($0) of the notes, moved by copy" }.joined(
      separator: "\n")
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 240, height: 320), text: text)
    view.theme = theme == "notes" ? .notes : .plain
    view.backgroundColor = Color(red: 1, green: 1, blue: 0.95)
    func at(_ paragraph: Int, _ offset: Int) -> TextPosition {
      TextPosition(paragraph: paragraph, offset: offset)
    }
    try check(
      view, scale: scale,
      steps: [
        edit(view, at: at(1, 0), atEnd: true, with: "\n", copies: true),
        edit(view, at: at(1, 0), joining: true, with: "", copies: true),
        edit(view, at: at(0, 4), with: "q", copies: false),
        Step(change: { view.scrollBars.flash(in: view) }, copies: nil),
        edit(view, at: at(1, 0), with: "A pasted line\n", copies: true),
        Step(change: { view.contentOffset.y = 91 }, copies: true),
        edit(view, at: at(3, 0), atEnd: true, with: "\n", copies: true),
        edit(view, at: at(3, 0), joining: true, with: "", copies: true),
        Step(
          change: {
            edit(view, at: at(3, 0), atEnd: true, with: "\n", copies: nil).change()
            view.contentOffset.y += 5
          }, copies: false),
      ])
    #expect(view.storage.paragraphs.count == 62, "a paragraph pasted, one typed at the end")
  }

  /// A drawing the view does not know to follow the text keeps an edit's lines from moving
  /// by a copy.
  ///
  /// A user's badge at the bottom of the visible area, or a placeholder text view's border
  /// and placeholder: the window draws everything below the edit, and shows the badge in
  /// place and no trace of the placeholder.
  @Test func aDrawingAtAFixedPlaceOrAPlaceholderIsDrawnWhole() throws {
    let text = (1...30).map { "Paragraph \($0)" }.joined(separator: "\n")
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 240, height: 200), text: text)
    view.theme = .plain
    view.backgroundColor = Color(red: 1, green: 1, blue: 1)
    view.drawings = [
      Drawing("badge") { view, context in
        context.setFillColor(Color(red: 0.8, green: 0.1, blue: 0.1))
        context.fill(CGRect(x: 0, y: view.bounds.maxY - 12, width: 60, height: 12))
      }
    ]
    let empty = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
    empty.theme = .plain
    empty.backgroundColor = Color(red: 1, green: 1, blue: 1)
    empty.placeholder = "A placeholder long enough to wrap onto a second line of the view"
    try check(
      view,
      steps: [
        edit(
          view, at: TextPosition(paragraph: 2, offset: 0), atEnd: true, with: "\n", copies: false)
      ])
    try check(
      empty,
      steps: [
        edit(empty, at: TextPosition(paragraph: 0, offset: 0), with: "\n", copies: false),
        edit(
          empty, at: TextPosition(paragraph: 0, offset: 0), joining: true, with: "", copies: false),
      ])
  }

  /// A scrolled view with a drawing at a fixed place of its visible area (a placeholder text
  /// view's border) is drawn whole: a copy would move the border's old pixels with the text
  /// (944 pixels differed at the first step when it did).
  @Test func aBorderedTextViewScrollsDrawnWhole() throws {
    let text = (1...200).map { "Line \($0) of the notes" }.joined(separator: "\n")
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 240, height: 160), text: text)
    view.theme = .plain
    view.backgroundColor = Color(red: 1, green: 1, blue: 1)
    view.borderWidth = 2
    view.borderColor = Color(red: 0, green: 0, blue: 0.8)
    let whole = { (dy: CGFloat) in Step(change: { view.contentOffset.y += dy }, copies: false) }
    try check(view, steps: [whole(10), whole(7), whole(-3)])
  }

  @Test func anExposeAfterScrollsShowsTheCurrentPage() throws {
    let view = notes()
    try check(view, steps: [scroll(view, by: 10), scroll(view, by: 20)]) { window in
      // The server clears the window and sends an Expose for it, as when a covering window
      // goes away.
      xcb_clear_area(window.x.connection, 1, window.windowID, 0, 0, 0, 0)
      window.x.roundTrip()
      let sent = window.sentPixelCount
      window.presentFrame()
      #expect(window.sentPixelCount - sent == 240 * 160, "the exposed window drawn and sent once")
    }
  }
}

#endif
