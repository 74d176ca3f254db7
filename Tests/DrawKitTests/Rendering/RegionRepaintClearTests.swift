import DrawKit
import DrawKitTesting
import Foundation
import SceneText
import Testing

/// A region repaint clears only the pixels that the root's first paint does not cover.
///
/// It clears them to transparent before drawing them again, unless that first paint covers
/// them with an opaque colour anyway: the root's background colour, or a first drawing that
/// fills its bounds (the notes theme's paper). Counted in pixels cleared, and checked against
/// a full rendering.
@Suite("Region repaints clear only what nothing opaque covers")
struct RegionRepaintClearTests {
  private func samePixels(_ first: Image, _ second: Image) -> Bool {
    (0..<first.pixelHeight).allSatisfy { y in
      (0..<first.pixelWidth).allSatisfy { first.pixel(x: $0, y: y) == second.pixel(x: $0, y: y) }
    }
  }

  /// The S1 notes page of the A2 benchmark: a text view in `Theme.notes`, whose paper is a
  /// `fill(.background)` drawing rather than a background colour.
  private func notesPage() -> TextView {
    let view = TextView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 160), text: SceneText.document(lines: 8))
    view.theme = .notes
    return view
  }

  /// Paints `loop`'s next frame into `image`; returns the pixels it cleared.
  private func paintNextFrame(_ loop: FrameLoop, into image: Image) throws -> Int {
    let region = loop.advance(frames: 1)[0]
    let recorder = DrawCallRecorder()
    try loop.renderer.paint(loop.root, regions: [region], into: image, recordingInto: recorder)
    return recorder.pixelsCleared
  }

  /// Every frame of the cross-fade to the dark tokens repaints the whole page (200 × 160
  /// pixels cleared each before), clears none of it, and shows what a full rendering shows.
  @Test func aThemeCrossFadeOfTheNotesPageClearsNothing() throws {
    try pinTestFonts()
    let view = notesPage()
    let loop = FrameLoop(root: view, clock: ManualClock())
    let image = try loop.renderer.image(of: view)
    loop.tick()
    withAnimation(.easeInOut(duration: 0.1)) {
      view.theme = Theme.notes.with { $0.tokens = .dark }
    }
    var frames = 0
    while loop.isAnimating, frames < 30 {
      #expect(try paintNextFrame(loop, into: image) == 0, "frame \(frames)")
      #expect(samePixels(image, try render(view)), "frame \(frames) equals a full rendering")
      frames += 1
    }
    #expect(frames > 2, "the fade ran over several frames")
  }

  /// A keystroke's repaint of its line, and a full-frame `render(_:into:)` of the page, clear
  /// nothing either.
  @Test func aKeystrokeAndAFullFrameOfTheNotesPageClearNothing() throws {
    try pinTestFonts()
    let view = notesPage()
    view.becomeFirstResponder()
    let loop = FrameLoop(root: view, clock: ManualClock())
    let image = try loop.renderer.image(of: view)
    loop.tick()
    view.dispatch(.typing("x"))
    #expect(try paintNextFrame(loop, into: image) == 0)
    #expect(samePixels(image, try render(view)))
    let recorder = DrawCallRecorder()
    try loop.renderer.render(view, into: image, recordingInto: recorder)
    #expect(recorder.pixelsCleared == 0)
    #expect(samePixels(image, try render(view)))
  }

  /// Roots whose first paint does not cover the region still clear it: a translucent paper,
  /// a paper with rounded corners, a fading root, and a page whose last pixel column the
  /// paper covers only in part (a width of 200.5 points); each repaint equals a full one.
  @Test(arguments: ["translucent", "rounded", "fading", "partial pixel"])
  func rootsThatDoNotCoverTheirPixelsStillClearThem(kind: String) throws {
    try pinTestFonts()
    let view = notesPage()
    switch kind {
    case "translucent":
      view.theme = Theme.notes.with {
        $0[.textView][.background] = .fill(.white.withAlphaComponent(0.5))
      }
    case "rounded":
      view.theme = Theme.notes.with { $0[.textView][.background] = .fill(.white, cornerRadius: 8) }
    case "fading":
      view.alpha = 0.5
    default:
      view.frame.size.width = 200.5
    }
    let loop = FrameLoop(root: view, clock: ManualClock())
    let image = try loop.renderer.image(of: view)
    loop.tick()
    view.setNeedsDisplay()
    let cleared = try paintNextFrame(loop, into: image)
    #expect(cleared == image.pixelWidth * image.pixelHeight)
    #expect(samePixels(image, try render(view)))
    #expect(loop.paintsOpaquely == (kind == "partial pixel"), "only the paper's edge is partial")
  }

  /// A host copies a frame as it is only when ``FrameLoop/paintsOpaquely``: a root whose
  /// opaque background colour or theme paper covers it does; one that fades, clips to rounded
  /// corners, has a translucent colour or paints nothing first does not.
  @Test func whetherARootPaintsOpaquelyFollowsItsFirstPaint() throws {
    func paintsOpaquely(_ configure: (DrawView) -> Void) -> Bool {
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
      configure(root)
      return FrameLoop(root: root, clock: ManualClock()).paintsOpaquely
    }
    #expect(FrameLoop(root: notesPage(), clock: ManualClock()).paintsOpaquely)
    #expect(paintsOpaquely { $0.backgroundColor = .white })
    #expect(!paintsOpaquely { _ in })
    #expect(!paintsOpaquely { $0.backgroundColor = .white.withAlphaComponent(0.99) })
    #expect(
      !paintsOpaquely {
        $0.backgroundColor = .white; $0.alpha = 0.5
      })
    #expect(
      !paintsOpaquely {
        $0.backgroundColor = .white
        $0.cornerRadius = 8
        $0.clipsToBounds = true
      })
  }

  /// Regions painted in one pass (a scroll copy's strip and the scroll bar beside the page,
  /// which one region would join into the whole page) each clear and draw only their own
  /// pixels, overlapping or apart, and the image ends as a full rendering.
  @Test func regionsPaintedInOnePassDrawEachOfThemAndNothingElse() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    let strip = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    let bar = DrawView(frame: CGRect(x: 90, y: 0, width: 10, height: 80))
    let untouched = DrawView(frame: CGRect(x: 20, y: 40, width: 20, height: 20))
    for view in [strip, bar, untouched] {
      view.backgroundColor = .blue
      root.addSubview(view)
    }
    let loop = FrameLoop(root: root, clock: ManualClock())
    let image = try loop.renderer.image(of: root)
    loop.tick()
    strip.backgroundColor = .red
    bar.backgroundColor = .green
    untouched.backgroundColor = .red
    _ = loop.tick()
    var regions = [DirtyRegion(), DirtyRegion()]
    regions[0].add(strip.frame)
    regions[1].add(bar.frame)
    let recorder = DrawCallRecorder()
    try loop.renderer.paint(root, regions: regions, into: image, recordingInto: recorder)
    #expect(recorder.pixelsCleared == 100 * 10 + 10 * 80, "each region cleared, not their box")
    #expect(image.pixel(x: 5, y: 5) == Pixel(.red) && image.pixel(x: 95, y: 70) == Pixel(.green))
    #expect(image.pixel(x: 95, y: 5) == Pixel(.green), "the later region drawn where they overlap")
    #expect(image.pixel(x: 30, y: 50) == Pixel(.blue), "outside the regions nothing is drawn")
    untouched.backgroundColor = .blue
    #expect(samePixels(image, try loop.renderer.image(of: root)))
  }
}
