import DrawKit
import Foundation

/// Issue 27's rows of the virtual list, without a window.
///
/// LV1, a ``ListView`` of labels built and drawn once, beside GTK 4 showing a `GtkListView` of `GtkLabel`s to its first frame
/// (Benchmarks/Peers/gtk4_list.c); LV2, scroll frames of that list, beside raw cairo showing
/// the same rows' text with Pango (Benchmarks/Peers/cairo_controls.c). Both at any row count,
/// so that run.sh can set 1,000 beside 1,000,000.
enum ListScenes {
  /// The page: a white 400 × 600 root, the list filling it.
  static let pageSize = CGSize(width: 400, height: 600)
  /// Every row's fixed height, which the peers give their rows too.
  static let rowHeight: CGFloat = 24
  /// Rows a scroll frame moves by.
  static let rowsPerScrollFrame = 3
  /// Scroll frames one way before the scroll turns back.
  static let scrollFramesEachWay = 50

  /// The text of row `index`, the same on every side: "Row number 0000042", the index in seven
  /// digits, so that rows of a list of 1,000 and of 1,000,000 draw as many glyphs.
  static func text(ofRow index: Int) -> String {
    let digits = String(index)
    return "Row number " + String(repeating: "0", count: max(7 - digits.count, 0)) + digits
  }

  /// A list of `rows` one-line labels (DejaVu Sans 16, black, the C1 labels' font) in rows
  /// of ``rowHeight``, over a data source that makes each row's text from its index (no
  /// array of rows), on a white root of ``pageSize``.
  static func listPage(rows: Int) -> (root: DrawView, list: ListView) {
    let root = DrawView(frame: CGRect(origin: .zero, size: pageSize))
    root.backgroundColor = .white
    let source = ListDataSource(
      rowCount: { rows }, makeRow: { Label(font: ControlScenes.labelFont, color: .black) },
      configureRow: { (label: Label, index: Int) in label.text = text(ofRow: index) })
    let list = ListView(frame: root.bounds, dataSource: source, rowHeight: .fixed(rowHeight))
    root.addSubview(list)
    return (root, list)
  }

  /// The first row in sight at scroll frame `frame`: from row `rows / 2 - 300` (0 at most),
  /// ``rowsPerScrollFrame`` rows further each frame for ``scrollFramesEachWay`` frames, then
  /// as many back, and again; each frame brings the same number of rows into sight.
  static func firstRow(atScrollFrame frame: Int, rows: Int) -> Int {
    let phase = frame % (2 * scrollFramesEachWay)
    let step = phase < scrollFramesEachWay ? phase : 2 * scrollFramesEachWay - phase
    return max(rows / 2 - 300, 0) + step * rowsPerScrollFrame
  }

  /// LV1: one sample from the first line of building the list to its first frame in an
  /// image (update, prepare, lay out, paint), in a process that had drawn nothing before
  /// (`build_first_frame`, its line carrying the process's peak RSS), and the CPU time the
  /// process (every thread) spent meanwhile (`build_first_frame_cpu`); then the rows that
  /// frame configured and the row views alive after it (`first_frame_rows_configured`,
  /// `first_frame_row_views`, counted).
  static func lv1(rows: Int, outputFolder: URL) throws {
    let start = BenchmarkReport.nowMilliseconds()
    let cpu = BenchmarkReport.processCPUMilliseconds()
    let (root, list) = listPage(rows: rows)
    let image = try Renderer(layoutThreads: BenchmarkReport.layoutThreads).image(of: root)
    let elapsed = BenchmarkReport.nowMilliseconds() - start
    let cpuElapsed = BenchmarkReport.processCPUMilliseconds() - cpu
    BenchmarkReport.report(scene: "LV1", variant: "build_first_frame", n: rows, samples: [elapsed])
    BenchmarkReport.report(
      scene: "LV1", variant: "build_first_frame_cpu", n: rows, samples: [cpuElapsed])
    BenchmarkReport.count(
      scene: "LV1", variant: "first_frame_rows_configured", n: rows, count: list.rowsConfigured)
    BenchmarkReport.count(
      scene: "LV1", variant: "first_frame_row_views", n: rows, count: list.rowViewCount)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_LV1_n\(rows).png"))
  }

  /// LV2's scroll frame `frame`: the offset set from code, then the whole frame rendered.
  ///
  /// Out of line so that callgrind counts a frame from its entry
  /// (`--toggle-collect='*ListScenes*scrollFrame*'`), the offset's setter included, as it
  /// counts the raw cairo peer's `list_frame`.
  @inline(never)
  static func scrollFrame(
    _ frame: Int, of list: ListView, rows: Int, in root: DrawView, by renderer: Renderer,
    into image: Image
  ) throws {
    let row = firstRow(atScrollFrame: frame, rows: rows)
    list.contentOffset = CGPoint(x: 0, y: CGFloat(row) * rowHeight)
    try renderer.render(root, into: image)
  }

  /// LV2: scroll frames of the list.
  ///
  /// Each frame moves the offset from code by ``rowsPerScrollFrame`` rows (see ``firstRow(atScrollFrame:rows:)``; no wheel, so no
  /// scroll bar flashes) and rendering the whole frame (`scroll_frame`), through the helper
  /// threads every scene renders with; then, over 100 more frames, the rows configured
  /// (`rows_configured_per_100_frames`) and the most row views alive (`row_views_alive`),
  /// counted. The image written is scroll frame 0's, which the raw cairo peer writes too.
  static func lv2(rows: Int, outputFolder: URL) throws {
    let (root, list) = listPage(rows: rows)
    let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
    let image = try renderer.image(of: root)
    var frame = 0
    func scrollFrame() throws {
      try Self.scrollFrame(frame, of: list, rows: rows, in: root, by: renderer, into: image)
      frame += 1
    }
    try scrollFrame()
    let frames = try BenchmarkReport.frameLoop(scrollFrame)
    BenchmarkReport.report(scene: "LV2", variant: "scroll_frame", n: rows, samples: frames)
    let configured = list.rowsConfigured
    var alive = 0
    for _ in 0..<100 {
      try scrollFrame()
      alive = max(alive, list.rowViewCount)
    }
    BenchmarkReport.count(
      scene: "LV2", variant: "rows_configured_per_100_frames", n: rows,
      count: list.rowsConfigured - configured)
    BenchmarkReport.count(scene: "LV2", variant: "row_views_alive", n: rows, count: alive)
    frame = 0
    try scrollFrame()
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_LV2_n\(rows).png"))
  }
}
