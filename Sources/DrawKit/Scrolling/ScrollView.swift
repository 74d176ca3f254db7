import Foundation

/// A view that shows part of a larger content view and scrolls it: with the wheel and the
/// touchpad, the keys, a fling, and the overlay ``ScrollBar``s the theme draws.
///
/// ```swift
/// let form = Column { ... }
/// let scroller = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), content: form)
/// ```
///
/// The content is laid out at ``preferredContentSize`` or, when that is `nil`, at its
/// natural size (``DrawView/sizeThatFits(_:)``) for the scroll view's width when only
/// ``ScrollAxes/vertical`` scrolls (its height when only ``ScrollAxes/horizontal`` does).
/// It is measured again each time the scroll view is laid out: content whose natural size
/// changes calls `superview?.setNeedsLayout()`, as views in a ``Column`` do, and the offset
/// stays where it was unless the content no longer reaches that far.
///
/// The scroll view's bounds origin is the offset (``contentOffset``), so hit testing and
/// the hover follow a scroll at once, and it clips to its bounds: only what is in sight is
/// painted, and a scroll repaints the scroll view's area. A wheel step or a touchpad
/// movement the scroll view cannot use (it is at its edge) goes on to the scroll view
/// around it, as in GTK and UIKit; of a step that reaches the edge, the rest goes there
/// too. Moving the focus to a view inside scrolls it into sight (Tab into a field below the
/// fold).
///
/// The scroll view is focusable, and keys its focused content does not use come up to it
/// (the responder chain of ``DrawView/dispatch(_:)-(KeyEvent)``): Up, Down (and Left, Right
/// when it scrolls sideways) by ``lineStep``, Page Up, Page Down, Space and Shift+Space by a
/// page less a line step, Home and End to the ends.
open class ScrollView: DrawView, ScrollBarHosting {
  /// How far an arrow key scrolls, in points.
  public static let lineStep: CGFloat = 40

  /// The view that scrolls: laid out at the top-left of the content area; `nil` for none.
  public var content: DrawView? {
    didSet {
      guard content !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let content { insertSubview(content, at: 0) }
      layOutContent()
    }
  }

  /// The directions that scroll; the content's size along the others is the scroll view's.
  public var axes: ScrollAxes {
    didSet {
      scrollBars.axes = axes
      layOutContent()
    }
  }

  /// The size to lay the content out at, or `nil` (the default) for its natural size.
  ///
  /// NaN and infinite components count as zero, negative ones as zero.
  public var preferredContentSize: CGSize? {
    didSet { layOutContent() }
  }

  /// The size of the content as laid out: the area the offset moves over.
  public var contentSize: CGSize { content?.frame.size ?? preferredContentSize?.sanitized ?? .zero }

