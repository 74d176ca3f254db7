import CDrawKitCairo
import Foundation
import Testing

@testable import DrawKit

/// Where `Drawing.cached(limit:by:)` keeps its recordings: on the rendering side, bounded, and
/// never in the drawing value.
@Suite struct RecordingCacheTests {
  /// A 20×20 context on a new image surface that files recordings in `store`.
  private func context(using store: RecordingCache) -> (GraphicsContext, CairoSurface) {
    let surface = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 20)!)
    let context = GraphicsContext(
      drawingOn: surface, rect: CGRect(x: 0, y: 0, width: 20, height: 20))
    context.recordings = store
    return (context, surface)
  }

  @Test func aDrawingKeepsAtMostItsLimitOfRecordings() {
    let store = RecordingCache()
    let (context, _) = context(using: store)
    let drawn = Tally([Int]())
    let drawing = Drawing<Int>("numbered") { number, context in
      drawn.update { $0.append(number) }
      context.setFillColor(.red)
      context.fill(context.rect)
    }.cached(limit: 3, by: { $0 })
    for number in 0..<10 {
      drawing.draw(number, in: context)
    }
    #expect(store.recordingCounts.map(\.recordings) == [3])
    for number in [9, 8, 7] {
      drawing.draw(number, in: context)
    }
    #expect(drawn.value == Array(0..<10), "the three newest recordings replay")
    drawing.draw(0, in: context)
    #expect(drawn.value.last == 0 && drawn.value.count == 11, "an evicted recording records again")
  }

  @Test func copiesShareRecordingsAndSeparateCallsDoNot() {
    let store = RecordingCache()
    let (context, _) = context(using: store)
    let count = Tally(0)
    let plain = Drawing<Int>("counted") { _, _ in count.increment() }
    let cached = plain.cached(by: { _ in 0 })
    let copy = cached
    cached.draw(1, in: context)
    copy.draw(2, in: context)
    #expect(count.value == 1)
    plain.cached(by: { _ in 0 }).draw(3, in: context)
    #expect(count.value == 2)
    #expect(store.recordingCounts.count == 2)
  }

  @Test func aHostsNewContextEachFrameStillReplays() throws {
    let count = Tally(0)
    let drawing = Drawing<DrawView>("counted") { _, context in
      count.increment()
      context.setFillColor(.red)
      context.fill(context.rect)
    }.cached(by: { _ in 0 })
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), drawings: [drawing])
    for _ in 0..<3 {
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 20)!
      defer { cairo_surface_destroy(surface) }
      let cairo = cairo_create(surface)!
      defer { cairo_destroy(cairo) }
      let context = GraphicsContext(borrowing: cairo, rect: root.bounds)
      try Renderer().draw(root, in: context)
      cairo_surface_flush(surface)
      let pixel = cairo_image_surface_get_data(surface)!.withMemoryRebound(
        to: UInt32.self, capacity: 400
      ) { $0[10 * 20 + 10] }
      #expect(pixel == 0xFFFF_0000, "premultiplied ARGB red")
    }
    #expect(count.value == 1)
  }

  @Test func aNaNKeyRecordsEveryTimeAndKeepsNothing() {
    let store = RecordingCache()
    let (context, surface) = context(using: store)
    let count = Tally(0)
    let drawing = Drawing<CGFloat>("nan") { _, context in
      count.increment()
      context.setFillColor(.blue)
      context.fill(context.rect)
    }.cached(limit: 4, by: { $0 })
    for _ in 0..<10 {
      drawing.draw(.nan, in: context)
    }
    #expect(count.value == 10, "NaN never equals itself, so no recording matches")
    #expect(store.recordingCounts.map(\.recordings) == [0], "nor can one be found again")
    cairo_surface_flush(surface.pointer)
    let image = Image(surface: surface, scale: 1)
    #expect(image.pixel(x: 10, y: 10) == Pixel(.blue))
  }

  @Test func textInACachedDrawingDrawsAsUncached() throws {
    try pinTestFonts()
    // A recording surface has no bounds, so cairo reports an infinite clip: a text layout
    // that culled its lines against it drew none.
    let text = Drawing<DrawView>("text") { _, context in
      TextLayout("Recorded").draw(in: context, at: CGPoint(x: 4, y: 4))
    }
    let frame = CGRect(x: 0, y: 0, width: 100, height: 30)
    let cached = DrawView(frame: frame, drawings: [text.cached(by: { _ in 0 })])
    let plain = DrawView(frame: frame, drawings: [text])
    for view in [cached, plain] { view.backgroundColor = .white }
    let expected = try render(plain)
    #expect(expected.inkCount() > 50)
    for _ in 0..<2 {
      let image = try render(cached)
      #expect(image.inkCount() == expected.inkCount(), "recorded, then replayed")
    }
  }

  @Test func releasingTheLastCopyOfADrawingDropsItsRecordings() {
    var identity: RecordingCache.Identity? = RecordingCache.Identity(limit: 2)
    let number = identity!.number
    _ = RecordingCache.shared.recordings(of: identity!)
    #expect(RecordingCache.shared.recordingCounts.contains { $0.drawing == number })
    identity = nil
    #expect(!RecordingCache.shared.recordingCounts.contains { $0.drawing == number })
  }

  @Test func theStoreKeepsTheMostRecentlyUsedDrawings() {
    let store = RecordingCache()
    let identities = (0...RecordingCache.drawingCapacity).map { _ in
      RecordingCache.Identity(limit: 1)
    }
    for identity in identities {
      _ = store.recordings(of: identity)
    }
    let kept = store.recordingCounts.map(\.drawing)
    #expect(kept.count == RecordingCache.drawingCapacity)
    #expect(kept.first == identities.last?.number && !kept.contains(identities[0].number))
  }

  @Test func threadsReplayingOneCachedDrawingDrawTheSamePixels() throws {
    // The drawing's closure captures nothing, so sharing it between threads is safe.
    struct Shared: @unchecked Sendable {
      let drawing = Drawing<DrawView>("swatch") { _, context in
        context.setFillColor(.green)
        context.fillEllipse(in: context.rect)
      }.cached(by: { _ in 0 })
    }
    let shared = Shared()
    let pixels = LockedValue<[Pixel]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let view = DrawView(
        frame: CGRect(x: 0, y: 0, width: 16, height: 16), drawings: [shared.drawing])
      for _ in 0..<20 {
        let image = try? Renderer().image(of: view)
        pixels.withLock { $0.append(image?.pixel(x: 8, y: 8) ?? Pixel(.clear)) }
      }
    }
    let all = pixels.withLock { $0 }
    #expect(all.count == 160 && all.allSatisfy { $0 == Pixel(.green) })
  }
}
