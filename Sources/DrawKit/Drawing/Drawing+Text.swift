import Foundation

extension Drawing where Node == [TextFragment] {
  /// Draws laid-out text fragments: the base that ``Drawing/text`` and
  /// ``Drawing/placeholder`` pull back to their views.
  public static var fragments: Drawing {
    Drawing("fragments") { fragments, context in draw(fragments, in: context) }
  }

  /// Draws each fragment's layout at its origin.
  static func draw(_ fragments: [TextFragment], in context: GraphicsContext) {
    for fragment in fragments {
      fragment.layout.draw(in: context, at: fragment.origin)
    }
  }
}

extension Drawing where Node: TextDisplaying {
  /// The view's text, in its layouts' colour: the fragments that reach the context's clip
  /// (``TextDisplaying/textFragments(in:)``), so redrawing one edited line does not gather
  /// every paragraph in view.
  public static var text: Drawing {
    Drawing("text") { view, context in
      Drawing<[TextFragment]>.draw(view.textFragments(in: context.clipBoundingBox), in: context)
    }
  }

  /// The placeholder, while the text is empty.
  public static var placeholder: Drawing {
    Drawing<[TextFragment]>.fragments.pullback { $0.placeholderFragments }.named("placeholder")
  }

  /// The selection highlight, behind the text, in `color` (the theme's selection colour
  /// unless given).
  public static func selection(_ color: Color = .selection) -> Drawing {
    Drawing("selection") { view, context in
      context.setFillColor(color)
      for rect in view.selectionRects {
        context.fill(rect)
      }
    }
  }

  /// The caret: a bar `width` wide in `color` (the theme's accent unless given), centred on
  /// the caret position, while it is visible.
  public static func caret(_ color: Color = .accent, width: CGFloat = 2) -> Drawing {
    Drawing("caret") { view, context in
      guard let caret = view.visibleCaretRect else { return }
      context.setFillColor(color)
      context.fill(
        CGRect(x: caret.minX - width / 2, y: caret.minY, width: width, height: caret.height))
    }
  }
}
