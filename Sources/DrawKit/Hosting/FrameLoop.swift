import Foundation

/// The one frame loop of a view tree, which every host runs and an embedder with a loop of
/// its own can drive: it owns the clock, runs the work that is due, ticks the animations,
/// blinks the caret, lays the tree out and says what to paint; and it asks its host for a
/// frame only when something changed or moves.
///
/// One frame, in its steps:
///
/// ```
/// tick(at:) ─► main-thread work ─► caret ─► animations ─► lay out ─► dirty region
/// paint(_:into:) or draw(in:) ─► prepare and lay out text ─► paint ─► (the host presents)
/// ```
///
/// A host with a loop of its own does this:
///
/// ```swift
/// let loop = FrameLoop(root: root)
/// loop.onFrameRequest { _ in wakeUp() }                 // the tree changed or animates
/// while running {
///   waitForEvents(until: loop.nextDeadline, orReadable: MainThreadWork.wakeDescriptor)
///   deliverEvents(to: root)                             // root.dispatch(...), loop.inputDidArrive()
///   let region = loop.tick()
///   if !region.isEmpty { try loop.paint(region, into: backBuffer); present(region) }
/// }
/// ```
///
/// Nothing ticks when nothing moves: with no change, no animation, the caret still and no
/// timer due, ``nextDeadline`` is `nil` and a host can sleep until an event arrives. While an
/// animation runs, it is the next frame, one ``frameInterval`` after the last.
///
/// A loop belongs to the thread of its tree. On the main thread a tick also runs the
/// main-actor tasks, `DispatchQueue.main` blocks and `RunLoop.main` timers that wait
/// (``MainThreadWork``), so `Task { @MainActor in ... }` reaches the tree while the host runs.
public final class FrameLoop {
  /// The tree this loop runs.
  public let root: DrawView
  /// What draws the tree: its scale and layout threads; a host sets a new one when its
  /// surface's scale changes.
  public var renderer: Renderer {
    didSet { animator.pixelScale = renderer.scale }
  }
  /// Where frame times come from.
  public let clock: any FrameClock
  /// The time between animation frames: 1/60 s unless the host knows its display's
  /// refresh; kept within a millisecond and a second.
  public var frameInterval: Duration = .nanoseconds(16_666_667) {
    didSet {
      frameInterval = min(max(frameInterval, .milliseconds(1)), .seconds(1))
    }
  }
  /// Which animations run: every one, the essential ones, or none; a change redraws the
  /// tree, whose looks may depend on it (``DrawView/motionPreference``).
  public var motionPreference: MotionPreference {
    get { animator.preference }
    set {
      guard newValue != animator.preference else { return }
      animator.preference = newValue
      root.setNeedsDisplay()
    }
  }
  /// Whether the host shows the tree: a window that is unmapped or minimised sets it to
  /// `false`, which ends every animation at its target (endless ones stand still) and stops
  /// frames until it is `true` again.
  public var isVisible = true {
    didSet {
      guard isVisible != oldValue else { return }
      if !isVisible { animator.finishAll() }
      requestFrame()
    }
  }
  /// Whether the host's window has the keyboard focus: the focused text widget's caret shows
  /// and blinks only while it has.
  public var hasKeyboardFocus = true {
    didSet {
      guard hasKeyboardFocus != oldValue else { return }
      let caret = root.focusedView as? CaretBlinking
      if hasKeyboardFocus {
        if caret?.isCaretBlinkVisible == false { caret?.blinkCaret() }
        caretBlink.restart(now: seconds(clock.now))
      } else {
        if caret?.isCaretBlinkVisible == true { caret?.blinkCaret() }
        caretBlink.stop()
      }
    }
  }

  /// Ticks run since the loop was made: an idle host runs none.
  public private(set) var tickCount = 0
  /// Ticks that produced something to paint, since the loop was made.
  public private(set) var frameCount = 0
  /// Times the loop asked its host for a frame, since it was made: a still tree asks for
  /// none.
  public private(set) var frameRequestCount = 0
  /// The area, in square points, that ``paint(_:into:)`` painted since the loop was made.
  ///
  /// It sums the rectangles of the regions the loop was given: a host that paints only
  /// what changed adds a few rectangles a frame, which tests and benchmarks check. A host's
  /// first frame and a resize render the whole tree outside it.
  public private(set) var paintedArea: Double = 0
  /// Ticks whose layout did not settle, since the loop was made: a healthy tree keeps it at
  /// zero.
  ///
  /// A layout settles within ``DrawView/maximumLayoutPasses`` passes unless a
  /// `layoutSubviews` keeps asking for layout again. Such a frame is painted as laid out so
  /// far, and the next goes on one ``frameInterval`` later, so a tree that never settles
  /// keeps its window live without spinning. A host may report the count.
  public private(set) var unsettledLayoutCount = 0

