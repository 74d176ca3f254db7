#if Hosts

import DrawKit
import Foundation
import Glibc
import PlaygroundPages
import Testing

/// The live window on the AT-SPI 2 accessibility bus, as a screen reader sees it: a Python
/// AT-SPI client (pyatspi) walks the tree, reads and edits text, clicks a check box and
/// follows the focus, inside a private D-Bus session with at-spi-bus-launcher on Xvfb.
@Suite(.serialized)
struct AccessibilityLiveTests {
  /// One exposed element as the client reported it.
  struct Node {
    let role: String
    let name: String
    let states: [String]
    let interfaces: [String]
    let text: String?
    let value: [Double]?
    let actions: [String]
    let extents: [Int]

    init(_ report: [String: Any]) {
      role = report["role"] as? String ?? "?"
      name = report["name"] as? String ?? "?"
      states = report["states"] as? [String] ?? []
      interfaces = report["interfaces"] as? [String] ?? []
      text = report["text"] as? String
      value = report["value"] as? [Double]
      actions = report["actions"] as? [String] ?? []
      extents = report["extents"] as? [Int] ?? []
    }
  }

  /// The same reads and actions in both hosts: the X11 window (`--live`) and the GTK 4 host
  /// (`--gtk`), whose tree is an application of its own on the bus beside GTK's.
  @Test(arguments: ["--live", "--gtk"])
  func aScreenReaderReadsAndDrivesTheWidgetGallery(host: String) throws {
    let server = try XvfbServer()
    let bus = try AccessibilityBus(on: server)
    let client = try AtspiClient(lookingFor: "WidgetGallery", on: bus)
    _ = try client.next("ready")
    let live = try LivePlayground(
      page: "WidgetGallery", on: server, environment: bus.environment, host: host)

    let tree = try client.next("tree")
    #expect(tree["toolkit"] as? String == "DrawKit")
    #expect(tree["application"] as? String == "playgrounds")
    let nodes = (tree["nodes"] as? [[String: Any]] ?? []).map(Node.init)
    #expect(nodes.first?.role == "frame" && nodes.first?.name == "WidgetGallery")
    // The root's place in the window: the X11 window's root fills it; the GTK host's widget
    // sits below whatever GTK draws above it.
    let rootOrigin = nodes.first.map { Array($0.extents.prefix(2)) } ?? []
    if host == "--live" { #expect(rootOrigin == [0, 0]) }
    let checkBoxes = nodes.filter { $0.role == "check box" }
    #expect(checkBoxes.map(\.name) == Array(repeating: "Email me updates", count: 3))
    #expect(checkBoxes.allSatisfy { $0.states.contains("checked") && $0.actions == ["click"] })
    let toggles = nodes.filter { $0.role == "toggle button" }
    #expect(toggles.map(\.name) == Array(repeating: ["Dark", "Wi-Fi"], count: 3).flatMap { $0 })
    let buttons = nodes.filter { $0.role == "push button" }.map(\.name)
    #expect(buttons == Array(repeating: ["Reset", "Cancel", "Save"], count: 3).flatMap { $0 })
    let reset = nodes.first { $0.role == "push button" && $0.name == "Reset" }
    #expect(reset?.states.contains("enabled") == false, "the Reset button is disabled")
    let sliders = nodes.filter { $0.role == "slider" }
    #expect(sliders.count == 3)
    #expect(sliders.allSatisfy { $0.interfaces.contains("Value") })
    #expect(sliders.allSatisfy { $0.value.map { abs($0[0] - 0.6) < 1e-9 && $0[2] == 1 } == true })
    #expect(sliders.allSatisfy { $0.actions == ["increment", "decrement"] })
    let progress = nodes.filter { $0.role == "progress bar" }
    #expect(progress.count == 3)
    #expect(progress.allSatisfy { $0.value.map { abs($0[0] - 0.72) < 1e-9 } == true })
    let entries = nodes.filter { $0.role == "entry" }
    #expect(entries.map(\.text) == Array(repeating: "Ada Lovelace", count: 3))
    #expect(entries.allSatisfy { $0.interfaces.contains("EditableText") })
    #expect(
      rootOrigin.count == 2
        && entries.first?.extents == [30 + rootOrigin[0], 66 + rootOrigin[1], 283, 26],
      "the name field's frame, in pixels: \(entries.first?.extents ?? []) at \(rootOrigin)")
    #expect(entries.first?.states.contains("focused") == true)
    #expect(nodes.filter { $0.role == "label" }.map(\.name).prefix(1) == ["Plain"])
    let labels = nodes.filter { $0.role == "label" }
    #expect(
      !labels.isEmpty && labels.allSatisfy { $0.interfaces.contains("Text") && $0.text == $0.name },
      "a Label's text is read through the Text interface, as any AccessibilityTextProviding")
    let segments = nodes.filter { $0.role == "radio button" }
    let segmentNames = Array(repeating: ["Day", "Week", "Month"], count: 3).flatMap { $0 }
    #expect(segments.map(\.name) == segmentNames)
    #expect(
      segments.map { $0.states.contains("checked") }
        == Array(repeating: [false, true, false], count: 3).flatMap { $0 },
      "the selected segment is the checked radio button")
    #expect(segments.allSatisfy { $0.actions == ["click"] && $0.states.contains("checkable") })

    let text = try client.next("text")
    #expect(text["text"] as? String == "Notes in the plain theme:\nthe same controls, restyled.")
    #expect(text["count"] as? Int == 54)

    let edit = try client.next("edit")
    #expect(edit["moved"] as? Bool == true)
    #expect(edit["caretAfterMove"] as? Int == 0)
    let character = edit["firstCharacter"] as? [Int] ?? []
    #expect(character.count == 4 && character[2] > 0 && character[3] > 0)
    #expect(
      character.count == 4 && rootOrigin.count == 2
        && (30..<313).contains(character[0] - rootOrigin[0])
        && (66..<91).contains(character[1] - rootOrigin[1]),
      "the first character lies in the field: \(character)")
    #expect(edit["text"] as? String == "Countess Ada Lovelace")
    #expect(edit["offsetAtThird"] as? Int == 2, "the middle of the third character hits it")
    #expect(edit["offsetOutside"] as? Int == -1)
    let editEvents = edit["events"] as? [[String: Any]] ?? []
    let insert = editEvents.first {
      ($0["type"] as? String)?.hasPrefix("object:text-changed:insert") == true
    }
    #expect(insert?["detail1"] as? Int == 0 && insert?["detail2"] as? Int == 9)
    #expect(insert?["any"] as? String == "Countess ")
    let caretMoves = editEvents.filter { $0["type"] as? String == "object:text-caret-moved" }
    #expect(caretMoves.first?["detail1"] as? Int == 0, "setCaretOffset(0) was announced")
    #expect(
      caretMoves.last?["detail1"] as? Int == edit["caret"] as? Int,
      "the last caret event names the caret the Text interface reports")

    let toggle = try client.next("toggle")
    #expect(toggle["performed"] as? Bool == true)
    #expect(toggle["checkedBefore"] as? Bool == true)
    #expect(toggle["checkedAfter"] as? Bool == false)
    let toggleEvents = toggle["events"] as? [[String: Any]] ?? []
    #expect(
      toggleEvents.contains { $0["detail1"] as? Int == 0 && $0["role"] as? String == "check box" })

    _ = try client.next("press-tab")
    try server.xdotool("key", "Tab")
    client.proceed()
    let focus = try client.next("focus")
    let focusEvents = focus["events"] as? [[String: Any]] ?? []
    let gained = focusEvents.first {
      $0["type"] as? String == "object:state-changed:focused" && $0["detail1"] as? Int == 1
    }
    #expect(gained?["role"] as? String == "check box", "Tab focused the check box: \(focusEvents)")
    #expect(gained?["name"] as? String == "Email me updates")

    let abuse = try client.next("abuse")
    #expect(abuse["wide"] as? String == "Notes in the plain theme:\nthe same controls, restyled.")
    #expect(abuse["negative"] as? String == "", "ATK refuses a negative start")
    #expect(abuse["reversed"] as? String == "")
    #expect((abuse["farExtents"] as? [Int])?.allSatisfy { abs($0) < 10_000 } == true)
    #expect(abuse["line"] as? [AnyHashable] == ["the same controls, restyled.", 26, 54])
    #expect(abuse["word"] as? [AnyHashable] == ["in ", 6, 9])
    #expect(abuse["afterReversed"] as? String == abuse["wide"] as? String)
    #expect(
      abuse["afterNaN"] as? Double == 0.6
        || (abuse["afterNaN"] as? Double).map { abs($0 - 0.6) < 1e-9 } == true)
    #expect((abuse["afterSet"] as? Double).map { abs($0 - 0.9) < 1e-9 } == true)
    #expect(abuse["nodesAfter"] as? Int == nodes.count)
    _ = try client.next("done")

    #expect(try live.stop() == 0)
    let blocks = try #require(live.dump).components(separatedBy: "\n---\n")
    #expect(blocks.first == "Countess Ada Lovelace")
  }

  /// Every text page reads over AT-SPI as its accessibility tree says.
  ///
  /// The window's frame, then each element in tree order with the matching role, its label as
  /// the name, a text widget's text through the Text interface, and its states; the focused
  /// text widget says so. A page whose root is itself a text view is the frame's one child.
  @Test(
    arguments: [
      "PlaceholderTextView", "NotesTextView", "UnderlinedTextField", "Composition", "TextShowcase",
    ])
  func aTextPageReadsAsItsAccessibilityTreeSays(page: String) throws {
    let model = try #require(PlaygroundPage.named(page)).build()
    let tree = model.accessibilityTree()
    let expected =
      model.accessibilityElement == nil ? Array(tree.allNodes.dropFirst()) : tree.allNodes
    #expect(!expected.isEmpty, "the page exposes something")
    let server = try XvfbServer()
    let bus = try AccessibilityBus(on: server)
    let client = try AtspiClient(lookingFor: page, mode: "tree", on: bus)
    _ = try client.next("ready")
    let live = try LivePlayground(page: page, on: server, environment: bus.environment)
    let report = try client.next("tree")
    let nodes = (report["nodes"] as? [[String: Any]] ?? []).map(Node.init)
    #expect(nodes.first?.role == "frame" && nodes.first?.name == page)
    let exposed = Array(nodes.dropFirst())
    #expect(exposed.map(\.role) == expected.map { Self.atspiRole(of: $0.element.role) })
    #expect(exposed.map(\.name) == expected.map(\.element.label))
    for (node, element) in zip(exposed, expected.map(\.element)) {
      let isText = [.textField, .textArea].contains(element.role)
      #expect(node.text == (isText ? element.value : nil), "the text of \(node.role) \(node.name)")
      for (state, name) in [
        (AccessibilityStates.editable, "editable"), (.multiLine, "multi line"),
        (.focusable, "focusable"),
      ] {
        #expect(
          node.states.contains(name) == element.states.contains(state),
          "\(node.role) \(node.name) is \(name) as the model says: \(node.states)")
      }
    }
    let firstText = exposed.firstIndex { ["entry", "text"].contains($0.role) }
    if let firstText {
      #expect(exposed[firstText].states.contains("focused"), "the focused text widget")
    }
    _ = try client.next("done")
    #expect(try live.stop() == 0)
  }

  /// The AT-SPI role name of `role`, as GTK and ATK name them.
  private static func atspiRole(of role: AccessibilityRole) -> String {
    switch role {
    case .group: "panel"
    case .staticText: "label"
    case .button: "push button"
    case .checkBox: "check box"
    case .toggle: "toggle button"
    case .slider: "slider"
    case .progressBar: "progress bar"
    case .textField: "entry"
    case .passwordField: "password text"
    case .textArea: "text"
    case .image: "image"
    case .radioButton: "radio button"
    case .scrollBar: "scroll bar"
    case .scrollPane: "scroll pane"
    case .list: "list"
    case .listItem: "list item"
    case .table: "table"
    case .tableRow: "table row"
    case .tableCell: "table cell"
    case .columnHeader: "column header"
    case .tab: "page tab"
    case .tabList: "page tab list"
    case .tabPanel: "panel"
    default: "unknown"
    }
  }
}

#endif
