import DrawKit
import Foundation

extension PlaygroundPage {
  /// A virtual list of 300 files in 30 folders: folder headers and file rows (an icon, a name
  /// and a size), two kinds of reused row views with estimated, measured heights; three rows
  /// selected in the focused list, scrolled part-way, the pointer over a row.
  static let listViewPage = PlaygroundPage(
    name: "ListView",
    summary: "A ListView of 300 rows of two kinds, icons and labels, three selected, scrolled."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 360, height: 320))
    root.backgroundColor = Color(hex: 0xD3D6DA)
    let icon = try? Image(svgData: ImagesPageAssets.star)
    let kinds = ["Notes", "Photo", "Report", "Invoice", "Draft", "Sketch", "Letter"]
    func isHeader(_ index: Int) -> Bool { index.isMultiple(of: 10) }
    func name(_ index: Int) -> String {
      isHeader(index)
        ? "Folder \(index / 10 + 1)" : "\(kinds[index % kinds.count]) \(index - index / 10)"
    }
    let source = ListDataSource(
      rowCount: { 300 }, rowKind: { isHeader($0) ? "header" : "file" },
      makeRow: { kind in
        if kind == "header" {
          let header = Label(font: .system(size: 13, weight: .semibold), color: .secondaryLabel)
          return Row(padding: EdgeInsets(top: 10, left: 12, bottom: 4, right: 12)) { header }
        }
        let image = ImageView(image: icon, accessibilityLabel: "File")
        image.tintColor = .accent
        image.sizeConstraints = SizeConstraints(
          minWidth: 18, maxWidth: 18, minHeight: 18, maxHeight: 18)
        let title = Label()
        title.layoutFlex = 1
        return Row(spacing: 10, padding: EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)) {
          image
          title
          Label(color: .secondaryLabel)
        }
      },
      configureRow: { row, index in
        let labels = row.subviews.compactMap { $0 as? Label }
        labels.first?.text = name(index)
        if labels.count > 1 { labels[1].text = "\((index * 37) % 900 + 12) KB" }
      },
      rowText: name)
    let list = ListView(
      frame: CGRect(x: 14, y: 14, width: 332, height: 292), dataSource: source,
      rowHeight: .estimated(32), selectionMode: .multiple)
    list.backgroundColor = .white
    list.cornerRadius = 8
    root.addSubview(list)
    root.layoutIfNeeded()
    list.scrollToRow(14)
    root.layoutIfNeeded()
    _ = list.becomeFirstResponder()
    list.selectedIndices = [12, 13, 16]
    root.layoutIfNeeded()
    root.dispatch(PointerEvent(.hover, at: CGPoint(x: 150, y: 240)))
    return root
  }
}