  private let animator: Animator
  private var frameRequestHandler: ((FrameLoop) -> Void)?
  private var hasRequestedFrame = false
  private var isTicking = false
  private var lastFrameTime: ContinuousClock.Instant?
  /// When the last tick left layout unsettled, until a tick settles it.
  private var unsettledLayoutTime: ContinuousClock.Instant?
  private var nextTimer: ContinuousClock.Instant?
  private var caretBlink = CaretBlinkTimer()
  private let epoch: ContinuousClock.Instant

  /// A loop for `root`, drawn by `renderer`, on `clock`.
  ///
  /// The loop becomes the root's ``EventHandling/onNeedsUpdate(_:)`` handler (a host reacts to
  /// ``onFrameRequest(_:)`` instead) and ticks the animations of its tree. One loop per
  /// tree: a second replaces the first.
  public init(
    root: DrawView, renderer: Renderer = Renderer(), clock: any FrameClock = SystemFrameClock()
  ) {
    self.root = root
    self.renderer = renderer
    self.clock = clock
    self.epoch = clock.now
    animator = root.treeAnimator
    animator.clock = clock
    animator.pixelScale = renderer.scale
    animator.didStartAnimating = { [weak self] in self?.requestFrame() }
    root.onNeedsUpdate { [weak self] _ in self?.requestFrame() }
  }

  deinit {
    root.onNeedsUpdate(nil)
    animator.didStartAnimating = nil
    animator.clock = SystemFrameClock()
    animator.pixelScale = 1
  }

  /// Called when the loop wants a frame after a quiet spell.
  ///
  /// That is when the tree changed, or an animation started. A host schedules a tick (GTK
  /// adds a tick callback; a loop of its own wakes). Not called again until the next tick,
  /// nor from inside a tick. Replaces the previous closure; `nil` removes it.
  @discardableResult
  public func onFrameRequest(_ handler: ((FrameLoop) -> Void)?) -> FrameLoop {
    frameRequestHandler = handler
    return self
  }

  /// Whether an animation runs in the tree, also one waiting out its delay.
  ///
  /// A host ticks while ``animatesNextFrame``; this stays true until every animation ended,
  /// which is what `settle()` in DrawKitTesting waits for.
  public var isAnimating: Bool { isVisible && animator.isAnimating }

  /// Whether an animation may change what the tree shows by the next frame: a host with a
  /// frame clock keeps ticking every frame while this is true, and otherwise waits for
  /// ``nextDeadline``.
  ///
  /// It is false while every running animation waits out a delay that lasts past the next
  /// frame (an overlay scroll bar's fade starts a second after a scroll), so a window sleeps
  /// through the delay instead of ticking 60 frames a second that change nothing.
  public var animatesNextFrame: Bool {
    guard isAnimating else { return false }
    return animator.quietTime(after: nextAnimationFrame) == nil
  }

  /// When the next animation frame is due: one ``frameInterval`` after the last tick that
  /// ticked animations, or now.
  private var nextAnimationFrame: ContinuousClock.Instant {
    lastFrameTime.map { $0 + frameInterval } ?? clock.now
  }

  /// Whether every running animation is endless (a spinner): the tree will not settle.
  public var hasOnlyEndlessAnimations: Bool { animator.hasOnlyEndlessAnimations }

  /// Whether the root paints every pixel of its bounds opaquely: it does not fade, no rounded
  /// clip keeps its corners out, and its background colour (or, without one, a theme's
  /// ``Drawing/fill(_:cornerRadius:)`` of its bounds drawn first) is opaque.
  ///
  /// A host can then copy a frame's pixels to the screen as they are, instead of composing
  /// them over a window background first.
  public var paintsOpaquely: Bool { TreePainter.opaqueCover(of: root) != nil }

  /// Whether a tick now would have something to do: the tree changed or animates.
  public var needsFrame: Bool { isVisible && (root.treeNeedsUpdate || animator.isAnimating) }

  /// When the host should call ``tick(at:)`` next: now when a frame waits, the next animation
  /// frame (or, while every animation waits out a delay, the end of the shortest), the
  /// caret's next blink or `RunLoop.main`'s next timer, whichever is first; `nil` when
  /// nothing will happen until an event or posted work arrives.
  ///
  /// A layout that did not settle in the last tick (see ``unsettledLayoutCount``) goes on
  /// one ``frameInterval`` after that tick, not at once, unless something else waits to be
  /// painted.
  public var nextDeadline: ContinuousClock.Instant? {
    guard isVisible else { return nextTimer }
    var deadline = nextTimer
    func consider(_ time: ContinuousClock.Instant) {
      deadline = deadline.map { min($0, time) } ?? time
    }
    if root.treeNeedsUpdate {
      guard let unsettled = unsettledLayoutTime, root.dirtyRegion.isEmpty else { return clock.now }
      consider(unsettled + frameInterval)
    }
    if animator.isAnimating {
      let frame = nextAnimationFrame
      consider(animator.quietTime(after: frame) ?? frame)
    }
    if let blink = caretBlink.nextBlink, root.focusedView is CaretBlinking {
      consider(epoch + .milliseconds(Int64((blink * 1000).rounded(.up))))
    }
    return deadline
  }

