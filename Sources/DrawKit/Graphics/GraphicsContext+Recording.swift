internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Replays the recording that `identity`'s drawing made for `key`, making it first with
  /// `draw` when ``recordings`` holds none: the work of ``Drawing/cached(limit:by:)``.
  ///
  /// `draw` runs with no lock held, into a context on a cairo recording surface that shares
  /// this context's ``recordings`` and ``themeTokens``, with ``rect`` set to the key's.
  func drawRecording(
    of identity: RecordingCache.Identity, for key: RecordingCache.Key,
    draw: (GraphicsContext) -> Void
  ) {
    let recordings = self.recordings.recordings(of: identity)
    if recordings.replay(key, replay) { return }
    let surface = CairoSurface(
      owning: cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!)
    let recording = GraphicsContext(drawingOn: surface, rect: key.rect)
    recording.themeTokens = key.tokens
    recording.recordings = self.recordings
    draw(recording)
    recordings.insert(surface, for: key, replay)
  }

  /// Paints a recording made by ``drawRecording(of:for:draw:)`` at the origin, faded by
  /// ``alpha``.
  ///
  /// Calls `cairo_set_source_surface` and `cairo_paint_with_alpha`.
  func replay(_ recording: CairoSurface) {
    record("replay")
    withSavedState {
      cairo_set_source_surface(cairo, recording.pointer, 0, 0)
      cairo_paint_with_alpha(cairo, Double(alpha))
    }
  }
}
