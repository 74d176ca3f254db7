/// The `Document` structure element of a PDF the ``Renderer`` writes, shared by the contexts
/// of its pages: opened before the first tag of the document, closed before its last page
/// is shown.
///
/// Cairo 1.16 writes `/MarkInfo << /Marked true >>` into the catalog, which checkers read as
/// "this PDF is tagged", only when the first tag of the document is a grouping element such
/// as `Document`; one element spanning every page keeps a single root in the structure tree.
final class DocumentElement {
  /// Whether the element was opened and not yet closed.
  var isOpen = false
}
