import Foundation

/// A node of a view tree that draws itself with closures instead of a subclass's draw method.
///
/// `DrawView(frame:) { view, context in ... }` is the whole "one tiny subclass per drawing"
/// pattern in one expression. A view has a ``frame`` in its superview's coordinates,
/// ``bounds`` in its own (the bounds origin is the scroll offset), ``subviews``, and a look
/// made of ``drawings`` and an optional ``draw`` closure.
///
/// **Drawing order** within a view, back to front: ``backgroundColor``, then ``drawings``
/// (first at the back), then ``draw``, then the subviews in order. With ``clipsToBounds``
/// all of it is cut at the bounds; ``alpha`` fades the view and its subviews as one layer.
///
/// Setting any property that changes what is shown marks the affected area as needing
/// display (see ``setNeedsDisplay()``), so the ``Renderer`` can repaint only that area.
///
/// Geometry is sanitised rather than trapped: NaN and infinite components become zero and a
/// negative width or height becomes zero.
///
/// Views are not thread-safe: build, change and render one tree from one thread at a time.
/// Separate trees may be used on separate threads.
open class DrawView {
  /// The draw closure type: the view being drawn and the context to draw it with.
  public typealias DrawClosure = (DrawView, GraphicsContext) -> Void

  /// The view's rectangle in its superview's coordinates.
  public final var frame: CGRect {
    get { storedFrame }
    set {
      let newFrame = newValue.sanitized
      guard newFrame != storedFrame else { return }
      superview?.setNeedsDisplay(storedFrame)
      storedFrame = newFrame
      superview?.setNeedsDisplay(storedFrame)
      if superview == nil { setNeedsDisplay() }
    }
  }