  /// The content point shown at the scroll view's top-left corner.
  ///
  /// Assigning clamps it to the content: each component lies between 0 and how far the
  /// content reaches past the scroll view (0 along an axis that does not scroll), a NaN
  /// component is 0 and a huge one (±1e300, ±infinity) the nearer end. Inside
  /// ``withAnimation(_:_:completion:)`` the content moves there over the animation, by whole
  /// device pixels until it arrives (see ``DrawView/bounds``).
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = clampedOffset(newValue) }
  }

  /// The bars, kept at the scroll view's edges.
  let scrollBars: ScrollBars

  /// Whether a ``fling(velocity:)`` is moving the content, keeping the bars shown.
  var isFlinging = false

  /// Creates a scroll view showing `content`.
  ///
  /// - Parameters:
  ///   - frame: The scroll view's rectangle in its superview.
  ///   - content: The view that scrolls.
  ///   - axes: The directions that scroll; vertical by default.
  public init(frame: CGRect = .zero, content: DrawView? = nil, axes: ScrollAxes = .vertical) {
    self.axes = axes
    scrollBars = ScrollBars(axes: axes)
    super.init(frame: frame)
    clipsToBounds = true
    isFocusable = true
    scrollBars.install(in: self)
    self.content = content
    if let content { insertSubview(content, at: 0) }
    layOutContent()
  }

  /// The offset nearest to `offset` that the content allows.
  func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let maximum = maximumScrollOffset
    func clamp(_ value: CGFloat, _ upper: CGFloat) -> CGFloat {
      value.isNaN ? 0 : min(max(value, 0), upper)
    }
    return CGPoint(x: clamp(offset.x, maximum.x), y: clamp(offset.y, maximum.y))
  }

  /// The update step: sizes the content, keeps the offset within it and the bars at the
  /// edges.
  private func layOutContent() {
    if let content {
      let size = measuredContentSize(of: content)
      if content.frame != CGRect(origin: .zero, size: size) {
        content.frame = CGRect(origin: .zero, size: size)
      }
    }
    let clamped = clampedOffset(bounds.origin)
    if clamped != bounds.origin { withAnimation(nil) { bounds.origin = clamped } }
    scrollBars.layout(in: self)
  }

  /// The size `content` is laid out at: ``preferredContentSize``, or its natural size with
  /// the scroll view's width (height) along an axis that does not scroll.
  private func measuredContentSize(of content: DrawView) -> CGSize {
    let size = bounds.size
    if let preferred = preferredContentSize?.sanitized {
      return CGSize(
        width: axes.contains(.horizontal) ? preferred.width : size.width,
        height: axes.contains(.vertical) ? preferred.height : size.height)
    }
    let offered = CGSize(
      width: axes.contains(.horizontal) ? .infinity : size.width,
      height: axes.contains(.vertical) ? .infinity : size.height)
    let natural = content.sizeThatFits(offered).sanitized
    return CGSize(
      width: axes.contains(.horizontal) ? natural.width : size.width,
      height: axes.contains(.vertical) ? natural.height : size.height)
  }

  /// Measures and places the content again, keeping the offset within it.
  override open func layoutSubviews() {
    super.layoutSubviews()
    layOutContent()
  }

  /// The update step after a resize.
  override func sizeDidChange() {
    super.sizeDidChange()
    layOutContent()
  }

  /// Keeps the bars at the visible edges after a scroll, by assignment or animation.
  override func boundsOriginDidChange() {
    super.boundsOriginDidChange()
    if isFlinging { scrollBars.flash(in: self) } else { scrollBars.layout(in: self) }
  }

  /// The size of the content.
  var scrollableContentSize: CGSize { contentSize }

  /// A drag of a bar's thumb or a click in its track: the user scrolled.
  func scrollBarDidScroll(to offset: CGPoint) {
    contentOffset = offset
  }

  /// Scrolls by the wheel's or the touchpad's delta, and flings on at the end of a touchpad
  /// scroll (``PointerEvent/Phase/scrollEnd``), after the `onPointer` closure had its
  /// chance; other events go to `super`.
  ///
  /// Shift turns a vertical wheel step into a horizontal one, and a scroll view that scrolls
  /// only sideways takes vertical steps sideways. What this scroll view cannot use goes to
  /// the scroll views around it, innermost first; the event is used when any of them moved. A
  /// fling this scroll view cannot make (it is at that edge) goes on to the one around it.
  override open func pointerEvent(_ event: PointerEvent) -> Bool {
    if super.pointerEvent(event) { return true }
    switch event.phase {
    case .scroll: return scroll(for: event)
    case .scrollEnd: return fling(velocity: event.scrollVelocity)
    default: return false
    }
  }

  /// The paging keys, after the `onKey` closure had its chance; a key that scrolls nothing
  /// (the content is at that end already) goes on.
  override open func keyDown(_ event: KeyEvent) -> Bool {
    if super.keyDown(event) { return true }
    return scroll(for: event)
  }

  /// A scroll pane, unless an element was assigned; its bars are its scroll bars.
  override open var accessibilityElement: AccessibilityElement? {
    get { super.accessibilityElement ?? AccessibilityElement(role: .scrollPane) }
    set { super.accessibilityElement = newValue }
  }

  /// Shows the scroll bars for a moment, as a scroll does: to hint that there is more to
  /// see (UIKit's `flashScrollIndicators()`).
  public func flashScrollIndicators() {
    scrollBars.flash(in: self)
  }
}