  /// Input arrived (a key, a click): the caret shows and its blink starts again, as GTK's
  /// does; without the keyboard focus it stays hidden.
  public func inputDidArrive() {
    if hasKeyboardFocus {
      caretBlink.restart(now: seconds(clock.now))
    } else if let caret = root.focusedView as? CaretBlinking, caret.isCaretBlinkVisible {
      caret.blinkCaret()
    }
  }

  /// Runs one frame at `time` (the clock's now unless given): the main thread's waiting
  /// work, the caret's blink when due, the animations, and the tree's layout; returns the
  /// region to paint, in the root's bounds coordinates (empty when nothing changed).
  @discardableResult
  public func tick(at time: ContinuousClock.Instant? = nil) -> DirtyRegion {
    tick(at: time, runningMainThreadWork: true)
  }

  /// ``tick(at:)``, leaving out the main thread's work when the host ran it already in this
  /// pass of its loop (``runMainThreadWork()``) and nothing could have posted more since.
  package func tick(
    at time: ContinuousClock.Instant? = nil, runningMainThreadWork: Bool
  ) -> DirtyRegion {
    let time = time ?? clock.now
    tickCount += 1
    isTicking = true
    hasRequestedFrame = false
    defer { isTicking = false }
    if runningMainThreadWork { nextTimer = MainThreadWork.run() }
    blinkIfDue(at: time)
    if isVisible, animator.isAnimating {
      animator.advance(to: time)
      lastFrameTime = time
    } else {
      lastFrameTime = nil
    }
    guard isVisible else { return DirtyRegion() }
    layOut(at: time)
    let region = root.takeDirtyRegion()
    if !region.isEmpty { frameCount += 1 }
    return region
  }

  /// Runs the main thread's waiting work now, ahead of the events that woke the host with it:
  /// a host's loop calls this first when its poll found ``MainThreadWork/wakeDescriptor``
  /// readable, so a posted block runs with no other system call before it.
  package func runMainThreadWork() {
    nextTimer = MainThreadWork.run()
  }

  /// Paints `region` (what ``tick(at:)`` returned) into `image`, the host's back buffer of
  /// the whole root at the renderer's scale: text is prepared and laid out, then only that
  /// region is painted.
  public func paint(_ region: DirtyRegion, into image: Image) throws(DrawKitError) {
    try paint([region], into: image)
  }

  /// Paints each of `regions` into `image` in one pass, as ``paint(_:into:)`` paints one:
  /// for a host whose frame is rectangles a ``DirtyRegion`` would join (a scroll copy's).
  package func paint(_ regions: [DirtyRegion], into image: Image) throws(DrawKitError) {
    try renderer.paint(root, regions: regions, into: image)
    paintedArea += regions.reduce(0) { $0 + $1.rects.reduce(0) { $0 + $1.width * $1.height } }
  }

  /// Draws the whole tree into `context`, after laying out what the tree still needs.
  ///
  /// This is for an embedder that paints into a `cairo_t` of its own each frame (a
  /// `GtkDrawingArea`'s draw function, a game engine's surface) and keeps no back buffer:
  /// every call draws every view.
  public func draw(in context: GraphicsContext) throws(DrawKitError) {
    _ = layOutForPaint()
    try renderer.draw(root, in: context, laysOutTree: false)
  }

  /// The lay-out step alone, for a host that paints when its toolkit asks (GTK's snapshot)
  /// rather than right after a tick: lays out what the tree still needs and
  /// returns the region that, and any change since the last tick, left to paint.
  package func layOutForPaint() -> DirtyRegion {
    layOut(at: clock.now)
    return root.takeDirtyRegion()
  }

  /// The lay-out step: lays the tree out, and notes a layout that did not settle.
  private func layOut(at time: ContinuousClock.Instant) {
    root.layoutIfNeeded()
    if root.needsLayout {
      unsettledLayoutCount += 1
      unsettledLayoutTime = time
    } else {
      unsettledLayoutTime = nil
    }
  }

  /// Tells the host the loop wants a frame, once until the next tick.
  private func requestFrame() {
    guard !isTicking, !hasRequestedFrame, isVisible else { return }
    hasRequestedFrame = true
    frameRequestCount += 1
    frameRequestHandler?(self)
  }

  /// Blinks the focused text widget's caret when its half-period is over.
  private func blinkIfDue(at time: ContinuousClock.Instant) {
    let now = seconds(time)
    guard caretBlink.isDue(now: now) else { return }
    guard let caret = root.focusedView as? CaretBlinking else {
      caretBlink.stop()
      return
    }
    if caretBlink.shouldStopBlinking(now: now) {
      if !caret.isCaretBlinkVisible { caret.blinkCaret() }
      caretBlink.stop()
    } else {
      caret.blinkCaret()
      caretBlink.scheduleNext(now: now)
    }
  }

  /// Seconds from the loop's start to `time`.
  private func seconds(_ time: ContinuousClock.Instant) -> TimeInterval {
    Animation.seconds(time - epoch)
  }
}
