internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Replays the recording that `identity`'s drawing made for `key`, making it first with
  /// `draw` when ``recordings`` holds none: the work of ``Drawing/cached(limit:by:)``.
  ///
  /// `draw` runs with no lock held, into a context on a cairo recording surface that shares
  /// this context's ``recordings`` and ``themeTokens``, with ``rect`` set to the key's. A
  /// cairo error it leaves there becomes this context's (see ``adopt(_:)``), so rendering
  /// throws as it does for the drawing uncached, and the recording is dropped. In a PDF it
  /// runs straight into this context instead, so its text and links stay tagged.
  func drawRecording(
    of identity: RecordingCache.Identity, for key: RecordingCache.Key,
    draw: (GraphicsContext) -> Void
  ) {
    if isTaggingDocument {
      return drawUnrecorded(draw)
    }
    let recordings = self.recordings.recordings(of: identity)
    if recordings.replay(key, replay) { return }
    let surface = CairoSurface(
      owning: cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!)
    let recording = GraphicsContext(drawingOn: surface, rect: key.rect)
    recording.themeTokens = key.tokens
    recording.recordings = self.recordings
    draw(recording)
    // An error the drawing left in the recording is this context's, as it would be drawn
    // uncached; the broken recording is neither kept nor replayed.
    var failure = recording.status
    if failure == CAIRO_STATUS_SUCCESS { failure = cairo_surface_status(surface.pointer) }
    guard failure == CAIRO_STATUS_SUCCESS else { return adopt(failure) }
    recordings.insert(surface, for: key, replay)
  }

  /// Draws what a recording would hold straight into this context, as its replay would
  /// show it: in a layer faded by ``alpha``, starting from black fill and stroke colours.
  ///
  /// How cached drawings draw into a PDF, whose text keeps its structure tags: cairo 1.16
  /// fails a tag whose content is a recording's opaque replay (see
  /// `GraphicsContext+Structure.swift`), and a document is drawn once anyway.
  private func drawUnrecorded(_ draw: (GraphicsContext) -> Void) {
    withTransparencyLayer {
      state.fillColor = .black
      state.strokeColor = .black
      draw(self)
    }
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
