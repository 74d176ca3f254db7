internal import CDrawKitCairo
import Foundation

/// The pen DrawKit draws with: paths, strokes and fills, colours, gradients, images, clipping,
/// transforms and text, over a cairo context.
///
/// The API follows CoreGraphics' `CGContext`, so drawing code from UIKit ports line by line:
/// `setStrokeColor(_:)`, `setLineWidth(_:)`, `move(to:)`, `addLine(to:)`, `strokePath()`.
/// Fill and stroke colours are kept apart, as in CoreGraphics, even though cairo has a single
/// source.
///
/// State changes are scoped: ``withSavedState(_:)``, ``withTranslation(x:y:_:)`` and
/// ``withClip(to:_:)`` restore the matrix, clip, colours and line settings when their closure
/// returns. Drawing calls never throw; cairo remembers the first error, and the ``Renderer``
/// reports it when the frame is done.
///
/// A context is used from one thread at a time. Contexts made by the ``Renderer`` are valid
/// only during the render call that passes them to drawings.
public final class GraphicsContext {
  /// The cairo context; owned or borrowed as ``ownership`` says.
  ///
  /// Only `Graphics/` and `Cairo/` touch it: the rest of DrawKit draws through this class's
  /// methods (a test reads the sources to check).
  let cairo: OpaquePointer
  private let ownership: Ownership
  // `state`, `scopes` and `recorder` are read by every drawing call, and the painter sets
  // `themeTokens` around views and focus rings: they skip Swift's exclusivity checks for the
  // reason given, with figures, at the top of DrawView.

  /// Colours, alpha and drawing rectangle: the state cairo does not hold for us.
  ///
  /// Only `Graphics/` reads and changes it.
  @exclusivity(unchecked) var state: State
  /// Saved states, innermost last; see ``saveState()`` and ``beginLazyScope()``.
  @exclusivity(unchecked) private var scopes: [Scope] = []
  /// The tokens theme colours (``Color/accent``, ``Color/label``, ...) resolve against: those
  /// of the effective theme of the view being drawn, set by the ``Renderer`` before each view
  /// draws; the light tokens in a context of your own.
  @exclusivity(unchecked) public internal(set) var themeTokens = ThemeTokens.light
  /// The font of the effective theme of the view being drawn (``Theme/font``), set by the
  /// ``Renderer`` with ``themeTokens``; the plain theme's in a context of your own.
  @exclusivity(unchecked) public internal(set) var themeFont = Font.system(size: 16)
  /// The target surface's device scale, read once: groups pushed on the context inherit it.
  var surfaceDeviceScale: Double?
  /// Whether the context draws into a PDF, which carries structure tags for text and links.
  lazy var isTaggingDocument =
    cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_PDF
  /// How many grouped transparency layers (``beginTransparencyLayer(opacity:)``) are open.
  var layerDepth = 0
  /// The tags asked for inside the open layers, written around the outermost's composite.
  var deferredStructure = DeferredStructure()
  /// On a page of a paginated PDF, the stretch of device space (top to bottom) the page
  /// shows: text draws only the lines that lie within it, with no slack for ink that reaches
  /// past them, so that no line is drawn on two pages (clipped away on one, but in its text
  /// all the same).
  var pageWindow: ClosedRange<Double>?
  /// In a PDF the ``Renderer`` writes, the document's `Document` element.
  var documentElement: DocumentElement?
  /// Where ``Drawing/cached(limit:by:)`` finds and keeps its recordings: the process's shared
  /// store unless a test gives the context its own.
  var recordings = RecordingCache.shared
  /// When set, every drawing operation is logged here (the first test tier).
  @exclusivity(unchecked) package var recorder: DrawCallRecorder?
  /// The error a context drawn on this one's behalf (the recording of a cached drawing) was
  /// left in, while this context had none yet: reported by ``checkStatus(during:)`` as
  /// cairo's own first error would be.
  private var adoptedStatus: cairo_status_t?

  /// Whether this object destroys its cairo context when released.
  private enum Ownership {
    case owned
    case borrowed
  }

  /// The part of the graphics state that DrawKit keeps beside cairo's own.
  struct State {
    var fillColor = Color.black
    var strokeColor = Color.black
    var alpha: CGFloat = 1
    var rect: CGRect
    /// Set when a transform in this scope would have made cairo's matrix non-invertible:
    /// painting is skipped until the scope ends, so the rest of the frame still draws.
    var isInert = false
  }

