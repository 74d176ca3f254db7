import Foundation

/// A laid-out piece of text and where it sits in a view, in the view's bounds coordinates:
/// what text drawings draw.
public struct TextFragment {
  /// The laid-out text.
  public let layout: TextLayout
  /// Where the layout's top-left corner goes.
  public let origin: CGPoint

  /// Creates a fragment.
  public init(layout: TextLayout, origin: CGPoint) {
    self.layout = layout
    self.origin = origin
  }
}
