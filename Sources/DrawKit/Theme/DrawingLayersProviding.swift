/// A theme entry's value that holds a widget's drawings: ``DrawingLayers`` themselves, or a
/// ``WidgetStyle`` pairing them with tokens.
///
/// ``ThemedWidget`` draws any entry whose value provides layers.
public protocol DrawingLayersProviding<Node>: Sendable {
  /// The type the drawings read: the widget.
  associatedtype Node
  /// The drawings, back to front.
  var layers: DrawingLayers<Node> { get }
}

extension DrawingLayers: DrawingLayersProviding {
  /// The list itself.
  public var layers: DrawingLayers<Node> { self }
}

extension WidgetStyle: DrawingLayersProviding {}
