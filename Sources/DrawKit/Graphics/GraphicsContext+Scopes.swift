internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Runs `body`, then puts back every state change it made: matrix, clip, colours, line settings,
  /// alpha, blend mode and ``rect``.
  ///
  /// Calls `cairo_save` and `cairo_restore`.
  public func withSavedState<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    saveState()
    defer { restoreState() }
    return try body()
  }

  /// Runs `body` with the origin moved by (x, y), then moves it back.
  public func withTranslation<Result, Failure: Error>(
    x: CGFloat, y: CGFloat, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withSavedState { () throws(Failure) -> Result in
      translateBy(x: x, y: y)
      return try body()
    }
  }

  /// Runs `body` with drawing limited to `rect` (intersected with the current clip), then lifts
  /// that limit.
  ///
  /// Calls `cairo_clip`.
  public func withClip<Result, Failure: Error>(
    to rect: CGRect, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withSavedState { () throws(Failure) -> Result in
      clip(to: rect)
      return try body()
    }
  }

  /// Runs `body` with drawing limited to a rounded rectangle, then lifts that limit.
  public func withClip<Result, Failure: Error>(
    to rect: CGRect, cornerRadii: CornerRadii, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withSavedState { () throws(Failure) -> Result in
      beginPath()
      addRoundedRect(rect, cornerRadii: cornerRadii)
      clip()
      return try body()
    }
  }

  /// Draws everything `body` draws into a separate layer, then composites that layer once
  /// with `opacity`, as CoreGraphics' transparency layers do.
  ///
  /// Overlapping shapes inside the layer do not show through each other; the whole group
  /// fades together. Calls `cairo_push_group` and `cairo_paint_with_alpha`.
  public func withTransparencyLayer<Result, Failure: Error>(
    opacity: CGFloat = 1, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let layerAlpha = beginTransparencyLayer(opacity: opacity)
    defer { endTransparencyLayer(alpha: layerAlpha) }
    return try body()
  }

  /// Opens a transparency layer: saves the state and starts drawing into a group (in a PDF,
  /// only when it is not opaque: see ``drawsLayerDirectly(alpha:)``).
  ///
  /// Returns the alpha to composite it with, for ``endTransparencyLayer(alpha:)``.
  func beginTransparencyLayer(opacity: CGFloat) -> CGFloat {
    let layerAlpha = opacity.isNaN ? 0 : min(max(opacity, 0), 1) * state.alpha
    saveState()
    guard !drawsLayerDirectly(alpha: layerAlpha) else {
      record("beginUngroupedLayer(\(layerAlpha))")
      state.alpha = layerAlpha
      return layerAlpha
    }
    record("beginTransparencyLayer(\(layerAlpha))")
    cairo_push_group(cairo)
    layerDepth += 1
    state.alpha = 1
    return layerAlpha
  }

  /// Closes the innermost transparency layer: composites the group with `alpha`, then
  /// restores the state ``beginTransparencyLayer(opacity:)`` saved.
  ///
  /// In a PDF, the outermost layer's composite carries the tags its content asked for (see
  /// ``withStructureTag(_:attributes:_:)``).
  func endTransparencyLayer(alpha: CGFloat) {
    guard !drawsLayerDirectly(alpha: alpha) else {
      record("endUngroupedLayer")
      return restoreState()
    }
    record("endTransparencyLayer")
    let layer = cairo_pop_group(cairo)
    paint(holding: structureOfClosedLayer()) {
      cairo_set_source(cairo, layer)
      cairo_paint_with_alpha(cairo, Double(alpha))
    }
    cairo_pattern_destroy(layer)
    restoreState()
  }

  /// Closes the innermost transparency layer and composites it through `shape`'s rounded
  /// rectangle instead of everywhere: how a rounded clip is drawn in one mask.
  ///
  /// A layer drawn without a group (an opaque one in a PDF) was clipped to `shape` from the
  /// start instead: ``beginTransparencyLayer(opacity:roundedTo:cornerRadius:)``.
  func endTransparencyLayer(alpha: CGFloat, clippedTo shape: CGRect, cornerRadius: CGFloat) {
    guard !drawsLayerDirectly(alpha: alpha) else {
      record("endUngroupedLayer")
      return restoreState()
    }
    record("endTransparencyLayer")
    let layer = cairo_pop_group(cairo)
    restoreState()
    saveState()
    beginPath()
    addRoundedRect(shape, cornerRadius: cornerRadius)
    clip()
    paint(holding: structureOfClosedLayer()) {
      cairo_set_source(cairo, layer)
      cairo_paint_with_alpha(cairo, Double(alpha))
    }
    cairo_pattern_destroy(layer)
    restoreState()
  }

  /// Opens a transparency layer to be closed by
  /// ``endTransparencyLayer(alpha:clippedTo:cornerRadius:)``; one drawn without a group is
  /// clipped to `shape`'s rounded rectangle at once, which a vector output draws exactly.
  func beginTransparencyLayer(
    opacity: CGFloat, roundedTo shape: CGRect, cornerRadius: CGFloat
  ) -> CGFloat {
    let alpha = beginTransparencyLayer(opacity: opacity)
    if drawsLayerDirectly(alpha: alpha) {
      beginPath()
      addRoundedRect(shape, cornerRadius: cornerRadius)
      clip()
    }
    return alpha
  }

  /// After a grouped layer was popped: the tags its content asked for, taken out of
  /// ``deferredStructure`` when it was the outermost (they are written around its
  /// composite); otherwise nothing, and they wait for the outermost.
  private func structureOfClosedLayer() -> DeferredStructure {
    layerDepth -= 1
    guard layerDepth == 0 else { return DeferredStructure() }
    defer { deferredStructure = DeferredStructure() }
    return deferredStructure
  }

  /// Runs `body` with ``rect`` replaced, then puts it back: how a drawing modifier gives the
  /// drawing it wraps another rectangle to fill (``Drawing/inset(_:)-swift.method`` uses it).
  ///
  /// NaN and infinite components become zero and negative sizes zero, as for views.
  public func withRect<Result>(_ rect: CGRect, _ body: () -> Result) -> Result {
    let previous = state.rect
    state.rect = rect.sanitized
    defer { state.rect = previous }
    return body()
  }
}
