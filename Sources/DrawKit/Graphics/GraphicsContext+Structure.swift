internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Makes what `body` draws a link to `url` in a PDF: clicking the area it covers opens the
  /// address.
  ///
  /// Other outputs draw the same and carry no link. The clickable area is the extent of the drawing inside `body`, as cairo measures it; the
  /// address is written with quotes and backslashes escaped, so any URL is safe.
  public func link(to url: URL, _ body: () -> Void) {
    let address = url.absoluteString
      .replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "'", with: "\\'")
    withStructureTag(CAIRO_TAG_LINK, attributes: "uri='\(address)'", body)
  }

  /// Wraps what `body` draws in the document structure element `name` (`P` for a paragraph,
  /// `Link`) when the context draws into a PDF, so screen readers find text and links in
  /// reading order; elsewhere it only runs `body`.
  func withStructureTag(_ name: String, attributes: String = "", _ body: () -> Void) {
    guard isTaggingDocument else { return body() }
    cairo_tag_begin(cairo, name, attributes)
    body()
    cairo_tag_end(cairo, name)
  }
}
