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
/// **Writing a widget** takes no draw method either. A subclass adds state, and gets:
/// - a look from its theme: a ``ThemedWidget`` names its own ``ThemeEntry`` and DrawKit draws
///   it (``themeDrawings(from:)``), and ``themeDidChange()`` is called when the effective
///   theme changes;
/// - state drawings select on: ``isFocused``, ``isHovered``, ``isPressed``, ``isEnabled``,
///   ``isSelected``, together as ``state``;
/// - typed events: override ``keyDown(_:)``, ``pointerEvent(_:)``, ``focusDidChange(_:)`` and
///   ``activate()``, or attach closures that receive the widget's own type with
///   `onKey`, `onPointer`, `onFocusChange` and `onActivate`;
/// - layout: ``layoutSubviews()`` after ``setNeedsLayout()`` or a size change, and
///   ``sizeThatFits(_:)`` for containers such as ``Column``;
/// - a focus ring from the theme (``ThemeEntry/focusRing``) while it has the keyboard focus.
///
/// Geometry is sanitised rather than trapped: NaN and infinite components become zero and a
/// negative width or height becomes zero.
///
/// Views are not thread-safe: build, change and render one tree from one thread at a time.
/// Separate trees may be used on separate threads.
open class DrawView {
  // Exclusivity: the stored properties the painter reads for every view of every frame
  // (drawings, draw, backgroundColor, isHidden, alpha, clipsToBounds, cornerRadius, isEnabled,
  // isSelected, subviews, the frame and the bounds origin) are `@exclusivity(unchecked)`, as
  // are GraphicsContext's state, scopes and recorder: without it `drawkit-bench S4 10` (2,000
  // views) runs 11 % more instructions (callgrind, 3.150 G against 2.832 G), while S1 (one
  // text view) is unchanged (1.126 G against 1.125 G). Properties read only on events and
  // layout keep Swift's run-time checks. GraphicsContext's themeTokens is unchecked too: the
  // painter sets it, and checking it cost S4 1.3 % (61.6 M instructions a frame against
  // 60.8 M).
  /// The draw closure type: the view being drawn and the context to draw it with.
  public typealias DrawClosure = (DrawView, GraphicsContext) -> Void

  /// The view's rectangle in its superview's coordinates; a change of size calls
  /// ``setNeedsLayout()``.
  ///
  /// Animatable: changed inside ``withAnimation(_:_:completion:)``, the frame moves there
  /// over the animation, and reading it meanwhile gives where the view is now.
  public final var frame: CGRect {
    get { storedFrame }
    set {
      let newFrame = newValue.sanitized
      if AnimationActivity.isActive,
        interceptAnimatedChange(
          to: newFrame, current: storedFrame, track: \.frame,
          apply: { view, frame in view.applyFrame(frame) })
      {
        return
      }
      applyFrame(newFrame)
    }
  }

  /// Sets the frame without animating: the setter's work, and each frame of an animation.
  final func applyFrame(_ newFrame: CGRect) {
    guard newFrame != storedFrame else { return }
    superview?.setNeedsDisplay(displayAreaInSuperview(), movingContent: true)
    let resized = newFrame.size != storedFrame.size
    storedFrame = newFrame
    superview?.setNeedsDisplay(displayAreaInSuperview(), movingContent: true)
    if superview == nil { setNeedsDisplay(bounds, movingContent: true) }
    if resized {
      setNeedsLayout()
      sizeDidChange()
    }
  }

