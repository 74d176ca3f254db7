import DrawKit
import Foundation

/// A thin bar showing how far a task has come: a capsule track in the control colour, filled
/// with the accent from the left up to ``progress``.
///
/// It shows progress and takes no input, so it is not focusable and has no hover or press
/// look; while disabled its fill turns grey.
public final class ProgressBar: DrawView {
  /// How far the task has come, from 0 to 1; values outside are clamped and NaN becomes 0.
  public var progress: Double {
    didSet {
      progress = Self.clamped(progress)
      if progress != oldValue {
        setNeedsDisplay()
        postAccessibilityNotification(.valueChanged)
      }
    }
  }

  /// A progress bar with its progress as a percentage, named by the label of the element
  /// assigned to it.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      AccessibilityElement(
        role: .progressBar, label: super.accessibilityElement?.label ?? "",
        value: "\(Int((progress * 100).rounded())) %",
        numericValue: AccessibilityRange(current: progress, minimum: 0, maximum: 1))
    }
    set { super.accessibilityElement = newValue }
  }

  /// Creates a progress bar.
  ///
  /// - Parameter progress: How far the task has come, clamped to 0...1.
  public init(progress: Double = 0) {
    self.progress = Self.clamped(progress)
    super.init()
    sizeToFit()
  }

  /// The track's rectangle in the view's coordinates: 6 points tall, centred vertically,
  /// across the whole width.
  public var trackRect: CGRect {
    CGRect(x: bounds.minX, y: (bounds.midY - 3).rounded(), width: bounds.width, height: 6)
  }

  /// The bar's look comes from its theme entry.
  override public func themeDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    theme.progressBar.forAnyView
  }

  /// 160 points wide (or the width offered, if less), and 10 tall.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width.isFinite ? min(size.width, 160) : 160, height: 10)
  }

  /// `value` in 0...1, NaN as 0.
  private static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}

/// The theme entry holding the progress bar's look.
struct ProgressBarStyleKey: ThemeKey {
  /// A control-coloured capsule track, filled with the accent (grey while disabled) up to the
  /// progress.
  static var defaultValue: DrawingLayers<ProgressBar> {
    [
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
          guard bar.progress > 0 else { return }
          let track = bar.trackRect
          let width = max(track.width * CGFloat(bar.progress), track.height)
          context.setFillColor(!bar.isEnabledInTree ? .secondaryLabel : .accent)
          context.beginPath()
          context.addRoundedRect(
            CGRect(x: track.minX, y: track.minY, width: width, height: track.height),
            cornerRadius: track.height / 2)
          context.fillPath()
        },
    ]
  }
}

/// The progress bar's entry, read like a built-in one.
extension Theme {
  /// How progress bars look: the layers ``DrawingSlot/track`` and ``DrawingSlot/trackFill``,
  /// drawn with theme colours.
  public var progressBar: DrawingLayers<ProgressBar> {
    get { self[ProgressBarStyleKey.self] }
    set { self[ProgressBarStyleKey.self] = newValue }
  }
}
