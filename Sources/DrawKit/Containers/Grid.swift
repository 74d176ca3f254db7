import Foundation

/// A container that lays its cells out in rows and columns: a form's labels and fields, a
/// table of values.
///
/// ```swift
/// let form = Grid(columns: [.natural, GridColumn(flex: 1)]) {
///   GridRow {
///     Label("Name")
///     TextField()
///   }
///   GridRow {
///     Label("Notes").layoutAlignment(vertical: .start)
///     TextView().frame(height: 80)
///   }
///   GridRow {
///     Spacer()
///     Button(title: "Save").layoutAlignment(horizontal: .end)
///   }
/// }
/// ```
///
/// Each column is as wide as its widest cell, held within its ``GridColumn`` limits (the
/// ``columns`` array, one entry per column from the left; columns past its end are natural);
/// a cell spanning several columns (``DrawView/gridColumnSpan``) that is wider than they are
/// widens them equally. When the grid is wider than its columns, the columns with a
/// ``GridColumn/flex`` share the rest. Each row is as tall as its tallest cell, measured at
/// its column's final width, so a wrapping label in a narrow column makes its row taller.
/// Within its cell, a view sits where ``horizontalAlignment`` and ``verticalAlignment`` say,
/// or its own ``DrawView/horizontalLayoutAlignment`` and
/// ``DrawView/verticalLayoutAlignment``, and its ``DrawView/sizeConstraints`` hold it as in a
/// stack.
///
/// Rows may hold different numbers of cells; a hidden cell keeps its place but takes no room,
/// and a row of hidden cells or none takes no height and no spacing. A grid of no rows is as
/// large as its padding. The cells are the grid's subviews, in row order; a view added to the
/// grid another way than through ``rows`` is left where it is. Natural sizes are measured on
/// the same explicit stack as ``Row`` and ``Column``, so grids nested any depth deep measure
/// each cell a bounded number of times per layout pass.
open class Grid: DrawView, MeasuredContainer {
  /// The rows, top to bottom; assigning replaces the cells (the old ones are removed from the
  /// grid).
  public var rows: [GridRow] {
    didSet {
      for cell in oldValue.lazy.flatMap(\.cells) where cell.superview === self {
        cell.removeFromSuperview()
      }
      addCells()
      setNeedsLayout()
    }
  }

  /// How each column is sized, from the left; columns past the end of the array are as wide
  /// as their widest cell.
  public var columns: [GridColumn] {
    didSet { setNeedsLayout() }
  }

  /// The space between neighbouring columns; NaN, infinite and negative values count as 0.
  public var horizontalSpacing: CGFloat {
    didSet {
      horizontalSpacing = Self.spacing(horizontalSpacing)
      setNeedsLayout()
    }
  }

  /// The space between neighbouring rows; NaN, infinite and negative values count as 0.
  public var verticalSpacing: CGFloat {
    didSet {
      verticalSpacing = Self.spacing(verticalSpacing)
      setNeedsLayout()
    }
  }

  /// Where cells sit across their columns, unless a cell says otherwise.
  public var horizontalAlignment: Stack.Alignment {
    didSet { setNeedsLayout() }
  }

  /// Where cells sit within their rows' height, unless a cell says otherwise.
  public var verticalAlignment: Stack.Alignment {
    didSet { setNeedsLayout() }
  }

  /// The space between the grid's edges and its cells.
  public var padding: EdgeInsets {
    didSet { setNeedsLayout() }
  }

  /// How many times this grid's natural size was worked out: counted for tests of the cost
  /// of layout.
  package private(set) final var naturalSizeMeasurements = 0

  /// Creates a grid of `rows`.
  ///
  /// - Parameters:
  ///   - frame: The grid's rectangle.
  ///   - horizontalSpacing: The space between columns.
  ///   - verticalSpacing: The space between rows.
  ///   - horizontalAlignment: Where cells sit across their columns (leading unless given).
  ///   - verticalAlignment: Where cells sit in their rows (centred unless given).
  ///   - padding: The space around the cells.
  ///   - columns: How the columns are sized, from the left.
  ///   - rows: The rows, top to bottom.
  public init(
    frame: CGRect = .zero, horizontalSpacing: CGFloat = 8, verticalSpacing: CGFloat = 8,
    horizontalAlignment: Stack.Alignment = .start, verticalAlignment: Stack.Alignment = .center,
    padding: EdgeInsets = .zero, columns: [GridColumn] = [],
    @GridBuilder _ rows: () -> [GridRow] = { [] }
  ) {
    self.rows = rows()
    self.columns = columns
    self.horizontalSpacing = Self.spacing(horizontalSpacing)
    self.verticalSpacing = Self.spacing(verticalSpacing)
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    self.padding = padding
    super.init(frame: frame)
    addCells()
  }

