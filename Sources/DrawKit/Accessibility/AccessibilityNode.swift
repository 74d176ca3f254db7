import Foundation

/// One exposed element in a snapshot of a tree's accessibility, with its view, its frame and
/// its exposed children: what a bridge to a screen reader, or a test, reads.
public struct AccessibilityNode {
  /// The view that exposes the element, to perform actions on or read text from.
  public let view: DrawView
  /// The element, with the states DrawKit knows from the view merged in.
  public let element: AccessibilityElement
  /// Where the view lies, in the coordinates of the view the snapshot was taken from.
  public let frame: CGRect
  /// The exposed elements below it, back to front.
  public let children: [AccessibilityNode]

  /// The element and every exposed element below it, depth first: for searching.
  public var allNodes: [AccessibilityNode] {
    var found: [AccessibilityNode] = []
    var stack = [self]
    while let node = stack.popLast() {
      found.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return found
  }
}
