import Foundation

/// Modifiers wrap a drawing in another: the modifier applied last acts first. So
/// `drawing.clipped().inset(10)` narrows the rectangle, then clips to the narrowed one, while
/// `drawing.inset(10).clipped()` clips to the full rectangle.
extension Drawing {
  /// This drawing faded to `opacity` as one layer, so its overlapping parts do not show
  /// through each other.
  public func opacity(_ opacity: CGFloat) -> Drawing {
    let inner = self
    return Drawing(name) { node, context in
      guard opacity > 0 else { return }
      context.withTransparencyLayer(opacity: opacity) {
        inner.draw(node, in: context)
      }
    }
  }

  /// This drawing given a rectangle narrowed by `insets`.
  public func inset(_ insets: EdgeInsets) -> Drawing {
    let inner = self
    return Drawing(name) { node, context in
      context.withRect(context.rect.inset(by: insets)) {
        inner.draw(node, in: context)
      }
    }
  }

  /// This drawing given a rectangle narrowed by `distance` on every edge.
  public func inset(_ distance: CGFloat) -> Drawing {
    inset(EdgeInsets(all: distance))
  }

  /// This drawing moved by (x, y).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Drawing {
    let inner = self
    return Drawing(name) { node, context in
      context.translateBy(x: x, y: y)
      inner.draw(node, in: context)
    }
  }

  /// This drawing cut off at the edges of its rectangle, rounded by `cornerRadius`.
  public func clipped(cornerRadius: CGFloat = 0) -> Drawing {
    let inner = self
    return Drawing(name) { node, context in
      context.withClip(to: context.rect, cornerRadii: CornerRadii(all: cornerRadius)) {
        inner.draw(node, in: context)
      }
    }
  }

  /// This drawing, drawn only for nodes for which `predicate` is true, such as a focus ring
  /// drawn only while a field is focused.
  public func when(_ predicate: @escaping @Sendable (Node) -> Bool) -> Drawing {
    let inner = self
    return Drawing(name) { node, context in
      if predicate(node) {
        inner.draw(node, in: context)
      }
    }
  }

  /// This drawing under another name.
  public func named(_ name: String) -> Drawing {
    var renamed = self
    renamed.name = name
    return renamed
  }
}

extension Drawing where Node: DrawView {
  /// This drawing, drawn only while the view's ``DrawView/state`` holds every state in
  /// `state`: `.fill(.accent).when(.selected)`, `.when([.focused, .focusVisible])`.
  public func when(_ state: WidgetState) -> Drawing {
    when { state.isSubset(of: $0.state) }
  }
}