  /// The view's rectangle in its own coordinates: the origin is the scroll offset (the
  /// content point shown at the top-left corner) and the size is the frame's size.
  ///
  /// Moving the origin moves the content under a pointer that stands still: the hover is
  /// worked out again after the pointer event whose handler scrolled, or else before the
  /// next frame (see ``isHovered``).
  ///
  /// Animatable, as ``frame`` is: the scroll offset moves over an animation. In flight it
  /// lands on whole device pixels of the surface the tree is shown on (as a `UIScrollView`'s
  /// offset does), so the content stays crisp and a host can move the pixels it has instead
  /// of drawing them again; the animation ends exactly at the origin that was set.
  public final var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      let newBounds = newValue.sanitized
      frame.size = newBounds.size
      if AnimationActivity.isActive,
        interceptAnimatedChange(
          to: newBounds.origin, current: boundsOrigin, track: \.boundsOrigin,
          apply: { view, origin in view.applyBoundsOrigin(view.pixelAlignedInFlight(origin)) })
      {
        return
      }
      applyBoundsOrigin(newBounds.origin)
    }
  }

  /// `origin` as the bounds-origin animation applies it: on the nearest whole device pixel
  /// of its tree's surface, without passing the animation's target, unless it is the target.
  private final func pixelAlignedInFlight(_ origin: CGPoint) -> CGPoint {
    guard let track = animationStorage?.boundsOrigin, origin != track.target,
      let scale = track.animator?.pixelScale, scale.isFinite, scale > 0
    else { return origin }
    func align(_ value: CGFloat, toward target: CGFloat) -> CGFloat {
      guard value != target else { return value }
      var aligned = (value * scale).rounded() / scale
      if (aligned < target) != (value < target), aligned != target {
        aligned = (value * scale).rounded(value < target ? .down : .up) / scale
      }
      return aligned.isFinite ? aligned : value
    }
    return CGPoint(
      x: align(origin.x, toward: track.target.x), y: align(origin.y, toward: track.target.y))
  }

  /// Sets the bounds origin (the scroll offset) without animating.
  final func applyBoundsOrigin(_ origin: CGPoint) {
    guard origin != boundsOrigin else { return }
    defer { boundsOriginDidChange() }
    let move = rootView.beginScrollMove(of: self, from: boundsOrigin)
    move.isMarkingScroll = true
    defer { move.isMarkingScroll = false }
    guard let superview, !clipsToBounds else {
      boundsOrigin = origin
      setNeedsDisplay(bounds, movingContent: true)
      return
    }
    // What sticks out of an unclipped view moves over its neighbours: drawn again whole.
    move.isRefused = true
    superview.setNeedsDisplay(displayAreaInSuperview(), movingContent: true)
    boundsOrigin = origin
    superview.setNeedsDisplay(displayAreaInSuperview(), movingContent: true)
  }

  /// The drawings that make up the view's look, first at the back.
  @exclusivity(unchecked) public final var drawings: [Drawing<DrawView>] {
    didSet { setNeedsDisplay() }
  }

  /// A closure drawn after ``drawings``, receiving the view and the context; assign a new one
  /// to change what the view draws.
  @exclusivity(unchecked) public final var draw: DrawClosure? {
    didSet { setNeedsDisplay() }
  }

  /// A colour filling the bounds behind everything else; `nil` (the default) fills nothing.
  ///
  /// Animatable between two colours (in linear light); a change to or from `nil` shows at
  /// once.
  public final var backgroundColor: Color? {
    get { storedBackgroundColor }
    set {
      if AnimationActivity.isActive, let newColor = newValue, let current = storedBackgroundColor,
        interceptAnimatedChange(
          to: newColor, current: current, track: \.backgroundColor,
          apply: { view, color in view.applyBackgroundColor(color) })
      {
        return
      }
      if AnimationActivity.isActive { cancelAnimation(of: \.backgroundColor) }
      applyBackgroundColor(newValue)
    }
  }

  /// Sets the background colour without animating.
  final func applyBackgroundColor(_ color: Color?) {
    storedBackgroundColor = color
    setNeedsDisplay()
  }

  /// Whether the view and its subviews are left out of drawing, hit testing, focus and
  /// layout.
  ///
  /// Hiding the view that has the keyboard focus, or one of its ancestors, takes the focus
  /// away; hiding a view that is hovered or pressed ends its hover and its press (the
  /// release that follows activates nothing).
  @exclusivity(unchecked) public final var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      TreeCallbacks.current.deferring {
        superview?.setNeedsDisplay(displayAreaInSuperview(), movingContent: true)
        superview?.setNeedsLayout()
        // A hidden view is not laid out; shown again, it catches up.
        if !isHidden { setNeedsLayout() }
        if isHidden { leaveInteraction() }
        superview?.postAccessibilityNotification(.childrenChanged)
      }
    }
  }

  /// The opacity of the view and its subviews, 0...1 (NaN counts as 0); below 0.01 the view
  /// is skipped by hit testing, as in UIKit.
  ///
  /// Animatable: a fade inside ``withAnimation(_:_:completion:)``.
  public final var alpha: CGFloat {
    get { storedAlpha }
    set {
      let clamped = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
      if AnimationActivity.isActive,
        interceptAnimatedChange(
          to: clamped, current: storedAlpha, track: \.alpha,
          apply: { view, alpha in view.applyAlpha(alpha) })
      {
        return
      }
      applyAlpha(clamped)
    }
  }

  /// Sets the opacity without animating.
  final func applyAlpha(_ alpha: CGFloat) {
    let oldValue = storedAlpha
    storedAlpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    guard storedAlpha != oldValue else { return }
    superview?.setNeedsDisplay(displayAreaInSuperview(), movingContent: true)
    if superview == nil { setNeedsDisplay() }
  }

  /// Whether drawing of the view and its subviews is cut off at its bounds.
  @exclusivity(unchecked) public final var clipsToBounds = false {
    didSet {
      if clipsToBounds != oldValue {
        superview?.setNeedsDisplay(displayAreaInSuperview(ignoringOwnClip: true))
      }
    }
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
  public var isUserInteractionEnabled = true {
    didSet { if isUserInteractionEnabled != oldValue { rootView.hoverMayHaveMoved() } }
  }

  /// Whether the view can hold keyboard focus (text widgets and controls can); see
  /// ``becomeFirstResponder()``.
  ///
  /// A disabled or hidden view cannot, whatever this says; setting it to false while the
  /// view has the focus takes the focus away.
  public var isFocusable = false {
    didSet {
      guard !isFocusable, oldValue, isFocused else { return }
      resignFirstResponder()
    }
  }

  /// Whether the view takes part at all, as GTK's "sensitive": a disabled view and every
  /// view below it get no key or pointer events and cannot be focused, and their ``state``
  /// holds ``WidgetState/disabled``.
  ///
  /// Disabling the focused view or an ancestor takes its focus; disabling a hovered or
  /// pressed view ends its hover and its press (the release that follows activates nothing).
  @exclusivity(unchecked) public final var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      TreeCallbacks.current.deferring {
        if isEnabled {
          rootView.hoverMayHaveMoved()
        } else {
          leaveInteraction()
        }
        stateDidChange()
        walkSubtree { view in
          view.enablingDidChange()
          return true
        }
      }
    }
  }

  /// Whether the view is selected, checked or on: a checkbox's tick, a switch's "on", a segment's
  /// highlight.
  ///
  /// DrawKit does not change it; widgets do.
  @exclusivity(unchecked) public final var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Whether the pointer is over the view or one of its subviews, none of them disabled;
  /// kept by the tree's pointer `dispatch` from pointer movement, enter and exit.
  ///
  /// The hover follows the pointer's last location through changes to the tree: a view
  /// that is removed, hidden or disabled loses it at once (and hears
  /// ``PointerEvent/Phase/exit``); content that moves under a pointer standing still (a
  /// scroll, a new frame, a view added or shown) gets it after the pointer event whose
  /// handler moved it, or else in the next frame's layout step (``layoutIfNeeded()`` on the
  /// root), before the frame is painted. It does not change while a button is held.
  public internal(set) final var isHovered = false

  /// Whether a primary button press that began on the view (or a subview) is held with the
  /// pointer still inside it; kept by the tree's pointer `dispatch`.
  ///
  /// A press ends when its view is removed from the tree, moved to another tree, hidden or
  /// disabled (itself or an ancestor): no view stays pressed, and the drags and the release
  /// that follow go to no view, so nothing activates. A press whose view moves within its
  /// tree (`addSubview` to another parent) goes on.
  public internal(set) final var isPressed = false

  /// Whether the theme's focus ring (``ThemeEntry/focusRing``) is drawn around the view while it
  /// has the keyboard focus and the focus is visible; text widgets, whose styles show focus
  /// their own way, turn it off.
  public var showsFocusRing = true {
    didSet { if isFocused { superview?.setNeedsDisplay(outsetForFocusRing(frame)) } }
  }

  /// The share of a ``Row``'s or ``Column``'s spare room this view takes along the stack's
  /// axis: 0 (the default) keeps its natural size, and views with 1 and 2 split the room
  /// one to two, as Flutter's `Expanded(flex:)`.
  public var layoutFlex: CGFloat = 0 {
    didSet {
      layoutFlex = layoutFlex.isFinite ? max(layoutFlex, 0) : 0
      superview?.setNeedsLayout()
    }
  }

  /// The fixed, minimum and maximum width and height a ``Row``, ``Column`` or ``Grid`` keeps
  /// the view within (none by default).
  ///
  /// See ``SizeConstraints`` for where they apply and how bad values are clamped. The
  /// ``frame(width:height:)`` and
  /// ``frame(minWidth:maxWidth:minHeight:maxHeight:)`` modifiers set them inline.
  public var sizeConstraints = SizeConstraints.none {
    didSet { if sizeConstraints != oldValue { superview?.setNeedsLayout() } }
  }

  /// Where a ``Column`` or a ``Grid`` cell places the view horizontally, instead of the
  /// container's alignment.
  ///
  /// `nil` (the default) keeps the container's. A ``Row`` ignores it.
  public var horizontalLayoutAlignment: Stack.Alignment? {
    didSet { if horizontalLayoutAlignment != oldValue { superview?.setNeedsLayout() } }
  }

  /// Where a ``Row`` or a ``Grid`` cell places the view vertically, instead of the
  /// container's alignment.
  ///
  /// `nil` (the default) keeps the container's. A ``Column`` ignores it.
  public var verticalLayoutAlignment: Stack.Alignment? {
    didSet { if verticalLayoutAlignment != oldValue { superview?.setNeedsLayout() } }
  }

  /// How many columns of a ``Grid`` the view spans as a cell: 1 (the default) or more, up to
  /// the columns left in its row; values below 1 count as 1.
  public var gridColumnSpan = 1 {
    didSet {
      gridColumnSpan = max(gridColumnSpan, 1)
      if gridColumnSpan != oldValue { superview?.setNeedsLayout() }
    }
  }

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
  public internal(set) final var subviews: [DrawView] {
    get {
      if detachedPrefix > 0 { compactSubviews() }
      return subviewStorage
    }
    set {
      subviewStorage = newValue
      detachedPrefix = 0
    }
  }

  /// The children, after ``detachedPrefix`` placeholder slots left by views removed from the
  /// front (see `DrawView+SubviewStorage.swift`).
  @exclusivity(unchecked) final var subviewStorage: [DrawView] = []
  /// How many slots at the front of ``subviewStorage`` hold ``detachedSlot``.
  @exclusivity(unchecked) final var detachedPrefix = 0
  /// Subview slots scanned or moved by this view's insertions, removals and compactions: the
  /// work that keeps removing siblings linear, counted for tests.
  package final var subviewWork = 0
  /// Subviews taken out of this view on their way out or to another superview (not those
  /// that only changed their place in the order): counted for tests of reordering.
  package final var subviewsDetached = 0

  /// The view this one is a subview of; not retained.
  public internal(set) weak var superview: DrawView?
  /// The root ``rootView`` last found, valid while the root's ``rootVersion`` is still
  /// ``rootStamp``; not retained.
  final weak var cachedRoot: DrawView?
  final var rootStamp: UInt64 = 0
  /// On a root: moved on whenever a view may remember it wrongly as its root (a view left
  /// its tree, or it joined another tree), so that every remembered root in its tree is
  /// found again.
  final var rootVersion: UInt64 = 1
  /// Ancestors visited by walks up the tree that started at this view (finding the root,
  /// marking an area for display, asking for layout): counted for tests of the cost of
  /// changing deep trees.
  package final var ancestorVisits = 0

  /// What must be drawn again, in this view's coordinates; kept on the root of the tree.
  public internal(set) var dirtyRegion = DirtyRegion()

  var keyHandler: ((KeyEvent) -> Bool)?
  var pointerHandler: ((PointerEvent) -> Bool)?
  var focusHandler: ((Bool) -> Void)?
  var activateHandler: (() -> Void)?
  /// The actions of the shortcuts attached here with `onShortcut`; `nil` while there are none.
  var shortcutHandlers: [KeyShortcut: () -> Void]?
  /// Whether ``layoutSubviews()`` is due, and whether it is due somewhere below.
  var needsLayoutStorage = true
  var descendantNeedsLayout = false
  /// The drawings ``themeDrawings(from:)`` returned for the effective theme.
  var cachedThemeDrawings: [Drawing<DrawView>]?
  /// On a root view: whether the focus shows (it does after keyboard navigation, not after a
  /// click).
  var isFocusVisibleStorage = false
  /// Whether the view was last told, through ``focusDidChange(_:)``, that it has the focus.
  final var isToldFocused = false
  /// Whether ``theme`` is set here: a flag the painter reads without copying the theme.
  var ownsTheme = false
  var pasteboardStorage: Pasteboard?
  var selectionPasteboardStorage: Pasteboard?
  /// The theme set here and the effective theme remembered until a theme above changes or
  /// the view moves, boxed: a theme is several hundred bytes, and views stay small so that a
  /// frame walking thousands of them reads few cache lines.
  var themeStorage: ThemeBox?
  var cachedEffectiveTheme: ThemeBox?
  /// The accessibility element and, on a root, the notification handler, boxed so that views
  /// without them stay small.
  var accessibilityStorage: AccessibilityStorage?
  /// On a root view: the view holding keyboard focus.
  weak var focusedViewStorage: DrawView?
  /// On a root view that has received pointer events: the pointer's location, the hovered
  /// and pressed views.
  var pointerState: PointerState?
  /// On a root view: the scroll of this frame, until ``takeDirtyRegion()``.
  var scrollMove: ScrollMove?
  /// On a root view: the scroll of the frame ``takeDirtyRegion()`` last took, for hosts that
  /// copy scrolled pixels.
  package internal(set) var lastScrollMove: ScrollMove?
  /// On a root view: the host's ``onNeedsUpdate(_:)`` handler and what it was told.
  var updateNotifier: UpdateNotifier?
  /// The cursor set with ``pointerCursor``.
  var pointerCursorStorage: PointerCursor?
  @exclusivity(unchecked) private final var storedFrame: CGRect
  @exclusivity(unchecked) private final var boundsOrigin = CGPoint.zero
  @exclusivity(unchecked) private final var storedAlpha: CGFloat = 1
  @exclusivity(unchecked) private final var storedBackgroundColor: Color?
  /// The tracks of the properties the view animates and, on a root, its tree's animator.
  final var animationStorage: ViewAnimations?

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

  /// Releases the subviews this view alone holds one by one, so that freeing a tree of any
  /// depth never recurses.
  deinit {
    guard !subviews.isEmpty else { return }
    var pending = subviews
    subviews = []
    while var view = pending.popLast() {
      if isKnownUniquelyReferenced(&view) {
        pending += view.subviews
        view.subviews = []
      }
    }
  }

  /// Called with key presses while the view is focused.
  ///
  /// Returns whether the view used the press. The default asks the closure given to
  /// `onKey`. A press the focused view does not use goes on to ``activate()`` (Space and
  /// Return), then up the tree to each ancestor's shortcuts and `keyDown(_:)`, then to focus
  /// navigation (Tab); see ``dispatch(_:)-(KeyEvent)``.
  open func keyDown(_ event: KeyEvent) -> Bool {
    keyHandler?(event) ?? false
  }

  /// Called with pointer events that hit the view, in its coordinates.
  ///
  /// Returns whether the view used the event; unused events go on to the superview. The
  /// default asks the closure given to `onPointer`, then treats a primary-button release
  /// inside the bounds of a pressed view (``isPressed``: the press began on it and is still
  /// held) as a click and calls ``activate()``.
  open func pointerEvent(_ event: PointerEvent) -> Bool {
    if pointerHandler?(event) == true { return true }
    if event.phase == .up, event.button == .primary, isPressed, bounds.contains(event.location) {
      return activate()
    }
    return false
  }

  /// Called when the view gains or loses focus, after the change; the default calls the closure
  /// given to `onFocusChange`.
  ///
  /// Calls come in pairs: "gained", then "lost", each once per change, and a view is told it
  /// gained the focus only while it holds it. They come after the change that caused them is
  /// complete (a view removed from the tree hears "lost" once it is out), the view losing the
  /// focus first. See ``becomeFirstResponder()`` for a focus moved from inside this call.
  ///
  /// Subclasses override it to start or stop a caret, and call `super`.
  open func focusDidChange(_ isFocused: Bool) {
    focusHandler?(isFocused)
  }

  /// Performs the view's action, as a click, Space or Return on a focused view does;
  /// returns whether there was one.
  ///
  /// The default calls the closure given to `onActivate`. Button-like widgets override it
  /// (a checkbox toggles) or attach a closure; views without an action return false, so the
  /// key or click goes on.
  @discardableResult
  open func activate() -> Bool {
    guard let activateHandler else { return false }
    activateHandler()
    return true
  }

  /// How the view describes itself to assistive technology such as a screen reader; `nil`, the
  /// default for plain views, leaves it out of the accessibility tree and its exposed subviews
  /// join its parent.
  ///
  /// Widgets set one in a line, or override the getter to describe their state as it is
  /// (the text widgets do); see ``AccessibilityElement``.
  open var accessibilityElement: AccessibilityElement? {
    get { accessibilityStorage?.element }
    set {
      guard newValue != accessibilityStorage?.element else { return }
      if accessibilityStorage == nil { accessibilityStorage = AccessibilityStorage() }
      accessibilityStorage?.element = newValue
      postAccessibilityNotification(.valueChanged)
    }
  }

  /// Carries out an action assistive technology asks for on a user's behalf; returns whether
  /// it was done.
  ///
  /// The default does ``AccessibilityAction/press`` with ``activate()``; sliders and other
  /// widgets with a value override it for ``AccessibilityAction/increment`` and
  /// ``AccessibilityAction/decrement``.
  open func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
    guard action == .press, isEnabledInTree else { return false }
    return activate()
  }

  /// Called when the effective theme may have changed: a theme was assigned here or above, or the
  /// view moved to another tree.
  ///
  /// The default redraws the view; widgets that derive values from their theme drop them here, and
  /// call `super`.
  open func themeDidChange() {
    setNeedsDisplay()
  }

  /// The drawings this view's kind takes from `theme`, drawn behind ``drawings``.
  ///
  /// Called once after each theme change and remembered. The default returns the drawings
  /// of a ``ThemedWidget``'s entry, and none for other views; a widget that is not a
  /// `ThemedWidget`, or a subclass of one with an entry of its own, returns its entry's
  /// drawings made for itself: `theme[.placeholderTextView].drawings(for: self)`.
  open func themeDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    (self as? any ThemedWidget)?.themeEntryDrawings(from: theme) ?? []
  }

  /// Lays out the subviews after ``setNeedsLayout()`` or a change of size; the default does
  /// nothing.
  ///
  /// The renderer calls it, through ``layoutIfNeeded()``, before each frame, parents before
  /// children.
  open func layoutSubviews() {}

  /// The size the view would like within `size` (a width or height may be `.infinity` for "as much
  /// as you need"): containers such as ``Column`` ask it.
  ///
  /// The default is the current size, as in UIKit.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

  /// Where the view's own content may be cut between two pages: the highest place at or above
  /// `y` (in bounds coordinates, inside the view) that cuts nothing of it in two.
  ///
  /// ``Renderer/pdfData(paginating:pageSize:margins:)`` asks every view a page's bottom edge
  /// would cross, and moves the edge up until none objects; subviews answer for themselves, so
  /// a view answers only for what it draws itself. The default:
  /// - A view that shows text (``TextDisplaying``: ``TextView``, ``Label``, ``TextField`` and
  ///   users' text widgets) is cut between lines: the top of the line `y` falls inside, or `y`
  ///   itself between lines and in the insets.
  /// - A view with subviews may be cut anywhere (`y`): its own drawing is a background.
  /// - Any other view (a picture, a control, a canvas) is not cut: its top.
  ///
  /// Override it for a custom widget whose drawing has places of its own where it may be cut,
  /// such as the rows of a chart drawn in one view.
  open func pageBreak(atOrAbove y: CGFloat) -> CGFloat {
    defaultPageBreak(atOrAbove: y)
  }

  /// What drawings can select on: focused, hovered, pressed, disabled, selected and more
  /// (``WidgetState``).
  ///
  /// Widgets with state of their own override it and add to `super`'s.
  open var state: WidgetState {
    var state: WidgetState = []
    if isFocused {
      state.insert(.focused)
      if rootView.isFocusVisibleStorage { state.insert(.focusVisible) }
    }
    if isHovered { state.insert(.hovered) }
    if isPressed { state.insert(.pressed) }
    if !isEnabledInTree { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The drawings the renderer paints for this view, back to front: the theme's drawings
  /// for its kind, then ``drawings``.
  final var drawingsToPaint: [Drawing<DrawView>] {
    let fromTheme: [Drawing<DrawView>]
    if let cachedThemeDrawings {
      fromTheme = cachedThemeDrawings
    } else {
      fromTheme = themeDrawings(from: effectiveTheme)
      cachedThemeDrawings = fromTheme
    }
    if fromTheme.isEmpty { return drawings }
    return drawings.isEmpty ? fromTheme : fromTheme + drawings
  }

  /// The prepare step of a frame: returns the text layouts this view's next paint draws that
  /// may not be laid out yet, so that the renderer lays out every visible view's text in one
  /// batch (on helper threads too, with ``LayoutThreads``) and painting only draws.
  ///
  /// **Contract.** Called once per frame for each view that will be painted (not for hidden
  /// or fully transparent ones, nor those clipped out of the area being drawn), after the
  /// update step and ``layoutSubviews()``, before any drawing runs. Keep your layouts on the
  /// view and change their inputs (text, font, width) when those change (the update step),
  /// never here; return the ones that are not laid out (``TextLayout``'s inputs changed since
  /// it was last measured) and nothing for a view whose text did not change, so a steady
  /// frame makes no Pango layout. The returned layouts may be laid out on other threads
  /// before this returns to the renderer: do not read or change them until painting. The
  /// step may also start work a view does only while it shows, such as an endless
  /// animation that stopped while it was hidden (an indeterminate ``ProgressBar`` does).
  ///
  /// The default returns none. ``Label`` and the text widgets return theirs.
  open func prepareTextLayouts() -> [TextLayout] { [] }

  /// Called after the frame's size changed: the update step for views whose layouts depend
  /// on their width.
  func sizeDidChange() {}

  /// Called after the bounds origin (the scroll offset) changed, by assignment or by each
  /// frame of an animation: the update step for views that keep something fixed in their
  /// visible area, as the scroll bars of a ``ScrollView`` or a ``TextView``.
  func boundsOriginDidChange() {}

  /// Redraws the view after a change to its state.
  func stateDidChange() {
    setNeedsDisplay()
    postAccessibilityNotification(.stateChanged)
  }

  /// Called on every view of a subtree whose root was enabled or disabled, after the root
  /// was marked for redrawing: the update step for a look that depends on
  /// ``isEnabledInTree``, as a label's or a text widget's text colour does.
  ///
  /// The default does nothing; an override need not call it.
  open func enablingDidChange() {}
}
