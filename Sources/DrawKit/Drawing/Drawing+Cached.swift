import Foundation

extension Drawing {
  /// This drawing recorded once and replayed until its inputs change: for an expensive
  /// drawing (many paths, a complex gradient) that most frames draw the same way.
  ///
  /// The first time it draws for a given `key` and rectangle, the drawing's operations are
  /// recorded into a cairo recording surface; later frames replay the recording, which stays
  /// vector (crisp at any scale). A PDF draws it afresh instead, so its text is real,
  /// tagged text there. Return from `key` everything the drawing
  /// reads from its node: when the key or the rectangle changes, it records again. At most
  /// `limit` recordings of it are kept, the least recently used dropped first.
  ///
  /// Theme colours are resolved when recording, so the theme's tokens are part of the key: the
  /// same drawing under the light and the dark theme keeps two recordings.
  ///
  /// The returned drawing holds no recordings itself; it is an immutable value that any number
  /// of views and threads may share, and its copies count as the same drawing. The recordings
  /// live with what renders: a ``Renderer`` keeps them (its copies share them) for every tree
  /// it draws, so keep one renderer across frames, as a window host does, for the replays to
  /// pay. A ``GraphicsContext`` you draw into yourself, without a renderer, keeps its own for
  /// as long as it lives: a context made for one frame records again in the next. A renderer
  /// keeps the recordings of the 1,024 cached drawings it drew most recently.
  ///
  /// No lock is held while the drawing records, so it may itself render views that use the
  /// same cached drawing.
  ///
  /// A cairo error the drawing leaves while recording is thrown by the render as it is for
  /// the drawing uncached (the same ``DrawKitError``), and the failed recording is not kept:
  /// the next frame records, and throws, again.
  public func cached<Key: Hashable & Sendable>(
    limit: Int = 32, by key: @escaping @Sendable (Node) -> Key
  )
    -> Drawing
  {
    let inner = self
    let identity = RecordingCache.Identity(limit: limit)
    return Drawing(name) { node, context in
      let recordingKey = RecordingCache.Key(
        input: AnyHashable(key(node)), rect: context.rect, tokens: context.themeTokens)
      context.drawRecording(of: identity, for: recordingKey) { recordingContext in
        inner.draw(node, in: recordingContext)
      }
    }
  }
}