  /// How many columns the grid has: as many as its longest row's cells and spans need.
  public var columnCount: Int { placedRows().columnCount }

  /// Places the cells.
  override open func layoutSubviews() {
    let placed = placedRows()
    guard !placed.rows.isEmpty else { return }
    let inner = bounds.inset(by: padding)
    MeasurementSession.runLayout { session in
      var widths = naturalWidths(of: placed, in: session)
      growFlexibleColumns(&widths, toFill: inner.width)
      let heights = rowHeights(of: placed, widths: widths, in: session)
      let lefts = Self.starts(of: widths, from: inner.minX, spacing: horizontalSpacing)
      var top = inner.minY
      for (row, height) in zip(placed.rows, heights) where !row.isEmpty {
        for cell in row where !cell.view.isHidden {
          let width = spanWidth(cell, widths)
          let size = session.measurement(
            of: cell.view, offer: CGSize(width: width, height: .infinity)
          ).size
          cell.view.frame = place(
            cell.view, natural: size,
            in: CGRect(x: lefts[cell.column], y: top, width: width, height: height))
        }
        top = min(top + height + verticalSpacing, .greatestFiniteMagnitude)
      }
    }
  }

  /// The natural size: the columns' natural widths and the rows' heights with the spacing
  /// between them, plus the padding; the same for every offer.
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    MeasurementSession.run { $0.size(of: self, offer: size) }
  }

  final func naturalSize(
    for offer: CGSize, in session: MeasurementSession
  ) -> MeasurementSession.Measurement {
    naturalSizeMeasurements += 1
    let placed = placedRows()
    let widths = naturalWidths(of: placed, in: session)
    let heights = rowHeights(of: placed, widths: widths, in: session)
    let shownRows = zip(placed.rows, heights).filter { !$0.0.isEmpty }.map(\.1)
    let width = Self.total(widths, spacing: horizontalSpacing) + padding.horizontal
    let height = Self.total(shownRows, spacing: verticalSpacing) + padding.vertical
    return MeasurementSession.Measurement(
      size: CGSize(width: Self.clamped(width), height: Self.clamped(height)),
      isOfferIndependent: true)
  }

  final func subviewOffers(for offer: CGSize) -> [(DrawView, CGSize)] {
    let placed = placedRows()
    return placed.rows.flatMap { row in
      row.compactMap { cell in
        cell.view.isHidden ? nil : (cell.view, firstOffer(for: cell, columns: placed.columnCount))
      }
    }
  }

  // MARK: Placing cells in columns

  /// A visible cell of a row with its first column and the columns it spans.
  private struct PlacedCell {
    let view: DrawView
    let column: Int
    let span: Int
  }

  /// The rows' cells that are still the grid's subviews, each with its column, and the
  /// number of columns; a row left with no visible cell is empty.
  private func placedRows() -> (rows: [[PlacedCell]], columnCount: Int) {
    var columnCount = 0
    let placed = rows.map { row -> [PlacedCell] in
      var column = 0
      var cells: [PlacedCell] = []
      for view in row.cells where view.superview === self {
        let span = view.gridColumnSpan
        if !view.isHidden { cells.append(PlacedCell(view: view, column: column, span: span)) }
        column += span
      }
      columnCount = max(columnCount, column)
      return cells
    }
    return (placed, columnCount)
  }

  /// The sizing of column `index`.
  private func column(_ index: Int) -> GridColumn {
    index < columns.count ? columns[index] : .natural
  }

  /// What a cell is offered to find its width: its columns' largest widths with the
  /// spacing between them, unlimited where a column has no maximum.
  private func firstOffer(for cell: PlacedCell, columns count: Int) -> CGSize {
    let spanned = cell.column..<min(cell.column + cell.span, count)
    let ceiling = spanned.reduce(0) { $0 + column($1).ceiling }
    guard ceiling.isFinite else { return CGSize(width: CGFloat.infinity, height: .infinity) }
    let gaps = horizontalSpacing * CGFloat(max(spanned.count - 1, 0))
    return CGSize(width: Self.clamped(ceiling + gaps), height: .infinity)
  }

  /// Each column's width: its widest single-column cell within its limits, widened for
  /// cells spanning it, narrower spans first.
  private func naturalWidths(
    of placed: (rows: [[PlacedCell]], columnCount: Int), in session: MeasurementSession
  ) -> [CGFloat] {
    var widths = [CGFloat](repeating: 0, count: placed.columnCount)
    var spanning: [(cell: PlacedCell, width: CGFloat)] = []
    for cell in placed.rows.joined() {
      let offer = firstOffer(for: cell, columns: placed.columnCount)
      let width = session.measurement(of: cell.view, offer: offer).size.width
      if cell.span == 1 {
        widths[cell.column] = max(widths[cell.column], width)
      } else {
        spanning.append((cell, width))
      }
    }
    for index in widths.indices { widths[index] = column(index).clamp(widths[index]) }
    for (cell, width) in spanning.sorted(by: { $0.cell.span < $1.cell.span }) {
      let spanned = cell.column..<min(cell.column + cell.span, placed.columnCount)
      let gaps = horizontalSpacing * CGFloat(spanned.count - 1)
      let missing = width - gaps - spanned.reduce(0) { $0 + widths[$1] }
      guard missing > 0 else { continue }
      for index in spanned {
        widths[index] = column(index).clamp(widths[index] + missing / CGFloat(spanned.count))
      }
    }
    return widths
  }

  /// Shares the width the columns leave of `room` among the flexible ones, each up to its
  /// maximum; what a column cannot take goes to the others.
  private func growFlexibleColumns(_ widths: inout [CGFloat], toFill room: CGFloat) {
    var open = widths.indices.filter { column($0).flex > 0 }
    var spare = room - Self.total(widths, spacing: horizontalSpacing)
    while !open.isEmpty, spare > 0, spare.isFinite {
      let flexUnit = open.map { column($0).flex }.max() ?? 1
      let flexTotal = open.reduce(0) { $0 + column($1).flex / flexUnit }
      var given: CGFloat = 0
      var full: Set<Int> = []
      for index in open {
        let wanted = widths[index] + spare * (column(index).flex / flexUnit) / flexTotal
        let width = column(index).clamp(wanted)
        if width < wanted { full.insert(index) }
        given += width - widths[index]
        widths[index] = width
      }
      spare -= given
      guard !full.isEmpty else { break }
      open.removeAll { full.contains($0) }
    }
  }

  /// Each row's height: its tallest visible cell, measured at the width of its columns.
  private func rowHeights(
    of placed: (rows: [[PlacedCell]], columnCount: Int), widths: [CGFloat],
    in session: MeasurementSession
  ) -> [CGFloat] {
    placed.rows.map { row in
      row.reduce(0) { tallest, cell in
        let offer = CGSize(width: spanWidth(cell, widths), height: .infinity)
        return max(tallest, session.measurement(of: cell.view, offer: offer).size.height)
      }
    }
  }

  /// The width of the columns `cell` spans, with the spacing between them.
  private func spanWidth(_ cell: PlacedCell, _ widths: [CGFloat]) -> CGFloat {
    let spanned = cell.column..<min(cell.column + cell.span, widths.count)
    let gaps = horizontalSpacing * CGFloat(max(spanned.count - 1, 0))
    return Self.clamped(spanned.reduce(0) { $0 + widths[$1] } + gaps)
  }

  /// `view`'s frame in the cell `rect`: placed or stretched by its alignments, held within
  /// its size constraints.
  private func place(_ view: DrawView, natural: CGSize, in rect: CGRect) -> CGRect {
    let constraints = view.sizeConstraints
    let horizontal = view.horizontalLayoutAlignment ?? horizontalAlignment
    let vertical = view.verticalLayoutAlignment ?? verticalAlignment
    let width = constraints.clampWidth(
      horizontal.factor == nil ? rect.width : min(natural.width, rect.width))
    let height = constraints.clampHeight(
      vertical.factor == nil ? rect.height : min(natural.height, rect.height))
    return CGRect(
      x: rect.minX + (rect.width - width) * (horizontal.factor ?? 0),
      y: rect.minY + (rect.height - height) * (vertical.factor ?? 0),
      width: width, height: height)
  }

  private func addCells() {
    for cell in rows.lazy.flatMap(\.cells) {
      addSubview(cell)
    }
  }

  /// Where each of `lengths` starts, laid end to end from `origin` with `spacing` between.
  private static func starts(
    of lengths: [CGFloat], from origin: CGFloat, spacing: CGFloat
  ) -> [CGFloat] {
    var position = origin
    return lengths.map { length in
      defer { position = min(position + length + spacing, .greatestFiniteMagnitude) }
      return position
    }
  }

  /// `lengths` laid end to end with `spacing` between them.
  private static func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
    clamped(lengths.reduce(0, +) + spacing * CGFloat(max(lengths.count - 1, 0)))
  }

  /// A sum past the largest number kept the largest number, NaN zero.
  private static func clamped(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), .greatestFiniteMagnitude)
  }

  private static func spacing(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(value, 0) : 0
  }
}
