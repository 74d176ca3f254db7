import DrawKit
import Foundation
import Testing

/// `onNeedsUpdate(_:)` promises that the host's handler never runs while a renderer draws
/// the tree: PDF pages are drawn under the same promise as images and SVG.
@Suite("Adversarial: update notifications during PDF rendering")
struct PDFUpdateNotificationTests {
  @Test func aDrawingThatMarksASiblingNotifiesOnlyAfterThePDFIsDone() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let sibling = DrawView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
    var pagesDrawn = 0
    root.draw = { _, _ in
      pagesDrawn += 1
      sibling.setNeedsDisplay()
    }
    root.addSubview(sibling)
    let renderer = Renderer()
    _ = try renderer.image(of: root)
    root.layoutIfNeeded()
    _ = root.takeDirtyRegion()
    #expect(!root.needsDisplay && !root.needsLayout, "the tree is clean")
    pagesDrawn = 0
    var calls: [Int] = []
    root.onNeedsUpdate { _ in calls.append(pagesDrawn) }
    let pdf = try renderer.pdfData(of: [root, root])
    #expect(pdf.starts(with: Data("%PDF".utf8)))
    #expect(calls == [2], "one call, after both pages were drawn")
    #expect(root.needsDisplay)
  }
}
