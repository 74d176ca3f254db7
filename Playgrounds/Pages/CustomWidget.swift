import DrawKit
import Foundation

extension PlaygroundPage {
  /// A widget of one's own on the public contract DrawKit's controls use: state, a theme
  /// entry declared once, keys and clicks, an animated value, accessibility and a size.
  static let customWidget = PlaygroundPage(
    name: "CustomWidget",
    summary: "A star rating written outside DrawKit: one theme entry, animated, accessible."
  ) {
    let warm = Theme.plain.with { $0.tokens.accent = Color(hex: 0xE8710A) }
    let second = StarRating(rating: 2)
    second.theme = warm
    let root = Column(
      frame: CGRect(x: 0, y: 0, width: 260, height: 120), spacing: 8, alignment: .start,
      padding: EdgeInsets(top: 14, left: 20, bottom: 14, right: 20)
    ) {
      Label("How was your stay?")
      StarRating(rating: 4)
      second
    }
    root.backgroundColor = .background
    withAnimation(nil) { root.dispatch(KeyEvent(.tab)) }
    return root
  }
}

/// A row of stars choosing a rating, written as a user of DrawKit writes a widget: no draw
/// method, no casts, one declaration for its theme entry.
///
/// Left and Right (or a click on a star) change the rating; the stars fill and empty
/// smoothly, as ``shownRating`` moves. A screen reader reads it as a slider.
public final class StarRating: DrawView, ThemedWidget {
  /// The look: accent stars up to the rating, outlined ones after it.
  public static let themeEntry = ThemeEntry<DrawingLayers<StarRating>>(default: [
    .stars:
      Drawing<StarRating>("stars") { rating, context in
        let shown = rating.shownRating.value
        for index in 0..<rating.maximum {
          let box = rating.starRect(index)
          context.addStar(in: box)
          context.setStrokeColor(.secondaryLabel)
          context.setLineWidth(1)
          context.strokePath()
          let filled = min(max(shown - Double(index), 0), 1)
          guard filled > 0 else { continue }
          context.withClip(
            to: CGRect(
              x: box.minX, y: box.minY, width: box.width * CGFloat(filled), height: box.height)
          ) {
            context.addStar(in: box)
            context.setFillColor(.accent)
            context.fillPath()
          }
        }
      }
  ])

  /// How many stars there are.
  public let maximum = 5

  /// The rating, 0 to ``maximum``; values outside are clamped.
  public var rating: Int {
    didSet {
      rating = min(max(rating, 0), maximum)
      guard rating != oldValue else { return }
      shownRating.animate(to: Double(rating), byDefault: .snappy)
      postAccessibilityNotification(.valueChanged)
    }
  }

  /// The rating the stars show: ``rating``, or on its way there.
  public private(set) lazy var shownRating = AnimatedValue(Double(rating), in: self)

  /// A focusable rating of `rating` stars.
  public init(rating: Int) {
    self.rating = min(max(rating, 0), 5)
    super.init()
    isFocusable = true
    cornerRadius = 4
    _ = shownRating
    sizeToFit()
  }

  /// Star `index`'s square, 24 points apart.
  func starRect(_ index: Int) -> CGRect {
    CGRect(x: bounds.minX + 2 + CGFloat(index) * 24, y: bounds.midY - 10, width: 20, height: 20)
  }

  /// Five stars side by side.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: CGFloat(maximum) * 24, height: 24)
  }

  /// Left and Right take a star away and add one.
  override public func keyDown(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .left: rating -= 1
    case .right: rating += 1
    default: return super.keyDown(event)
    }
    return true
  }

  /// A click on a star rates that many.
  override public func pointerEvent(_ event: PointerEvent) -> Bool {
    guard event.phase == .up, event.button == .primary,
      let index = (0..<maximum).first(where: {
        starRect($0).insetBy(dx: -2, dy: -2).contains(event.location)
      })
    else { return super.pointerEvent(event) }
    rating = index + 1
    return true
  }

  /// A slider from 0 to 5 stars.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      AccessibilityElement(
        role: .slider, label: "Rating", value: "\(rating) of \(maximum) stars",
        actions: [.increment, .decrement],
        numericValue: AccessibilityRange(
          current: Double(rating), minimum: 0, maximum: Double(maximum), step: 1))
    }
    set { super.accessibilityElement = newValue }
  }

  /// Increment and decrement add and take away a star.
  override public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
    switch action {
    case .increment: rating += 1
    case .decrement: rating -= 1
    default: return super.performAccessibilityAction(action)
    }
    return true
  }
}

extension DrawingSlot {
  /// A star rating's stars.
  public static let stars = DrawingSlot("stars")
}

extension GraphicsContext {
  /// Adds a five-pointed star filling `rect` to the path.
  func addStar(in rect: CGRect) {
    let centre = CGPoint(x: rect.midX, y: rect.midY + rect.height * 0.05)
    let outer = rect.width / 2
    let points = (0..<10).map { step -> CGPoint in
      let radius = step.isMultiple(of: 2) ? outer : outer * 0.45
      let angle = -CGFloat.pi / 2 + CGFloat(step) * .pi / 5
      return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
    }
    beginPath()
    addLines(between: points)
    closePath()
  }
}
