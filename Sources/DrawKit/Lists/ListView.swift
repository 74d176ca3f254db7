import Foundation

/// A vertical list of any number of rows, of which only those in sight exist as views: a
/// virtual list, as `UITableView`, GTK's `GtkListView` and SwiftUI's `List` are.
///
/// ```swift
/// let cities = ["Oslo", "Lima", "Kyoto"]
/// let source = ListDataSource(
///   rowCount: { cities.count }, makeRow: { Label() },
///   configureRow: { label, index in label.text = cities[index] }, rowText: { cities[$0] })
/// let list = ListView(frame: CGRect(x: 0, y: 0, width: 240, height: 300), dataSource: source)
///   .onSelectionChange { list in print(list.selectedIndices) }
/// ```
///
/// **Rows.** The ``dataSource`` says how many rows there are and makes and fills their views
/// (see ``ListDataSource`` for why views are reused by kind). The list keeps views for the
/// rows in sight and one row's height more above and below (``visibleRows``); a view that
/// scrolls out is hidden and filled again for the next row that scrolls in, so 1,000,000
/// rows cost what 1,000 do. Rows are ``rowHeight`` tall: fixed, or estimated and measured
/// when first made (see ``ListRowHeight``). Heights are kept sparse (the estimate, and the
/// measured rows only), so a list of 10^9 rows works. A row's height is measured once per
/// index and width: a row that changes height while it shows is measured again after
/// ``reloadRows(at:)`` or ``reloadData()``; until then it keeps the height it was measured at.
///
/// **Scrolling.** A list is a ``ScrollView``: wheel, touchpad, flings, scroll bars and
/// ``ScrollView/contentOffset`` clamping (NaN is 0, ±1e300 the nearer end) are its. A
/// measurement that differs from the estimate, and rows inserted, deleted or moved above,
/// never move the rows in sight: the first row in sight keeps its place on screen and the
/// offset follows it.
///
/// **Selection** (``selectionMode``): a click selects a row; in ``ListSelectionMode/multiple``
/// Ctrl+click toggles one and Shift+click selects the range from the last clicked row.
/// `onSelectionChange(_:)` hears about the changes the user makes, after the list shows
/// them, not about changes code makes (``selectedIndices``, deleting rows); so a callback that
/// sets the selection or changes the rows calls itself no more.
///
/// **Keys**, while focused: Up, Down, Home, End, Page Up and Page Down move the selection (the
/// focused row, ``focusedRow``, in ``ListSelectionMode/none``) and scroll it into sight; with
/// Shift in multiple selection they extend it from the anchor row; with Ctrl they move the
/// focused row alone, and Ctrl+Space toggles it; Ctrl+A selects every row in multiple
/// selection. Return, or a double click, activates the
/// focused row (`onRowActivate(_:)`). Typed letters select the next row whose
/// ``ListDataSource/rowText`` starts with them, the letters typed within
/// ``typeAheadInterval`` seconds of each other (on the frame clock) making one prefix; the
/// same letter typed again goes on to the next row starting with it. A search looks at most
/// ``typeAheadSearchLimit`` rows. Keys the list does not use go to the scroll view (Space
/// pages) and on up the tree.
///
/// **Changes.** When the data changes, say so with ``insertRows(at:)``, ``deleteRows(at:)``,
/// ``moveRow(from:to:)``, ``reloadRows(at:)`` or ``reloadData()``: the selection stays on the
/// same items and the rows in sight stay put. The list then reads
/// ``ListDataSource/rowCount`` to check the change; a count that does not match is taken as
/// ``reloadData()``. Changes made while the list lays out its rows (from a
/// ``ListDataSource/configureRow`` or a row's layout) are applied once that layout ends.
///
/// **Look.** The theme entry ``ThemeEntry/listView`` draws the hovered and pressed row, the
/// selection highlight and the row separators behind the rows; selected row views have
/// ``DrawView/isSelected`` set, so their own drawings can follow it.
///
/// **Columns.** A ``TableView`` is a list whose rows are cells in columns under a header: it
/// is a `ListView`, so all of the above holds for it.
public class ListView: ScrollView, ThemedWidget {
  /// The list's look: ``ThemeEntry/listView``.
  public static var themeEntry: ThemeEntry<DrawingLayers<ListView>> { .listView }

  /// The most rows one type-ahead search reads the text of, so a list of 10^9 rows answers a
  /// key at once; rows farther on are not found.
  public static let typeAheadSearchLimit = 10_000

  /// What the list shows; assigning one reloads the list (``reloadData()``).
  public var dataSource: ListDataSource {
    didSet { reloadData() }
  }

