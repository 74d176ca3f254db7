import Foundation

/// A thin bar showing how far a task has come: a capsule track in the control colour, filled
/// with the accent from the left up to ``progress``, or, while the amount is unknown
/// (``isIndeterminate``), crossed by an accent stripe again and again.
///
/// It shows progress and takes no input, so it is not focusable and has no hover or press
/// look; while disabled its fill turns grey. A new progress eases in (``shownProgress``); the
/// stripe moves on an endless animation. Both are essential animations: they carry meaning,
/// so they run under reduced motion too; under ``MotionPreference/none`` the fill jumps and
/// the stripe stands still. The stripe's animation runs only while the bar shows: hidden, in
/// a window that is unmapped or out of any tree, it stops, and the next frame that draws the
/// bar starts it again (from the prepare step).
public final class ProgressBar: DrawView, ThemedWidget {
  /// The bar's look: ``ThemeEntry/progressBar``.
  public static var themeEntry: ThemeEntry<DrawingLayers<ProgressBar>> { .progressBar }

  /// How long the stripe of an indeterminate bar takes to cross it, in seconds.
  public static let stripePeriod = 1.4

  /// How far the task has come, from 0 to 1; values outside are clamped and NaN becomes 0.
  ///
  /// Each change eases the fill to the new value with ``animation`` (inside
  /// ``withAnimation(_:_:completion:)``, with the transaction's).
  public var progress: Double {
    didSet {
      progress = Self.clamped(progress)
      guard progress != oldValue else { return }
      shownProgress.animate(to: progress, byDefault: animation)
      postAccessibilityNotification(.valueChanged)
    }
  }

  /// Whether how far the task has come is unknown: the bar shows a moving stripe instead of
  /// a fill.
  public var isIndeterminate = false {
    didSet {
      guard isIndeterminate != oldValue else { return }
      if !isIndeterminate { stripePhase.value = 0 }
      setNeedsDisplay()
      postAccessibilityNotification(.valueChanged)
    }
  }

  /// How the fill moves to a new progress (an essential ease by default); `nil` jumps.
  public var animation: Animation? = .easeInOut(duration: 0.3).essential()

  /// The progress the fill is drawn at: ``progress``, or on its way there.
  ///
  /// The drawings read it.
  public private(set) lazy var shownProgress = AnimatedValue(progress, in: self)

  /// Where the indeterminate stripe is, 0 (entering at the left) to 1 (leaving at the right).
  ///
  /// The drawings read it.
  public private(set) lazy var stripePhase = AnimatedValue(0.0, in: self)

  /// A progress bar with its progress as a percentage (none while indeterminate), named by
  /// the label of the element assigned to it.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      let assigned = super.accessibilityElement
      guard !isIndeterminate else {
        return AccessibilityElement(
          role: .progressBar, label: assigned?.label ?? "", hint: assigned?.hint)
      }
      return AccessibilityElement(
        role: .progressBar, label: assigned?.label ?? "",
        value: "\(Int((progress * 100).rounded())) %", hint: assigned?.hint,
        numericValue: AccessibilityRange(current: progress, minimum: 0, maximum: 1))
    }
    set { super.accessibilityElement = newValue }
  }

  /// Creates a progress bar.
  ///
  /// - Parameters:
  ///   - progress: How far the task has come, clamped to 0...1.
  ///   - isIndeterminate: Whether that is unknown, so the bar shows a moving stripe.
  public init(progress: Double = 0, isIndeterminate: Bool = false) {
    self.progress = Self.clamped(progress)
    self.isIndeterminate = isIndeterminate
    super.init()
    _ = shownProgress
    _ = stripePhase
    sizeToFit()
  }

  /// The track's rectangle in the view's coordinates: 6 points tall, centred vertically,
  /// across the whole width.
  public var trackRect: CGRect {
    CGRect(x: bounds.minX, y: (bounds.midY - 3).rounded(), width: bounds.width, height: 6)
  }

  /// 160 points wide (or the width offered, if less), and 10 tall.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let offered = size.width.isNaN ? 0 : max(size.width, 0)
    return CGSize(width: min(offered, 160), height: 10)
  }

  /// The prepare step: an indeterminate bar about to be drawn starts its stripe's endless
  /// animation when it is not running (it stops while the bar is hidden), unless the tree
  /// wants no motion at all.
  override public func prepareTextLayouts() -> [TextLayout] {
    if isIndeterminate, !stripePhase.isAnimating, motionPreference != .none {
      stripePhase.value = 0
      stripePhase.animate(
        to: 1, with: .linear(duration: Self.stripePeriod).repeatForever().essential())
    }
    return []
  }

  /// `value` in 0...1, NaN as 0.
  private static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}

extension ThemeEntry where Value == DrawingLayers<ProgressBar> {
  /// How progress bars look.
  ///
  /// By default: a control-coloured capsule track, filled with the accent (grey
  /// while disabled) up to ``ProgressBar/shownProgress``, or crossed by a stripe a third of
  /// its width at ``ProgressBar/stripePhase`` while indeterminate. The layers are
  /// ``DrawingSlot/track`` and ``DrawingSlot/trackFill``.
  public static let progressBar = ThemeEntry(default: [
    .track:
      Drawing<ProgressBar>("track") { bar, context in
        let track = bar.trackRect
        context.setFillColor(.controlBackground)
        context.beginPath()
        context.addRoundedRect(track, cornerRadius: track.height / 2)
        context.fillPath()
      },
    .trackFill:
      Drawing<ProgressBar>("trackFill") { bar, context in
        let track = bar.trackRect
        context.setFillColor(!bar.isEnabledInTree ? .secondaryLabel : .accent)
        if bar.isIndeterminate {
          let stripe = track.width / 3
          let x = track.minX - stripe + (track.width + stripe) * CGFloat(bar.stripePhase.value)
          context.beginPath()
          context.addRoundedRect(track, cornerRadius: track.height / 2)
          context.clip()
          context.beginPath()
          context.addRoundedRect(
            CGRect(x: x, y: track.minY, width: stripe, height: track.height),
            cornerRadius: track.height / 2)
          context.fillPath()
          return
        }
        let progress = min(max(bar.shownProgress.value, 0), 1)
        guard progress > 0 else { return }
        let width = max(track.width * CGFloat(progress), track.height)
        context.beginPath()
        context.addRoundedRect(
          CGRect(x: track.minX, y: track.minY, width: width, height: track.height),
          cornerRadius: track.height / 2)
        context.fillPath()
      },
  ])
}