  /// The view's rectangle in its own coordinates: the origin is the scroll offset (the
  /// content point shown at the top-left corner) and the size is the frame's size.
  public final var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      let newBounds = newValue.sanitized
      frame.size = newBounds.size
      if newBounds.origin != boundsOrigin {
        boundsOrigin = newBounds.origin
        setNeedsDisplay()
      }
    }
  }

  /// The drawings that make up the view's look, first at the back.
  @exclusivity(unchecked) public final var drawings: [Drawing<DrawView>] {
    didSet { setNeedsDisplay() }
  }

  /// A closure drawn after ``drawings``, as the seed's `drawBlock` property; assign a new one
  /// to change what the view draws.
  @exclusivity(unchecked) public final var draw: DrawClosure? {
    didSet { setNeedsDisplay() }
  }

  /// A colour filling the bounds behind everything else; `nil` (the default) fills nothing.
  @exclusivity(unchecked) public final var backgroundColor: Color? {
    didSet { setNeedsDisplay() }
  }

  /// Whether the view and its subviews are left out of drawing and hit testing.
  @exclusivity(unchecked) public final var isHidden = false {
    didSet { if isHidden != oldValue { superview?.setNeedsDisplay(frame) } }
  }

  /// The opacity of the view and its subviews, 0...1 (NaN counts as 0); below 0.01 the view
  /// is skipped by hit testing, as in UIKit.
  @exclusivity(unchecked) public final var alpha: CGFloat = 1 {
    didSet {
      alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
      if alpha != oldValue { setNeedsDisplay() }
    }
  }

  /// Whether drawing of the view and its subviews is cut off at its bounds.
  @exclusivity(unchecked) public final var clipsToBounds = false {
    didSet { if clipsToBounds != oldValue { superview?.setNeedsDisplay(frame) } }
  }

  /// The radius of the view's corners when ``clipsToBounds`` cuts its drawing, as a
  /// `CALayer`'s `cornerRadius` with `masksToBounds` does.
  @exclusivity(unchecked) public final var cornerRadius: CGFloat = 0 {
    didSet {
      cornerRadius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
      if cornerRadius != oldValue { setNeedsDisplay() }
    }
  }

  /// Whether the view takes part in hit testing.
  public var isUserInteractionEnabled = true

  /// Whether the view can hold keyboard focus (text widgets can); see
  /// ``becomeFirstResponder()``.
  public var isFocusable = false

  /// Called with the view and its new focus state whenever it gains or loses focus.
  public var onFocusChange: ((DrawView, Bool) -> Void)?

  /// Handles key presses sent to the view while it is focused.
  ///
  /// Returns whether it used the press. Subclasses that override ``keyDown(_:)`` decide whether to
  /// call it.
  public var onKey: ((DrawView, KeyEvent) -> Bool)?

  /// Handles pointer events that hit the view (in its coordinates).
  ///
  /// Returns whether it used the event. Unused events go on to the superview.
  public var onPointer: ((DrawView, PointerEvent) -> Bool)?

  /// The pasteboard for this view and its subviews; `nil` uses the nearest ancestor's, and at
  /// the root a ``MemoryPasteboard`` made on first use.
  public var pasteboard: Pasteboard? {
    get { pasteboardStorage }
    set { pasteboardStorage = newValue }
  }

  /// Where selected text goes and a middle click pastes from: X11's PRIMARY selection.
  ///
  /// `nil` uses the nearest ancestor's; a tree without one has no middle-click paste. A window
  /// host sets it on the root.
  public var selectionPasteboard: Pasteboard? {
    get { selectionPasteboardStorage }
    set { selectionPasteboardStorage = newValue }
  }

  /// The view's children, back to front.
  @exclusivity(unchecked) public internal(set) final var subviews: [DrawView] = []

  /// The view this one is a subview of; not retained.
  public internal(set) weak var superview: DrawView?

  /// What must be drawn again, in this view's coordinates; kept on the root of the tree.
  public internal(set) var dirtyRegion = DirtyRegion()

  var pasteboardStorage: Pasteboard?
  var selectionPasteboardStorage: Pasteboard?
  var themeStorage: Theme?
  /// The effective theme, remembered until a theme above changes or the view moves.
  var cachedEffectiveTheme: Theme?
  /// On a root view: the view holding keyboard focus.
  weak var focusedViewStorage: DrawView?
  /// On a root view: the view receiving pointer events until the button goes up.
  weak var pointerCaptureStorage: DrawView?
  @exclusivity(unchecked) private final var storedFrame: CGRect
  @exclusivity(unchecked) private final var boundsOrigin = CGPoint.zero

  /// Creates a view with a frame and, optionally, the closure that draws it.
  ///
  /// - Parameters:
  ///   - frame: The view's rectangle in its superview's coordinates.
  ///   - drawings: Reusable drawings making up its look, first at the back.
  ///   - draw: A closure drawn after `drawings`, receiving the view and the context.
  public init(
    frame: CGRect = .zero, drawings: [Drawing<DrawView>] = [], draw: DrawClosure? = nil
  ) {
    self.storedFrame = frame.sanitized
    self.drawings = drawings
    self.draw = draw
    dirtyRegion.add(bounds)
  }

  /// Called with key presses while the view is focused.
  ///
  /// Returns whether the view used the press. The default asks ``onKey``. Text widgets override it
  /// to edit.
  open func keyDown(_ event: KeyEvent) -> Bool {
    onKey?(self, event) ?? false
  }

  /// Called with pointer events that hit the view, in its coordinates.
  ///
  /// Returns whether the view used the event. The default asks ``onPointer``.
  open func pointerEvent(_ event: PointerEvent) -> Bool {
    onPointer?(self, event) ?? false
  }

  /// Called when the view gains or loses focus, after the change; subclasses override it to
  /// start or stop a caret, and call `super`.
  open func focusDidChange(_ isFocused: Bool) {
    onFocusChange?(self, isFocused)
  }

  /// Called when the effective theme may have changed; widgets drop what they derived from it.
  func themeDidChange() {}

  /// The drawings the renderer paints for this view, back to front: ``drawings`` for a plain
  /// view; a widget puts its theme's drawings first.
  var drawingsToPaint: [Drawing<DrawView>] { drawings }

  /// The text layouts this view's next frame draws, brought up to date but possibly not laid
  /// out yet, so that the renderer can lay out every visible view's text in one batch; text
  /// widgets list theirs.
  func textLayoutsToDraw() -> [TextLayout] { [] }
}