  /// How tall the rows are; a change keeps the rows measured so far when both are estimated.
  public var rowHeight: ListRowHeight {
    didSet {
      guard rowHeight != oldValue else { return }
      heights.setEstimate(rowHeight.height)
      if !rowHeight.isEstimated || !oldValue.isEstimated { heights.removeMeasurements() }
      anchorNeedsRestore = true
      requestRowLayout()
    }
  }

  /// Whether the user can select no row, one, or many; a change drops the rows the new mode
  /// cannot hold (all of them for ``ListSelectionMode/none``, all but the first for
  /// ``ListSelectionMode/single``).
  public var selectionMode: ListSelectionMode {
    didSet { setSelection(selection) }
  }

  /// Seconds between typed letters that make one type-ahead prefix.
  public var typeAheadInterval: Double = 1

  /// The number of rows, as the data source last said.
  public var rowCount: Int { heights.count }

  /// The selected rows.
  ///
  /// Setting it from code does not call `onSelectionChange(_:)`; indices outside the rows
  /// are dropped, and the mode keeps what it can hold (the first index in single selection,
  /// none in ``ListSelectionMode/none``).
  public var selectedIndices: IndexSet {
    get { selection }
    set { setSelection(newValue) }
  }

  /// The first selected row, or `nil`; setting it selects that row alone (`nil` clears the
  /// selection).
  public var selectedIndex: Int? {
    get { selection.first }
    set { setSelection(newValue.map { IndexSet(integer: $0) } ?? IndexSet()) }
  }

  /// The row the keys move from and Return activates: the row last clicked or moved to, or
  /// `nil` before any.
  public internal(set) var focusedRow: Int?

  /// The rows that have views now (those in sight and a margin), as of the last layout.
  public internal(set) var visibleRows: Range<Int> = 0..<0

  var heights: ListRowHeights
  let rowContainer = ListRowContainer()
  /// The views of the rows in ``visibleRows``, by index.
  var rowViews: [Int: DrawView] = [:]
  /// The kind of every row view the list made.
  var rowViewKinds: [ObjectIdentifier: String] = [:]
  /// The list item element the list last gave each row view that had none of its own.
  var describedRows: [ObjectIdentifier: AccessibilityElement] = [:]
  /// Hidden row views waiting for reuse, by kind.
  var freeRowViews: [String: [DrawView]] = [:]
  /// The row that keeps its place on screen, and how far its top is below the offset.
  var anchorRow: Int?
  var anchorDelta: CGFloat = 0
  /// Whether the offset must follow the anchor row at the next layout (rows changed above).
  var anchorNeedsRestore = false
  /// The offset the rows were last laid out for.
  var laidOutOffset = CGFloat.nan
  /// The width rows were measured at.
  var measuredWidth = CGFloat.nan
  /// A row to bring into sight at the next layout, once the rows around it are measured.
  var rowToReveal: Int?
  var isLayingOutRows = false
  /// Changes asked for during a layout of the rows, to apply after it.
  var deferredChanges: [() -> Void] = []
  var selection = IndexSet()
  /// The row a Shift range starts from.
  var selectionAnchor: Int?
  var typeAheadPrefix = ""
  var lastTypeAhead: ContinuousClock.Instant?
  var selectionChangeHandler: (() -> Void)?
  var rowActivationHandler: ((Int) -> Void)?
  var isReportingSelection = false
  /// How far below the content's top the rows start: the height a ``TableView``'s header
  /// covers at the top of the list, 0 for a plain list.
  var rowsTop: CGFloat = 0 {
    didSet {
      guard rowsTop != oldValue else { return }
      syncContentSize()
      requestRowLayout()
    }
  }

  /// Row views made so far.
  package internal(set) var rowsMade = 0
  /// Calls of ``ListDataSource/configureRow`` so far.
  package internal(set) var rowsConfigured = 0
  /// Layouts of the rows so far (``ListRowContainer``'s layout step).
  package internal(set) var rowLayoutPasses = 0
  /// Row views hidden so far, to wait for reuse.
  package internal(set) var rowViewsHidden = 0
  /// Rows measured so far.
  package internal(set) var rowsMeasured = 0
  /// Calls of ``ListDataSource/rowText`` so far.
  package internal(set) var rowTextsRead = 0
  /// Row views alive: shown and waiting for reuse.
  package var rowViewCount: Int { rowViewKinds.count }

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - frame: The list's rectangle in its superview.
  ///   - dataSource: The rows.
  ///   - rowHeight: How tall rows are; fixed at 28 points unless given.
  ///   - selectionMode: How many rows the user can select; one unless given.
  public init(
    frame: CGRect = .zero, dataSource: ListDataSource = .empty,
    rowHeight: ListRowHeight = .fixed(28), selectionMode: ListSelectionMode = .single
  ) {
    self.dataSource = dataSource
    self.rowHeight = rowHeight
    self.selectionMode = selectionMode
    heights = ListRowHeights(estimate: rowHeight.height, count: dataSource.rowCount())
    super.init(frame: frame, content: nil, axes: .vertical)
    rowContainer.list = self
    content = rowContainer
    preferredContentSize = CGSize(width: 0, height: heights.total)
  }

