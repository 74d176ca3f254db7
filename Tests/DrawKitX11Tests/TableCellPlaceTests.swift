#if Hosts

import DrawKit
import Foundation
import Testing

@testable import DrawKitAccessibilityBus

/// Where the bridge says a table's cell is (AT-SPI's TableCell position), from what the table
/// answers: a table of one's own may answer anything.
struct TableCellPlaceTests {
  /// A table whose every subview is a cell at the place `answer` gives.
  final class AnsweringTable: DrawView, AccessibilityTableProviding {
    var answer: (row: Int, column: Int)?
    var accessibleRowCount: Int { 1 }
    var accessibleColumnCount: Int { 1 }
    func accessibleColumnTitle(at column: Int) -> String { "" }
    func accessiblePosition(ofCell view: DrawView) -> (row: Int, column: Int)? { answer }
  }

  @Test func aNegativeAnswerPlacesTheCellNowhereAndAHugeOneIsKept() {
    let table = AnsweringTable(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let row = DrawView(frame: table.bounds)
    let cell = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    table.addSubview(row)
    row.addSubview(cell)
    table.answer = (2, 3)
    let place = AccessibilityBridge.cellPlace(of: cell)
    #expect(place.map { [$0.row, $0.column] } == [2, 3] && place?.table === table)
    for answer in [(-1, 0), (0, -5), (Int.min, Int.min)] {
      table.answer = answer
      #expect(AccessibilityBridge.cellPlace(of: cell) == nil, "\(answer)")
    }
    table.answer = (Int.max, 0)
    #expect(AccessibilityBridge.cellPlace(of: cell)?.row == Int.max, "clamped when sent")
    table.answer = nil
    #expect(AccessibilityBridge.cellPlace(of: cell) == nil)
    #expect(AccessibilityBridge.cellPlace(of: table) == nil, "a view above the table")
    #expect(AccessibilityBridge.cellPlace(of: nil) == nil)
  }
}

#endif
