import Foundation

/// A text view with a placeholder and a border.
///
/// The placeholder shows exactly while the text is empty and nothing is being composed,
/// whatever emptied or filled it (typing, paste, cut, undo, or code), because the drawing
/// asks the text each time rather than waiting for a notification. And it sits exactly where
/// the first typed character appears: same insets, font, wrapping and line pitch, so a long
/// placeholder wraps like text.
///
/// The border lies inside the frame, as a `CALayer` border does, and the text starts inside
/// it: the text inset is ``TextInputView/textInsets`` plus ``borderWidth``. The corner
/// radius clips the content.
open class PlaceholderTextView: TextView {
  /// Text shown while the view is empty.
  public var placeholder = "" {
    didSet {
      placeholderLayout.text = placeholder
      setNeedsDisplay()
    }
  }

  /// The placeholder's colour; `nil` uses the theme's (light gray in the built-in themes).
  public var placeholderColor: Color? {
    didSet {
      updatePlaceholderStyle()
      setNeedsDisplay()
    }
  }

  /// The border's colour (clear by default: no border shows).
  public var borderColor = Color.clear {
    didSet { setNeedsDisplay() }
  }

  /// The border's width, inside the frame.
  public var borderWidth: CGFloat = 0 {
    didSet {
      borderWidth = borderWidth.isFinite ? max(borderWidth, 0) : 0
      invalidateTextStyle()
    }
  }

  /// The placeholder's layout, kept up to date by the update step.
  private let placeholderLayout = TextLayout()

  /// Creates a view with a frame and optional initial text, with the caret at its end
  /// (as assigning ``TextInputView/text`` leaves it, and as in UIKit).
  override public init(frame: CGRect = .zero, text: String = "") {
    super.init(frame: frame, text: text)
    updatePlaceholderStyle()
  }

  /// The tokens of ``Theme/placeholderTextView``.
  override open func textStyle(from theme: Theme) -> TextStyleTokens {
    theme.placeholderTextView.tokens
  }

  /// The drawings of ``Theme/placeholderTextView``.
  override open func themeDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    theme.placeholderTextView.layers.forAnyView
  }

  /// The border's colour, width and the view's corner radius, for border drawings.
  public var borderStyle: BorderStyle {
    BorderStyle(color: borderColor, width: borderWidth, cornerRadius: cornerRadius)
  }

  /// The text inset in effect: ``TextInputView/textInsets`` (or the theme's) plus the border
  /// width on every side.
  override open var effectiveTextInsets: EdgeInsets {
    let inset = textInsets ?? tokens.textInsets
    return EdgeInsets(
      top: inset.top + borderWidth, left: inset.left + borderWidth,
      bottom: inset.bottom + borderWidth, right: inset.right + borderWidth)
  }

  /// The placeholder, laid out like the first paragraph of text would be, while the view
  /// is empty.
  override open var placeholderFragments: [TextFragment] {
    guard storage.isEmpty, !storage.isComposing, !placeholder.isEmpty else { return [] }
    let insets = effectiveTextInsets
    return [TextFragment(layout: placeholderLayout, origin: CGPoint(x: insets.left, y: insets.top))]
  }

  /// The update step: pushes the new font, colour, insets and pitch into the placeholder's
  /// layout too.
  override func textStyleDidChange() {
    super.textStyleDidChange()
    updatePlaceholderStyle()
  }

  /// The update step: pushes the new width into the placeholder's layout too.
  override func sizeDidChange() {
    super.sizeDidChange()
    updatePlaceholderStyle()
  }

  private func updatePlaceholderStyle() {
    placeholderLayout.font = font
    placeholderLayout.color = (placeholderColor ?? tokens.placeholderColor).resolved(
      in: effectiveTheme.tokens)
    placeholderLayout.width = max(frame.width - effectiveTextInsets.horizontal, 1)
    placeholderLayout.fixedLinePitch = linePitch
  }

  /// The prepare step: the paragraphs' layouts and the placeholder's while it shows.
  override func prepareTextLayouts() -> [TextLayout] {
    super.prepareTextLayouts() + placeholderFragments.map(\.layout)
  }
}