  /// Takes over the +1 reference of a context that `cairo_create` returned.
  init(owning cairo: OpaquePointer, rect: CGRect) {
    self.cairo = cairo
    self.ownership = .owned
    self.state = State(rect: rect)
  }

  /// A new context drawing onto `surface` (which cairo keeps alive with it), with ``rect``
  /// set to `rect`.
  convenience init(drawingOn surface: CairoSurface, rect: CGRect) {
    self.init(owning: cairo_create(surface.pointer)!, rect: rect)
  }

  /// Wraps a `cairo_t` that an embedder owns (a GTK draw function, an SDL surface), without
  /// taking ownership.
  ///
  /// The embedder's context must stay alive for as long as this object is used; DrawKit never
  /// destroys it, and leaves its state (matrix, clip, source) as it found it after each scoped
  /// call. Fill and stroke colours start black, as in a new cairo context.
  ///
  /// - Parameters:
  ///   - cairoContext: A `cairo_t *`, as Swift imports it.
  ///   - rect: The area, in the context's user space, that drawings fill; see ``rect``.
  public init(borrowing cairoContext: OpaquePointer, rect: CGRect) {
    self.cairo = cairoContext
    self.ownership = .borrowed
    self.state = State(rect: rect.sanitized)
  }

  deinit {
    if case .owned = ownership {
      cairo_destroy(cairo)
    }
  }

  /// The rectangle the current drawing fills, in user space.
  ///
  /// The renderer sets it to the view's bounds before each drawing; the ``Drawing/inset(_:)``
  /// modifier narrows it. Library drawings such as ``Drawing/fill(_:)`` paint this rectangle,
  /// so one drawing serves views of any size.
  public var rect: CGRect { state.rect }

  /// The opacity multiplied into everything drawn, 0...1; see ``setAlpha(_:)``.
  public var alpha: CGFloat { state.alpha }

  /// Whether painting is skipped until the current scope ends, because a transform in it
  /// would have made cairo's matrix non-invertible.
  var isInert: Bool { state.isInert }

  /// Runs `body` with the underlying `cairo_t *`, for calls DrawKit does not wrap.
  ///
  /// The pointer is valid only until `body` returns; do not keep it. Pair every `cairo_save`
  /// you make with a `cairo_restore` inside the closure.
  public func withCairoContext<Result, Failure: Error>(
    _ body: (OpaquePointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    willChangeCairoState()
    return try body(cairo)
  }

  /// One saved state: DrawKit's part, and whether cairo's part was saved yet.
  private struct Scope {
    var state: State
    var cairoSaved: Bool
  }

  /// Saves cairo's state and DrawKit's beside it; always paired with ``restoreState()``.
  func saveState() {
    cairo_save(cairo)
    scopes.append(Scope(state: state, cairoSaved: true))
  }

  /// Opens a scope like ``saveState()`` that calls `cairo_save` only when something first
  /// changes cairo's state in it, so drawings that only fill and stroke cost no save.
  func beginLazyScope() {
    scopes.append(Scope(state: state, cairoSaved: false))
  }

  /// Restores what the matching ``saveState()`` or ``beginLazyScope()`` saved.
  func restoreState() {
    guard let scope = scopes.popLast() else { return }
    if scope.cairoSaved {
      cairo_restore(cairo)
    }
    state = scope.state
  }

  /// Called before any change to cairo's graphics state (matrix, clip, line settings,
  /// operator): makes the innermost lazy scope save cairo's state first.
  func willChangeCairoState() {
    guard let last = scopes.indices.last, !scopes[last].cairoSaved else { return }
    cairo_save(cairo)
    scopes[last].cairoSaved = true
  }

  /// Logs `call` when a recorder is attached.
  func record(_ call: @autoclosure () -> String) {
    recorder?.calls.append(call())
  }

  /// Cairo's current status for this context, thrown as a ``DrawKitError`` when it is an error.
  func checkStatus(during operation: String) throws(DrawKitError) {
    try CairoStatus.check(status, during: operation)
  }

  /// The first error of this context: one it adopted, else cairo's own status.
  var status: cairo_status_t {
    adoptedStatus ?? cairo_status(cairo)
  }

  /// Takes on `status`, the error a context drawn on this one's behalf was left in, unless
  /// this context already has an error (cairo keeps the first).
  func adopt(_ status: cairo_status_t) {
    guard status != CAIRO_STATUS_SUCCESS, self.status == CAIRO_STATUS_SUCCESS else { return }
    adoptedStatus = status
  }
}
