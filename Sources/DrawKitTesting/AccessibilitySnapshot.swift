import DrawKit
import Foundation
import Testing

/// The accessibility tree of `view` as text, one exposed element a line, indented by depth:
/// role, label, value, hint, states, actions, numeric value and frame.
///
/// ```text
/// group frame=(0, 0, 320, 200)
///   checkBox "Bold" [focusable, checked] actions=press frame=(16, 16, 90, 26)
/// ```
///
/// Commit it beside your tests, or compare it with ``assertAccessibilitySnapshot(of:named:sourceLocation:)``,
/// to see in review how a change altered what a screen reader reads.
public func accessibilityDescription(of view: DrawView) -> String {
  var lines: [String] = []
  var stack: [(node: AccessibilityNode, depth: Int)] = [(view.accessibilityTree(), 0)]
  while let (node, depth) = stack.popLast() {
    lines.append(String(repeating: "  ", count: depth) + describe(node))
    stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
  }
  return lines.joined(separator: "\n") + "\n"
}

/// Checks that the accessibility tree of `view` reads like its committed reference,
/// `__Snapshots__/<name>.accessibility.txt` beside the calling test file, recording a test
/// issue that shows both when it does not.
///
/// When the reference is missing, or the environment variable `RECORD_SNAPSHOTS` is `1`, the
/// description is written there and the test fails, asking you to check and commit it.
public func assertAccessibilitySnapshot(
  of view: DrawView, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = URL(fileURLWithPath: sourceLocation.filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent("\(name).accessibility.txt")
  let actual = accessibilityDescription(of: view)
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  let stored = try? InputFile.read(file, what: "accessibility snapshot")
  guard !recording, let stored, let expected = String(data: stored, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        Comment(rawValue: "Recorded \(file.path); check it and commit it."),
        sourceLocation: sourceLocation)
    } catch {
      Issue.record(
        Comment(rawValue: "Could not record \(file.path): \(error)"),
        sourceLocation: sourceLocation)
    }
    return
  }
  guard actual != expected else { return }
  Issue.record(
    Comment(
      rawValue:
        "Accessibility tree \(name) differs from \(file.path).\nExpected:\n\(expected)\nActual:\n\(actual)"
    ),
    sourceLocation: sourceLocation)
}

/// One node as a line: role, quoted label and value, states, actions and frame.
private func describe(_ node: AccessibilityNode) -> String {
  let element = node.element
  var parts = [element.role.description]
  if !element.label.isEmpty { parts.append(quoted(element.label)) }
  if let value = element.value { parts.append("value=" + quoted(value)) }
  if let hint = element.hint { parts.append("hint=" + quoted(hint)) }
  if !element.states.isEmpty {
    parts.append("[" + element.states.names.joined(separator: ", ") + "]")
  }
  if !element.actions.isEmpty {
    parts.append("actions=" + element.actions.map(\.description).joined(separator: ","))
  }
  if let range = element.numericValue {
    parts.append(
      "range=\(number(range.current)) in \(number(range.minimum))...\(number(range.maximum))"
        + (range.step > 0 ? " step \(number(range.step))" : ""))
  }
  let frame = node.frame
  parts.append(
    "frame=(\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
  )
  return parts.joined(separator: " ")
}

/// `text` in quotes, with newlines, tabs, quotes and backslashes escaped so a value stays on
/// its line.
private func quoted(_ text: String) -> String {
  var escaped = ""
  for character in text {
    switch character {
    case "\n": escaped += "\\n"
    case "\t": escaped += "\\t"
    case "\"": escaped += "\\\""
    case "\\": escaped += "\\\\"
    default: escaped.append(character)
    }
  }
  return "\"" + escaped + "\""
}

/// `value` without a fraction when it is whole, else to two decimals.
private func number(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  return String(format: "%.2f", value)
}
