internal import CDrawKitCairo
import Foundation

// Cairo 1.16 and structure tags in groups. Copying a recording surface that holds a tag (a
// PDF group is a recording surface, copied when it is painted) copies the tag from the wrong
// member of a union: valgrind sees reads of freed memory, and `cairo_show_page` crashes. And
// a tag whose only content is an opaque group's composite fails the page with "invalid tag
// name, attributes, or nesting". So in a PDF no tag is ever opened inside a group: inside a
// transparency layer, text and links are remembered (``DeferredStructure``) and tagged
// around the outermost layer's composite; layers that composite opaquely are not grouped at
// all (``drawsLayerDirectly(alpha:)``), and cached drawings draw directly instead of
// replaying a recording.

extension GraphicsContext {
  /// Makes what `body` draws a link to `url` in a PDF: clicking the area it covers opens the
  /// address.
  ///
  /// Other outputs draw the same and carry no link. The clickable area is the extent of the
  /// drawing inside `body`, as cairo measures it (inside a faded view or transparency layer,
  /// the extent of its ink rounded out to whole points); the address is written with quotes
  /// and backslashes escaped, so any URL is safe.
  public func link(to url: URL, _ body: () -> Void) {
    let address = url.absoluteString
      .replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "'", with: "\\'")
    withStructureTag(CAIRO_TAG_LINK, attributes: "uri='\(address)'", body)
  }

  /// Wraps what `body` draws in the document structure element `name` (`P` for a paragraph,
  /// `Link`) when the context draws into a PDF, so screen readers find text and links in
  /// reading order; elsewhere it only runs `body`.
  ///
  /// Inside a transparency layer no tag is opened: the outermost layer's composite becomes
  /// one paragraph when text was drawn in it, and each link gets the area its content inked.
  /// Inside a group the context did not open (`cairo_push_group` in
  /// ``withCairoContext(_:)``), the content is left untagged.
  func withStructureTag(_ name: String, attributes: String = "", _ body: () -> Void) {
    guard isTaggingDocument else { return body() }
    guard layerDepth == 0 else {
      guard name == CAIRO_TAG_LINK else {
        deferredStructure.holdsText = true
        return body()
      }
      if let area = inkedArea(of: body) {
        deferredStructure.links.append(.init(attributes: attributes, area: area))
      }
      return
    }
    guard !isInForeignGroup else { return body() }
    openDocumentElementIfNeeded()
    record("beginTag(\(name))")
    cairo_tag_begin(cairo, name, attributes)
    body()
    cairo_tag_end(cairo, name)
    record("endTag(\(name))")
  }

  /// Whether a transparency layer composited with `alpha` is drawn without a group: in a PDF
  /// when cairo would composite it opaquely (`alpha` of at least 0xff00 / 0xffff), where the
  /// group changes nothing but the structure tags cairo 1.16 can write.
  func drawsLayerDirectly(alpha: CGFloat) -> Bool {
    isTaggingDocument && alpha >= 0xff00 / 0xffff
  }

  /// Whether the context draws inside a group it did not push itself.
  private var isInForeignGroup: Bool {
    cairo_get_group_target(cairo) != cairo_get_target(cairo)
  }

  /// Opens the document's `Document` element before its first tag, in a PDF the renderer
  /// writes (see ``DocumentElement``).
  private func openDocumentElementIfNeeded() {
    guard let documentElement, !documentElement.isOpen else { return }
    documentElement.isOpen = true
    cairo_tag_begin(cairo, "Document", "")
  }

  /// Closes the document's `Document` element if a tag opened it: before the last page is
  /// shown.
  func closeDocumentElement() {
    guard let documentElement, documentElement.isOpen else { return }
    documentElement.isOpen = false
    cairo_tag_end(cairo, "Document")
  }

  /// Draws `body` into a group of its own, composites it as it would have drawn, and returns
  /// the area it inked in device space (`nil` when it inked nothing).
  ///
  /// The group is a cairo recording surface (what a PDF pushes), whose ink extents cairo
  /// measures; the surface's device offset and scale map them back.
  private func inkedArea(of body: () -> Void) -> CGRect? {
    saveState()
    defer { restoreState() }
    cairo_push_group(cairo)
    body()
    let group = cairo_pop_group(cairo)
    defer { cairo_pattern_destroy(group) }
    cairo_set_source(cairo, group)
    cairo_paint(cairo)
    var surface: OpaquePointer?
    guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_RECORDING
    else { return nil }
    var (x, y, width, height) = (0.0, 0.0, 0.0, 0.0)
    cairo_recording_surface_ink_extents(surface, &x, &y, &width, &height)
    guard width > 0, height > 0 else { return nil }
    var (offsetX, offsetY, scaleX, scaleY) = (0.0, 0.0, 1.0, 1.0)
    cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
    cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
    return CGRect(
      x: (x - offsetX) / scaleX, y: (y - offsetY) / scaleY, width: width / scaleX,
      height: height / scaleY)
  }

  /// Runs `paint`, a layer's composite whose content asked for `structure`, and writes that
  /// structure around it: the composite is one paragraph if text was drawn in it, and each
  /// link is an annotation over its area.
  func paint(holding structure: DeferredStructure, _ paint: () -> Void) {
    guard !structure.isEmpty, !isInForeignGroup else { return paint() }
    if structure.holdsText {
      withStructureTag("P", paint)
    } else {
      paint()
    }
    for link in structure.links {
      writeLink(link.attributes, area: link.area)
    }
  }

  /// Writes a link annotation over `area` (device space) with no content of its own: cairo
  /// 1.16 takes a link's `rect` in page coordinates, which the target's device offset and
  /// scale map device space to; it is rounded out to whole points, which also keeps the
  /// numbers free of a locale's decimal comma.
  private func writeLink(_ attributes: String, area: CGRect) {
    var (offsetX, offsetY, scaleX, scaleY) = (0.0, 0.0, 1.0, 1.0)
    cairo_surface_get_device_offset(cairo_get_target(cairo), &offsetX, &offsetY)
    cairo_surface_get_device_scale(cairo_get_target(cairo), &scaleX, &scaleY)
    let edges = [
      area.minX * scaleX + offsetX, area.minY * scaleY + offsetY,
      area.maxX * scaleX + offsetX, area.maxY * scaleY + offsetY,
    ]
    // Points far off any page (the PDF format's pages end at 14,400) make no link.
    guard edges.allSatisfy({ abs($0) < 1e9 }) else { return }
    let left = Int(edges[0].rounded(.down))
    let top = Int(edges[1].rounded(.down))
    let width = Int(edges[2].rounded(.up)) - left
    let height = Int(edges[3].rounded(.up)) - top
    withStructureTag(
      CAIRO_TAG_LINK, attributes: "\(attributes) rect=[\(left) \(top) \(width) \(height)]"
    ) {}
  }
}
