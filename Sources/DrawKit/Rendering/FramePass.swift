import Foundation

/// The prepare and lay-out steps of a frame, which the renderer runs before painting.
///
/// A frame flows one way. *Update*: widgets pushed style, width and text into their layouts
/// when those changed. *Prepare*: each view that shows hands the layouts it still needs
/// (``DrawView/prepareTextLayouts()``). *Lay out*: the renderer's ``TextLayouter`` lays them
/// out in one batch, serially or shared with helper threads. *Paint*: ``TreePainter`` walks
/// the tree and draws, reading layouts that are ready.
struct FramePass {
  /// The layouter of the lay-out step.
  let layouter: TextLayouter

  /// Collects the text layouts of every view that shows in `visible` (in `root`'s bounds
  /// coordinates) and lays them out in one batch; the renderer laid the views out first
  /// (``DrawView/layoutIfNeeded()``, once a frame).
  func prepareAndLayOut(_ root: DrawView, visible: CGRect) {
    guard !root.isHidden, root.alpha > 0 else { return }
    let ringedView = TreePainter.ringedView(of: root)
    var layouts: [TextLayout] = []
    var pending: [(DrawView, CGRect)] = [(root, visible)]
    while let (view, visible) = pending.popLast() {
      layouts += view.prepareTextLayouts()
      let area = view.clipsToBounds ? visible.intersection(view.bounds) : visible
      var next = 0
      while let found = TreePainter.nextVisibleSubview(
        of: view.subviews, from: next, visible: area, ringedView: ringedView)
      {
        pending.append((found.subview, found.visible))
        next = found.index + 1
      }
    }
    layouter.layOut(layouts)
  }
}
