import DrawKit
import Foundation

/// One line of static text sized to fit it: the captions beside the gallery's controls.
///
/// DrawKit has no label widget, and ``DrawKit/Drawing/text(_:font:color:alignment:)`` gives a
/// view a look but no natural size, so a ``DrawKit/Row`` could not measure it; this view
/// measures its text in ``sizeThatFits(_:)``. It takes no pointer events.
public final class Label: DrawView {
  /// The text shown.
  public let text: String
  /// The colour of the text; a theme colour follows the theme.
  public let color: Color
  /// Whether the text is semibold, for headings.
  public let isHeading: Bool
  /// The narrowest the label asks to be, so labels of different lengths in a column of rows
  /// line up what follows them; NaN and negative values count as 0.
  public var minimumWidth: CGFloat = 0 {
    didSet {
      minimumWidth = minimumWidth.isFinite ? max(minimumWidth, 0) : 0
      superview?.setNeedsLayout()
    }
  }

  /// Creates a label.
  ///
  /// - Parameters:
  ///   - text: The text shown on one line.
  ///   - color: Its colour, the theme's label colour unless given.
  ///   - isHeading: Whether it is a semibold heading at 15 points rather than 14.
  public init(_ text: String, color: Color = .label, isHeading: Bool = false) {
    self.text = text
    self.color = color
    self.isHeading = isHeading
    super.init()
    isUserInteractionEnabled = false
    accessibilityElement = AccessibilityElement(role: .staticText, label: text)
    drawings = [
      Drawing<Label>("label") { label, context in
        context.drawTitle(
          label.text, in: context.rect, font: label.font(from: context.controlFont),
          color: !label.isEnabledInTree ? .secondaryLabel : label.color)
      }.forAnyView
    ]
    sizeToFit()
  }

  /// The text's size, at least ``minimumWidth`` wide and 26 points tall so it lines up with
  /// the controls' titles.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = titleSize(text, font: font(from: effectiveTheme.controlFont))
    return CGSize(width: max(text.width + 1, minimumWidth), height: max(text.height + 4, 26))
  }

  /// The label's font made from the theme's `controlFont`: that font, semibold and a point
  /// larger for a heading.
  private func font(from controlFont: Font) -> Font {
    isHeading ? controlFont.withSize(15).emphasised(true) : controlFont
  }
}