  /// The view showing row `index` now, or `nil` when the row is not in ``visibleRows``.
  public func rowView(at index: Int) -> DrawView? { rowViews[index] }

  /// The rectangle of row `index` in the list's bounds coordinates (those of its content):
  /// the rows' width (the list's, or a wider table's columns'), from the row's top, as tall
  /// as the row (its estimate until measured).
  public func rectForRow(_ index: Int) -> CGRect {
    let index = min(max(index, 0), max(rowCount - 1, 0))
    return CGRect(
      x: 0, y: rowsTop + heights.top(of: index), width: rowsWidth,
      height: rowCount > 0 ? heights.height(of: index) : 0)
  }

  /// The row at `point` in the list's bounds coordinates, or `nil` past the rows (or with
  /// none, or a NaN point).
  public func row(at point: CGPoint) -> Int? {
    let y = point.y - rowsTop
    guard !y.isNaN, y >= 0, y < heights.total else { return nil }
    return heights.row(at: y)
  }

  /// Scrolls the least that shows row `index` whole (the first row for a negative index,
  /// the last for one past the end); the rows around it are measured first when heights are
  /// estimated, so it ends in sight.
  public func scrollToRow(_ index: Int) {
    guard rowCount > 0 else { return }
    let index = min(max(index, 0), rowCount - 1)
    revealRow(index)
    rowToReveal = index
    requestRowLayout()
  }

  /// Scrolls the least that shows row `index` whole below what covers the rows' top
  /// (``rowsTop``: a table's header).
  func revealRow(_ index: Int) {
    var rect = rectForRow(index)
    rect.origin.y -= rowsTop
    rect.size.height += rowsTop
    // Only up or down: a table scrolled sideways stays where it is.
    rect.origin.x = contentOffset.x
    rect.size.width = bounds.width
    scrollRectToVisible(rect)
  }

  /// How wide the rows are: the list's width; a ``TableView`` whose columns are wider is as
  /// wide as they are, and scrolls sideways.
  var rowsWidth: CGFloat { bounds.width }

  /// The row view the list shows for row `index` of `kind`: made by the data source's
  /// ``ListDataSource/makeRow``; a ``TableView`` makes its own rows of cells.
  func makeRowView(ofKind kind: String) -> DrawView {
    dataSource.makeRow(kind)
  }

  /// The kind of row `index`: the data source's ``ListDataSource/rowKind``.
  func rowKind(at index: Int) -> String {
    dataSource.rowKind(index)
  }

  /// Fills `view` for row `index`: the data source's ``ListDataSource/configureRow``.
  func configureRowView(_ view: DrawView, at index: Int) {
    dataSource.configureRow(view, index)
  }

  /// Asks for the rows to be laid out before the next frame.
  func requestRowLayout() {
    rowContainer.setNeedsLayout()
  }

  /// A scroll lays the rows out again for the new offset.
  override func boundsOriginDidChange() {
    super.boundsOriginDidChange()
    if !isLayingOutRows { requestRowLayout() }
  }

  /// A resize lays the rows out again; a new width measures them again.
  override func sizeDidChange() {
    super.sizeDidChange()
    requestRowLayout()
  }

  /// The list's keys, after the `onKey` closure had its chance: the movement keys, Return,
  /// Ctrl+Space and type-ahead; then the scroll view's paging keys.
  override public func keyDown(_ event: KeyEvent) -> Bool {
    if keyHandler?(event) == true { return true }
    return listKey(event) || scroll(for: event)
  }

  /// The scroll view's events (the `onPointer` closure, the wheel, the touchpad), then a
  /// primary press on a row chooses it: Shift extends the selection and Ctrl toggles the row
  /// in multiple selection; a double click activates it.
  override public func pointerEvent(_ event: PointerEvent) -> Bool {
    super.pointerEvent(event) || press(event)
  }

  /// A list (a ``TableView`` is a table), focusable, its value the number of rows and of
  /// selected rows, unless an element was assigned; its rows are the row views in sight.
  override public var accessibilityElement: AccessibilityElement? {
    get {
      if let assigned = accessibilityStorage?.element { return assigned }
      var states: AccessibilityStates = [.focusable]
      if isFocused { states.insert(.focused) }
      let summary = accessibilitySummary
      return AccessibilityElement(
        role: summary.role, label: "", value: summary.value, states: states)
    }
    set { super.accessibilityElement = newValue }
  }

  /// The role the list reads as and its value: a list of rows, some selected.
  var accessibilitySummary: (role: AccessibilityRole, value: String) {
    (.list, "\(rowCount) rows, \(selection.count) selected")
  }
}
