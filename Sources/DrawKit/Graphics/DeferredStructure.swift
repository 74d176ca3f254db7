import Foundation

/// The structure tags that drawing inside a transparency layer asked for: written around
/// the outermost layer's composite.
///
/// Cairo 1.16 must never see a tag inside a group: copying a recording surface (a PDF
/// group is one) copies a tag from the wrong member of a union and reads freed memory, and
/// `cairo_show_page` crashes. So text there marks the structure as holding a paragraph, and
/// a link keeps its address and the area its content inked, in device space; both are
/// written outside every group (see `GraphicsContext+Structure.swift`).
struct DeferredStructure {
  /// A link whose content was drawn inside a group.
  struct Link {
    /// The link tag's attributes without its area (`uri='…'`).
    let attributes: String
    /// What its content inked, in device space.
    let area: CGRect
  }

  /// Whether text was drawn: the composite becomes one paragraph (`P`).
  var holdsText = false
  /// The links, in the order they were drawn.
  var links: [Link] = []

  /// Whether there is nothing to emit.
  var isEmpty: Bool { !holdsText && links.isEmpty }
}
