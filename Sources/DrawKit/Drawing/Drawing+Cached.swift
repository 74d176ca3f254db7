import CCairo
import Foundation

extension Drawing {
  /// This drawing recorded once and replayed until its inputs change: for an expensive
  /// drawing (many paths, a complex gradient) that most frames draw the same way.
  ///
  /// The first time it draws for a given `key` and rectangle, the drawing's operations are
  /// recorded into a cairo recording surface; later frames replay the recording, which stays
  /// vector (crisp at any scale, real text in PDF). Return from `key` everything the drawing
  /// reads from its node: when the key or the rectangle changes, it records again. At most
  /// `limit` recordings are kept, the least recently used dropped first.
  ///
  /// Theme colours are resolved when recording, so the theme's tokens are part of the key: the
  /// same drawing under the light and the dark theme keeps two recordings.
  ///
  /// The recordings belong to the returned drawing value and are shared by every view that
  /// uses it; they are guarded by a lock, so trees on different threads may share it. The
  /// drawing records outside the lock, so it may itself render views that use the same
  /// cached drawing.
  public func cached<Key: Hashable>(limit: Int = 32, by key: @escaping (Node) -> Key) -> Drawing {
    let inner = self
    let store = RecordingStore(limit: limit)
    return Drawing(name) { node, context in
      let identity = RecordingStore.Key(
        input: AnyHashable(key(node)), rect: context.rect, tokens: context.themeTokens)
      store.withRecording(for: identity, context: context) { recordingContext in
        inner.draw(node, in: recordingContext)
      }
    }
  }
}

/// The recordings of one cached drawing, least recently used dropped first.
///
/// Its state sits in a ``LockedValue``, and a recording is replayed while the lock is held,
/// so no two threads touch one cairo recording at once; recording runs the user's drawing,
/// so it happens outside the lock.
final class RecordingStore: Sendable {
  struct Key: Hashable {
    let input: AnyHashable
    let rect: CGRect
    let tokens: ThemeTokens

    func hash(into hasher: inout Hasher) {
      hasher.combine(input)
      hasher.combine(tokens)
      hasher.combine(rect.origin.x)
      hasher.combine(rect.origin.y)
      hasher.combine(rect.size.width)
      hasher.combine(rect.size.height)
    }
  }

  private struct State {
    var entries: [Key: (surface: CairoSurface, lastUse: Int)] = [:]
    var clock = 0
  }

  private let limit: Int
  private let state = LockedValue(State())

  init(limit: Int) {
    self.limit = max(limit, 1)
  }

  /// Replays the recording for `key` into `context`, recording it first with `draw` if needed.
  func withRecording(
    for key: Key, context: GraphicsContext, draw: (GraphicsContext) -> Void
  ) {
    var fresh: CairoSurface?
    if state.withLock({ $0.entries[key] == nil }) {
      fresh = record(key.rect, tokens: key.tokens, draw: draw)
    }
    while true {
      let replayed = state.withLock { state -> Bool in
        state.clock += 1
        let surface: CairoSurface
        if let entry = state.entries[key] {
          surface = entry.surface
        } else if let fresh {
          surface = fresh
          state.entries[key] = (surface, state.clock)
          if state.entries.count > limit,
            let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
          {
            state.entries[oldest.key] = nil
          }
        } else {
          return false
        }
        state.entries[key]?.lastUse = state.clock
        context.record("replay")
        context.withSavedState {
          cairo_set_source_surface(context.cairo, surface.pointer, 0, 0)
          cairo_paint_with_alpha(context.cairo, Double(context.alpha))
        }
        return true
      }
      if replayed { return }
      fresh = record(key.rect, tokens: key.tokens, draw: draw)
    }
  }

  private func record(_ rect: CGRect, tokens: ThemeTokens, draw: (GraphicsContext) -> Void)
    -> CairoSurface
  {
    let surface = CairoSurface(
      owning: cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!)
    let recording = GraphicsContext(owning: cairo_create(surface.pointer)!, rect: rect)
    recording.themeTokens = tokens
    draw(recording)
    return surface
  }
}
